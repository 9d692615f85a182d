import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { ADMIN_PANEL_PATH, ADMIN_REPORTS, ADMIN_ROUTES, ENDPOINTS, MASSAGER_PANEL_PATH, MASSAGER_REPORTS } from '@wellness/shared/rules';
import { bookingFixture } from '../../scripts/lib/harness.cjs';
import { filterCustomersByName } from '../support/admin';
import { DEMO, signedInApi } from '../support/api';
import { assign, findCustomer, logInAsMassager, uniqueCustomerName } from '../support/massager';
import { setLocalSession } from '../support/session';
import { expect, test } from '../support/test';
import { animationsSettled } from '../support/ui';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };

// Long values, as real ones can be: the lists must make room for them without pushing columns away.
const NAME = uniqueCustomerName('Meenakshi Venkataraman');
const EMAIL = `${NAME.replace(/\s+/g, '.').toLowerCase()}.family.account@example-mail-provider.com`;
/** A second booking, left unassigned: its row offers Assign. */
const WAITING = uniqueCustomerName('Aniruddha Gokhale');

const LIST_SCREENS = [
  { route: ADMIN_ROUTES.customers, heading: 'Customers List' },
  { route: ADMIN_ROUTES.massagers, heading: "Massager's List" },
  { route: ADMIN_ROUTES.mailLog, heading: 'Mail log' },
  ...ADMIN_REPORTS.map((report) => ({ route: report.route, heading: report.title })),
] as const;

/** NAME's booking is assigned to the demo therapist and accepted (a row in the reports); WAITING's is not. */
test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  const therapist = await signedInApi(baseURL!, DEMO.massager.email, DEMO.massager.password, 'massager');
  for (const [name, email] of [
    [NAME, EMAIL],
    [WAITING, `${WAITING.replace(/\s+/g, '.').toLowerCase()}@example-mail-provider.com`],
  ]) {
    const response = await admin.post(`/api${ENDPOINTS.addCustomer.path}`, {
      data: bookingFixture({
        name,
        email,
        address: 'Flat 12, Sai Shraddha Apartments, Lane 7, Karve Nagar, Kothrud, Pune, 411038',
        issue: 'Stiff shoulders and lower back pain after long drives',
        therapy: 'Ayurvedic body massage with warm oil',
        preferGender: 'male',
      }),
    });
    expect(response.ok()).toBe(true);
  }
  await assign(admin, NAME, DEMO.massager.email);
  const { id } = await findCustomer(admin, NAME);
  expect((await therapist.post(`/api${ENDPOINTS.updateRequestStatus.path}`, { data: { requestId: id, status: 'accepted' } })).ok()).toBe(true);
  await admin.dispose();
  await therapist.dispose();
});

/** Opens a panel screen once its data has loaded and its entrance and toasts have settled. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
}

/** What of the screen's content lies beyond the viewport's sides, even where a scrolling box would let it be reached. */
async function outsideViewport(page: Page): Promise<string[]> {
  return page.locator('section').evaluate((content) => {
    const width = document.documentElement.clientWidth;
    const beyond: string[] = [];
    for (const el of content.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        beyond.push(
          `${el.tagName.toLowerCase()}[${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}] ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return beyond.slice(0, 5);
  });
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The table's columns all fit its scrolling region: none is off to the side. */
async function expectTableFits(table: Locator, screen: string): Promise<void> {
  await expect(table).toBeVisible();
  const region = table.locator('xpath=..');
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth), `${screen}: px of the table beyond its area`).toBeLessThanOrEqual(0);
  const last = table.getByRole('columnheader').last();
  const [header, area] = [(await last.boundingBox())!, (await region.boundingBox())!];
  expect(header.x + header.width, `${screen}: the last column's right edge`).toBeLessThanOrEqual(Math.min(area.x + area.width, DESK.width) + 0.5);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Each test runs axe on several screens in turn: minutes on a busy 2-core machine, not a measure of anything.
test.describe.configure({ timeout: 240_000 });

test.describe(`at ${DESK.width} px the lists and reports fit the content area`, () => {
  test.use({ viewport: DESK });

  test('every column of the admin lists and reports is in view, with its data', async ({ page }) => {
    await setLocalSession(page, 'admin');
    for (const screen of LIST_SCREENS) {
      await open(page, `${ADMIN_PANEL_PATH}/${screen.route}`, screen.heading);
      await expectTableFits(page.getByRole('table').first(), screen.route);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    // The report's last columns, Massager and Status, read beside the customer's name.
    await open(page, `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.totalReport}`, ADMIN_REPORTS[0].title);
    const row = page.getByRole('table', { name: ADMIN_REPORTS[0].title }).getByRole('row').filter({ hasText: NAME });
    // With many bookings the row may start below the fold: bring it up, then nothing may be cut off at the side.
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('cell').last()).toHaveText(/accepted/i);
  });

  test("the massager's report fits too", async ({ page }) => {
    await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
    const report = MASSAGER_REPORTS[0];
    await open(page, `${MASSAGER_PANEL_PATH}/${report.route}`, report.title);
    await expectTableFits(page.getByRole('table', { name: report.title }), report.route);
    await expect(page.getByRole('table', { name: report.title }).getByRole('row').filter({ hasText: NAME })).toBeVisible();
  });
});

test.describe(`at ${PHONE.width} px every list keeps its data and actions in view`, () => {
  test.use({ viewport: PHONE });

  test('the customer list, massager list, mail log and reports need no sideways scrolling', async ({ page }) => {
    await setLocalSession(page, 'admin');
    for (const screen of LIST_SCREENS) {
      await open(page, `${ADMIN_PANEL_PATH}/${screen.route}`, screen.heading);
      expect(await outsideViewport(page), screen.route).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
  });

  test("a customer's Assign, Edit and Delete are in view, and its details open in place", async ({ page }) => {
    await setLocalSession(page, 'admin');
    await open(page, `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.customers}`, 'Customers List');
    await filterCustomersByName(page, WAITING);
    const card = page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: WAITING });
    await expect(card).toHaveCount(1);
    expect(await outsideViewport(page)).toEqual([]);
    for (const name of [`Assign: massager for ${WAITING}`, `Edit ${WAITING}`, `Delete ${WAITING}`]) {
      const button = card.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await expect(card).toContainText('Flat 12, Sai Shraddha Apartments');
    await expect(card).toContainText('Pending');
    await card.getByRole('button', { name: `Details of ${WAITING}` }).click();
    await expect(card.getByRole('button', { name: `Erase personal data of ${WAITING}` })).toBeVisible();
    expect(await outsideViewport(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the mail log shows each mail's Mail and Outcome", async ({ page }) => {
    await setLocalSession(page, 'admin');
    await open(page, `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.mailLog}`, 'Mail log');
    const mail = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({ hasText: EMAIL }).first();
    await mail.scrollIntoViewIfNeeded();
    for (const label of ['Time', 'To', 'Mail', 'Outcome']) await expect(mail.getByText(label, { exact: true })).toBeInViewport({ ratio: 1 });
  });
});
