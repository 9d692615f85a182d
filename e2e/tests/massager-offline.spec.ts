import type { Page } from '@playwright/test';
import { addDays, ENDPOINTS, indiaNow, OFFLINE_CACHE_PREFIX, OFFLINE_MESSAGES } from '@wellness/shared/rules';
import { DEMO, signedInApi } from '../support/api';
import { assign, bookThroughApi, logInAsMassager, uniqueCustomerName } from '../support/massager';
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
  test('My visits loaded once is read again offline after a reload, with when it was fetched; a change sent offline is refused with a message', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A visit of the demo therapist for tomorrow evening.
    const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
    const name = uniqueCustomerName('Offline');
    await bookThroughApi(admin, name, {
      address: 'Flat 9, Paud Road, Kothrud, 411038',
      issue: 'Back pain',
      therapy: 'Deep tissue massage',
      age: '40',
      appointment: `${addDays(indiaNow().date, 1)} 15:00`,
    });
    await assign(admin, name, DEMO.massager.email);
    await admin.dispose();

    await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
    // The panel registers the service worker once the browser is idle; it then serves this page, and
    // keeps the files the page had loaded before it and every file of the panel's remote.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect
      .poll(() => keptFiles(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/main.js', '/index.html', '/remotes/mf-massager/remoteEntry.js', '/remotes/mf-massager/mf-manifest.json']));

    await page.getByRole('link', { name: 'Open My visits' }).click();
    await expect(page).toHaveURL(/\/massager-panel\/my-visits$/);
    const visit = page.getByRole('article', { name });
    await expect(visit).toBeVisible();
    const updated = page.getByText(/^Last updated /);
    const fetchedAt = await updated.textContent();

    await context.setOffline(true);
    // Nothing else is answered from a copy, and a change is refused with a message, not lost silently.
    const change = await post(page, `/api${ENDPOINTS.updateRequestStatus.path}`, { requestId: 1, status: 'accepted' });
    expect(change).toEqual({ status: 503, body: { status: 'error', message: OFFLINE_MESSAGES.actionRefused } });

    // A reload without signal starts the panel again from the kept files, with the kept list.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My visits' })).toBeVisible({ timeout: 30_000 });
    await expect(visit).toBeVisible();
    await expect(visit.getByText('3:00 PM–4:30 PM')).toBeVisible();
    await expect(updated).toHaveText(fetchedAt!);
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
