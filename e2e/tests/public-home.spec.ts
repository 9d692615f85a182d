import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

const T0 = new Date('2025-01-06T09:00:00+05:30');
const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights of Kothrud Wellness Spa' });
const currentSlide = (page: Page) => carousel(page).locator('[data-current]').getAttribute('aria-label');

/** Opens / with a controlled clock that stands still until the test moves it. */
async function openHomeWithPausedClock(page: Page) {
  await page.clock.install({ time: T0 });
  // Pause a little after T0: real time goes on between the two calls, and the clock cannot go back.
  await page.clock.pauseAt(new Date(T0.getTime() + 10_000));
  await page.goto('/');
  await expect(carousel(page)).toBeVisible();
  await page.mouse.move(5, 790);
}

test.describe('home carousel (controlled clock)', () => {
  test('shows the three slides and advances every 5000 ms', async ({ page }) => {
    await openHomeWithPausedClock(page);
    expect(await currentSlide(page)).toBe('1 of 3: Experience serenity');
    await page.clock.runFor(4990);
    expect(await currentSlide(page)).toBe('1 of 3: Experience serenity');
    await page.clock.runFor(20);
    await expect.poll(() => currentSlide(page)).toBe('2 of 3: Luxurious de-stressing');
    await page.clock.runFor(5000);
    await expect.poll(() => currentSlide(page)).toBe("3 of 3: Couple's getaway");
    await page.clock.runFor(5000);
    await expect.poll(() => currentSlide(page)).toBe('1 of 3: Experience serenity');
  });

  test('pauses while the pointer is over it, and goes on when it leaves', async ({ page }) => {
    await openHomeWithPausedClock(page);
    await carousel(page).hover({ position: { x: 300, y: 100 } });
    await page.clock.runFor(16_000);
    expect(await currentSlide(page)).toBe('1 of 3: Experience serenity');
    await page.mouse.move(5, 790);
    await page.clock.runFor(5010);
    await expect.poll(() => currentSlide(page)).toBe('2 of 3: Luxurious de-stressing');
  });

  test('a swipe over 40 px changes slide; a shorter one does not', async ({ page }) => {
    await openHomeWithPausedClock(page);
    const box = (await carousel(page).boundingBox())!;
    const y = box.y + box.height * 0.3;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(600, 570);
    expect(await currentSlide(page)).toBe('1 of 3: Experience serenity');
    await swipe(600, 540);
    await expect.poll(() => currentSlide(page)).toBe('2 of 3: Luxurious de-stressing');
    await swipe(500, 560);
    await expect.poll(() => currentSlide(page)).toBe('1 of 3: Experience serenity');
  });

  test('the Our Services cards animate 200 ms after load and link to the five service pages', async ({ page }) => {
    await openHomeWithPausedClock(page);
    const grid = page.getByRole('region', { name: 'Our Services' }).getByRole('list');
    await expect(grid.getByRole('link')).toHaveCount(5);
    await expect(grid).not.toHaveAttribute('data-animated');
    await page.clock.runFor(190);
    await expect(grid).not.toHaveAttribute('data-animated');
    await page.clock.runFor(20);
    await expect(grid).toHaveAttribute('data-animated', 'true');
    await grid.getByRole('link', { name: 'Sciatica Pain Relief Massage' }).click();
    await expect(page).toHaveURL(/\/sciatica-pain-relief-massage$/);
  });
});

test('the Our Services cards stay on screen while the page loads and animates: no blink', async ({ page }) => {
  // The lowest opacity any service card shows, frame by frame, from the first paint for 2.5 s.
  await page.addInitScript(() => {
    const state = { min: 1, frames: 0, done: false };
    (window as unknown as { cardOpacity: typeof state }).cardOpacity = state;
    const started = performance.now();
    const sample = () => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Our Services');
      for (const card of heading?.closest('section')?.querySelectorAll('ul > li') ?? []) {
        let element: Element | null = card;
        let opacity = 1;
        for (; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
        state.min = Math.min(state.min, opacity);
        state.frames += 1;
      }
      if (performance.now() - started < 2500) requestAnimationFrame(sample);
      else state.done = true;
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Our Services' }).getByRole('list')).toHaveAttribute('data-animated', 'true');
  await page.waitForFunction(() => (window as unknown as { cardOpacity: { done: boolean } }).cardOpacity.done);
  const seen = await page.evaluate(() => (window as unknown as { cardOpacity: { min: number; frames: number } }).cardOpacity);
  expect(seen.frames).toBeGreaterThan(0);
  expect(seen.min).toBe(1);
});

test('home page sections: introduction, reasons, home service, couple spa, localities and Book Now', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home-visit massage and Ayurvedic therapy in Pune' })).toBeVisible();
  for (const name of [
    'Our Services',
    'Why choose Kothrud Wellness Spa',
    'Massage at home, anywhere in Pune',
    'Couple spa packages',
    'Areas we serve in Pune',
  ]) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const localities = page.getByRole('region', { name: 'Areas we serve in Pune' }).getByRole('listitem');
  expect(await localities.count()).toBeGreaterThan(30);
  await expect(page.getByRole('region', { name: 'Areas we serve in Pune' })).toContainText('Kothrud');
  await page.getByRole('main').getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Now' })).toBeVisible();
});
