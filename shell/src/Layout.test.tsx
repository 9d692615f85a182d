import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES, expireSession, notify, SESSION_ENDED_EVENT, signIn, signOut, store } from '@wellness/shared';
import { type NavigateFunction, useLocation, useNavigate } from '@wellness/shared/router';
import { toaster } from '@wellness/shared/ui';
import { useEffect } from 'react';
import { failing } from '../test/federation-runtime-stub';
import { renderLayoutAt } from './test/renderLayout';
import { ToastHost } from './toasts/ToastHost';

let currentPath = '';
let go: NavigateFunction = () => undefined;
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  // In an effect, not while rendering: a render may be thrown away before it is committed.
  useEffect(() => {
    go = navigate;
    currentPath = location.pathname + location.hash;
  });
  return null;
}

const renderAt = (path: string) => renderLayoutAt(path, { inRouter: <LocationProbe />, outside: <ToastHost /> });

const mounted = (id: string) => document.querySelector(`[data-remote-module="${id}"]`);

beforeEach(async () => {
  await signOut();
  failing.clear();
});

describe('the shell layout', () => {
  it('mounts a public page as one root of mf-public, which brings its own header, floating Book Now button and footer', async () => {
    renderAt('/about-us');
    expect(await screen.findByText('remote mf_public/app')).toBeInTheDocument();
    expect(mounted('mf_public/header')).toBeNull();
    expect(mounted('mf_public/bookNowButton')).toBeNull();
    expect(mounted('mf_public/footer')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('mounts /customerRegistration from mf-booking, with header and footer but no floating Book Now over its form', async () => {
    renderAt('/customerRegistration');
    expect(await screen.findByText('remote mf_booking/page')).toBeInTheDocument();
    expect(mounted('mf_public/header')).not.toBeNull();
    expect(mounted('mf_public/footer')).not.toBeNull();
    expect(mounted('mf_public/bookNowButton')).toBeNull();
  });

  it("mounts a customer's own booking page from mf-booking, with header and footer but no floating Book Now over its text", async () => {
    renderAt(`/booking/${'A'.repeat(43)}`);
    expect(await screen.findByText('remote mf_booking/manage')).toBeInTheDocument();
    expect(mounted('mf_public/header')).not.toBeNull();
    expect(mounted('mf_public/footer')).not.toBeNull();
    expect(mounted('mf_public/bookNowButton')).toBeNull();
  });

  it('sends a visitor without a session from /admin-panel to / and opens the role dialog', async () => {
    renderAt('/admin-panel/customer-list');
    await screen.findByText('remote mf_public/app');
    expect(currentPath).toBe('/');
    expect(store.getState().ui.authDialog).toBe('role');
    expect(await screen.findByText('remote mf_auth/dialogs')).toBeInTheDocument();
  });

  it('hides the public chrome on back-office paths and mounts the admin panel for an admin', async () => {
    signIn('admin');
    renderAt('/admin-panel');
    expect(await screen.findByText('remote mf_admin/app')).toBeInTheDocument();
    expect(mounted('mf_public/header')).toBeNull();
    expect(mounted('mf_public/footer')).toBeNull();
    expect(mounted('mf_public/bookNowButton')).toBeNull();
  });

  it('sends a massager who opens the admin panel to /unauthorized', async () => {
    signIn('massager');
    renderAt('/admin-panel');
    expect(await screen.findByRole('heading', { name: 'Unauthorized User' })).toBeInTheDocument();
    expect(currentPath).toBe('/unauthorized');
  });

  it('shows Page Not Found for an unknown path after its spinner', async () => {
    renderAt('/xyz');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});

describe('the 24-hour session timer', () => {
  afterEach(() => jest.useRealTimers());

  it('clears the stored flags, says so and goes to /#login when the session runs out', async () => {
    jest.useFakeTimers({ now: 0 });
    signIn('admin', 0);
    renderAt('/admin-panel');
    await act(async () => {
      jest.advanceTimersByTime(86_400_000);
    });
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(store.getState().session.role).toBeNull();
    expect(store.getState().ui.authDialog).toBe('role');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('a session the server ended takes the user from the panel to the sign-in dialog, with the message once', async () => {
    act(() => toaster.remove());
    signIn('admin');
    renderAt('/admin-panel');
    expect(await screen.findByText('remote mf_admin/app')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull());
    // What the API client does on a 401 while signed in.
    await act(async () => {
      expireSession();
      notify('error', AUTH_MESSAGES.sessionExpired, undefined, { outlivesScreen: true });
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    expect(currentPath).toBe('/');
    expect(store.getState().ui.authDialog).toBe('role');
    expect(await screen.findAllByText(AUTH_MESSAGES.sessionExpired)).toHaveLength(1);
    expect(mounted('mf_admin/app')).toBeNull();
  });
});

describe('toasts and screens', () => {
  const toastText = (text: string) => screen.queryByText(text);

  it('a new screen dismisses the toasts about the one left, but not those announcing the move', async () => {
    act(() => toaster.remove());
    signIn('admin');
    renderAt('/admin-panel');
    expect(await screen.findByText('remote mf_admin/app')).toBeInTheDocument();
    act(() => {
      notify('error', 'Data not found');
      notify('success', AUTH_MESSAGES.loginSuccess, undefined, { outlivesScreen: true });
    });
    expect(await screen.findByText('Data not found')).toBeInTheDocument();
    await act(async () => {
      await go('/admin-panel/reports');
    });
    await waitFor(() => expect(toastText('Data not found')).toBeNull());
    expect(toastText(AUTH_MESSAGES.loginSuccess)).toBeInTheDocument();
  });

  it('a success dismisses the errors shown before it', async () => {
    act(() => toaster.remove());
    renderAt('/');
    act(() => notify('error', 'Please select a massager'));
    expect(await screen.findByText('Please select a massager')).toBeInTheDocument();
    act(() => notify('success', 'Massager assigned successfully'));
    expect(await screen.findByText('Massager assigned successfully')).toBeInTheDocument();
    await waitFor(() => expect(toastText('Please select a massager')).toBeNull());
  });

  it('a new error replaces the earlier one', async () => {
    act(() => toaster.remove());
    renderAt('/');
    act(() => notify('error', 'Invalid OTP. Please try again. This code has 4 tries left.'));
    expect(await screen.findByText(/4 tries left/)).toBeInTheDocument();
    act(() => notify('error', 'Invalid OTP. Please try again. This code has 3 tries left.'));
    expect(await screen.findByText(/3 tries left/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/4 tries left/)).toBeNull());
  });
});
