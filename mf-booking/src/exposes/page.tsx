import { createRemoteLifecycles } from '@wellness/shared';
import { BookingPage } from '../booking/BookingPage';
import { BookingProviders } from '../booking/BookingProviders';

export default createRemoteLifecycles('mf_booking_page', () => (
  <BookingProviders>
    <BookingPage />
  </BookingProviders>
));
