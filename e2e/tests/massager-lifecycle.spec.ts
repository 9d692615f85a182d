import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { ENDPOINTS } from '@wellness/shared/rules';
import { createMassager, DEMO, signedInApi } from '../support/api';
import { fillVisitorDetails, KOTHRUD_VISITOR, openBookingDialog, tickConsent } from '../support/booking';
import { findCustomer, logInAsMassager, massagerId, pdfText, uniqueCustomerName } from '../support/massager';
import { expect, test } from '../support/test';

const PHONE = { width: 360, height: 740 };

/** A visitor books through the site's Book Now dialog, asking for a female therapist. */
async function bookAsVisitor(page: Page, name: string) {
  const dialog = await openBookingDialog(page);
  await fillVisitorDetails(dialog, {
    ...KOTHRUD_VISITOR,
    name,
    email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
    issue: 'Sciatica pain down the left leg',
    therapy: 'Sciatica pain relief massage',
  });
  await tickConsent(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
}

async function adminNotificationsAbout(admin: APIRequestContext, customerName: string): Promise<string[]> {
  const answer = await (
    await admin.post(`/api${ENDPOINTS.notifications.path}`, { data: { role: 'admin', email: DEMO.admin.email, notification: 'all' } })
  ).json();
  return (answer.data.notifications as Array<{ customerName: string; message: string }>)
    .filter((item) => item.customerName === customerName)
    .map((item) => item.message);
}

async function adminCounts(admin: APIRequestContext) {
  return (await (await admin.get(`/api${ENDPOINTS.adminCounts.path}`)).json()).data as { totalCompletedStatus: number; totalAcceptedStatus: number };
}

async function massagerCounts(page: Page) {
  await page.goto('/massager-panel/massagerdashboard');
  const count = async (label: string) =>
    Number((await page.getByRole('link', { name: new RegExp(`^${label}: \\d+`) }).getAttribute('aria-label'))!.match(/: (\d+)/)![1]);
  await expect(page.getByRole('link', { name: /^Total Customers: \d+/ })).toBeVisible();
  return { total: await count('Total Customers'), accepted: await count('Accepted Orders'), completed: await count('Completed Orders') };
}

test('a booking travels from the visitor through the admin to massager A, who accepts and completes it; B never sees it', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customerName = uniqueCustomerName('Kavya');
  const massagerA = await createMassager(baseURL!, 'lifecycle');
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  const adminBefore = await adminCounts(admin);

  // 1. A visitor books.
  await bookAsVisitor(page, customerName);
  const booked = await findCustomer(admin, customerName);
  expect(booked).toMatchObject({ status: 'pending', massagerName: null });

  // 2. The admin is notified, and the search for the assign dialog respects the preferred gender.
  expect(await adminNotificationsAbout(admin, customerName)).not.toHaveLength(0);
  const idA = await massagerId(admin, massagerA.email);
  const idB = await massagerId(admin, DEMO.massager.email);
  const search = async (gender: string) =>
    ((await (await admin.post(`/api${ENDPOINTS.searchMassagers.path}`, { data: { address: '', gender } })).json()).data as Array<{ massager_id: number }>).map(
      (m) => m.massager_id,
    );
  const female = await search('female');
  expect(female).toContain(idA);
  expect(female).not.toContain(idB);
  expect(await search('male')).not.toContain(idA);

  // 3. The admin assigns massager A.
  expect((await admin.post(`/api${ENDPOINTS.assignMassager.path}`, { data: { massager_id: idA, customer_id: booked.id } })).ok()).toBe(true);
  expect(await findCustomer(admin, customerName)).toMatchObject({ status: 'pending', massagerName: 'Meera Joshi' });

  // 4. Massager B (the demo therapist) never sees it, in the panel or through the API.
  const contextB = await browser.newContext({ viewport: PHONE });
  const pageB = await contextB.newPage();
  await logInAsMassager(pageB, DEMO.massager.email, DEMO.massager.password);
  const listB = pageB.waitForResponse(`**/api${ENDPOINTS.assignedRequests.path}`);
  await pageB.goto('/massager-panel/massagercustomerlist');
  const answerB = await (await listB).json();
  expect((answerB.data as Array<{ name: string }>).map((row) => row.name)).not.toContain(customerName);
  await expect(pageB.getByRole('heading', { name: 'Customer List' })).toBeVisible();
  await expect(pageB.getByText(customerName)).toHaveCount(0);
  const forged = await pageB.request.post(`/api${ENDPOINTS.updateRequestStatus.path}`, { data: { requestId: booked.id, status: 'accepted' } });
  expect(forged.status()).toBe(404);
  await contextB.close();

  // 5. Massager A, on a phone: the notification, then accept and complete.
  const contextA = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const pageA = await contextA.newPage();
  await logInAsMassager(pageA, massagerA.email, massagerA.password);
  expect(await massagerCounts(pageA)).toEqual({ total: 1, accepted: 0, completed: 0 });

  await pageA.getByRole('button', { name: 'Open panel menu' }).click();
  await pageA.getByRole('button', { name: 'Notification, 1 unread' }).click();
  const notifications = pageA.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByText(customerName).first()).toBeVisible();
  await notifications.getByRole('button', { name: 'Close' }).click();

  await pageA.getByRole('link', { name: /^Total Customers: 1/ }).click();
  await expect(pageA).toHaveURL(/\/massager-panel\/massagercustomerlist$/);
  const card = pageA.getByRole('article', { name: customerName });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByRole('button', { name: `Complete ${customerName}` })).toBeDisabled();

  await card.getByRole('button', { name: `Accept ${customerName}` }).click();
  const confirm = pageA.getByRole('alertdialog', { name: 'Accept this request?' });
  await expect(confirm).toContainText(`accept the request of ${customerName}`);
  await confirm.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(pageA.getByText('Successfully Accepted ✅')).toBeVisible();
  await expect(card.getByText('Accepted')).toBeVisible();
  await expect(card.getByRole('button', { name: `Accept ${customerName}` })).toBeDisabled();
  await expect(card.getByRole('button', { name: `Reject ${customerName}` })).toBeDisabled();
  expect(await findCustomer(admin, customerName)).toMatchObject({ status: 'accepted' });
  expect(await massagerCounts(pageA)).toEqual({ total: 1, accepted: 1, completed: 0 });

  await pageA.goto('/massager-panel/massagercustomerlist');
  await pageA
    .getByRole('article', { name: customerName })
    .getByRole('button', { name: `Complete ${customerName}` })
    .click();
  await expect(pageA.getByText('Successfully Completed 🎉')).toBeVisible();
  await expect(pageA.getByRole('article', { name: customerName })).toHaveCount(0);
  await expect(pageA.getByText('No open requests assigned to you.')).toBeVisible();

  // 6. The massager's counts and Completed report follow, and its PDF holds the row. Total Customers
  // counts what its list shows: the completed request has left it.
  expect(await massagerCounts(pageA)).toEqual({ total: 0, accepted: 0, completed: 1 });
  await pageA.getByRole('link', { name: /^Completed Orders: 1/ }).click();
  await expect(pageA).toHaveURL(/\/massager-panel\/massagercomponentorder$/);
  await expect(pageA.getByRole('heading', { name: 'Completed Order Report' })).toBeVisible();
  // On a phone the report's rows are cards.
  await expect(pageA.getByRole('listitem').filter({ hasText: customerName })).toBeVisible();
  const downloading = pageA.waitForEvent('download');
  await pageA.getByRole('button', { name: 'Download Completed_Report.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Completed_Report.pdf');
  const massagerPdf = readFileSync(await download.path());
  expect(massagerPdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(massagerPdf)).toContain(customerName);
  await contextA.close();

  // 7. The admin's side follows: the list's status, the counts, the notifications, the Completed report and its PDF.
  expect(await findCustomer(admin, customerName)).toMatchObject({ status: 'completed', massagerName: 'Meera Joshi' });
  const adminAfter = await adminCounts(admin);
  expect(adminAfter.totalCompletedStatus).toBeGreaterThanOrEqual(adminBefore.totalCompletedStatus + 1);
  expect((await adminNotificationsAbout(admin, customerName)).length).toBeGreaterThanOrEqual(3);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const range = { start_date: `${today.slice(0, 8)}01`, end_date: today };
  const report = await (await admin.post(`/api${ENDPOINTS.adminReport.path}`, { data: { ...range, report_type: 'completed', page: 1, per_page: 100 } })).json();
  expect(JSON.stringify(report.data)).toContain(customerName);
  const adminPdf = await admin.post(`/api${ENDPOINTS.completedReportPdf.path}`, { data: range });
  expect(adminPdf.headers()['content-type']).toContain('application/pdf');
  expect(await pdfText(await adminPdf.body())).toContain(customerName);
  await admin.dispose();
});

test("an empty range refuses the PDF with 'Data not found', and a failed load says 'Failed to fetch data'", async ({ page }) => {
  await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
  await page.goto('/massager-panel/massagertotalorder');
  await expect(page.getByRole('heading', { name: 'Total Order Report' })).toBeVisible();
  await page.getByLabel('Start date').fill('2001-01-01');
  await page.getByLabel('End date').fill('2001-01-31');
  await page.getByRole('button', { name: 'Submit Dates' }).click();
  await expect(page.getByText('Data not found').first()).toBeVisible();
  let pdfAsked = false;
  page.on('request', (request) => {
    if (request.url().includes(ENDPOINTS.massagerTotalReportPdf.path)) pdfAsked = true;
  });
  await page.getByRole('button', { name: 'Download Total_Report.pdf' }).click();
  await expect(page.getByText('Data not found').first()).toBeVisible();
  expect(pdfAsked).toBe(false);

  // The context's route: the panel's service worker, once it serves the page, makes the request itself.
  await page.context().route(`**/api${ENDPOINTS.assignedRequests.path}`, (route) => route.abort());
  await page.goto('/massager-panel/massagercustomerlist');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch data' })).toBeVisible();
});
