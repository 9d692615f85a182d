import { expect, test } from '../support/test';

test('a remote whose entry fails to load shows the Oops screen while the shell stays alive', async ({ page }) => {
  await page.route('**/remotes/mf-public/remoteEntry.js', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but an error occurred while loading the page.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

  // The shell still routes: an unknown path shows its own Page Not Found.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/xyz');
  });
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
