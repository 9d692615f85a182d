import { type Page } from '@playwright/test';
import { DEMO } from '../support/api';
import { demoTherapistRequestsInEveryState, logInAsMassager } from '../support/massager';
import { expect, test } from '../support/test';
import { animationsSettled } from '../support/ui';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * What is cut off or overlapping: the page scrolling sideways, any box reaching past the viewport's sides
 * (unless a scrolling container of its own clips it), and any two visible controls covering each other.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}]`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const clippedByContainer = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) {
          const box = parent.getBoundingClientRect();
          if (box.left >= -0.5 && box.right <= width + 0.5) return true;
        }
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`);
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if ((box.left < -0.5 || box.right > width + 0.5) && !clippedByContainer(el))
        problems.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    // Under an open modal dialog the page is inert and meant to be covered: only the dialog's own controls count.
    const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') ?? document;
    const controls = [...modal.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]')].filter(
      (el) => shown(el) && !el.closest('[data-scope="toast"]'),
    );
    // The part of a box that can be seen: scrolling and clipping containers cut it.
    const seen = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible' && getComputedStyle(parent).overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, top, right, bottom };
    };
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [seen(a), seen(b)];
        const overlapX = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const overlapY = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    // Text running into the next table cell.
    for (const cell of document.querySelectorAll('td')) {
      if (shown(cell) && cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name(cell)} overflows its cell`);
    }
    return problems;
  });
}

/** Toasts float over the screen for 5 seconds: close them so that the screenshot shows the screen itself. */
async function closeToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => undefined);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
}

async function check(page: Page, shot: string) {
  await closeToasts(page);
  const modalOpen = (await page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]').count()) > 0;
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: !modalOpen });
  expect(await layoutProblems(page), shot).toEqual([]);
}

test.beforeAll(async ({ baseURL }) => {
  await demoTherapistRequestsInEveryState(baseURL!, (state) => `Screen ${state} Shubhangi`);
});

for (const viewport of VIEWPORTS) {
  test(`every massager screen fits ${viewport.width}×${viewport.height} with nothing cut off or overlapping`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logInAsMassager(page, DEMO.massager.email, DEMO.massager.password);
    const phone = viewport.width < 768;

    await page.goto('/massager-panel/massagerdashboard');
    await expect(page.getByRole('link', { name: /^Total Customers: \d+/ })).toBeVisible();
    await check(page, `${viewport.name}-dashboard`);

    if (phone) {
      await page.getByRole('button', { name: 'Open panel menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Massager panel' })).toBeVisible();
      await check(page, `${viewport.name}-menu`);
      await page.getByRole('navigation', { name: 'Massager panel' }).getByRole('link', { name: 'Customer List' }).click();
      await expect(page.getByRole('navigation', { name: 'Massager panel' })).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: 'Massager panel' }).getByRole('link', { name: 'Customer List' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Customer List' })).toBeVisible();
    const accept = page.getByRole('button', { name: /^Accept Screen Pending Shubhangi/ }).first();
    await expect(accept).toBeVisible();
    // The actions are in view without scrolling sideways, whatever the layout.
    await accept.scrollIntoViewIfNeeded();
    await expect(accept).toBeInViewport();
    if (phone) {
      // Cards on a phone, with thumb-sized buttons.
      await expect(page.getByRole('article').first()).toBeVisible();
      expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    } else {
      await expect(page.getByRole('table', { name: 'Assigned customers' })).toBeVisible();
    }
    await check(page, `${viewport.name}-customer-list`);

    await accept.click();
    const confirm = page.getByRole('alertdialog', { name: 'Accept this request?' });
    await expect(confirm).toBeVisible();
    await animationsSettled(page); // the dialog's opening animation
    await check(page, `${viewport.name}-confirm-accept`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    for (const [route, title] of [
      ['massagertotalorder', 'Total Order Report'],
      ['massagercomponentorder', 'Completed Order Report'],
      ['massageracceptorder', 'Accepted Order Report'],
    ] as const) {
      await page.goto(`/massager-panel/${route}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      // A table row on a desktop, a card on a phone.
      await expect(
        page
          .getByText(/Screen (Pending|Accepted|Completed) Shubhangi/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await check(page, `${viewport.name}-${route}`);
    }

    if (phone) await page.getByRole('button', { name: 'Open panel menu' }).click();
    await page.getByRole('button', { name: /^Notification/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await animationsSettled(page);
    await check(page, `${viewport.name}-notifications`);
  });
}
