/**
 * Where the API lives. Kept apart from the HTTP client so that a page that never calls the API (a public
 * page's first paint) does not load axios: the shell sets the address from its runtime manifest, and the
 * client (`@wellness/shared/client`) reads it on every call.
 */
let apiBase = '/api';

/** The shell sets the API address from its runtime manifest, when that names one. */
export function configureApi({ baseURL }: { baseURL?: string }): void {
  if (baseURL) apiBase = baseURL;
}

export function apiBaseUrl(): string {
  return apiBase;
}
