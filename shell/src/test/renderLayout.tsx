import { render } from '@testing-library/react';
import { store } from '@wellness/shared';
import { MemoryRouter } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Layout } from '../Layout';

/**
 * The shell's Layout at `path`, under the store, Chakra's providers and a memory router. `inRouter` renders
 * beside the Layout under the router (a probe of the location); `outside` under the store only, as App has
 * its toast host.
 */
export function renderLayoutAt(path: string, { inRouter, outside }: { inRouter?: ReactNode; outside?: ReactNode } = {}) {
  return render(
    <Provider store={store}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Layout />
          {inRouter}
        </MemoryRouter>
      </AppProviders>
      {outside}
    </Provider>,
  );
}
