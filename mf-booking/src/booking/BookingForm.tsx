import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { GENDERS, PREFERRED_GENDERS, whenIdle } from '@wellness/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { loadClient } from './api';
import { ChoiceField, NotesFields, PrivacyConsent, VisitorFields } from './BookingFormFields';
import { BookingOutcome } from './BookingOutcome';
import type { Booked } from './BookingReference';
import { PreferredVisitFields } from './PreferredVisitFields';
import { useBookingForm } from './useBookingForm';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { useLater } from './useLater';
import { usePrerenderedDraft } from './usePrerenderedDraft';

/** Runs once, when the browser is idle after the form is on screen. */
function useWhenIdle(run: () => void): void {
  const atMount = useRef(run);
  useEffect(() => whenIdle(() => atMount.current(), { timeout: 3000, fallbackMs: 200 }), []);
}

/** The customer registration (Book Now) form: in the dialog, and as the /customerRegistration page. */
export function BookingForm({
  onBooked,
  firstFieldRef,
  onTakeOver,
}: {
  /** Told, as the dialog is to close, the booking's reference, which then stays on the page. */
  onBooked?: (booked: Booked | null) => void;
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  /** Told, as the form takes over the pre-rendered copy of the dialog, which field the visitor was in there. */
  onTakeOver?: (field: string | null) => void;
}) {
  const later = useLater();
  const booking = useBookingForm({ onBooked, later });
  const { form, errorOf } = booking;
  const formElement = useRef<HTMLFormElement>(null);
  usePrerenderedDraft(formElement, form.setValues, { onTakeOver, later });
  useFocusFirstInvalid(formElement, form);
  // The client, the proof of work and the rules load off the path of the first tap.
  useWhenIdle(() => {
    void loadClient().catch(() => undefined);
    booking.proof.prepare();
    void form.validateForm();
  });

  return (
    <form ref={formElement} onSubmit={form.handleSubmit} noValidate aria-label="Book a home visit">
      <Stack gap="4">
        <VisitorFields booking={booking} firstFieldRef={firstFieldRef} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ChoiceField booking={booking} name="gender" label="Gender" choices={GENDERS} />
          <ChoiceField booking={booking} name="preferGender" label="Preferred Gender" choices={PREFERRED_GENDERS} />
        </SimpleGrid>
        <PreferredVisitFields
          date={form.values.preferredDate}
          time={form.values.preferredTime}
          area={form.values.area}
          preferGender={form.values.preferGender}
          dateError={errorOf('preferredDate')}
          timeError={errorOf('preferredTime')}
          onDate={(date) => booking.choose('preferredDate', date)}
          onTime={(time) => booking.choose('preferredTime', time)}
          onBlur={form.handleBlur}
        />
        <NotesFields booking={booking} />
        <PrivacyConsent booking={booking} />
        <BookingOutcome outcome={booking.outcome} reference={booking.reference} onDismiss={booking.dismissReference} />
        {/* Blocked while a rule fails, as the spec says, but not dead: a press sends nothing and shows
            every failing rule's message at once (Formik touches every field on submit). */}
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          aria-disabled={!form.isValid || undefined}
          disabled={form.isSubmitting}
          loading={form.isSubmitting}
          loadingText="Submitting..."
        >
          Submit
        </Button>
      </Stack>
    </form>
  );
}
