import { render } from '@testing-library/react';
import { store } from '@wellness/shared';
import { MemoryRouter } from '@wellness/shared/router';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PublicProviders } from './chrome/PublicProviders';

/** Renders inside the store, Chakra and a router at `path`, as the remote's roots do. */
export function renderAt(ui: ReactNode, path = '/') {
  return render(
    <Provider store={store}>
      <PublicProviders>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </PublicProviders>
    </Provider>,
  );
}
