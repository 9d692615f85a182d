import type { Page } from '@playwright/test';
import { DEMO } from '../support/api';
import { expect, test } from '../support/test';
import { logInThroughDialog } from '../support/ui';

/** Every copy of react-dom registers its renderer with the devtools hook, and every React root reports its commits to it. */
async function watchReact(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const versions: string[] = [];
    const roots = new Set<unknown>();
    (window as unknown as Record<string, unknown>).__rendererVersions = versions;
    (window as unknown as Record<string, unknown>).__reactRoots = roots;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: { version: string }) {
        versions.push(renderer.version);
        return versions.length;
      },
      onCommitFiberRoot(_renderer: number, root: unknown) {
        roots.add(root);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

const reactRoots = (page: Page) => page.evaluate(() => (window as unknown as { __reactRoots: Set<unknown> }).__reactRoots.size);

test('a public page holds one react-dom, one React root, one emotion style cache and one store', async ({ page }) => {
  await watchReact(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toBeVisible();
  // Open dialogs from two more remotes, so that every remote of a public page has rendered.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book Now' }).click();
  // One store: the header (mf-public) asked, the dialog (mf-booking) heard.
  const bookingDialog = page.getByRole('dialog', { name: 'Book Now' });
  await expect(bookingDialog).toBeVisible();
  await bookingDialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();
  // The page's copy of the role choice shows at once; the login remote's own dialog then takes over.
  await expect(page.locator('[data-prerendered-role]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();

  const facts = await page.evaluate(() => {
    const w = window as unknown as {
      __rendererVersions: string[];
      __reactRoots: Set<unknown>;
      __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
    };
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(w.__FEDERATION__.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            (providers[name] ??= new Set()).add(`${version}@${info.from}`);
          }
        }
      }
    }
    return {
      renderers: w.__rendererVersions.length,
      roots: w.__reactRoots.size,
      emotionCaches: document.querySelectorAll('style[data-emotion="css"]').length,
      providers: Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, [...set]])),
    };
  });
  expect(facts.renderers).toBe(1);
  // The shell's: the remotes render in its tree (shell/src/components/RemoteHosting.tsx).
  expect(facts.roots).toBe(1);
  expect(facts.emotionCaches).toBe(1);
  for (const name of ['react', 'react-dom', '@emotion/react', '@wellness/shared', '@wellness/shared/router', '@wellness/shared/client', 'react-redux']) {
    expect(facts.providers[name], name).toHaveLength(1);
  }
});

test("a staff panel renders in the same one React root, on the shell's router", async ({ page }) => {
  await watchReact(page);
  await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Customers List' }).click();
  await expect(page.getByRole('heading', { name: 'Customers List' })).toBeVisible();
  expect(await reactRoots(page)).toBe(1);
});
