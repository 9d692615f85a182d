import { render } from '@testing-library/react';
import { store } from '@wellness/shared';
import { serverData } from '@wellness/shared/query';
import { AppProviders } from '@wellness/shared/ui';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

/** A screen of the panel on the page's one store, as the panel renders it. */
export function renderOnStore(screen: ReactElement) {
  return render(
    <Provider store={store}>
      <AppProviders>{screen}</AppProviders>
    </Provider>,
  );
}

/** Each test starts with no answers kept from the one before (the store is the page's one). */
export function forgetServerDataAfterEach(): void {
  afterEach(() => store.dispatch(serverData.util.resetApiState()));
}
