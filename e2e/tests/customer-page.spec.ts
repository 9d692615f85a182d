import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  CUSTOMER_PAGE_MESSAGES,
  type CustomerDataAnswer,
  ENDPOINTS,
  formatClock,
  HISTORY_MESSAGES,
  indiaNow,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  SITE_CONFIG,
} from '@wellness/shared/rules';
import { openCustomerList } from '../support/admin';
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

/** A booking through the API as the form sends it (any therapist: the demo's one is a man); its name, e-mail and reference. */
async function book(request: APIRequestContext, appointment: string): Promise<{ name: string; email: string; reference: string }> {
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
      preferGender: 'any',
      appointment,
      consent: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(booked.ok()).toBe(true);
  const { reference } = (await booked.json()) as { reference: string };
  return { name, email, reference };
}

/** Where the screenshots of this page go when E2E_SHOTS names a folder (to look at them); none otherwise. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

test.describe("the customer's own page", () => {
  // On a phone, where most customers open the mail's link.
  test.use({ viewport: { width: 360, height: 780 } });

  test('opened from the confirmation mail without a session, it moves the visit to another time, cancels it, and the admin sees it cancelled', async ({
    page,
    request,
  }) => {
    const { name, email, reference } = await book(request, '');
    const link = await linkFromMail(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: CUSTOMER_PAGE_MESSAGES.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const axe = await new AxeBuilder({ page }).include('[data-remote="mf-booking"]').analyze();
    expect(axe.violations).toEqual([]);
    await shot(page, `page-${page.viewportSize()?.width}`);

    // Another day and time, among those the booking form offers.
    const day = addDays(indiaNow().date, 3);
    await page.getByRole('button', { name: CUSTOMER_PAGE_MESSAGES.changeButton }).click();
    const dialog = page.getByRole('dialog', { name: CUSTOMER_PAGE_MESSAGES.changeTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(CUSTOMER_PAGE_MESSAGES.newDate).fill(day);
    await expect(dialog.getByRole('option', { name: formatClock('11:00'), exact: true })).toBeEnabled();
    await dialog.getByLabel(CUSTOMER_PAGE_MESSAGES.newTime).selectOption('11:00');
    const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(dialogAxe.violations).toEqual([]);
    await shot(page, `change-${page.viewportSize()?.width}`);
    await dialog.getByRole('button', { name: CUSTOMER_PAGE_MESSAGES.changeSubmit }).click();
    await expect(page.getByText(CUSTOMER_PAGE_MESSAGES.changed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.getByTestId('booking-visit')).toContainText('11:00 AM');

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
    await openCustomerList(page, name);
    // On a phone the admin's list shows a card a customer.
    await expect(page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: email })).toContainText('Cancelled');
    // The History tells the admin what the customer did, and when the visit was to be.
    await page.getByRole('button', { name: `${HISTORY_MESSAGES.button} of ${name}` }).click();
    const history = page.getByRole('dialog', { name: HISTORY_MESSAGES.title(name) });
    await expect(history).toContainText(/Visit time changed from .+ to .+11:00 AM by the visitor/);
    await expect(history).toContainText('Cancelled by the visitor (on the booking page)');
  });
});

test.describe("the customer's data, from their page", () => {
  test('the customer downloads their data, then erases it: the link then opens Page Not Found', async ({ page, request }) => {
    const day = addDays(indiaNow().date, 4);
    const { name, email, reference } = await book(request, `${day} 15:00`);
    const link = await linkFromMail(email);
    await page.goto(link);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: CUSTOMER_PAGE_MESSAGES.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`booking-${reference}.json`);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as CustomerDataAnswer;
    expect(data.booking).toMatchObject({ reference, name, email, status: 'pending' });
    expect(data.history.map((event) => event.kind)).toEqual(expect.arrayContaining(['booked', 'data-downloaded']));
    expect(data.mails.map((mail) => mail.kind)).toContain('booking-confirmation');
    await expect(page.getByText(CUSTOMER_PAGE_MESSAGES.downloaded)).toBeVisible();

    await page.getByRole('button', { name: PRIVACY_MESSAGES.erase }).click();
    const confirm = page.getByRole('alertdialog', { name: PRIVACY_MESSAGES.erase });
    await expect(confirm).toContainText(PRIVACY_MESSAGES.eraseConfirm(`booking ${reference}`));
    const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(axe.violations).toEqual([]);
    await shot(page, `erase-${page.viewportSize()?.width}`);
    await confirm.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText(CUSTOMER_PAGE_MESSAGES.erased)).toBeVisible();
    await expect(page.getByText(reference)).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
