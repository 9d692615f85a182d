import { type Locator, type Page } from '@playwright/test';
import { BOOKING_PAGE_PATH, DEFAULT_RETENTION_MONTHS, ENDPOINTS, PRIVACY_NOTICE_VERSION, PRIVACY_PATH, PUBLIC_PATHS } from '@wellness/shared/rules';
import { expect, test, waitForLivePage } from '../support/test';

const SITE = 'https://www.kothrudwellnessspa.in';

async function galleryImages(gallery: Locator) {
  return gallery.getByRole('list').getByRole('img').count();
}

/** Distinct left edges of the cards in a row: the number of columns in use. */
async function columns(row: Locator): Promise<number> {
  const lefts = await row.locator('[data-certificate]').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test.describe('About Us galleries', () => {
  const galleries = (page: Page) =>
    [page.getByRole('region', { name: 'Inside our centre' }), page.getByRole('region', { name: 'Our therapies in practice' })] as const;

  test('at 1280 px they page 5 at a time; previous is disabled at the start and next at the end', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us');
    for (const [gallery, total] of [
      [galleries(page)[0], 26],
      [galleries(page)[1], 27],
    ] as const) {
      const name = await gallery.getByRole('heading').textContent();
      const previous = gallery.getByRole('button', { name: `Previous images of ${name}` });
      const next = gallery.getByRole('button', { name: `Next images of ${name}` });
      await expect.poll(() => galleryImages(gallery)).toBe(5);
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      const pages = Math.ceil(total / 5);
      for (let click = 1; click < pages; click++) await next.click();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      expect(await galleryImages(gallery)).toBe(total - (pages - 1) * 5);
      await expect(gallery).toContainText(`of ${total}`);
      for (let click = 1; click < pages; click++) await previous.click();
      await expect(previous).toBeDisabled();
    }
  });

  test('at 375 px they page 3 at a time', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about-us');
    const [centre, therapies] = galleries(page);
    await expect.poll(() => galleryImages(centre)).toBe(3);
    const next = therapies.getByRole('button', { name: 'Next images of Our therapies in practice' });
    await expect.poll(() => galleryImages(therapies)).toBe(3);
    for (let click = 0; click < 8; click++) await next.click();
    await expect(therapies).toContainText('Images 25 to 27 of 27');
    await expect(next).toBeDisabled();
  });

  test('the page size follows the window across 600 px', async ({ page }) => {
    await page.setViewportSize({ width: 601, height: 800 });
    await page.goto('/about-us');
    const centre = galleries(page)[0];
    await expect.poll(() => galleryImages(centre)).toBe(5);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => galleryImages(centre)).toBe(3);
  });

  test('the guest video section is loaded lazily, when it comes into view', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    // Everything the page asks for while the visitor stays at its top has been asked for.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes(`/api${ENDPOINTS.feedbackVideos.path}`))).toHaveLength(0);
    await page.getByRole('heading', { name: 'What our guests say' }).scrollIntoViewIfNeeded();
    await expect.poll(() => requests.filter((url) => url.includes(`/api${ENDPOINTS.feedbackVideos.path}`)).length).toBe(1);
  });
});

test.describe('Benefits of Massage', () => {
  const TITLES = [
    'Relieve Pain',
    'Reduce Spasms',
    'Prevent Injuries',
    'Movement Range',
    'Improved Posture',
    'Reduce Waist',
    'Muscles Healthy',
    'Promote Healing',
  ];
  const turned = (card: Locator) => card.getByTestId('flip-inner').evaluate((inner) => getComputedStyle(inner).transform !== 'none');

  test('eight flip cards, title in front and description behind; they flip on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/benefits');
    const cards = page.getByRole('list', { name: 'Benefits of massage' }).getByRole('group');
    await expect(cards).toHaveCount(8);
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(TITLES);
    const first = cards.first();
    await expect(first.getByRole('heading', { name: 'Relieve Pain' })).toBeVisible();
    expect(await turned(first)).toBe(false);
    await first.hover();
    await expect.poll(() => turned(first)).toBe(true);
    await page.mouse.move(5, 790);
    await expect.poll(() => turned(first)).toBe(false);
    await page.keyboard.press('Tab');
    const second = cards.nth(1);
    await second.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expect.poll(() => turned(second)).toBe(true);
  });

  test('a tap turns a card over and a second tap turns it back', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/benefits');
    await waitForLivePage(page);
    const card = page.getByRole('group', { name: 'Reduce Waist' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect.poll(() => turned(card)).toBe(true);
    await card.tap();
    await expect(card).not.toHaveAttribute('data-flipped');
    await context.close();
  });
});

test.describe('Certificate Gallery', () => {
  test("title, description and keywords, the 'CERTIFICATE GALLERY' heading and its 1 s entrance", async ({ page }) => {
    await page.goto('/our-certification');
    const heading = page.getByRole('heading', { level: 1, name: 'CERTIFICATE GALLERY' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('1s');
    await expect(page).toHaveTitle('Our Certification');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Our Certification');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'spa, massage, therapy, wellness');
  });

  test('certificates 8 to 10 first, then 1 to 7, lazy images with the title as alt text and beneath', async ({ page }) => {
    await page.goto('/our-certification');
    await expect(page.locator('[data-certificate]')).toHaveCount(10);
    const order = await page.locator('[data-certificate]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-certificate')));
    expect(order).toEqual(['8', '9', '10', '1', '2', '3', '4', '5', '6', '7']);
    const first = page.locator('[data-certificate="5"]');
    await expect(first.getByRole('img', { name: 'Advanc Level Microbat' })).toHaveAttribute('loading', 'lazy');
    await expect(first).toContainText('Advanc Level Microbat');
    await expect(first).toContainText('2022');
  });

  for (const [width, firstRow, secondRow] of [
    [375, 1, 1],
    [700, 2, 3],
    [1280, 3, 3],
  ] as const) {
    test(`at ${width} px: ${firstRow} column(s) in the first row, ${secondRow} in the centred second row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/our-certification');
      await expect(page.locator('[data-certificate]')).toHaveCount(10);
      expect(await columns(page.locator('[data-row="first"]'))).toBe(firstRow);
      expect(await columns(page.locator('[data-row="second"]'))).toBe(secondRow);
      // Centred: the last, lone certificate of the second row sits in the middle.
      const row = (await page.locator('[data-row="second"]').boundingBox())!;
      const last = (await page.locator('[data-certificate="7"]').boundingBox())!;
      expect(Math.abs(last.x + last.width / 2 - (row.x + row.width / 2))).toBeLessThan(2);
    });
  }
});

test.describe('service pages', () => {
  const SERVICES = [
    ['/cupping-therapy-treatment', 'Cupping Therapy (Hijama) in Kothrud, Pune', 'Cupping Therapy and Hijama in Kothrud, Pune | Kothrud Wellness Spa'],
    ['/sciatica-pain-relief-massage', 'Sciatica Pain Relief Massage', 'Sciatica Pain Relief Massage in Pune | Kothrud Wellness Spa'],
    ['/ayurvedic-body-massage', 'Ayurvedic Body Massage (Abhyanga)', 'Ayurvedic Body Massage (Abhyanga) in Kothrud, Pune | Kothrud Wellness Spa'],
    ['/deep-tissue-massage', 'Deep Tissue Massage', 'Deep Tissue Massage in Kothrud, Pune | Kothrud Wellness Spa'],
    ['/full-body-waxing', 'Full Body Waxing for Men and Women', 'Full Body Waxing for Men and Women in Pune | Kothrud Wellness Spa'],
  ] as const;

  for (const [path, heading, title] of SERVICES) {
    test(`${path}: own title, description, keywords and canonical; heading, image, lists and call to action`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /.+,.+/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      const image = page.getByRole('main').getByRole('img').first();
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('alt', /.{10,}/);
      expect(await page.getByRole('main').getByRole('list').count()).toBeGreaterThanOrEqual(2);
      await expect(page.getByRole('main').getByRole('button', { name: 'Book Now' })).toBeVisible();
    });
  }

  test('each service page opens at the top, with its own meta after in-page navigation', async ({ page }) => {
    await page.goto('/cupping-therapy-treatment');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ayurvedic Body Massage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ayurvedic Body Massage (Abhyanga)' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/ayurvedic-body-massage`);
    await expect(page).toHaveTitle(/Ayurvedic Body Massage/);
  });

  test('the waxing page says a session takes about 45 to 90 minutes and results last about 3 to 6 weeks', async ({ page }) => {
    await page.goto('/full-body-waxing');
    await expect(page.getByRole('main')).toContainText('about 45 to 90 minutes');
    await expect(page.getByRole('main')).toContainText('about 3 to 6 weeks');
  });
});

test('Contact Us: embedded map, the Kothrud address, two mobile numbers, an e-mail link and Book Now', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.locator('iframe[title^="Map of"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
  // The map's address is one the site's Content-Security-Policy lets it frame.
  await main.locator('iframe[title^="Map of"]').scrollIntoViewIfNeeded();
  await main
    .locator('iframe[title^="Map of"]')
    .evaluate((frame) => new Promise((done) => (frame.addEventListener('load', done, { once: true }), setTimeout(done, 2000))));
  expect(refused).toEqual([]);
  await expect(main.locator('address')).toContainText('Kothrud, Pune');
  await expect(main.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await main.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Now' })).toBeVisible();
});

test('footer: five service links, social links, two WhatsApp numbers, address, e-mail, two phones and the reviews frame', async ({ page }) => {
  await page.goto('/benefits');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Our services' }).getByRole('link')).toHaveCount(5);
  const social = footer.getByRole('navigation', { name: 'Social links' });
  for (const name of ['Facebook', 'Instagram', 'YouTube']) await expect(social.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  await expect(social.getByRole('link', { name: /^WhatsApp \+91/ })).toHaveCount(2);
  await expect(footer.locator('address')).toContainText('Kothrud');
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.locator('iframe[title^="Guest reviews"]')).toHaveAttribute('height', '1000');
});

test('the privacy notice: served at /privacy, linked from the footer (not the navigation bar), in short sections', async ({ page, request }) => {
  const answer = await request.get(PRIVACY_PATH, { headers: { Accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('Privacy Notice');
  await page.goto('/benefits');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${PRIVACY_PATH}"]`)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy Notice \| /);
  const main = page.getByRole('main');
  for (const heading of [
    'Who we are',
    'What we collect',
    'Why we use it',
    'Who sees it',
    'How long we keep it',
    'Your rights',
    'Whom to write to',
    'This notice',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText(`${DEFAULT_RETENTION_MONTHS} months`);
  await expect(main).toContainText('Digital Personal Data Protection Act 2023');
  await expect(main).toContainText(PRIVACY_NOTICE_VERSION);
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls sideways, the booking page and Contact Us with its map included', async ({ page }) => {
    const wide: string[] = [];
    for (const path of [...PUBLIC_PATHS, BOOKING_PAGE_PATH]) {
      await page.goto(path);
      // Images and the map load lazily: the page is scrolled through so that each has its size.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wide.push(`${path} is ${width} px wide`);
    }
    expect(wide).toEqual([]);
  });
});
