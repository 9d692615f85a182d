import { addDays, indiaNow, isoOf, SCHEDULE_MESSAGES, visitTimeText } from '@wellness/shared/rules';
import { DEMO, signedInApi } from '../support/api';
import { assign, bookThroughApi, logInAsMassager, uniqueCustomerName } from '../support/massager';
import { expect, test } from '../support/test';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test.use({ viewport: PHONE });

test("the massager's My visits on a 360 px phone: the visit with its time, map and call links, accepting it, and time off over it refused", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The admin books a visit for tomorrow evening (India time) and assigns it to the demo therapist.
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  const name = uniqueCustomerName('Lata');
  const day = addDays(indiaNow().date, 1);
  const address = 'Flat 4, Prabhat Road, Erandwane, 411004';
  const booked = await bookThroughApi(admin, name, {
    address,
    issue: 'Stiff neck after long drives',
    therapy: 'Ayurvedic body massage',
    age: '52',
    appointment: `${day} 19:00`,
  });
  const { reference } = (await booked.json()) as { reference: string };
  await assign(admin, name, DEMO.massager.email);
  await admin.dispose();

  // The therapist signs in and opens My visits from the dashboard.
  await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
  await page.getByRole('link', { name: 'Open My visits' }).click();
  await expect(page).toHaveURL(/\/massager-panel\/my-visits$/);
  await expect(page).toHaveTitle(/^My visits \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'My visits' })).toBeVisible();
  await expect(page.getByText(/^Last updated \d{2} \w{3} \d{2}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

  const tomorrow = page.getByRole('list', { name: /^Visits of Tomorrow, / });
  const card = tomorrow.getByRole('article', { name });
  await expect(card.getByText('7:00 PM–8:30 PM')).toBeVisible();
  await expect(card.getByText(address)).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  const map = card.getByRole('link', { name: `Map of ${name}'s address (Google Maps)` });
  await expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`);
  await expect(card.getByRole('link', { name: `Call ${name} on 9876543210` })).toHaveAttribute('href', 'tel:+919876543210');

  // Accepting asks first, then the visit is accepted; Complete waits for the visit's start.
  await card.getByRole('button', { name: `Accept ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Accept this request?' }).getByRole('button', { name: 'Yes, accept' }).click();
  await expect(page.getByText('Successfully Accepted ✅')).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Complete ${name}` })).toBeDisabled();
  await expect(card.getByText('Complete is possible from 7:00 PM.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('my-visits-360.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath('my-visits-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);

  // Time off over the accepted visit is refused, naming it.
  await page.getByRole('link', { name: 'Time off and working hours' }).click();
  await expect(page).toHaveURL(/\/massager-panel\/time-off$/);
  await expect(page).toHaveTitle(/^Time off \| /);
  await expect(page.getByRole('heading', { name: 'Working hours' })).toBeVisible();
  await page.getByLabel('From date').fill(day);
  await page.getByLabel('Until date').fill(day);
  await page.getByRole('button', { name: 'Save time off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: reference })).toHaveText(
    SCHEDULE_MESSAGES.timeOffCoversVisit(reference, visitTimeText(isoOf(day, '19:00'), 90)),
  );
  await expect(page.getByRole('heading', { name: 'Your time off' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('time-off-360.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath('time-off-1280.png'), fullPage: true });
});
