import { createRemoteLifecycles } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { BookingDialog } from '../booking/BookingDialog';

export default createRemoteLifecycles('mf_booking_dialog', () => (
  <AppProviders>
    <BookingDialog />
  </AppProviders>
));
