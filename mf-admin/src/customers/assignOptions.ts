import type { AssignOption, AssignOptionState } from '@wellness/shared/client';

/** How a massager stands for the booking's time, as the Assign dialog says it. */
const ASSIGN_STATE_TEXT: Record<AssignOptionState, string> = {
  free: 'Free then',
  busy: 'Busy',
  off: 'Time off then',
  hours: 'Outside working hours',
  gender: 'Not the preferred gender',
  'no-time': 'No time set: assigned as today',
};

const STATE_ORDER: Record<AssignOptionState, number> = { free: 0, 'no-time': 1, busy: 2, off: 3, hours: 4, gender: 5 };

/** The sentence for one massager: its state, with the clashing visit when busy. */
export function assignStateText(option: AssignOption | undefined): string | null {
  if (!option) return null;
  if (option.state === 'busy' && option.clash) return `${ASSIGN_STATE_TEXT.busy}: visit ${option.clash.reference} at ${option.clash.when}`;
  return ASSIGN_STATE_TEXT[option.state];
}

/** The dialog's massagers in schedule order: free ones first, then the rest as the schedule ranks them. */
export function bySchedule<T>(items: readonly T[], idOf: (item: T) => number, options: readonly AssignOption[] | null): T[] {
  if (!options) return [...items];
  const state = new Map(options.map((option) => [option.massagerId, STATE_ORDER[option.state]]));
  return [...items].sort((a, b) => (state.get(idOf(a)) ?? 9) - (state.get(idOf(b)) ?? 9));
}
