import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signIn, store } from '@wellness/shared';
import { Provider } from 'react-redux';
import { MassagerPanel } from './MassagerPanel';

it("shows 'Welcome to Massager Panel', opens on the dashboard, and Log Out returns to /", async () => {
  window.history.pushState(null, '', '/massager-panel');
  signIn('massager');
  render(
    <Provider store={store}>
      <MassagerPanel />
    </Provider>,
  );
  expect(screen.getByText('Welcome to Massager Panel')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/massager-panel/massagerdashboard');
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(localStorage.length).toBe(0);
  expect(window.location.pathname).toBe('/');
});
