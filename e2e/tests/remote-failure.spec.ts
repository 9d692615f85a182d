import { expect, test as base } from '@playwright/test';
import { test } from '../support/test';

// The page does not go live when mf-public is down: Playwright's own test, without the fixture that waits for it.
base('mf-public refused: the pre-rendered page and its footer stay readable, and its links work as plain links', async ({ page }) => {
  // The page's clock is the test's: the hand-off timeout passes without the test waiting for it.
  await page.clock.install();
  await page.route('**/remotes/mf-public/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/about-us');
  const failed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().startsWith('Could not load'));
  await page.keyboard.press('Shift'); // the visitor's first intent starts the live site
  await failed;
  const copy = page.locator('#prerendered');
  await expect(copy).toBeVisible();
  await expect(copy.locator('h1').first()).toBeVisible();
  await expect(copy.locator('footer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  // Past the shell's hand-off timeout (15 s) the copy is still there (no empty live page in its place).
  await page.clock.runFor(16_000);
  await expect(copy).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  await copy.getByRole('link', { name: 'Benefits' }).first().click();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page.locator('#prerendered h1').first()).toBeVisible();
});

test('mf-booking never answering: BOOK NOW! answers at once, then says so with Try again, in the viewport', async ({ page }) => {
  await page.route('**/remotes/mf-booking/**', () => undefined); // never answered
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'BOOK NOW!' }).first().click();
  // The pre-rendered page's copy of the dialog answers the tap while the remote loads.
  const copy = page.getByRole('dialog', { name: 'Book Now' });
  await expect(copy).toBeVisible({ timeout: 1000 });
  await copy.getByRole('textbox', { name: 'Name' }).fill('Asha');
  const slow = page.getByRole('dialog', { name: 'This is taking longer than usual' });
  await expect(slow).toBeVisible({ timeout: 12_000 });
  await expect(slow.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await expect(copy).toHaveCount(0);
  // The rest of the site keeps working.
  await slow.getByRole('button', { name: 'Close' }).click();
  await expect(slow).toHaveCount(0);
  await page.goto('/benefits');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a failed booking remote says so inside the dialog, and Try again brings the form', async ({ page }) => {
  let refuse = true;
  await page.route('**/remotes/mf-booking/**', (route) => (refuse ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
  await page.goto('/');
  await page.getByRole('button', { name: 'BOOK NOW!' }).first().click();
  const failed = page.getByRole('dialog', { name: 'This part of the site could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeInViewport();
  refuse = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="mf-booking"]').getByLabel(/^Name/)).toBeVisible({ timeout: 15_000 });
});
