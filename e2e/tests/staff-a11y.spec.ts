import AxeBuilder from '@axe-core/playwright';
import { type Page, request } from '@playwright/test';
import { ADMIN_PANEL_PATH, ADMIN_ROUTES, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared/rules';
import { DEMO } from '../support/api';
import { bookThroughApi, demoTherapistRequestsInEveryState, uniqueCustomerName } from '../support/massager';
import { expect, test } from '../support/test';
import { animationsSettled, logInThroughDialog } from '../support/ui';

// Each test runs axe on several screens in turn: minutes on a busy 2-core machine, not a measure of anything.
test.describe.configure({ timeout: 240_000 });

const VIEWPORTS = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/** Each panel: who signs in to it, where it is, and its screens. */
const PANELS = [
  { role: 'Admin', account: DEMO.admin, path: ADMIN_PANEL_PATH, routes: ADMIN_ROUTES },
  { role: 'Massager', account: DEMO.massager, path: MASSAGER_PANEL_PATH, routes: MASSAGER_ROUTES },
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
// and completed requests of the demo therapist.
test.beforeAll(async ({ baseURL }) => {
  const visitor = await request.newContext({ baseURL });
  await bookThroughApi(visitor, uniqueCustomerName('Axe Unassigned Kavya'));
  await visitor.dispose();
  await demoTherapistRequestsInEveryState(baseURL!, (state) => `Axe ${state} Kavya`);
});

for (const viewport of VIEWPORTS) {
  test.describe(`axe-core finds no violations on the staff screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // The e2e server runs on the demo seed: customers, massagers, requests in every state, videos.
    for (const panel of PANELS) {
      test(`every ${panel.role.toLowerCase()} screen, with real data`, async ({ page }) => {
        await logInThroughDialog(page, panel.role, panel.account.email, panel.account.password);
        const found: Record<string, Record<string, string[]>> = {};
        for (const route of Object.values(panel.routes)) {
          const violations = await violationsOf(page, `${panel.path}/${route}`);
          if (Object.keys(violations).length) found[route] = violations;
        }
        expect(found).toEqual({});
      });
    }
  });
}
