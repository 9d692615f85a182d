import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { CUSTOMER_PAGE_MESSAGES, ENDPOINTS, PRIVACY_NOTICE_VERSION, SITE_CONFIG } from '@wellness/shared/rules';
import { setLocalSession } from '../support/session';
import { expect, test } from '../support/test';

/** The path of the private link in the newest confirmation mail to `to`, as the SMTP receiver captured it. */
async function linkFromMail(to: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  for (let i = 0; i < 100; i += 1) {
    const file = readdirSync(dir)
      .filter((name) => name.endsWith('.eml') && name.includes(to))
      .sort()
      .at(-1);
    const raw = file ? readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '') : '';
    const link = new RegExp(`${SITE_CONFIG.siteUrl.replace(/\./g, '\\.')}(/booking/[A-Za-z0-9_-]{43})`).exec(raw)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation mail with a link to ${to}`);
}

test.describe("the customer's own page", () => {
  test('opened from the confirmation mail without a session, it cancels the visit, and the admin sees it cancelled', async ({ page, request }) => {
    const email = `own.page.${Date.now()}@example.com`;
    const name = `Own Page ${'abcdefghij'
      .split('')
      .sort(() => Math.random() - 0.5)
      .join('')}`;
    const booked = await request.post(`/api${ENDPOINTS.addCustomer.path}`, {
      data: {
        name,
        contact: '9876543210',
        email,
        address: 'Lane 5, Karve Nagar, Kothrud, 411038',
        issue: 'Back pain',
        therapy: 'Deep tissue massage',
        gender: 'female',
        age: '34',
        preferGender: 'female',
        appointment: '',
        consent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(booked.ok()).toBe(true);
    const { reference } = (await booked.json()) as { reference: string };

    const link = await linkFromMail(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: CUSTOMER_PAGE_MESSAGES.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const axe = await new AxeBuilder({ page }).include('[data-remote="mf-booking"]').analyze();
    expect(axe.violations).toEqual([]);

    await page.getByRole('button', { name: CUSTOMER_PAGE_MESSAGES.cancelButton }).click();
    await page.getByRole('button', { name: CUSTOMER_PAGE_MESSAGES.confirmCancel }).click();
    await expect(page.getByText(CUSTOMER_PAGE_MESSAGES.cancelled)).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');

    // A token with one character changed: the site's Page Not Found, nothing of the booking.
    const token = link.slice('/booking/'.length);
    await page.goto(`/booking/${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);

    await setLocalSession(page, 'admin');
    await page.goto('/admin-panel/customer-list');
    await page.getByLabel('Search by name').fill(name);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Cancelled');
  });
});
