import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRoleSelect, store } from '@wellness/shared';
import { act } from 'react';
import { Provider } from 'react-redux';
import { AuthDialogs } from './AuthDialogs';

function renderDialogs() {
  render(
    <Provider store={store}>
      <AuthDialogs />
    </Provider>,
  );
}

it("'Select Your Role' offers Admin and Massager; choosing one opens 'Login as <Role>'", async () => {
  renderDialogs();
  act(() => {
    store.dispatch(openRoleSelect());
  });
  const roleDialog = await screen.findByRole('dialog', { name: 'Select Your Role' });
  expect(roleDialog).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Kothrud Wellness Spa logo' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Massager' }));
  expect(store.getState().ui).toMatchObject({ authDialog: 'login', loginRole: 'massager' });
  expect(await screen.findByRole('dialog', { name: 'Login as Massager' })).toBeInTheDocument();
});

it('closing the login dialog clears the role', async () => {
  renderDialogs();
  act(() => {
    store.dispatch(openRoleSelect());
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Admin' }));
  const login = await screen.findByRole('dialog', { name: 'Login as Admin' });
  await userEvent.click(login.querySelector('[aria-label="Close"]') as HTMLElement);
  await waitFor(() => expect(store.getState().ui).toMatchObject({ authDialog: 'closed', loginRole: null }));
});
