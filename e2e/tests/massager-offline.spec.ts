import type { Page } from '@playwright/test';
import { ENDPOINTS, OFFLINE_CACHE_PREFIX, OFFLINE_MESSAGES } from '@wellness/shared/rules';
import { DEMO } from '../support/api';
import { logInAsMassager } from '../support/massager';
import { expect, test } from '../support/test';

const visitsPath = `/api${ENDPOINTS.myVisits.path}`;

/** A POST from the page as the panel sends it (through the service worker, when one serves the page). */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      try {
        const answer = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      } catch {
        return { status: 0, body: {} };
      }
    },
    { path, body },
  );

/** The site's files the service worker keeps, as paths. */
const keptFiles = (page: Page) =>
  page.evaluate(async (prefix) => {
    const cache = await caches.open(`${prefix}files`);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHE_PREFIX);

test.describe('a therapist without signal', () => {
  test('the list of visits loaded once is read again offline, with when it was fetched; a change sent offline is refused with a message', async ({
    page,
    context,
  }) => {
    await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
    // The panel registers the service worker once the browser is idle; it then serves this page, and
    // keeps the files the page had loaded before it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect
      .poll(() => keptFiles(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/main.js', '/index.html', '/remotes/mf-massager/remoteEntry.js']));

    const online = await post(page, visitsPath, {});
    expect(online.status).toBe(200);
    expect(typeof online.body.fetchedAt).toBe('string');

    await context.setOffline(true);
    const offline = await post(page, visitsPath, {});
    expect(offline).toEqual(online);
    // Nothing else is answered from a copy, and a change is refused with a message, not lost silently.
    const change = await post(page, `/api${ENDPOINTS.updateRequestStatus.path}`, { requestId: 1, status: 'accepted' });
    expect(change).toEqual({ status: 503, body: { status: 'error', message: OFFLINE_MESSAGES.actionRefused } });

    // A reload without signal starts the panel again from the kept files.
    await page.reload();
    await expect(page.getByText('Welcome to Massager Panel')).toBeVisible();
    expect(await post(page, visitsPath, {})).toEqual(online);
    await context.setOffline(false);
  });

  test('signing out removes the service worker and everything it kept', async ({ page }) => {
    await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect((await post(page, visitsPath, {})).status).toBe(200);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() =>
        page.evaluate(
          async (prefix) => ({
            workers: (await navigator.serviceWorker.getRegistrations()).length,
            caches: (await caches.keys()).filter((name) => name.startsWith(prefix)),
          }),
          OFFLINE_CACHE_PREFIX,
        ),
      )
      .toEqual({ workers: 0, caches: [] });
  });
});
