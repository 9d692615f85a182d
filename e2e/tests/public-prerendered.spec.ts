import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { WAKE_AFTER_LOAD_MS } from '@wellness/shared/prerender';
import { PRIVACY_MESSAGES } from '@wellness/shared/rules';
import { DEMO } from '../support/api';
import { expect, test } from '../support/test';
import { animationsSettled } from '../support/ui';

/** The public routes, as the sitemap lists them. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const textOf = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** Holds these remotes' entries back until the returned `release()` is called. */
async function holdRemotes(page: Page, remotes: readonly string[]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const remote of remotes) {
    await page.route(`**/remotes/${remote}/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/**
 * A page (as far as its pre-rendered copy), the home page unless `path` says otherwise, with these
 * remotes' entries held back until `release()`: what shows meanwhile is the page's own copy.
 */
async function pageWithRemotesHeld(
  browser: Browser,
  baseURL: string | undefined,
  remotes: readonly string[],
  { path = '/', ...options }: BrowserContextOptions & { path?: string } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const release = await holdRemotes(page, remotes);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { context, page, release, copy: page.locator('#prerendered') };
}

/** The same on a phone's home page. */
const phoneWithRemotesHeld = (browser: Browser, baseURL: string | undefined, remotes: readonly string[]) =>
  pageWithRemotesHeld(browser, baseURL, remotes, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test.describe('pre-rendered public pages', () => {
  test('each public route answers with HTML that already holds its heading, title, description, keywords and canonical', async ({ request, browser, page }) => {
    // Eleven routes, each loaded twice (without and with script).
    test.setTimeout(240_000);
    const routes = await publicRoutes(request);
    expect(routes).toHaveLength(11);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    for (const route of routes) {
      const html = await (await request.get(route, { headers: { Accept: 'text/html' } })).text();
      expect(html, route).toContain('<div id="prerendered">');
      const title = textOf(html, /<title>([^<]+)<\/title>/);
      expect(html, route).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html, route).toMatch(/<meta name="keywords" content="[^"]+,[^"]+">/);
      expect(textOf(html, /<link rel="canonical" href="([^"]+)">/), route).toMatch(new RegExp(`${route === '/' ? '/' : route}$`));
      expect(html, route).toContain('application/ld+json');

      // Without any script: the page reads, with the same heading and title as the live page.
      await still.goto(route);
      const heading = (await still.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      expect(heading, route).toBeTruthy();
      await page.goto(route);
      await expect(page).toHaveTitle(title!.replace(/&amp;/g, '&'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    await noScript.close();
  });

  test('back-office and unknown paths get the plain shell page', async ({ request }) => {
    for (const path of ['/admin-panel', '/massager-panel', '/no-such-page', '/index']) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).not.toContain('id="prerendered"');
      expect(html, path).toMatch(/<div id="?root"?><\/div>/);
    }
  });

  test('a pre-rendered page runs no script of the live site until the visitor shows intent', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.clock.install();
    const remotes: string[] = [];
    page.on('request', (request) => {
      // The copy's own images come from the remote's folder too; its code and manifest do not load yet.
      if (request.url().includes('/remotes/') && /\.(js|json)$/.test(new URL(request.url()).pathname)) remotes.push(new URL(request.url()).pathname);
    });
    // The installed clock flows with real time until paused: it stands still from before the page loads,
    // so that a busy machine's delays are not counted as the visitor's reading time.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/', { waitUntil: 'load' });
    // A visitor reads without touching anything for almost as long as the page waits before it starts
    // the live site by itself.
    await page.clock.runFor(WAKE_AFTER_LOAD_MS - 500);
    // Only wake.js has run: the shell has not adopted the copy, and no remote's code has been asked for.
    expect(
      await page.evaluate(() => ({
        wake: Boolean(document.querySelector('script[src="/wake.js"]')),
        shell: 'webpackChunk_wellness_shell' in window,
        rootHidden: document.getElementById('root')!.hidden,
      })),
    ).toEqual({ wake: true, shell: false, rootHidden: false });
    expect(remotes).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => {
          const computed = getComputedStyle(document.querySelector(selector)!);
          return [computed.color, computed.fontSize, computed.fontFamily, computed.backgroundColor, computed.position].join(' ');
        };
        return { heading: style('h1'), header: style('header'), body: style('body') };
      });
    const before = await looks();
    await page.clock.resume();
    // The first scroll starts it.
    await page.mouse.wheel(0, 200);
    await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
    expect(remotes).toContain('/remotes/mf-public/remoteEntry.js');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live page looks as the copy did: emotion adopted the copy's class rules, and Chakra's global CSS
    // is on the page once: the copy's, which the live page keeps rather than insert it again.
    expect(await looks()).toEqual(before);
    expect(await page.locator('style[data-prerendered]').count()).toBe(1);
    // The live page's <Global>s took the copy's empty markers of them as their own: none inserted a rule.
    const globalRules = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion^="css-global"]')].reduce(
        (count, style) => count + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(globalRules).toBe(0);
    await context.close();
  });

  test('a visitor who scrolls down while the live page takes over keeps their place', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The scroll that starts the live site takes the visitor down to the services.
    await page.getByRole('heading', { name: 'Our Services', exact: true }).scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(500);
    await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
    await animationsSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    // Moving on to another page starts at its top.
    await page.getByRole('region', { name: 'Our Services' }).getByRole('link', { name: 'Sciatica Pain Relief Massage' }).click();
    await expect(page).toHaveURL(/\/sciatica-pain-relief-massage$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test('BOOK NOW! pressed before the page is live still opens the booking dialog', async ({ browser, baseURL }) => {
    // Hold the public remote back, so that the live page cannot be there when the visitor presses.
    const { context, page, release, copy } = await pageWithRemotesHeld(browser, baseURL, ['mf-public']);
    // The press itself is the visitor's first intent: it starts the live site, which presses it again.
    // Meanwhile the page's copy of the dialog is there at once, and takes typing and choices.
    await copy.getByRole('button', { name: 'BOOK NOW!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Now' });
    await expect(dialog).toBeVisible({ timeout: 1000 });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('radiogroup', { name: 'Gender', exact: true }).getByText('Female').click();
    // The consent box ticks on the copy, and looks ticked.
    await dialog.getByText(PRIVACY_MESSAGES.consentLabel).click();
    await expect(dialog.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel })).toBeChecked();
    await expect(dialog.locator('label:has(input[name="consent"])')).toHaveAttribute('data-state', 'checked');
    await dialog.getByRole('textbox', { name: 'Name' }).click();
    await page.keyboard.type('Asha K');
    release();
    const live = page.locator('[data-remote="mf-booking"]');
    await expect(live).toBeVisible({ timeout: 30_000 });
    await expect(copy).toHaveCount(0);
    await expect(page.locator('[data-prerendered-dialog]')).toHaveCount(0);
    // The live form holds what was typed and chosen, and typing goes on where it was.
    await expect(live.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha K');
    await expect(live.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('ulkarni');
    await expect(live.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Kulkarni');
    await expect(live.getByRole('radiogroup', { name: 'Gender', exact: true }).getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(live.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel })).toBeChecked();
    await context.close();
  });

  test('no key typed into the copy of the dialog is lost while the live one takes over', async ({ browser, baseURL }) => {
    // The booking remote arrives only once the visitor is typing, so that the live dialog takes over mid-word.
    const { context, page, release } = await pageWithRemotesHeld(browser, baseURL, ['mf-booking']);
    await page.locator('#prerendered').getByRole('button', { name: 'BOOK NOW!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Now' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Asha');
    release();
    const live = page.locator('[data-remote="mf-booking"]');
    // Key after key, as a visitor types, until a few keys after the live dialog is there.
    let typed = 'Asha';
    const more = ' Kulkarni Deshpande Joshi Patil Kale Gokhale Sathe Bhide Apte Ranade Limaye Karve Natu Bapat Oak';
    let afterLive = 0;
    for (const key of more) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      typed += key;
      if ((await live.count()) > 0 && ++afterLive >= 5) break;
    }
    expect(afterLive, 'the live dialog came while the visitor typed').toBeGreaterThan(0);
    await expect(live.getByRole('textbox', { name: 'Name' })).toHaveValue(typed);
    await expect(live.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await context.close();
  });

  test("three taps on a gallery's Next before the page is live are three pages on", async ({ browser, baseURL }) => {
    // The live page arrives only after the taps, so that all three are made on the copy.
    const { context, page, release } = await pageWithRemotesHeld(browser, baseURL, ['mf-public'], { viewport: { width: 375, height: 740 }, path: '/about-us' });
    const next = page.locator('#prerendered').getByRole('button', { name: 'Next images of Our therapies in practice' });
    for (let tap = 0; tap < 3; tap++) await next.click();
    release();
    await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Our therapies in practice' })).toContainText('Images 10 to 12 of 27');
    await context.close();
  });

  test('Log In pressed before the page is live shows the role choice, and the role chosen there opens its login', async ({ browser, baseURL }) => {
    // Hold the public remote and the login dialogs back: what shows meanwhile is the page's own copy.
    const { context, page, release, copy } = await phoneWithRemotesHeld(browser, baseURL, ['mf-public', 'mf-auth']);
    await copy.getByRole('button', { name: 'Open menu' }).tap();
    await copy.getByRole('button', { name: 'Log In' }).tap();
    const roles = page.getByRole('dialog', { name: 'Select Your Role' });
    await expect(roles).toBeVisible();
    await expect(roles.getByRole('button', { name: 'Admin' })).toBeVisible();
    const massager = roles.getByRole('button', { name: 'Massager' });
    await massager.tap();
    await expect(massager).toHaveAttribute('aria-busy', 'true');
    release();
    const login = page.getByRole('dialog', { name: 'Login as Massager' });
    await expect(login.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-prerendered-role]')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toHaveCount(0);
    await context.close();
  });

  test('signed in from the copy before the public page is live, the therapist sees the panel, not the home page', async ({ browser, baseURL }) => {
    // The public page's live code never arrives in this test (never released): only the login dialogs and the panel do.
    const { context, page, copy } = await phoneWithRemotesHeld(browser, baseURL, ['mf-public']);
    await copy.getByRole('button', { name: 'Open menu' }).tap();
    await copy.getByRole('button', { name: 'Log In' }).tap();
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Massager' }).tap();
    const login = page.getByRole('dialog', { name: 'Login as Massager' });
    await login.getByLabel('Email').fill(DEMO.massager.email);
    await login.getByLabel('Password').fill(DEMO.massager.password);
    await login.getByRole('button', { name: 'Login' }).tap();
    await expect(page).toHaveURL(/\/massager-panel\//);
    // Well within the copy's 15 s hand-off timeout, which would otherwise be what ends the wait.
    await expect(page.getByText('Welcome to Massager Panel')).toBeVisible({ timeout: 10_000 });
    await expect(copy).toHaveCount(0);
    await context.close();
  });

  test('closing the copy of the role choice leaves no dialog on the live page', async ({ browser, baseURL }) => {
    const { context, page, release, copy } = await phoneWithRemotesHeld(browser, baseURL, ['mf-public']);
    await copy.getByRole('button', { name: 'Open menu' }).tap();
    await copy.getByRole('button', { name: 'Log In' }).tap();
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(copy).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('#public-menu').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('the phone menu opens on the pre-rendered page at once, and stays open on the live page', async ({ browser, baseURL }) => {
    const { context, page, release, copy } = await phoneWithRemotesHeld(browser, baseURL, ['mf-public']);
    await copy.getByRole('button', { name: 'Open menu' }).tap();
    await expect(copy.getByRole('link', { name: 'About Us' }).first()).toBeVisible({ timeout: 1000 });
    await expect(copy.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(copy).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#public-menu').getByRole('link', { name: 'About Us' }).first()).toBeVisible();
    await context.close();
  });
});
