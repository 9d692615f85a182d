import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { ADMIN_PANEL_PATH, ADMIN_ROUTES, ENDPOINTS, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared/rules';
import { DEMO, signedInApi } from '../support/api';
import { assign, bookThroughApi, findCustomer, uniqueCustomerName } from '../support/massager';
import { expect, test } from '../support/test';
import { animationsSettled, logInThroughDialog } from '../support/ui';

// Each test runs axe on several screens in turn: minutes on a busy 2-core machine, not a measure of anything.
test.describe.configure({ timeout: 240_000 });

const VIEWPORTS = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/** Each screen's violations, as rule id and the first few nodes, after its data has loaded. */
async function violationsOf(page: Page, path: string): Promise<Record<string, string[]>> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // No button still drawn faded by its loading state (a report's Submit Dates while its rows load).
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  // Entrance animations and toasts settle, so that colours are measured as staff see them.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return Object.fromEntries(results.violations.map((v) => [v.id, v.nodes.slice(0, 3).map((node) => node.target.join(' '))]));
}

// Rows in every state on every screen, whatever ran before: an unassigned booking, and pending, accepted
// and completed requests of the demo therapist (which also leave unread notifications).
test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInApi(baseURL!, DEMO.admin.email, DEMO.admin.password, 'admin');
  const therapist = await signedInApi(baseURL!, DEMO.massager.email, DEMO.massager.password, 'massager');
  await bookThroughApi(admin, uniqueCustomerName('Axe Unassigned Kavya'));
  const names = ['Pending', 'Accepted', 'Completed'].map((state) => uniqueCustomerName(`Axe ${state} Kavya`));
  for (const name of names) {
    await bookThroughApi(admin, name, 'male');
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
});

for (const viewport of VIEWPORTS) {
  test.describe(`axe-core finds no violations on the staff screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // The e2e server runs on the demo seed: customers, massagers, requests in every state, videos.
    test('every admin screen, with real data', async ({ page }) => {
      await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
      const found: Record<string, Record<string, string[]>> = {};
      for (const route of Object.values(ADMIN_ROUTES)) {
        const violations = await violationsOf(page, `${ADMIN_PANEL_PATH}/${route}`);
        if (Object.keys(violations).length) found[route] = violations;
      }
      expect(found).toEqual({});
    });

    test('every massager screen, with real data', async ({ page }) => {
      await logInThroughDialog(page, 'Massager', DEMO.massager.email, DEMO.massager.password);
      const found: Record<string, Record<string, string[]>> = {};
      for (const route of Object.values(MASSAGER_ROUTES)) {
        const violations = await violationsOf(page, `${MASSAGER_PANEL_PATH}/${route}`);
        if (Object.keys(violations).length) found[route] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
