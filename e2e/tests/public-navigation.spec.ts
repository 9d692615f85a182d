import { type Page } from '@playwright/test';
import { ADMIN_PANEL_PATH, BACK_OFFICE_PREFIXES, MASSAGER_PANEL_PATH, PRIVACY_PATH, PUBLIC_PATHS } from '@wellness/shared/rules';
import { expect, test } from '../support/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('public navigation bar (wide window)', () => {
  test('links to home, about-us, the five service pages, benefits, contact-us and our-certification', async ({ page }) => {
    await page.goto('/benefits');
    await expect(mainNav(page)).toBeVisible();
    const hrefs = await mainNav(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Every public page but the privacy notice, which the footer and the booking form link to.
    for (const path of PUBLIC_PATHS.filter((path) => path !== PRIVACY_PATH)) {
      expect(hrefs).toContain(path);
    }
  });

  test('the services dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    const cupping = mainNav(page).getByRole('link', { name: 'Cupping Therapy' });
    await expect(cupping).toBeHidden();
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(cupping).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(cupping).toBeHidden();
  });

  test('the services dropdown opens on keyboard focus, its links are reachable by Tab, Escape closes it', async ({ page }) => {
    await page.goto('/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    await mainNav(page).getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Cupping Therapy' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('a service link navigates, closes the dropdown and opens the page at the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await mainNav(page).getByRole('button', { name: 'Services' }).hover();
    await mainNav(page).getByRole('link', { name: 'Deep Tissue Massage' }).click();
    await expect(page).toHaveURL(/\/deep-tissue-massage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deep Tissue Massage' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Deep Tissue Massage' })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the active link is highlighted', async ({ page }) => {
    await page.goto('/contact-us');
    const contact = mainNav(page).getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Benefits' })).not.toHaveAttribute('aria-current', 'page');
    const [active, idle] = await Promise.all([
      contact.evaluate((link) => getComputedStyle(link).backgroundColor),
      mainNav(page)
        .getByRole('link', { name: 'Benefits' })
        .evaluate((link) => getComputedStyle(link).backgroundColor),
    ]);
    expect(active).not.toBe(idle);
    await page.goto('/ayurvedic-body-massage');
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).toHaveAttribute('data-active', 'true');
  });

  test('Book Now opens the booking dialog', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Book Now' })).toBeVisible();
  });

  test("Log In opens 'Select Your Role' (close button, logo, Admin, Massager); Admin opens the admin login", async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Log In' }).click();
    const roles = page.getByRole('dialog', { name: 'Select Your Role' });
    await expect(roles).toBeVisible();
    await expect(roles.getByRole('img', { name: /logo/i })).toBeVisible();
    await expect(roles.getByRole('button', { name: /close/i })).toBeVisible();
    await expect(roles.getByRole('button', { name: 'Massager' })).toBeVisible();
    await roles.getByRole('button', { name: 'Admin' }).click();
    await expect(page.getByRole('dialog', { name: 'Login as Admin' })).toBeVisible();
  });

  test('the social block: a Call Now tel: link, and four links in a new tab with a hover tooltip named after each', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    for (const name of ['Facebook', 'WhatsApp', 'Instagram', 'YouTube']) {
      const link = mainNav(page).getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await link.hover();
      await expect(mainNav(page).getByRole('tooltip', { name })).toBeVisible();
    }
    await page.mouse.move(640, 600);
    await expect(mainNav(page).getByRole('tooltip')).toHaveCount(0);
  });

  test("the floating 'BOOK NOW!' button plays its 300 ms pop, then opens the booking dialog", async ({ page }) => {
    await page.clock.install({ time: new Date('2025-01-06T09:00:00+05:30') });
    await page.goto('/about-us');
    const button = page.getByRole('button', { name: 'BOOK NOW!' });
    await expect(button).toBeVisible();
    await page.clock.pauseAt(new Date('2025-01-06T09:10:00+05:30'));
    await button.click();
    expect(await button.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.3s');
    await page.clock.runFor(250);
    await expect(page.getByRole('dialog', { name: 'Book Now' })).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(page.getByRole('dialog', { name: 'Book Now' })).toBeVisible();
  });
});

test.describe('collapsed menu (phone)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('opens from the menu button and closes on an outside click', async ({ page }) => {
    await page.goto('/');
    const about = mainNav(page).getByRole('link', { name: 'About Us' });
    await expect(about).toBeHidden();
    await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(about).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(about).toBeHidden();
    await expect(mainNav(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on navigation, and a tap opens the services list', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
    await mainNav(page).getByRole('button', { name: 'Services' }).tap();
    await mainNav(page).getByRole('link', { name: 'Full Body Waxing' }).tap();
    await expect(page).toHaveURL(/\/full-body-waxing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Full Body Waxing for Men and Women' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();
  });
});

test.describe('chrome on back-office paths', () => {
  // The old back-office paths: without a panel behind them they are Page Not Found, still without the public chrome.
  for (const path of BACK_OFFICE_PREFIXES.filter((prefix) => prefix !== ADMIN_PANEL_PATH && prefix !== MASSAGER_PANEL_PATH)) {
    test(`${path} hides the public header, the floating button and the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('a public path shows all three', async ({ page }) => {
    await page.goto('/our-certification');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
