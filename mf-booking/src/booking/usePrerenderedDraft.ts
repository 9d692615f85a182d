import { elementAt, takePrerenderedDialogDraft } from '@wellness/shared/prerender';
import { type RefObject, useLayoutEffect } from 'react';
import { SANITISE } from './bookingChecks';
import { type BookingValues, EMPTY_BOOKING } from './bookingPayload';

/** The draft's values as the form holds them: known fields only, each stripped as typing would strip it. */
function draftValues(typed: Record<string, string>): BookingValues {
  const values = { ...EMPTY_BOOKING };
  for (const [name, value] of Object.entries(typed)) {
    if (!(name in EMPTY_BOOKING)) continue;
    const field = name as keyof BookingValues;
    // A box is in the draft only when it was ticked there.
    values[field] = (typeof EMPTY_BOOKING[field] === 'boolean' ? true : (SANITISE[field]?.(value) ?? value)) as never;
  }
  return values;
}

/**
 * What the visitor typed and chose on the pre-rendered copy of the booking dialog while the live one
 * loaded, and the list or button pressed there (Area opens, Submit submits), once the form is live.
 */
export function usePrerenderedDraft(
  formElement: RefObject<HTMLFormElement | null>,
  setValues: (values: BookingValues, validate: boolean) => unknown,
  { onTakeOver, later }: { onTakeOver?: (field: string | null) => void; later: (ms: number, run: () => void) => void },
): void {
  useLayoutEffect(() => {
    const draft = takePrerenderedDialogDraft();
    if (!draft) return;
    onTakeOver?.(draft.focus);
    // Checked with the rest at the first check (when the browser is idle), not on the way in.
    void setValues(draftValues(draft.values), false);
    // The copy is gone from this moment: the field the visitor was in takes the focus in this same task,
    // so that no key pressed before the dialog's focus trap starts is lost. The values arrive before the
    // next key does (an update made here renders at once), and with them the caret goes to the end.
    const within = formElement.current;
    if (draft.focus) {
      const named = `[name="${CSS.escape(draft.focus)}"]`;
      (within?.querySelector<HTMLElement>(`${named}:checked`) ?? within?.querySelector<HTMLElement>(named))?.focus({ preventScroll: true });
    }
    const pressed = draft.pressed;
    if (pressed && within) later(0, () => (elementAt(within, pressed) as HTMLElement | null)?.click());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at mount: the copy is gone after this
  }, []);
}
