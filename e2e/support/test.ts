import { expect, type Page, test as base } from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` returns once the page is live: a public page arrives pre-rendered
 * (scripts/prerender/index.mjs), the live site starts on the visitor's first intent, and the shell swaps in the
 * live page when the public remote is ready. The tests check what the live page does, so they start from it. (The pre-rendered HTML itself has its own
 * test, which reads it as it leaves the server and with scripts off.)
 */
export async function waitForLivePage(page: Page): Promise<void> {
  // The live site starts on the visitor's first intent (shell/src/wake.ts): a key press, which leaves no
  // hover or focus behind.
  if ((await page.locator('#prerendered').count()) > 0) await page.keyboard.press('Shift');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForLivePage(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
