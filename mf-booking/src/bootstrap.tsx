import { Button } from '@chakra-ui/react';
import { openBooking, renderStandalone } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { useDispatch } from 'react-redux';
import { BookingDialog } from './booking/BookingDialog';
import { BookingPage } from './booking/BookingPage';

function Standalone() {
  const dispatch = useDispatch();
  return (
    <AppProviders toasts>
      <BookingPage />
      <Button m="4" onClick={() => dispatch(openBooking())}>
        Open the Book Now dialog
      </Button>
      <BookingDialog />
    </AppProviders>
  );
}

// On its own page (for the mf-booking team).
void renderStandalone('mf_booking', Standalone);
