import { createRemoteLifecycles } from '@wellness/shared';
import { BookingProviders } from '../booking/BookingProviders';
import { BookingPage } from '../booking/BookingPage';

export default createRemoteLifecycles('mf_booking_page', () => (
  <BookingProviders>
    <BookingPage />
  </BookingProviders>
));
