import { BOOKING_MESSAGES, SERVER_MESSAGES, TIMINGS } from '@wellness/shared';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { loadClient, sendBooking } from './api';
import type { BookingValues } from './bookingPayload';
import type { Booked } from './BookingReference';
import { useBookingProof } from './useBookingProof';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** The booking's reference and private link, as the server's answer gives them. */
function bookedFrom(data: { reference?: unknown; link?: unknown } | undefined): Booked | null {
  return typeof data?.reference === 'string' ? { reference: data.reference, link: typeof data.link === 'string' ? data.link : null } : null;
}

/**
 * Sends the booking (with the proof of work solved while the visitor typed) and says how it went, beside
 * Submit. A booking sent empties the form; in the dialog, its reference goes with the dialog to the page.
 */
export function useBookingSubmit({
  onBooked,
  onSent,
  later,
}: {
  onBooked?: (booked: Booked | null) => void;
  /** Told once the booking is sent and the form emptied. */
  onSent: () => void;
  later: (ms: number, run: () => void) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Stays until the visitor closes it (or, in the dialog, goes with the dialog to the page).
  const [reference, setReference] = useState<Booked | null>(null);
  const proof = useBookingProof(loadClient);

  const submit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    setOutcome(null);
    let failedStatus: ((error: unknown) => number | undefined) | null = null;
    try {
      const client = await loadClient();
      failedStatus = client.failedStatus;
      const booked = bookedFrom(await sendBooking(client, values, await proof.take()));
      setOutcome({ kind: 'success', message: BOOKING_MESSAGES.success });
      setReference(booked);
      helpers.resetForm();
      onSent();
      later(TIMINGS.bookingSuccessMessageMs, () => setOutcome(null));
      if (onBooked)
        later(TIMINGS.bookingModalCloseMs, () => {
          onBooked(booked);
          setReference(null);
        });
    } catch (error) {
      // A limited visitor keeps everything typed, and is told to wait.
      const limited = failedStatus?.(error) === 429;
      setOutcome({ kind: 'error', message: limited ? SERVER_MESSAGES.tooManyRequests : BOOKING_MESSAGES.error });
    }
  };

  return { outcome, reference, dismissReference: () => setReference(null), proof, submit };
}
