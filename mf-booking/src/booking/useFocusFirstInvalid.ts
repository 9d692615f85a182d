import { type RefObject, useEffect, useRef } from 'react';

/** What can take the focus inside a field: its input, or the button that opens its list. */
const FOCUSABLE = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select:not([aria-hidden="true"]), button';

/**
 * After a Submit that a rule refused, the focus goes to the first field in error, so that a keyboard or
 * screen-reader user lands on what to correct (and hears its message) instead of staying on Submit.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  { submitCount, isSubmitting, isValid }: { submitCount: number; isSubmitting: boolean; isValid: boolean },
): void {
  const answered = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === answered.current) return;
    answered.current = submitCount;
    if (isValid) return;
    // Chakra marks an invalid field's root; the first one in the page's order is the first to correct.
    const field = form.current?.querySelector<HTMLElement>('[data-invalid]');
    (field?.matches(FOCUSABLE) ? field : field?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
}
