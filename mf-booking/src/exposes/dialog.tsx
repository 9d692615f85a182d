import { createRemoteLifecycles } from '@wellness/shared';
import { BookingDialog } from '../booking/BookingDialog';
import { BookingProviders } from '../booking/BookingProviders';

export default createRemoteLifecycles('mf_booking_dialog', () => (
  <BookingProviders>
    <BookingDialog />
  </BookingProviders>
));
