#!/usr/bin/env node
// `npm run prerender`: writes the public pages as HTML that already holds each page's content, styles and
// meta tags, so that crawlers and the first paint do not wait for the federation runtime.
//
// It serves the built site with the real server (a throw-away SQLite file), opens every public route of the
// sitemap in Debian's chromium at a phone's width, waits for the live page, and writes the shell's
// index.html with that page in #prerendered (plus the page's CSS and head tags) to
// shell/dist/prerendered/<route>.html. The server answers a public path with that file when it exists;
// the shell swaps in the live page once it is ready (shell/src/prerendered.ts).
//
// Run it after building, and again after publishing a new shell or mf-public (the copies are theirs).
//   --site=http://host:port   snapshot a running site instead of starting one
//   CHROMIUM_PATH             browser (default /usr/bin/chromium); without one it says so and writes nothing
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import harness from '../lib/harness.cjs';
import { publicGlobalStyles } from './global-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const siteArg = process.argv.find((arg) => arg.startsWith('--site='))?.slice(7);
const shellIndex = path.join(root, 'shell/dist/index.html');
const sitemap = path.join(root, 'mf-public/dist/seo/sitemap.xml');
const outDir = path.join(root, 'shell/dist/prerendered');
// The phone-sized window most visitors have (the page's CSS still holds every breakpoint).
const VIEWPORT = { width: 390, height: 844 };

/** The page and its brotli and gzip copies, as the builds write them for every text asset. */
function writePage(file, html) {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}
// Entrance animations and zero-delay timers (certificate titles) settle within this after the page is live.
const SETTLE_MS = 1500;
// shared/src/prerender.ts: the element the shell looks for.
const PRERENDERED_ID = 'prerendered';
// The copy's style sheet (Chakra's global CSS and the page's class rules): it stays when the copy goes,
// and the live page keeps it as its own (see compose()).
const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';
// As in shared/src/prerender.ts: Book Now's buttons, and the template wake.js shows when one is pressed.
const OPENS_BOOKING_ATTRIBUTE = 'data-opens-booking';
const PRERENDERED_DIALOG_TEMPLATE_ID = 'prerendered-booking';
// Log In's buttons, and the template of the role choice ('Select Your Role') shown when one is pressed.
const OPENS_LOGIN_ATTRIBUTE = 'data-opens-login';
const PRERENDERED_ROLE_TEMPLATE_ID = 'prerendered-role';

/** shell/dist/prerendered/<name>.html for a route: `/` → index, `/about-us` → about-us. */
const prerenderedName = (route) => (route === '/' ? 'index' : route.slice(1));

if (!fs.existsSync(chromePath)) {
  console.warn(`prerender: no browser at ${chromePath}; public pages are served without pre-rendered HTML.`);
  process.exit(0);
}
for (const file of [shellIndex, sitemap]) {
  if (!fs.existsSync(file)) {
    console.error(`prerender: ${path.relative(root, file)} is missing; build the site first (npm run build).`);
    process.exit(1);
  }
}

const routes = [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
if (routes.length === 0) {
  console.error('prerender: the sitemap lists no routes.');
  process.exit(1);
}

/** The built site served by the real server on a throw-away SQLite file. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-prerender-'));
  const server = await harness.startApi({ dataDir, env: { WEB_ROOT: root } });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The shell's index.html with the page's head tags, its CSS and its markup in #prerendered. */
function compose(template, snapshot) {
  // The copy reads without a script; the shell's "needs JavaScript" note (booking does) would only push it down.
  let html = template.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (snapshot.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`);
  const safe = (css) => css.replace(/<\/style/gi, '<\\/style');
  // The copy's CSS: Chakra's global CSS as the live page's ChakraProvider renders it on the server, then the
  // class rules as the live page inserted them. The live page keeps this sheet and inserts neither again:
  // emotion takes styles written in its server-rendered format as its own, a <style data-emotion="css-global
  // <name>"> for each <Global> (named after its styles) and a <style data-emotion="css <id> <id> …"> for
  // class rules. Those elements are written empty, their CSS being in the copy's sheet: emotion moves each
  // element it adopts to its place in <head>, and moving a sheet that holds rules restyles the whole page
  // on screen (about 70 ms on the phone profile, 4x CPU), while moving an empty one costs nothing.
  const head = [
    ...snapshot.head,
    `<style ${PRERENDERED_STYLE_ATTRIBUTE}>${safe([...globalStyles.map((style) => style.css), snapshot.classCss].join('\n'))}</style>`,
    ...globalStyles.map((style) => `<style data-emotion="${style.id}"></style>`),
    `<style data-emotion="css ${snapshot.classIds.join(' ')}"></style>`,
  ].join('');
  html = html.replace('</head>', () => `${head}</head>`);
  // The page starts the live site on the visitor's first intent (shell/src/wake.ts), not at once; main.js
  // is fetched ahead at idle priority so that the start then costs no network round trip.
  const mainScript = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;
  if (!mainScript.test(html)) throw new Error('shell/dist/index.html does not load /main.js as expected');
  html = html.replace(mainScript, () => '<link rel="prefetch" href="/main.js"><script defer src="/wake.js" data-main="/main.js"></script>');
  const rootDiv = /<div id="?root"?><\/div>/;
  if (!rootDiv.test(html)) throw new Error('shell/dist/index.html has no empty #root');
  // Book Now's dialog and Log In's role choice, shown at once by wake.js when pressed (their CSS applies
  // only while they are shown).
  const dialogTemplate = (id, dialog) => (dialog ? `<template id="${id}"><style>${safe(dialog.css)}</style>${dialog.markup}</template>` : '');
  const dialog = dialogTemplate(PRERENDERED_DIALOG_TEMPLATE_ID, bookingDialog) + dialogTemplate(PRERENDERED_ROLE_TEMPLATE_ID, roleChoice);
  return html.replace(rootDiv, () => `<div id="${PRERENDERED_ID}">${snapshot.body}</div><div id="root"></div>${dialog}`);
}

/**
 * A dialog as the live site draws it (markup and the class rules it uses), found by its remote's mark on
 * its content, for the pages to show at once when its button is pressed before the live site is there
 * (shared/src/prerender.ts).
 */
async function snapshotDialog(page, remote) {
  await page.waitForTimeout(SETTLE_MS);
  const dialog = await page.evaluate((remote) => {
    const content = document.querySelector(`[data-remote="${remote}"]`);
    const positioner = content?.parentElement;
    const backdrop = positioner?.previousElementSibling;
    if (!content || !positioner || backdrop?.getAttribute('data-part') !== 'backdrop') return null;
    const markup = [backdrop, positioner]
      .map((element) => {
        const copy = element.cloneNode(true);
        for (const busy of copy.querySelectorAll('[aria-busy="true"]')) busy.removeAttribute('aria-busy');
        // The copy is not the remote's dialog (tests and the shell look for that by this attribute).
        for (const marked of copy.querySelectorAll('[data-remote]')) marked.removeAttribute('data-remote');
        return copy.outerHTML;
      })
      .join('');
    const used = new Set([...markup.matchAll(/css-[A-Za-z0-9_-]+/g)].map((match) => match[0]));
    const rules = [];
    for (const style of document.querySelectorAll('style[data-emotion^="css"]')) {
      for (const rule of style.sheet?.cssRules ?? []) {
        const classes = rule.cssText.match(/\.css-[A-Za-z0-9_-]+/g) ?? [];
        if (classes.some((name) => used.has(name.slice(1)))) rules.push(rule.cssText);
      }
    }
    return { markup, css: rules.join('\n') };
  }, remote);
  if (!dialog) throw new Error(`the dialog of ${remote} could not be found`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 60_000 });
  return dialog;
}

/** The booking dialog, for Book Now pressed before the live site is there. */
async function snapshotBookingDialog(page) {
  await page.locator(`[${OPENS_BOOKING_ATTRIBUTE}]:visible`).first().click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).waitFor({ timeout: 60_000 });
  return snapshotDialog(page, 'mf-booking');
}

/** The role choice ('Select Your Role'), for Log In pressed before the live site is there. */
async function snapshotRoleChoice(page) {
  // At a phone's width Log In is in the menu.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.locator(`[${OPENS_LOGIN_ATTRIBUTE}]:visible`).first().click();
  await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Massager' }).waitFor({ timeout: 60_000 });
  const dialog = await snapshotDialog(page, 'mf-auth');
  return { markup: dialog.markup.replaceAll(`${site.base}/`, '/'), css: dialog.css.replaceAll(`${site.base}/`, '/') };
}

let bookingDialog = null;
let roleChoice = null;
/** The pages written, by route. */
const written = new Map();

/**
 * The live start of a page as written: the live page must take the copy's CSS as its own. A global
 * style sheet of its own would mean that the server rendering of Chakra's global CSS and the live page's
 * system differ (the CSS on the page twice, and its insertion restyling the whole page).
 */
async function checkLiveStart(context, route) {
  const page = await context.newPage();
  try {
    await page.route(`${site.base}${route}`, (request) => request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: written.get(route) }));
    await page.goto(`${site.base}${route}`, { waitUntil: 'load' });
    const before = await page.evaluate(() => document.querySelectorAll('style').length);
    // The live site starts on the visitor's first intent (shell/src/wake.ts), a scroll for one.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.locator(`#${PRERENDERED_ID}`).waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const after = await page.evaluate(() => ({
      styles: document.querySelectorAll('style').length,
      globalRules: [...document.querySelectorAll('style[data-emotion^="css-global"]')].reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0),
    }));
    if (after.globalRules > 0) {
      throw new Error(`the live page inserted Chakra's global CSS again (${after.globalRules} rules): the server rendering's names do not match its <Global>s`);
    }
    console.log(`prerender: ${route} checked: the live page inserted no global CSS (${before} style elements before its start, ${after.styles} after)`);
  } finally {
    await page.close();
  }
}

const globalStyles = await publicGlobalStyles();
console.log(
  `prerender: Chakra's global CSS rendered on the server, ${(globalStyles.reduce((size, style) => size + style.css.length, 0) / 1024).toFixed(1)} KB`,
);
const site = siteArg ? { base: siteArg.replace(/\/$/, ''), stop: async () => {} } : await startServer();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const template = fs.readFileSync(shellIndex, 'utf8');
if (!fs.existsSync(path.join(root, 'shell/dist/wake.js'))) {
  console.error('prerender: shell/dist/wake.js is missing (the pre-rendered pages start the site with it): build the shell first.');
  process.exit(1);
}
const tmpDir = `${outDir}.tmp`;
fs.rmSync(tmpDir, { recursive: true, force: true });
fs.mkdirSync(tmpDir, { recursive: true });
let failed = false;
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  for (const route of routes) {
    const page = await context.newPage();
    try {
      // The live page as the shell's own index.html draws it, never from an older pre-rendered copy the
      // server may still have (the live page keeps such a copy's CSS rather than insert it, so a snapshot
      // would miss it, or keep it stale).
      await page.route(`${site.base}${route}`, (request) => request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: template }));
      await page.goto(`${site.base}${route}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('#root footer') && document.querySelector('#root header'), null, { timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      const snapshot = await page.evaluate(() => {
        // The class rules of emotion's cache (its own sheets, key "css"); Chakra's global CSS is the
        // server rendering's (see compose()).
        const classRules = new Set();
        for (const style of document.querySelectorAll('style[data-emotion="css"]')) {
          for (const rule of style.sheet?.cssRules ?? []) classRules.add(rule.cssText);
        }
        const ids = new Set();
        for (const rule of classRules) for (const match of rule.matchAll(/\.css-([A-Za-z0-9_-]+)/g)) ids.add(match[1]);
        const head = [];
        const wanted =
          'meta[name="description"], meta[name="keywords"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
        for (const element of document.head.querySelectorAll(wanted)) head.push(element.outerHTML);
        const live = document.getElementById('root').cloneNode(true);
        // Nothing in the copy is mid-request or waiting on a script.
        for (const element of live.querySelectorAll('[aria-busy="true"]')) element.removeAttribute('aria-busy');
        return {
          title: document.title,
          head,
          classCss: [...classRules].join('\n'),
          classIds: [...ids],
          body: live.innerHTML,
        };
      });
      if (!snapshot.body.includes('<h1')) throw new Error('the page has no heading');
      bookingDialog ??= await snapshotBookingDialog(page);
      roleChoice ??= await snapshotRoleChoice(page);
      // Addresses on this server (images of the remotes, with publicPath 'auto') become root-relative.
      for (const key of ['body', 'classCss']) snapshot[key] = snapshot[key].replaceAll(`${site.base}/`, '/');
      snapshot.head = snapshot.head.map((tag) => tag.replaceAll(`${site.base}/`, '/'));
      const html = compose(template, snapshot);
      writePage(path.join(tmpDir, `${prerenderedName(route)}.html`), html);
      written.set(route, html);
      console.log(
        `prerender: ${route.padEnd(32)} ${(Buffer.byteLength(snapshot.body) / 1024).toFixed(1)} KB markup, ${(snapshot.classCss.length / 1024).toFixed(1)} KB class CSS`,
      );
    } catch (error) {
      failed = true;
      console.error(`prerender: ${route} failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      await page.close();
    }
  }
  if (!failed) await checkLiveStart(context, routes[0]);
} catch (error) {
  failed = true;
  console.error(`prerender: ${error instanceof Error ? error.message : error}`);
} finally {
  await browser.close();
  await site.stop();
}
if (failed) {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  console.error('prerender: some pages failed; the previous pre-rendered pages (if any) are kept.');
  process.exit(1);
}
fs.rmSync(outDir, { recursive: true, force: true });
fs.renameSync(tmpDir, outDir);
console.log(`prerender: ${routes.length} pages written to ${path.relative(root, outDir)}/`);
