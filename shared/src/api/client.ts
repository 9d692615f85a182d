import axios from 'axios';
// The package's own entry, not './config': federation then hands this module the page's one copy.
import { apiBaseUrl } from '@wellness/shared';

/** The one HTTP client of the front end: JSON by default, session cookie sent with every call. */
export const api = axios.create({
  headers: { 'Content-Type': 'application/json' },
  withCredentials: true,
});
api.interceptors.request.use((config) => {
  config.baseURL ??= apiBaseUrl();
  return config;
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
