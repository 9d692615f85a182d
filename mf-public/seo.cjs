// sitemap.xml and robots.txt, built from the one list of public routes and the site config.
// Both source modules (in shared) import only their neighbours in shared/src/rules (routes.ts the privacy
// notice's path), which are free of imports: each is compiled with swc and evaluated here.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

function loadTs(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file);
  loaded.filename = file;
  // A relative import is a neighbouring TypeScript module; anything else is not expected here.
  loaded.require = (request) => {
    if (!request.startsWith('.')) throw new Error(`seo.cjs: ${path.basename(file)} imports ${request}, which it cannot evaluate`);
    return loadTs(`${path.resolve(path.dirname(file), request)}.ts`);
  };
  loaded._compile(code, file);
  return loaded.exports;
}

function seoFiles(lastmod = new Date().toISOString().slice(0, 10)) {
  const { PUBLIC_PATHS } = loadTs(path.join(__dirname, '../shared/src/rules/routes.ts'));
  const { SITE_CONFIG } = loadTs(path.join(__dirname, '../shared/src/rules/site.ts'));
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
