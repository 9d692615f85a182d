import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { addDays, ENDPOINTS, indiaNow, PASSWORD_STRENGTH_MESSAGES } from '@wellness/shared/rules';
import { bookingFixture } from '../../scripts/lib/harness.cjs';
import { filterCustomersByName, openCustomerList } from '../support/admin';
import { DEMO, sha256, signedInApi } from '../support/api';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';
import { animationsSettled, logInThroughDialog } from '../support/ui';

/** A password the strength meter accepts: words, not a name with digits. */
const MEERA_PASSWORD = 'tamarind monsoon ghat 42';
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const letters = (digits: string) => digits.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** A booking by a visitor, through the public API; the name is unique to the test. */
async function book(page: Page, overrides: Record<string, string> = {}) {
  const tag = letters(unique());
  const name = `Asha ${tag}`;
  const response = await page.request.post(`/api${ENDPOINTS.addCustomer.path}`, {
    data: bookingFixture({
      name,
      email: `asha.${tag}@example.com`,
      address: '12 Karve Road, Kothrud, 411038',
      issue: 'Back pain',
      therapy: 'Deep tissue',
      preferGender: 'male',
      ...overrides,
    }),
  });
  expect(response.ok()).toBe(true);
  // The answer carries no id: the signed-in admin's page finds the customer by its unique name.
  const found = await (await page.request.post(`/api${ENDPOINTS.customerNameFilter.path}`, { data: { name } })).json();
  const id = (found.data as Array<{ id: number; name: string }>).find((item) => item.name === name)?.id;
  expect(id).toBeDefined();
  return { name, id: id! };
}

const customerRow = (page: Page, name: string) => page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: name });

test.describe('admin panel', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  });

  test('dashboard cards link to their lists and reports', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const labels = ['Total Customers', 'Total Massagers', 'Pending Orders', 'Accepted Orders', 'Completed Orders'];
    for (const label of labels) {
      await expect(page.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    // In the spec's order, as read and as seen (left to right, then down).
    const cards = page.getByRole('main').getByRole('link', { name: new RegExp(labels.join('|')) });
    expect((await cards.allTextContents()).map((text) => labels.find((label) => text.includes(label)))).toEqual(labels);
    const boxes = await cards.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect()).map((box) => [Math.round(box.top), Math.round(box.left)]),
    );
    expect(boxes).toEqual([...boxes].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    await page.getByRole('link', { name: /Pending Orders/ }).click();
    await expect(page).toHaveURL(/\/admin-panel\/pending-order-report$/);
  });

  test('at a 1280 x 800 desk the customer list shows status, Assign, Edit and Delete without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { name } = await book(page, {
      address: 'Flat 12, Shree Ganesh Apartments, Lane 5, Karve Nagar, Kothrud, 411038',
      email: `a.very.long.address.${unique()}@example-mail-domain.com`,
    });
    await openCustomerList(page, name);
    const row = customerRow(page, name);
    await expect(row).toHaveCount(1);
    const region = page.getByRole('region', { name: 'Customers table' });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const control of [
      row.getByText('Pending'),
      row.getByRole('button', { name: `Assign: massager for ${name}` }),
      row.getByRole('button', { name: `Edit ${name}` }),
      row.getByRole('button', { name: `Delete ${name}` }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // The rest of the row is one click away.
    await row.getByRole('button', { name: `Details of ${name}` }).click();
    const details = page.getByLabel(`Details of ${name}`);
    for (const text of ['female', '34', 'male', 'Back pain', 'Deep tissue']) await expect(details).toContainText(text);
  });

  test('filters customers by name and by address, with the empty-result messages', async ({ page }) => {
    const { name } = await book(page);
    await openCustomerList(page, name);
    await expect(customerRow(page, name)).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(2);

    await page.getByLabel('Search by address').fill('Nowhere Nagar');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No results found for the given name and address.')).toBeVisible();
    await page.getByLabel('Search by name').fill('');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No results found for the given address.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(customerRow(page, name)).toHaveCount(1);
  });

  test('assigns a massager, and reassigns after the massager rejects', async ({ page, baseURL }) => {
    const { name, id } = await book(page);
    await openCustomerList(page, name);
    await customerRow(page, name)
      .getByRole('button', { name: `Assign: massager for ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Assign a massager to ${name}` });
    // The customer's preferred gender (male) is searched first, near the customer's area.
    await expect(dialog.getByLabel('Massager gender')).toHaveValue('male');
    await expect(dialog.getByLabel('Search address')).toHaveValue('Kothrud');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Please select a massager to assign.')).toBeVisible();
    await dialog.getByText('Ravi Patil').click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Massager assigned successfully to Customer')).toBeVisible();
    await expect(customerRow(page, name).getByRole('button', { name: /Ravi Patil: massager for/ })).toBeVisible();

    // The massager rejects; the admin may assign again.
    const massager = await signedInApi(baseURL!, DEMO.massager.email, DEMO.massager.password, 'massager');
    const list = await (
      await massager.post(`/api${ENDPOINTS.assignedRequests.path}`, { data: { role: 'massager', email: DEMO.massager.email, page: 1, records_per_page: 100 } })
    ).json();
    const request = (list.data as Array<{ id: number; requestId: number }>).find((row) => row.id === id)!;
    const rejected = await massager.post(`/api${ENDPOINTS.updateRequestStatus.path}`, {
      data: { requestId: request.requestId, status: 'rejected', customerId: id, massagerEmail: DEMO.massager.email },
    });
    expect(rejected.ok()).toBe(true);
    await massager.dispose();

    await page.reload();
    await filterCustomersByName(page, name);
    await expect(customerRow(page, name).getByText('Rejected', { exact: true })).toBeVisible();
    const again = customerRow(page, name).getByRole('button', { name: /massager for/ });
    await expect(again).toBeEnabled();
    // The button says what it does now, and the row who said no.
    await expect(again).toHaveText('Reassign');
    await expect(customerRow(page, name).getByText('Rejected by Ravi Patil')).toBeVisible();
    await again.click();
    await page
      .getByRole('dialog', { name: `Assign a massager to ${name}` })
      .getByText('Ravi Patil')
      .click();
    await page
      .getByRole('dialog', { name: `Assign a massager to ${name}` })
      .getByRole('button', { name: 'Assign', exact: true })
      .click();
    await expect(customerRow(page, name).getByText('Pending')).toBeVisible();
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px a toast over an open dialog leaves its close button free`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { name } = await book(page);
      await openCustomerList(page, name);
      await page.getByRole('button', { name: `Assign: massager for ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Assign a massager to ${name}` });
      await expect(dialog.getByText('Ravi Patil')).toBeVisible();
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Please select a massager to assign.' });
      await expect(toast).toBeVisible();
      const close = dialog.getByRole('button', { name: 'Close' });
      const overlap = async () => {
        const [t, c] = [(await toast.boundingBox())!, (await close.boundingBox())!];
        return t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
      };
      // The toast slides in and settles within a moment; once settled it must leave the button free.
      await expect.poll(overlap).toBe(false);
      await animationsSettled(page);
      expect(await overlap()).toBe(false);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('edits a customer: invalid values are refused with their messages, valid ones saved', async ({ page }) => {
    // A booking with a time: its date stays required in Edit (an 'Any time' booking needs none).
    const { name } = await book(page, { appointment: `${addDays(indiaNow().date, 3)} 11:00` });
    await openCustomerList(page, name);
    await customerRow(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit customer' });
    await dialog.getByLabel(/^Name/).fill('');
    await dialog.getByLabel('Email').fill('asha@');
    await dialog.getByLabel('Contact').fill('98765');
    await dialog.getByLabel('Appointment date').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("Name field can't be empty.")).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
    await expect(dialog.getByText('Appointment date is required.')).toBeVisible();

    const renamed = `${name} Joshi`;
    await dialog.getByLabel(/^Name/).fill(renamed);
    await dialog.getByLabel('Email').fill('asha.joshi@example.com');
    await dialog.getByLabel('Contact').fill('9123456780');
    await dialog.getByLabel('Appointment date').fill('2026-12-05');
    await dialog.getByLabel('Appointment time').fill('10:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer information updated successfully!')).toBeVisible();
    await filterCustomersByName(page, renamed);
    await expect(customerRow(page, renamed)).toContainText('9123456780');
  });

  test('deletes a customer after confirmation', async ({ page }) => {
    const { name } = await book(page);
    await openCustomerList(page, name);
    await customerRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete customer' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Customer deleted successfully')).toBeVisible();
    await expect(customerRow(page, name)).toHaveCount(0);
  });

  test('adds a massager who can then sign in', async ({ page, browser, baseURL }) => {
    const tag = unique();
    const email = `meera.${tag}@example.com`;
    await page.goto('/admin-panel/massager-list');
    await page.getByRole('button', { name: 'Add Massager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Massager' });
    await dialog.getByLabel(/^Name/).pressSequentially('Meera 7 Joshi');
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Meera  Joshi');
    await dialog.getByLabel(/^Name/).fill('Meera Joshi');
    await dialog.getByLabel('Contact').pressSequentially('98x1122334455');
    await expect(dialog.getByLabel('Contact')).toHaveValue('9811223344');
    await dialog.getByLabel('Email').fill('meera@');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText('Invalid email format', { exact: true })).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Gender').selectOption('Female');
    await dialog.getByLabel('Username').fill(`meera${tag}`);
    const password = dialog.getByLabel(/^Password(?! strength)/);
    await password.fill('short');
    await password.blur();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    // A guessable password (her own name and digits) is refused before it is sent, the meter saying so.
    await password.fill('Meera@1234');
    await dialog.getByLabel(/^Age/).fill('29');
    await dialog.getByLabel('Address').fill('Paud Road, Kothrud, Pune');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText(PASSWORD_STRENGTH_MESSAGES.tooWeak)).toBeVisible();
    await expect(dialog.getByRole('meter', { name: PASSWORD_STRENGTH_MESSAGES.label })).toHaveAttribute('aria-valuenow', /^[0-2]$/);
    await password.fill(MEERA_PASSWORD);
    await dialog.getByLabel(/^Age/).fill('29');
    await dialog.getByLabel('Address').fill('Paud Road, Kothrud, Pune');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Massager Registered Successfully')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    await expect(page.getByRole('table', { name: 'Massagers' }).getByRole('row').filter({ hasText: email })).toHaveCount(1);

    const context = await browser.newContext({ baseURL });
    const therapistPage = await context.newPage();
    await logInThroughDialog(therapistPage, 'Massager', email, MEERA_PASSWORD);
    await context.close();
  });

  test('edits a massager with the age rule worded for typing and for saving, then deletes it', async ({ page, baseURL }) => {
    const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
    const tag = unique();
    const email = `kiran.${tag}@example.com`;
    await admin.post(`/api${ENDPOINTS.addMassager.path}`, {
      data: {
        name: 'Kiran Pawar',
        contact: '9822334455',
        email,
        gender: 'Male',
        username: `kiran${tag}`,
        password: sha256('Kiran@123'),
        address: 'Baner, Pune',
        age: 40,
        status: 'Pending',
      },
    });
    await admin.dispose();
    await page.goto('/admin-panel/massager-list');
    const row = page.getByRole('table', { name: 'Massagers' }).getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Edit Kiran Pawar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit massager' });
    await dialog.getByLabel(/^Age/).fill('130');
    await dialog.getByLabel(/^Age/).blur();
    await expect(dialog.getByText('Age must be between 1 and 120.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Age must be a below 121.')).toBeVisible();
    await dialog.getByLabel(/^Age/).fill('41');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Massager updated successfully')).toBeVisible();
    await expect(row).toContainText('41');

    await row.getByRole('button', { name: 'Delete Kiran Pawar' }).click();
    await page.getByRole('alertdialog', { name: 'Delete massager' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Massager deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('updates a video link, with its preview', async ({ page }) => {
    await page.goto('/admin-panel/add-video');
    await page.getByRole('button', { name: 'Update Customer feedback 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update video link' });
    await dialog.getByLabel('YouTube link').fill('https://example.com/video');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Please enter a valid YouTube link.')).toBeVisible();
    await dialog.getByLabel('YouTube link').fill('https://youtube.com/shorts/dQw4w9WgXcQ');
    await expect(dialog.getByRole('img', { name: /Preview of/ })).toHaveAttribute('src', /dQw4w9WgXcQ/);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Link updated..')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Feedback videos' })).toContainText('https://youtube.com/shorts/dQw4w9WgXcQ');
  });

  test('each report downloads a real PDF under the spec name, holding the rows', async ({ page }) => {
    const { name } = await book(page);
    for (const [route, fileName, title] of [
      ['report', 'Total_customer_report.pdf', 'Total Customer Report'],
      ['pending-order-report', 'Pending_customer_report.pdf', 'Pending Customer Report'],
    ] as const) {
      await page.goto(`/admin-panel/${route}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('table', { name: title })).toContainText(name);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${fileName}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      const saved = await file.path();
      expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(saved)).toContain(name);
      await expect(page.getByText('PDF downloaded successfully')).toBeVisible();
    }
    // An empty range: nothing to download.
    await page.goto('/admin-panel/completed-order-report');
    await page.getByLabel('Start date').fill('2001-01-01');
    await page.getByLabel('End date').fill('2001-01-31');
    await page.getByRole('button', { name: 'Submit Dates' }).click();
    await expect(page.getByText('Data not found').first()).toBeVisible();
    await page.getByRole('button', { name: 'Download Completed_Customer_report.pdf' }).click();
    await expect(page.getByText('Data not found. PDF cannot be downloaded.')).toBeVisible();
  });

  test('notifications: a new booking shows unread; viewing Unread and closing marks them read', async ({ page }) => {
    const { name } = await book(page);
    await page.reload();
    const button = page.getByRole('button', { name: /^Notification, \d+ unread$/ });
    await expect(button).toBeVisible();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    // By name: while one tab's panel fades out, both panels are on screen.
    await expect(dialog.getByRole('tabpanel', { name: 'All' })).toContainText(name);
    await dialog.getByRole('tab', { name: 'Unread' }).click();
    await expect(dialog.getByRole('tabpanel', { name: 'Unread' })).toContainText(name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Notification', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Notification', exact: true }).click();
    await dialog.getByRole('tab', { name: 'Unread' }).click();
    await expect(dialog.getByText('No unread notifications')).toBeVisible();
  });
});
