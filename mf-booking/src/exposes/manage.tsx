import { createRemoteLifecycles } from '@wellness/shared';
import { BookingProviders } from '../booking/BookingProviders';
import { CustomerBookingPage, type CustomerBookingPageProps } from '../booking/CustomerBookingPage';

export default createRemoteLifecycles<CustomerBookingPageProps>('mf_booking_manage', (props) => (
  <BookingProviders>
    <CustomerBookingPage {...props} />
  </BookingProviders>
));
