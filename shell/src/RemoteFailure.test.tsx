import { render, screen } from '@testing-library/react';
import { store } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@wellness/shared/router';
import { failing } from '../test/federation-runtime-stub';
import { Layout } from './Layout';

function renderAt(path: string) {
  return render(
    <Provider store={store}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Layout />
        </MemoryRouter>
      </AppProviders>
    </Provider>,
  );
}

// A fresh module registry: no remote has been loaded yet in this file.
describe('a remote that cannot be loaded', () => {
  it('shows the Oops screen when the page remote cannot be loaded, and leaves out the chrome', async () => {
    failing.add('mf_public/app');
    failing.add('mf_public/header');
    renderAt('/benefits');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Oops! Something went wrong' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
