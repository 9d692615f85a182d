import { setLocalSession } from '../support/session';
import { expect, test } from '../support/test';
import { openRoleDialog } from '../support/ui';

test.describe('the composed site', () => {
  test('/ renders its page, header, floating button and footer through mf-public', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /massage and Ayurvedic therapy in Pune/ })).toBeVisible();
    await expect(page.locator('main [data-remote="mf-public"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('/about-us renders through mf-public, and header links navigate inside the page', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Benefits' }).click();
    await expect(page).toHaveURL(/\/benefits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benefits of Massage' })).toBeVisible();
  });

  test('/admin-panel without a session ends on / with the role dialog', async ({ page }) => {
    await page.goto('/admin-panel');
    await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Massager' })).toBeVisible();
  });

  test('choosing a role opens the login dialog for that role', async ({ page }) => {
    const roles = await openRoleDialog(page);
    await roles.getByRole('button', { name: 'Massager' }).click();
    await expect(page.getByRole('dialog', { name: 'Login as Massager' })).toBeVisible();
  });

  test('an unknown path shows Page Not Found, and its home icon goes to /', async ({ page }) => {
    await page.goto('/xyz');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong role goes to the Unauthorized User page', async ({ page }) => {
    await setLocalSession(page, 'massager', 3_600_000);
    await page.goto('/admin-panel');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized User' })).toBeVisible();
  });

  test('back-office paths hide the public header, Book Now button and footer', async ({ page }) => {
    await setLocalSession(page, 'admin', 3_600_000);
    await page.goto('/admin-panel');
    await expect(page.getByRole('navigation', { name: 'Admin panel' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an expired session clears the flags, says so and goes to /#login', async ({ page }) => {
    // The flags expire 3 s from now: on a busy machine that may be before the panel has drawn, and the
    // shell must end the session just the same.
    await setLocalSession(page, 'admin', 3000);
    await page.goto('/admin-panel');
    await expect(page.getByText('Session expired. You have been logged out.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });
});
