// The package's own entry, not './config': federation then hands this module the page's one copy.
import { apiBaseUrl, AUTH_MESSAGES, expireSession, notify, SESSION_ENDED_EVENT, store } from '@wellness/shared';
import axios from 'axios';
import { ENDPOINTS } from '../rules/endpoints';

/** The one HTTP client of the front end: JSON by default, session cookie sent with every call. */
export const api = axios.create({
  headers: { 'Content-Type': 'application/json' },
  withCredentials: true,
});
/** The calls sent while the page believed it was signed in. */
const sentSignedIn = new WeakSet();
api.interceptors.request.use((config) => {
  config.baseURL ??= apiBaseUrl();
  if (store.getState().session.role !== null) sentSignedIn.add(config);
  return config;
});

/**
 * A 401 while the page believes it is signed in means the server ended the session (24 hours, 2 idle
 * hours, a password reset, the admin changing the account, a logout in another tab). The user is told
 * once, the local session ends, and the shell takes them to the sign-in dialog. The screen that asked
 * is about to go: its call neither succeeds nor fails, so that it adds no 'Failed to fetch data' of its
 * own beside the message that says why.
 */
api.interceptors.response.use(undefined, async (error: unknown) => {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  if (failedStatus(error) !== 401 || !config || !sentSignedIn.has(config) || config.url?.endsWith(ENDPOINTS.logout.path)) throw error;
  // Calls in flight together all meet the ended session; the first one says so.
  if (store.getState().session.role !== null) {
    expireSession();
    notify('error', AUTH_MESSAGES.sessionExpired, undefined, { outlivesScreen: true });
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
  return new Promise<never>(() => undefined);
});

/** The HTTP status of a failed call, when the server answered at all. */
export function failedStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The `message` of a failed call's JSON answer, when there is one. */
export function failedMessage(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
