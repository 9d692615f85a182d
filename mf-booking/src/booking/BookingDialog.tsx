import { BOOKING_MESSAGES, closeBooking, notify, type RootState, TIMINGS } from '@wellness/shared';
import { bookingOpener, markBookingOpener, PRERENDERED_DIALOG_ATTRIBUTE } from '@wellness/shared/prerender';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BookingForm } from './BookingForm';
import { type Booked, FloatingBookingReference } from './BookingReference';

/** The Book Now modal: opened through the shared store from any Book Now in the site; closes on an outside click. */
export function BookingDialog() {
  const open = useSelector((state: RootState) => state.ui.bookingOpen);
  const dispatch = useDispatch();
  // Focus starts in the first field: typing can begin at once, and the area list opens on the first tap.
  const firstField = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The field the visitor was typing in on the pre-rendered copy of this dialog keeps the focus. The form
  // says which as it takes the copy over: the visitor may still be moving between fields on the copy
  // while this dialog renders.
  const typingIn = useRef<string | null>(null);
  const initialFocus = () => {
    const name = typingIn.current;
    const field = name ? content.current?.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`) : null;
    if (!field) return firstField.current;
    // The focus trap selects an input's text as it focuses it: the caret goes back to the end, so that
    // typing goes on instead of replacing what was typed.
    window.setTimeout(() => {
      try {
        field.setSelectionRange(field.value.length, field.value.length);
      } catch {
        // e-mail fields have no caret position to set
      }
    }, 0);
    return field;
  };
  // Any Book Now of the site opens this dialog through the store: the control that had the focus is
  // marked as it opens (by the pre-rendered copy, when that opened first), and the focus goes back to
  // it when the dialog closes, so that a keyboard or screen-reader user goes on from there. The focus
  // may already be in this dialog (it took over from the copy): the copy marked the opener then.
  useLayoutEffect(() => {
    if (open && !document.activeElement?.closest(`[role="dialog"], [${PRERENDERED_DIALOG_ATTRIBUTE}]`)) markBookingOpener();
  }, [open]);
  // The dialog closes at 2 s while the success message has 3 s (spec timings): for its last second the
  // message goes on in a toast, so that it is still in view where the dialog was. The booking's reference
  // stays on the page until the visitor closes it.
  const [reference, setReference] = useState<Booked | null>(null);
  const onBooked = (booked: Booked | null) => {
    dispatch(closeBooking());
    notify('success', BOOKING_MESSAGES.success, TIMINGS.bookingSuccessMessageMs - TIMINGS.bookingModalCloseMs);
    setReference(booked);
  };
  return (
    <>
      <DialogFrame
        open={open}
        onOpenChange={(event) => !event.open && dispatch(closeBooking())}
        closeOnInteractOutside
        // The form stays mounted while the dialog is closed: what was typed is there at the next opening
        // (a tap beside the dialog or Escape closes it without a word).
        unmountOnExit={false}
        size={{ base: 'full', md: 'lg' }}
        placement="center"
        scrollBehavior="inside"
        initialFocusEl={initialFocus}
        finalFocusEl={() => bookingOpener()}

        title="Book Now"
        contentProps={{ 'data-remote': 'mf-booking', ref: content }}
        bodyProps={{ pb: '6' }}
      >
        <BookingForm onBooked={onBooked} firstFieldRef={firstField} onTakeOver={(field) => (typingIn.current = field)} />
      </DialogFrame>
      {reference && <FloatingBookingReference {...reference} onDismiss={() => setReference(null)} />}
    </>
  );
}
