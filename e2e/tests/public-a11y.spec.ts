import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { animationsSettled } from '../support/ui';

const PUBLIC_PAGES = [
  ['/', 'Home-visit massage and Ayurvedic therapy in Pune'],
  ['/about-us', 'About Us'],
  ['/cupping-therapy-treatment', 'Cupping Therapy (Hijama) in Kothrud, Pune'],
  ['/sciatica-pain-relief-massage', 'Sciatica Pain Relief Massage'],
  ['/ayurvedic-body-massage', 'Ayurvedic Body Massage (Abhyanga)'],
  ['/deep-tissue-massage', 'Deep Tissue Massage'],
  ['/full-body-waxing', 'Full Body Waxing for Men and Women'],
  ['/benefits', 'Benefits of Massage'],
  ['/contact-us', 'Contact Us'],
  ['/our-certification', 'CERTIFICATE GALLERY'],
  ['/privacy', 'Privacy Notice'],
] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`axe-core finds no violations (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [path, heading] of PUBLIC_PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('button', { name: 'BOOK NOW!' })).toBeVisible();
        // Let entrance animations finish so that colours are measured as a visitor sees them.
        await animationsSettled(page);
        const results = await new AxeBuilder({ page })
          // Third-party frames (map, reviews) are not ours to audit, and cannot load in the test sandbox.
          .exclude('iframe')
          .analyze();
        const summary = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
        expect(summary).toEqual([]);
      });
    }

    test('the open services menu and the role dialog', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 1200) await nav.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('button', { name: 'Services' }).click();
      await expect(nav.getByRole('link', { name: 'Cupping Therapy' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('header').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
