import { render } from '@testing-library/react';
import { store } from '@wellness/shared';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BookingProviders } from '../booking/BookingProviders';

/** `ui` under the page's store and the booking remote's own providers, as the remote mounts it. */
export function renderInBooking(ui: ReactElement) {
  return render(
    <Provider store={store}>
      <BookingProviders>{ui}</BookingProviders>
    </Provider>,
  );
}
