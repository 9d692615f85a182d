import { PUBLIC_PATHS } from '@wellness/shared';
// The build's seo.cjs, as webpack runs it.
import { seoFiles } from '../seo.cjs';
import { SITE_CONFIG } from './content/siteConfig';

describe('sitemap.xml and robots.txt', () => {
  const files = seoFiles('2025-01-06');

  it('lists every public route once, with the site address', () => {
    const locs = [...files['sitemap.xml'].matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => `${SITE_CONFIG.siteUrl}${path}`));
    expect(files['sitemap.xml']).toContain('<lastmod>2025-01-06</lastmod>');
  });

  it('allows the public site, keeps the back office out and names the sitemap', () => {
    const robots = files['robots.txt'];
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /admin-panel');
    expect(robots).toContain('Disallow: /massager-panel');
    expect(robots).toContain(`Sitemap: ${SITE_CONFIG.siteUrl}/sitemap.xml`);
  });
});
