import { type APIRequestContext } from '@playwright/test';
import { addDays, ENDPOINTS, indiaNow, PRIVACY_NOTICE_VERSION, SCHEDULE_MESSAGES } from '@wellness/shared/rules';
import { DEMO, signedInApi } from '../support/api';
import { expect, test } from '../support/test';
import { chooseArea, logInThroughDialog } from '../support/ui';

/** A day of its own for this run, far enough ahead that no other test books it. */
const day = addDays(indiaNow().date, 40 + (Date.now() % 15));
const tag = () => `${Date.now() % 100_000}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function book(api: APIRequestContext, time: string, preferGender = 'male') {
  const name = `Sched ${tag()}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;
  const answer = await api.post(`/api${ENDPOINTS.addCustomer.path}`, {
    data: {
      name,
      // A phone of its own: the same phone, e-mail and visit within a day is one booking.
      contact: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      email: 'schedule@example.com',
      address: '12 Karve Road, Kothrud, 411038',
      issue: '',
      therapy: '',
      gender: 'female',
      age: '34',
      preferGender,
      appointment: `${day} ${time}`,
      consent: PRIVACY_NOTICE_VERSION,
    },
  });
  const { reference } = (await answer.json()) as { reference: string };
  const found = await (await api.post(`/api${ENDPOINTS.customerNameFilter.path}`, { data: { name } })).json();
  return { name, reference, id: (found.data as { id: number; name: string }[]).find((item) => item.name === name)!.id };
}

test('a taken slot is offered as taken; the Assign dialog shows the massager busy with it', async ({ page, baseURL }) => {
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  // Every male massager gets a visit at 11:00 that day: 11:00 is full for a visitor preferring a male therapist.
  const { data: massagers } = (await (await admin.get(`/api${ENDPOINTS.massagerList.path}`)).json()) as { data: { id: number; gender: string }[] };
  let first: { name: string; reference: string; id: number } | null = null;
  for (const massager of massagers.filter((m) => m.gender.toLowerCase() === 'male')) {
    const visit = await book(admin, '11:00');
    first ??= visit;
    const assigned = await admin.post(`/api${ENDPOINTS.assignMassager.path}`, { data: { customer_id: visit.id, massager_id: massager.id } });
    expect(assigned.ok()).toBe(true);
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'BOOK NOW!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Now' });
  await expect(page.locator('[data-remote="mf-booking"]')).toBeVisible();
  await chooseArea(dialog, 'Kothrud');
  await dialog.getByRole('radiogroup', { name: 'Preferred Gender' }).getByRole('radio', { name: 'Male', exact: true }).check({ force: true });
  await dialog.getByLabel('Preferred date').fill(day);
  const time = dialog.getByLabel('Preferred time');
  await expect(time.getByRole('option', { name: `11:00 AM (${SCHEDULE_MESSAGES.slotTaken})` })).toBeDisabled();
  await expect(time.getByRole('option', { name: '2:00 PM', exact: true })).toBeEnabled();
  await expect(time.getByRole('option', { name: 'Any time' })).toBeEnabled();

  // The admin assigning another 11:00 visit sees who is busy, and with which visit.
  const second = await book(admin, '11:00', 'any');
  await page.goto('/');
  await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin-panel/customer-list');
  await page.getByRole('button', { name: `Assign: massager for ${second.name}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign a massager to ${second.name}` });
  await assign.getByRole('button', { name: 'Show all' }).click();
  await expect(assign.getByText(new RegExp(`Busy: visit ${first!.reference}`))).toBeVisible();
  await admin.dispose();
});

test("the admin's Schedule shows the day's visits with the massagers side by side", async ({ page, baseURL }) => {
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  const visit = await book(admin, '16:00', 'any');
  const { data: massagers } = (await (await admin.get(`/api${ENDPOINTS.massagerList.path}`)).json()) as { data: { id: number; email: string }[] };
  const ravi = massagers.find((m) => m.email === DEMO.massager.email)!;
  expect((await admin.post(`/api${ENDPOINTS.assignMassager.path}`, { data: { customer_id: visit.id, massager_id: ravi.id } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin-panel/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill(day);
  const block = page.getByRole('region', { name: 'Massagers side by side' }).getByRole('button', { name: new RegExp(`^${visit.name}, Kothrud`) });
  await expect(block).toBeVisible();
  await block.click();
  await expect(page.getByRole('dialog', { name: `History of ${visit.name}` })).toBeVisible();
  await admin.dispose();
});
