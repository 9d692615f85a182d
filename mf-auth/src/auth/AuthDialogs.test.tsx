import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_CEILING_MESSAGES,
  AUTH_MESSAGES,
  NOTIFY_EVENT,
  openRoleSelect,
  PASSWORD_STRENGTH_MESSAGES,
  SERVER_MESSAGES,
  store,
  TIMINGS,
  type ToastRequest,
} from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { AxiosError } from 'axios';
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

/** The dialogs, from 'Select Your Role' to the login dialog for `role`. */
async function openLogin(role: 'Admin' | 'Massager') {
  renderDialogs();
  act(() => {
    store.dispatch(openRoleSelect());
  });
  fireEvent.click(await screen.findByRole('button', { name: role }));
  return screen.findByRole('dialog', { name: `Login as ${role}` });
}

function collectToasts() {
  const toasts: ToastRequest[] = [];
  const listen = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);
  window.addEventListener(NOTIFY_EVENT, listen);
  return { toasts, stop: () => window.removeEventListener(NOTIFY_EVENT, listen) };
}

async function openForgotPassword() {
  const login = await openLogin('Massager');
  await userEvent.click(within(login).getByText('Forget Password?'));
  return login;
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
  const login = await openLogin('Admin');
  await userEvent.click(login.querySelector('[aria-label="Close"]') as HTMLElement);
  await waitFor(() => expect(store.getState().ui).toMatchObject({ authDialog: 'closed', loginRole: null }));
});

function limitedAnswer(message: string) {
  const response = { status: 429, data: { status: 'error', message }, headers: { 'retry-after': '60' }, statusText: '', config: {} };
  return new AxiosError('Request failed with status code 429', 'ERR_BAD_REQUEST', undefined, undefined, response as never);
}

it("a login held back by the account's wait shows the server's words, saying when to try again", async () => {
  const message = ACCOUNT_CEILING_MESSAGES.loginWait(60_000);
  const post = jest.spyOn(api, 'post').mockRejectedValueOnce(limitedAnswer(message));
  try {
    const login = await openLogin('Massager');
    await userEvent.type(within(login).getByLabelText(/Email/), 'someone@example.com');
    await userEvent.type(within(login).getByLabelText(/Password/), 'not the password');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await within(login).findByText(message)).toBeInTheDocument();
  } finally {
    post.mockRestore();
  }
});

it("a reset-code request refused by the account's lock shows the lock's message", async () => {
  const message = ACCOUNT_CEILING_MESSAGES.resetLocked(24 * 3_600_000, true);
  const post = jest.spyOn(api, 'post').mockRejectedValueOnce(limitedAnswer(message));
  const { toasts, stop } = collectToasts();
  try {
    const login = await openForgotPassword();
    await userEvent.type(within(login).getByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(within(login).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', message })));
  } finally {
    stop();
    post.mockRestore();
  }
});

const answered = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} }) as never;

/** In the reset dialog: asks for a code, then fills in the code and `password` twice, ready for 'Reset Password'. */
async function fillReset(dialog: HTMLElement, password: string) {
  // Whole values at once: key-by-key typing of four fields outlasts a test's time on a loaded machine.
  fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'someone@example.com' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  fireEvent.change(await within(dialog).findByLabelText(/^OTP/), { target: { value: '1234' } });
  fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText(/^Confirm New Password/), { target: { value: password } });
}

it("the dialog is titled for the reset while it resets, and 'Login as Massager' again after 'Back to Login'", async () => {
  await openForgotPassword();
  const reset = await screen.findByRole('dialog', { name: 'Reset Massager Password' });
  await userEvent.click(within(reset).getByText('Back to Login'));
  expect(await screen.findByRole('dialog', { name: 'Login as Massager' })).toBeInTheDocument();
});

it("Send OTP within the minute shows the server's answer that the last code stands, never 'OTP has been sent'", async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValueOnce(answered({ message: SERVER_MESSAGES.codeRecentlySent }));
  const { toasts, stop } = collectToasts();
  try {
    const dialog = await openForgotPassword();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    // The code in the earlier mail is the one to type: the code fields open.
    expect(await within(dialog).findByLabelText(/^OTP/)).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ message: SERVER_MESSAGES.codeRecentlySent }));
    expect(toasts.map((toast) => toast.message)).not.toContain(AUTH_MESSAGES.otpSent);
    expect(within(dialog).queryByText(AUTH_MESSAGES.otpSent)).toBeNull();
  } finally {
    stop();
    post.mockRestore();
  }
});

it("'OTP has been sent' clears in its time, but its line stays: Back to Login does not move under the pointer", async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValueOnce(answered({ message: AUTH_MESSAGES.otpSent }));
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const dialog = await openForgotPassword();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'someone@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(AUTH_MESSAGES.otpSent);
    act(() => jest.advanceTimersByTime(TIMINGS.resetMessageClearMs + 100));
    expect(within(dialog).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('');
  } finally {
    jest.useRealTimers();
    post.mockRestore();
  }
});

it('a guessable new password is refused before it is sent, with the meter saying why', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValueOnce(answered({ message: AUTH_MESSAGES.otpSent }));
  const { toasts, stop } = collectToasts();
  try {
    const dialog = await openForgotPassword();
    await fillReset(dialog, 'Fresh@456');
    // The checker's word lists load on first use.
    const meter = await within(dialog).findByRole('meter', { name: PASSWORD_STRENGTH_MESSAGES.label }, { timeout: 15_000 });
    expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText(PASSWORD_STRENGTH_MESSAGES.tooWeak)).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', message: PASSWORD_STRENGTH_MESSAGES.tooWeak }));
    // Only 'Send OTP' reached the server: the code's tries are untouched.
    expect(post).toHaveBeenCalledTimes(1);
  } finally {
    stop();
    post.mockRestore();
  }
});

it('a wrong code shows the tries the code has left', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce(answered({ message: AUTH_MESSAGES.otpSent }))
    .mockResolvedValueOnce(answered({ data: { status: 'error', message: SERVER_MESSAGES.otpInvalid, triesLeft: 2 } }));
  const { toasts, stop } = collectToasts();
  try {
    const dialog = await openForgotPassword();
    await fillReset(dialog, 'a-new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('This code has 2 tries left.')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', message: expect.stringContaining(SERVER_MESSAGES.otpInvalid) }));
  } finally {
    stop();
    post.mockRestore();
  }
});
