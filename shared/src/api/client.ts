import axios from 'axios';

/** The one HTTP client of the front end: JSON by default, session cookie sent with every call. */
export const api = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
  withCredentials: true,
});

/** The shell sets the API address from its runtime manifest, when that names one. */
export function configureApi({ baseURL }: { baseURL?: string }): void {
  if (baseURL) api.defaults.baseURL = baseURL;
}
