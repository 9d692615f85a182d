import { type Locator } from '@playwright/test';
import { ENDPOINTS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, PRIVACY_PATH } from '@wellness/shared/rules';
import { openCustomerList } from '../support/admin';
import { DEMO, signedInApi } from '../support/api';
import { consentBox, fillVisitorDetails, KOTHRUD_VISITOR, openBookingDialog, tickConsent, type VisitorDetails } from '../support/booking';
import { setLocalSession } from '../support/session';
import { expect, test } from '../support/test';

/** Asha, a visitor from Kothrud, with every field a booking needs but the consent box. */
const ASHA: Omit<VisitorDetails, 'email'> = {
  ...KOTHRUD_VISITOR,
  name: 'Asha Kulkarni',
  issue: 'Lower back pain after long drives',
  therapy: 'Deep tissue massage',
};

const fillBookingWithoutConsent = (dialog: Locator, email: string) => fillVisitorDetails(dialog, { ...ASHA, email });

async function fillValidBooking(dialog: Locator, email: string) {
  await fillBookingWithoutConsent(dialog, email);
  await tickConsent(dialog);
}

test.describe('Book Now', () => {
  test('shows every booking rule in the spec words, and keeps Submit blocked while any fails', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    // Blocked, but not dead: a press on the empty form sends nothing and shows every rule that fails.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes(`/api${ENDPOINTS.addCustomer.path}`) && sent.push(request.url()));
    // force: Playwright waits for aria-disabled to go, a visitor's press does not.
    await submit.click({ force: true });
    for (const message of [
      'Name is required',
      'Contact number is required',
      'Email is required',
      'Age is required',
      'Address is required',
      'Pin Code is required',
      'Gender is required',
      'Preferred Gender is required',
      PRIVACY_MESSAGES.consentRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);

    // Typing strips what the spec says it strips, and the limits hold.
    // Each step types on after the one before: the field, what is typed, what it then holds, and the rule shown.
    for (const { label, typed, holds, message } of [
      { label: 'Name', typed: 'Asha 2 Kulkarni!', holds: 'Asha  Kulkarni' },
      { label: 'Contact', typed: '98a76-5432', holds: '98765432', message: 'Contact number must be 10 digits' },
      { label: 'Contact', typed: '10999', holds: '9876543210' },
      { label: 'Pin Code', typed: '411 0381', holds: '411038' },
      { label: 'Age', typed: '1501', holds: '150', message: 'Age must be between 0 and 120' },
    ]) {
      await dialog.getByLabel(label).pressSequentially(typed);
      await expect(dialog.getByLabel(label)).toHaveValue(holds);
      if (message) await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Email').fill('asha@');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText('Email is not valid')).toBeVisible();

    // The choices that are still missing.
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('City is required')).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  });

  test('a preferred date and time: a time needs a day, and the admin sees the visit in the customer list', async ({ page }) => {
    const email = `visit.${Date.now()}@example.com`;
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, email);
    const name = `Visit ${'abcdefghij'
      .split('')
      .sort(() => Math.random() - 0.5)
      .join('')}`;
    await dialog.getByLabel('Name').fill(name);
    const time = dialog.getByLabel('Preferred time');
    await time.selectOption({ label: '6:30 PM' });
    await expect(dialog.getByText('Please choose a date for this time.')).toBeVisible();
    // Tomorrow in Pune: every slot of the day is still ahead.
    const tomorrow = await page.evaluate(() => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    });
    await dialog.getByLabel('Preferred date').fill(tomorrow);
    await expect(dialog.getByText('Please choose a date for this time.')).toBeHidden();
    await expect(time).toHaveValue('18:30');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    // The booking's reference, the one the confirmation mail carries.
    await expect(page.getByText(/Your booking reference is KW-[2-9A-Z]{7}; we have e-mailed it to you\./)).toBeVisible();

    await setLocalSession(page, 'admin');
    await openCustomerList(page, name);
    const [year, month, day] = tomorrow.split('-').map(Number) as [number, number, number];
    const shortMonth = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1];
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`${String(day).padStart(2, '0')} ${shortMonth} ${String(year % 100).padStart(2, '0')}, 6:30 PM`);

    // The confirmation mail went out, and the admin's mail log says so.
    await page.getByRole('link', { name: 'Mail log' }).first().click();
    await expect(page.getByRole('heading', { name: 'Mail log', level: 1 })).toBeVisible();
    const logged = page.getByRole('row').filter({ hasText: email });
    await expect(logged).toContainText('Booking confirmation');
    await expect(logged).toContainText('Sent');
  });

  test('the area list offers the Pune localities in a list 150 px high', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'Baner Gaon' })).toBeAttached();
    expect((await list.getByRole('option').count()) >= 55).toBe(true);
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(150.5);
  });

  test('a complete booking is confirmed, closes the dialog and reaches the admin', async ({ page, baseURL }) => {
    const email = `asha.${Date.now()}@example.com`;
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
    const list = await (await admin.get(`/api${ENDPOINTS.combinedList.path}`)).json();
    const customer = (list.data as Array<Record<string, unknown>>).find((item) => item.email === email);
    expect(customer).toMatchObject({ name: 'Asha Kulkarni', contact: '9876543210', address: '12 Karve Road, Kothrud, 411038' });
    await admin.dispose();

    // The form starts empty again.
    await page.getByRole('button', { name: 'BOOK NOW!' }).click();
    await expect(page.getByRole('dialog', { name: 'Book Now' }).getByLabel('Name')).toHaveValue('');
  });

  test('without consent to the privacy notice nothing is sent; with it, the booking carries the notice version', async ({ page, context }) => {
    const dialog = await openBookingDialog(page);
    // The short notice, with its link opening the privacy notice in a new tab (the dialog keeps what was typed).
    await expect(dialog.getByText(PRIVACY_MESSAGES.notice, { exact: false })).toBeVisible();
    const link = dialog.getByRole('link', { name: new RegExp(`^${PRIVACY_MESSAGES.noticeLink}`) });
    await expect(link).toHaveAttribute('href', PRIVACY_PATH);
    await expect(link).toHaveAttribute('target', '_blank');
    await fillBookingWithoutConsent(dialog, `no.consent.${Date.now()}@example.com`);
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => request.url().includes(`/api${ENDPOINTS.addCustomer.path}`) && sent.push(request.postDataJSON()));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.click({ force: true });
    await expect(dialog.getByText(PRIVACY_MESSAGES.consentRequired, { exact: true })).toBeVisible();
    await expect(consentBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    const notice = context.waitForEvent('page');
    await link.click();
    const tab = await notice;
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await tab.close();
    await expect(dialog.getByLabel('Name')).toHaveValue('Asha Kulkarni');

    await tickConsent(dialog);
    await expect(dialog.getByText(PRIVACY_MESSAGES.consentRequired, { exact: true })).toBeHidden();
    await submit.click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Asha Kulkarni', consent: PRIVACY_NOTICE_VERSION });
  });

  test('a failed submission says so and keeps what was typed', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, 'keep.me@example.com');
    await page.route(`**/api${ENDPOINTS.addCustomer.path}`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Error submitting form data. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('keep.me@example.com');
  });

  test('the modal closes on a click outside it', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    // Once open, focus is in the first field, ready for typing.
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('from the keyboard: Escape closes the dialog and the focus is back on the BOOK NOW! that opened it, each time', async ({ page }) => {
    await page.goto('/');
    const bookNow = page.getByRole('complementary', { name: 'Quick booking' }).getByRole('button', { name: 'BOOK NOW!' });
    const dialog = page.getByRole('dialog', { name: 'Book Now' });
    // The first time the live dialog takes over from the page's copy of it; the second time it is live at once.
    for (const time of ['first', 'second']) {
      await bookNow.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel('Name'), `${time} time`).toBeFocused();
      await expect(page.locator('[data-remote="mf-booking"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(bookNow, `${time} time`).toBeFocused();
    }
  });

  test('/customerRegistration shows the same form as a page, usable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/customerRegistration');
    const form = page.getByRole('form', { name: 'Book a home visit' });
    await expect(form).toBeVisible();
    for (const label of ['Name', 'Contact', 'Email', 'Age', 'Address', 'Pin Code', 'Issue', 'Therapy']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel })).toBeAttached();
    await expect(form.getByText(PRIVACY_MESSAGES.consentLabel)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    // The form's own Submit is the way to book here: no floating BOOK NOW! over it.
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toHaveCount(0);
  });

  test('on a phone, the success is in view beside Submit, and still in view for its 3 s after the dialog closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, `phone.${Date.now()}@example.com`);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Registration successful!' })).toBeInViewport();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    // After the dialog closed (at 2 s), the message is still on screen until 3 s: in the toast, and beside
    // the booking reference that stays until the visitor closes it.
    await expect(page.getByText('Registration successful!').filter({ visible: true }).first()).toBeInViewport();
  });

  test('on a phone, +91 98765 43210 typed in Contact is booked as 9876543210', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, `plus91.${Date.now()}@example.com`);
    const contact = dialog.getByLabel('Contact');
    await contact.fill('');
    await contact.pressSequentially('+91 98765 43210');
    await contact.blur();
    await expect(contact).toHaveValue('9876543210');
    await contact.fill('09876543210');
    await contact.blur();
    await expect(contact).toHaveValue('9876543210');
    const sent = page.waitForRequest((request) => request.url().includes(`/api${ENDPOINTS.addCustomer.path}`));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ contact: '9876543210' });
    await expect(page.getByText('Registration successful!')).toBeVisible();
  });

  test('on a phone, the booking reference stays on one line until closed, and the focus goes back to BOOK NOW!', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openBookingDialog(page);
    await fillValidBooking(dialog, `reference.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toBeFocused();
    const notice = page.getByRole('complementary', { name: 'Your booking' });
    await expect(notice).toBeInViewport();
    // Well after the spec's 3 s, the reference is still there, and on one line.
    await page.waitForTimeout(10_000);
    const reference = notice.locator('strong');
    await expect(reference).toHaveText(/^KW-/);
    await expect(reference).toBeInViewport();
    const lines = await reference.evaluate((element) => element.getClientRects().length);
    expect(lines).toBe(1);
    await notice.getByRole('button', { name: 'Close the booking reference' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a tap beside the dialog or Escape keeps what was typed for the next opening', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    await dialog.getByLabel('Name').fill('Asha Kulkarni');
    await dialog.getByLabel('Contact').fill('9876543210');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'BOOK NOW!' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Asha Kulkarni');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'BOOK NOW!' }).click();
    await expect(dialog.getByLabel('Contact')).toHaveValue('9876543210');
  });

  test('an empty Submit takes the focus to the first field in error', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    await dialog.getByRole('button', { name: 'Submit' }).click({ force: true });
    await expect(dialog.getByLabel('Name')).toBeFocused();
  });
});
