import { expect, type Page } from '@playwright/test';
import { waitForLivePage } from './test';

/**
 * Puts the client-side session flags in place on a page that has finished starting, as a login would
 * (the shell clears flags it finds without a session while it starts, so they are set only after that).
 */
export async function setLocalSession(page: Page, role: 'admin' | 'massager', lifetimeMs = 3_600_000): Promise<void> {
  await page.goto('/');
  await waitForLivePage(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.evaluate(
    ({ role, lifetimeMs }) => {
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('userRole', role);
      localStorage.setItem('sessionExpiresAt', String(Date.now() + lifetimeMs));
    },
    { role, lifetimeMs },
  );
}
