import { ASSIGN_REFUSED_STATES, assignOptionRank } from '@wellness/shared';
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

/** The sentence for one massager: its state, with the clashing visit when busy. */
export function assignStateText(option: AssignOption | undefined): string | null {
  if (!option) return null;
  if (option.state === 'busy' && option.clash) return `${ASSIGN_STATE_TEXT.busy}: visit ${option.clash.reference} at ${option.clash.when}`;
  return ASSIGN_STATE_TEXT[option.state];
}

/** The dialog's massagers in schedule order: free ones first, then the rest as the schedule ranks them. */
export function bySchedule<T>(items: readonly T[], idOf: (item: T) => number, options: readonly AssignOption[] | null): T[] {
  if (!options) return [...items];
  const state = new Map(options.map((option) => [option.massagerId, assignOptionRank(option.state)]));
  return [...items].sort((a, b) => (state.get(idOf(a)) ?? 9) - (state.get(idOf(b)) ?? 9));
}

/** The schedule's answer for one booking: each massager's state, worked out for a visit of `minutes` at `start`. */
export interface AssignSchedule {
  data: readonly AssignOption[];
  start: string | null;
  minutes: number;
}

/**
 * The massagers (ids, as the dialog's radios hold them) the server would refuse for a visit of `minutes`,
 * from an answer that may be for another length (the one for `minutes` not in yet). A longer visit than
 * the one checked holds every minute that one did, so its refusals stand; a shorter one may fit where the
 * checked one did not, and waits for its own answer. A booking with no time is assigned outside the
 * schedule: nobody is refused.
 */
export function refusedMassagers(schedule: AssignSchedule | null, minutes: number): ReadonlySet<string> {
  if (!schedule?.start || minutes < schedule.minutes) return new Set();
  return new Set(schedule.data.filter((option) => ASSIGN_REFUSED_STATES.includes(option.state)).map((option) => String(option.massagerId)));
}

/** The note under the visit's length while the states shown answer for another length than the one chosen (the answer for it is on its way). */
export function checkedLengthText(schedule: AssignSchedule | null, minutes: number): string | null {
  if (!schedule?.start || minutes === schedule.minutes) return null;
  return `Free and busy are shown for a ${schedule.minutes}-minute visit; Assign checks the ${minutes} minutes chosen.`;
}
