import { type APIRequestContext } from '@playwright/test';
import { ENDPOINTS } from '@wellness/shared/rules';
import { openCustomerList } from '../support/admin';
import { DEMO, signedInApi } from '../support/api';
import { bookThroughApi } from '../support/massager';
import { expect, test } from '../support/test';
import { logInThroughDialog } from '../support/ui';

const letters = (digits: string) => digits.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const uniqueName = (first: string) => `${first} ${letters(`${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`)}`;

/** A visitor's booking through the public API, with consent to the privacy notice. */
const book = (api: APIRequestContext, name: string) =>
  bookThroughApi(api, name, { address: '12 Karve Road, Kothrud, 411038', issue: 'Back pain', therapy: 'Deep tissue' });

test.describe("a booking's history and live notifications", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  });

  test("the admin's History dialog shows the assignment and the acceptance with names and times", async ({ page, baseURL }) => {
    const name = uniqueName('Kavya');
    const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
    const massager = await signedInApi(baseURL!, DEMO.massager.email, DEMO.massager.password, 'massager');
    await book(admin, name);
    const found = await (await admin.post(`/api${ENDPOINTS.customerNameFilter.path}`, { data: { name } })).json();
    const id = (found.data as { id: number; name: string }[]).find((item) => item.name === name)!.id;
    const me = await (await massager.get(`/api${ENDPOINTS.session.path}`)).json();
    expect((await admin.post(`/api${ENDPOINTS.assignMassager.path}`, { data: { massager_id: me.massager_id, customer_id: id } })).ok()).toBe(true);
    expect((await massager.post(`/api${ENDPOINTS.updateRequestStatus.path}`, { data: { requestId: id, status: 'accepted' } })).ok()).toBe(true);

    await openCustomerList(page, name);
    await page.getByRole('button', { name: `History of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `History of ${name}` });
    await expect(dialog.getByText('Accepted by Ravi Patil')).toBeVisible();
    // Newest first (the mails' events in between).
    const story = (await dialog.getByRole('listitem').allTextContents()).filter((text) => !text.includes('Mail '));
    expect(story.map((text) => text.replace(/^.*?(AM|PM)/, ''))).toEqual([
      'Accepted by Ravi Patil',
      `Assigned to Ravi Patil by the admin (${DEMO.admin.email})`,
      expect.stringMatching(/^Booked by the visitor \(reference KW-[0-9A-Z]{7}\)$/),
    ]);
    // Each event carries its time.
    expect(await dialog.locator('time').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: test.info().outputPath('history-dialog.png') });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await admin.dispose();
    await massager.dispose();
  });

  test('with the admin panel open, a new booking raises the unread badge and the tab title without a reload', async ({ page, baseURL }) => {
    // The stream's answer begins once the server listens for this panel; the unread count is loaded beside it.
    const streamOpen = page.waitForResponse((response) => response.url().includes(`/api${ENDPOINTS.notificationStream.path}`));
    const unreadLoaded = page.waitForResponse((response) => response.url().includes(`/api${ENDPOINTS.notifications.path}`));
    await page.reload();
    await streamOpen;
    await unreadLoaded;
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const button = page.getByRole('button', { name: /^Notification/ });
    await expect(button).toBeVisible();
    const before = Number(((await button.getAttribute('aria-label')) ?? '').match(/(\d+) unread/)?.[1] ?? 0);
    const visitor = await signedInApi(baseURL!, DEMO.massager.email, DEMO.massager.password, 'massager');
    const sent = Date.now();
    await book(visitor, uniqueName('Live'));
    // Within 2 s on an idle machine (npm run bench measures it); a little slack for a busy CI machine.
    await expect(button).toHaveAccessibleName(`Notification, ${before + 1} unread`, { timeout: 5000 });
    console.log(`badge raised ${Date.now() - sent} ms after the booking was sent`);
    await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
    await visitor.dispose();
  });
});
