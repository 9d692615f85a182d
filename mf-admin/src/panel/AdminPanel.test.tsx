import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signIn, store } from '@wellness/shared';
import { Provider } from 'react-redux';
import { AdminPanel } from './AdminPanel';

it('opens on the dashboard (the index) and Log Out clears all local storage and returns to /', async () => {
  window.history.pushState(null, '', '/admin-panel');
  signIn('admin');
  render(
    <Provider store={store}>
      <AdminPanel />
    </Provider>,
  );
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  // On a phone the sidebar opens from the menu button.
  fireEvent.click(screen.getByRole('button', { name: 'Open panel menu' }));
  expect(screen.getByRole('navigation', { name: 'Admin panel' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Report' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(localStorage.length).toBe(0);
  expect(store.getState().session.role).toBeNull();
  expect(window.location.pathname).toBe('/');
});
