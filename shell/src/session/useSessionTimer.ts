import { AUTH_MESSAGES, expireSession, LOGIN_PATH, notify, type RootState, SESSION_ENDED_EVENT, STORAGE_KEYS } from '@wellness/shared';
import { useNavigate } from '@wellness/shared/router';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';

/** Milliseconds until the session ends; 0 when it already has. */
function msUntilExpiry(expiresAt: number, now = Date.now()): number {
  return Math.max(0, expiresAt - now);
}

/**
 * The 24-hour session timer (spec section 4): when it runs out the stored flags are cleared,
 * 'Session expired. You have been logged out.' is shown and the user goes to /#login. The same when the
 * server ends it first.
 */
export function useSessionTimer(): void {
  const expiresAt = useSelector((state: RootState) => state.session.expiresAt);
  const navigate = useNavigate();

  useEffect(() => {
    const end = () => {
      expireSession();
      notify('error', AUTH_MESSAGES.sessionExpired, undefined, { outlivesScreen: true });
      void navigate(LOGIN_PATH);
    };
    if (expiresAt === null) {
      // Flags left behind by a session that ended while the site was closed.
      if (window.localStorage.getItem(STORAGE_KEYS.isAuthenticated) === 'true') end();
      return undefined;
    }
    const timer = window.setTimeout(end, msUntilExpiry(expiresAt));
    return () => window.clearTimeout(timer);
  }, [expiresAt, navigate]);

  // The server ended the session before the timer did: the API client has said so; the user signs in again.
  useEffect(() => {
    const toSignIn = () => void navigate(LOGIN_PATH);
    window.addEventListener(SESSION_ENDED_EVENT, toSignIn);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, toSignIn);
  }, [navigate]);
}
