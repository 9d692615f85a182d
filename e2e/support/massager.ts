export { pdfText } from './pdf';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { ENDPOINTS } from '@wellness/shared/rules';
import { bookingFixture } from '../../scripts/lib/harness.cjs';
import { DEMO, signedInApi } from './api';
import { logInThroughDialog } from './ui';

/** A customer name that no other run uses, in letters and spaces only (the booking rule): digits become letters. */
export function uniqueCustomerName(first: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** Signs a massager in through the site's role and login dialogs, as a therapist would. */
export async function logInAsMassager(page: Page, email: string, password: string): Promise<void> {
  // Signing in is the public header's and mf-auth's business: do it at desktop width, then give the page back its size.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughDialog(page, 'Massager', email, password);
  await expect(page.getByText('Welcome to Massager Panel')).toBeVisible();
  if (size) await page.setViewportSize(size);
}

/**
 * A booking sent by a visitor straight to the API (for screens that only need data); `details` change
 * the booking's fields. Gives the answer back, which carries the booking's reference.
 */
export async function bookThroughApi(api: APIRequestContext, name: string, details: Record<string, string> = {}): Promise<APIResponse> {
  const response = await api.post(`/api${ENDPOINTS.addCustomer.path}`, {
    data: bookingFixture({
      name,
      email: `${name.replace(/\s+/g, '.').toLowerCase()}@example.com`,
      issue: 'Stiff shoulders after long drives',
      therapy: 'Ayurvedic body massage',
      age: '41',
      preferGender: 'any',
      ...details,
    }),
  });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** The admin's customer item of that name (cust_name_filter.php). */
export async function findCustomer(admin: APIRequestContext, name: string): Promise<{ id: number; status: string; massagerName: string | null }> {
  const answer = await (await admin.post(`/api${ENDPOINTS.customerNameFilter.path}`, { data: { name } })).json();
  const found = (answer.data as Array<{ id: number; name: string; status: string; massagerName: string | null }>).filter((item) => item.name === name);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The id of the massager with that e-mail (AdminPanelMassagerList.php). */
export async function massagerId(admin: APIRequestContext, email: string): Promise<number> {
  const answer = await (await admin.get(`/api${ENDPOINTS.massagerList.path}`)).json();
  const massager = (answer.data as Array<{ id: number; email: string }>).find((item) => item.email === email);
  expect(massager, `massager ${email}`).toBeTruthy();
  return massager!.id;
}

/** The admin assigns a massager to a customer, as the assign dialog does (send_request.php). */
export async function assign(admin: APIRequestContext, customerName: string, massagerEmail: string): Promise<void> {
  const customer = await findCustomer(admin, customerName);
  const response = await admin.post(`/api${ENDPOINTS.assignMassager.path}`, {
    data: { massager_id: await massagerId(admin, massagerEmail), customer_id: customer.id },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Gives the demo therapist a pending, an accepted and a completed request (which also leave unread
 * notifications), so that every screen of the panels has rows in each state. The customers are named
 * `nameOf(state)` made unique; the names come back in that order.
 */
export async function demoTherapistRequestsInEveryState(baseURL: string, nameOf: (state: string) => string): Promise<string[]> {
  const admin = await signedInApi(baseURL, DEMO.admin.email, DEMO.admin.password, 'admin');
  const therapist = await signedInApi(baseURL, DEMO.massager.email, DEMO.massager.password, 'massager');
  const names = ['Pending', 'Accepted', 'Completed'].map((state) => uniqueCustomerName(nameOf(state)));
  for (const name of names) {
    await bookThroughApi(admin, name, { preferGender: 'male' });
    await assign(admin, name, DEMO.massager.email);
  }
  const move = async (name: string, status: string) =>
    expect(
      (await therapist.post(`/api${ENDPOINTS.updateRequestStatus.path}`, { data: { requestId: (await findCustomer(admin, name)).id, status } })).ok(),
    ).toBe(true);
  await move(names[1]!, 'accepted');
  await move(names[2]!, 'accepted');
  await move(names[2]!, 'completed');
  await admin.dispose();
  await therapist.dispose();
  return names;
}
