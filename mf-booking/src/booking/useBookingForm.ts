import { BOOKING_MESSAGES, indianMobile, LIMITS, refusedInName } from '@wellness/shared';
import { useFormik } from 'formik';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { EMPTY_FORM_ERRORS, newestWins, SANITISE, validateBooking } from './bookingChecks';
import { type BookingValues, EMPTY_BOOKING } from './bookingPayload';
import type { Booked } from './BookingReference';
import { useBookingSubmit } from './useBookingSubmit';

/**
 * The booking form's state: its values and rules, what typing strips, the sending. The fields take
 * their handlers from here; the form's layout is BookingForm's.
 */
export function useBookingForm({ onBooked, later }: { onBooked?: (booked: Booked | null) => void; later: (ms: number, run: () => void) => void }) {
  // The name field says which characters it refused, and why, as it refuses them.
  const [nameRefused, setNameRefused] = useState('');
  const sending = useBookingSubmit({ onBooked, later, onSent: () => setNameRefused('') });
  const [validate] = useState(() => newestWins(validateBooking));
  const form = useFormik<BookingValues>({
    initialValues: EMPTY_BOOKING,
    initialErrors: EMPTY_FORM_ERRORS,
    validate,
    onSubmit: sending.submit,
  });

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof BookingValues;
    const sanitise = SANITISE[name];
    // The note stays while the visitor types on, and goes with the name.
    if (name === 'name') setNameRefused((shown) => (event.target.value === '' ? '' : refusedInName(event.target.value) || shown));
    void form.setFieldValue(name, sanitise ? sanitise(event.target.value) : event.target.value);
  };
  const onContactBlur = (event: FocusEvent<HTMLInputElement>) => {
    const mobile = indianMobile(form.values.contact);
    if (mobile !== form.values.contact && mobile.length === LIMITS.bookingContactDigits) void form.setFieldValue('contact', mobile);
    form.handleBlur(event);
  };
  // A picker's choice is complete when made: its rule shows at once, not on leaving the field.
  const choose = <K extends keyof BookingValues>(name: K, value: BookingValues[K]) => {
    void form.setFieldValue(name, value);
    void form.setFieldTouched(name, true, false);
  };
  const errorOf = (name: keyof BookingValues) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  return {
    ...sending,
    form,
    nameNote: nameRefused && BOOKING_MESSAGES.nameRefused(nameRefused),
    onText,
    onContactBlur,
    choose,
    errorOf,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
