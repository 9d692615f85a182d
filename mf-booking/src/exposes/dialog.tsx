import { createRemoteLifecycles } from '@wellness/shared';
import { BookingProviders } from '../booking/BookingProviders';
import { BookingDialog } from '../booking/BookingDialog';

export default createRemoteLifecycles('mf_booking_dialog', () => (
  <BookingProviders>
    <BookingDialog />
  </BookingProviders>
));
