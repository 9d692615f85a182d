import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { closeBooking, type RootState } from '@wellness/shared';
import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BookingForm } from './BookingForm';

/** The Book Now modal: opened through the shared store from any Book Now in the site; closes on an outside click. */
export function BookingDialog() {
  const open = useSelector((state: RootState) => state.ui.bookingOpen);
  const dispatch = useDispatch();
  // Focus starts in the first field: typing can begin at once, and the area list opens on the first tap.
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && dispatch(closeBooking())} closeOnInteractOutside size={{ base: 'full', md: 'lg' }} placement="center" scrollBehavior="inside" initialFocusEl={() => firstField.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-remote="mf-booking">
            <Dialog.Header>
              <Dialog.Title>Book Now</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <BookingForm onBooked={() => dispatch(closeBooking())} firstFieldRef={firstField} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
