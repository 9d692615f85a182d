import { expect, type Page } from '@playwright/test';
import { ENDPOINTS } from '@wellness/shared/rules';
import { DEMO, sha256 } from './api';
import { waitForLivePage } from './test';

/**
 * Signs the browser in as the role's demo account on the server (the session cookie, as a login sets
 * it) and puts the client-side session flags in place with the given lifetime, on a page that has
 * finished starting (the shell clears flags it finds without a session while it starts). A server
 * session is needed: panels that get 401 from the API send the user to sign in.
 */
export async function setLocalSession(page: Page, role: 'admin' | 'massager', lifetimeMs = 3_600_000): Promise<void> {
  await page.goto('/');
  await waitForLivePage(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const { email, password } = DEMO[role];
  const login = await page.request.post(`/api${ENDPOINTS.login.path}`, { data: { email, password: sha256(password), role } });
  expect(await login.json()).toMatchObject({ status: 'success', role });
  await page.evaluate(
    ({ role, lifetimeMs }) => {
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('userRole', role);
      localStorage.setItem('sessionExpiresAt', String(Date.now() + lifetimeMs));
    },
    { role, lifetimeMs },
  );
}
