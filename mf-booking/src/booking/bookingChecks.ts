import { digitsOnly, lettersAndSpaces, LIMITS, mobileAsTyped, VALIDATION_MESSAGES } from '@wellness/shared';
import type * as Forms from '@wellness/shared/forms';
import { type FormikErrors, validateYupSchema, yupToFormErrors } from 'formik';
import type { BookingValues } from './bookingPayload';

/** What typing strips from each field (spec section 5); the digit limits also hold for pasted text. */
export const SANITISE: Partial<Record<keyof BookingValues, (value: string) => string>> = {
  name: lettersAndSpaces,
  // Room for '+91' or a trunk 0 as typed; the number is kept as its 10 digits on leaving the field.
  contact: mobileAsTyped,
  pinCode: (value) => digitsOnly(value, LIMITS.pinCodeDigits),
  age: (value) => digitsOnly(value, LIMITS.ageChars),
};

/**
 * Yup and the form's schema (about 20 KB compressed) are not needed to show the form or to take typing
 * either: they load at the first check, which is made when the browser is idle after the form is on screen (or
 * sooner, when the visitor leaves a field or submits).
 */
let forms: Promise<typeof Forms> | null = null;
const loadForms = () => {
  forms ??= import('@wellness/shared/forms').catch((error: unknown) => {
    // A failed load is tried again at the next check.
    forms = null;
    throw error;
  });
  return forms;
};

/** The rules of spec section 5, as Formik's validationSchema would run them. */
export async function validateBooking(values: BookingValues): Promise<FormikErrors<BookingValues>> {
  const { bookingFormSchema } = await loadForms();
  try {
    await validateYupSchema(values, bookingFormSchema);
    return {};
  } catch (error) {
    return yupToFormErrors<BookingValues>(error);
  }
}

/**
 * Formik stores the errors of every check as it settles, in the order they settle, and checks overlap
 * (a change, the idle first check, a blur). Yup settles a failing check later than a passing one, so
 * the errors of an older check could land last: unticking the consent box, say, would leave no message.
 * Each check made by the returned function settles with the result of the newest one.
 */
export function newestWins<V, R>(check: (values: V) => Promise<R>): (values: V) => Promise<R> {
  let newest: Promise<R> | undefined;
  const settle = (awaited: Promise<R>): Promise<R> => awaited.then((result) => (newest === undefined || awaited === newest ? result : settle(newest)));
  return (values) => {
    newest = check(values);
    return settle(newest);
  };
}

/** The empty form fails at least this rule: Submit is blocked from the start, before the rules have loaded. */
export const EMPTY_FORM_ERRORS: FormikErrors<BookingValues> = { name: VALIDATION_MESSAGES.booking.nameRequired };
