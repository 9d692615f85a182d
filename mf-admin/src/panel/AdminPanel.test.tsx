import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signIn, store } from '@wellness/shared';
import { Provider } from 'react-redux';
import { AdminPanel } from './AdminPanel';

it('opens on the dashboard and Log Out clears all local storage and returns to /', async () => {
  window.history.pushState(null, '', '/admin-panel');
  signIn('admin');
  render(
    <Provider store={store}>
      <AdminPanel />
    </Provider>,
  );
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin-panel/admindashboard');
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(localStorage.length).toBe(0);
  expect(store.getState().session.role).toBeNull();
  expect(window.location.pathname).toBe('/');
});
