import { createRemoteLifecycles } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { BookingPage } from '../booking/BookingPage';

export default createRemoteLifecycles('mf_booking_page', () => (
  <AppProviders>
    <BookingPage />
  </AppProviders>
));
