// sitemap.xml and robots.txt, built from the one list of public routes and the site config.

function seoFiles(lastmod = new Date().toISOString().slice(0, 10)) {
  // As the shared package's build has them (lerna builds shared before the remotes; `npm run dev`
  // builds it before the dev servers; the tests read them from source). Asked for here, when the files
  // are written, not when the webpack config is loaded: tools read the config before any build.
  const { PUBLIC_PATHS, SITE_CONFIG } = require('@wellness/shared/rules');
  const base = SITE_CONFIG.siteUrl;
  const urls = PUBLIC_PATHS.map((route) => {
    const priority = route === '/' ? '1.0' : '0.8';
    return `  <url>\n    <loc>${base}${route}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  // The back office, the booking page and the remotes' code are not for search engines.
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin-panel',
    'Disallow: /massager-panel',
    'Disallow: /customerRegistration',
    'Disallow: /unauthorized',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  return { 'sitemap.xml': sitemap, 'robots.txt': robots };
}

/** Emits seo/sitemap.xml and seo/robots.txt into the build (the server serves them at the site root). */
class SeoFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SeoFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, content] of Object.entries(seoFiles())) compilation.emitAsset(`seo/${name}`, new RawSource(content));
      });
    });
  }
}

module.exports = { seoFiles, SeoFilesPlugin };
