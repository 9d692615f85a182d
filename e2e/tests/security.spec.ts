import { type Page } from '@playwright/test';
import { ENDPOINTS, PASSWORD_STRENGTH_MESSAGES } from '@wellness/shared/rules';
import { createMassager, DEMO, sha256 } from '../support/api';
import { waitForResetCode } from '../support/mail';
import { expect, test, waitForLivePage } from '../support/test';
import { logInThroughDialog } from '../support/ui';

/** Every script URL the page loads while `visit` runs. */
async function scriptsLoadedBy(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
  });
  await visit();
  return [...scripts];
}

test.describe('nothing private is served', () => {
  test('no served script names a source map, and no .map beside it answers', async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/');
      await waitForLivePage(page);
      await page.getByRole('button', { name: 'BOOK NOW!' }).first().click();
      await expect(page.getByRole('dialog').first()).toBeVisible();
    });
    const admin = await scriptsLoadedBy(page, async () => {
      await page.keyboard.press('Escape');
      await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });
    const all = [...new Set([...scripts, ...admin])];
    // The shell, each remote's entry and the chunks of the booking dialog and the admin panel.
    expect(all.length).toBeGreaterThan(8);
    for (const url of all) {
      const body = await (await page.request.get(url)).text();
      expect([url, /sourceMappingURL=/.test(body)]).toEqual([url, false]);
      const map = await page.request.get(`${url.split('?')[0]}.map`);
      expect([url, map.status(), (await map.text()).includes('sourcesContent')]).toEqual([url, 404, false]);
    }
  });

  test('no served page carries inline script or event-handler attributes the content policy would have to allow', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(0);
    // The public pages as pre-rendered, and the shell's own page (back office, unknown paths).
    for (const path of [...pages, '/admin-panel', '/no-such-page']) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Structured data is a data block, which browsers do not run.
        if (/type=["']?application\/ld\+json/i.test(attributes!)) continue;
        expect(attributes, path).toMatch(/\bsrc=/);
        expect(body!.trim(), path).toBe('');
      }
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    }
  });

  test('the API description is for signed-in admins only', async ({ page }) => {
    expect((await page.request.get('/api/openapi.json')).status()).toBe(401);
  });
});

test.describe('account ceilings, as staff meet them', () => {
  test('a guessable new password is refused in the reset dialog, with the strength meter saying why', async ({ page, baseURL }) => {
    const massager = await createMassager(baseURL!, 'common');
    await page.goto('/');
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Massager' }).click();
    await page.getByRole('dialog', { name: 'Login as Massager' }).getByRole('button', { name: 'Forget Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Massager Password' });
    const asked = Date.now() - 1000;
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const code = await waitForResetCode(massager.email, asked);
    await dialog.getByLabel('OTP').fill(code);
    await dialog.getByLabel('New Password', { exact: true }).fill('password');
    await dialog.getByLabel('Confirm New Password').fill('password');
    // The meter says so as it is typed, and the dialog refuses it without spending one of the code's tries.
    await expect(dialog.getByRole('meter', { name: PASSWORD_STRENGTH_MESSAGES.label })).toHaveAttribute('aria-valuetext', 'Very weak');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog.getByText(PASSWORD_STRENGTH_MESSAGES.tooWeak)).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(PASSWORD_STRENGTH_MESSAGES.tooWeak)).toBeVisible();
    // The code still works for a better password.
    await dialog.getByLabel('New Password', { exact: true }).fill('Kothrud evenings 7');
    await dialog.getByLabel('Confirm New Password').fill('Kothrud evenings 7');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Password has been reset successfully!')).toBeVisible();
  });

  test('after 5 wrong passwords the login says when to try again; the admin sees it and unlocks the account', async ({ page, browser, baseURL }) => {
    const massager = await createMassager(baseURL!, 'wait');
    for (let i = 0; i < 5; i += 1) {
      await page.request.post(`/api${ENDPOINTS.login.path}`, { data: { email: massager.email, password: sha256(`guess ${i}`), role: 'massager' } });
    }
    const context = await browser.newContext({ baseURL });
    const therapist = await context.newPage();
    await therapist.goto('/');
    await waitForLivePage(therapist);
    await therapist.getByRole('button', { name: 'Log In' }).click();
    await therapist.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Massager' }).click();
    const dialog = therapist.getByRole('dialog', { name: 'Login as Massager' });
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByLabel('Password').fill(massager.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Too many wrong passwords for this account. Please try again in 1 minute.')).toBeVisible();

    await logInThroughDialog(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin-panel/massager-list');
    const row = page.getByRole('table', { name: 'Massagers' }).getByRole('row').filter({ hasText: massager.email });
    await expect(row.getByText(/^Login waits until \S/)).toBeVisible();
    await row.getByRole('button', { name: 'Lift lock of Meera Joshi' }).click();
    await expect(page.getByText('The account has been unlocked.')).toBeVisible();
    await expect(row.getByText(/Login waits until/)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(therapist).toHaveURL(/\/massager-panel/);
    await context.close();
  });
});
