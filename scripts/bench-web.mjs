#!/usr/bin/env node
// `npm run bench:web`: what a visitor on a mid-range phone gets from the product as shipped. It starts the
// site as `npm start` does (scripts/start.mjs: the API's server, its static files, compression and headers,
// on a throw-away SQLite folder), drives Debian's chromium with a phone profile (360 x 740, touch, 4x CPU
// slowdown, 1.6 Mbps down, 750 kbps up, 150 ms latency), a fresh browser profile for every run, and prints
// the median of the runs beside each budget. Lighthouse 12 (mobile) scores every public route twice: as a
// visitor's first load finds it, and with the live site started during that load (its blocking time
// counted). The table is written into docs/performance.md; the exit code is 1 when a budget is missed.
// A benchmark, not a test: the figures depend on the machine, and nothing here asserts a time in CI.
//   --no-build            use the existing builds (else `npm start -- --rebuild` builds everything first)
//   --runs=5              runs per phone measure
//   --routes=/,/benefits  Lighthouse only these routes (default: every public route, PUBLIC_PATHS of shared)
//   --no-lighthouse       the phone measures only
//   --no-write            do not touch docs/performance.md
//   CHROMIUM_PATH         browser (default /usr/bin/chromium)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { startFlow } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import harness from './lib/harness.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(option('runs') ?? 5);
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The measures of the phone profile, each with its budget (medians of RUNS runs). */
const MEASURES = [
  { key: 'bookFresh', label: 'tap BOOK NOW! right after load → the Name field accepts typing', budget: 2500, unit: 'ms' },
  { key: 'bookOpen', label: 'the same on a page open 10 s', budget: 1000, unit: 'ms' },
  { key: 'response', label: 'visible response to the tap (dialog, skeleton or spinner)', budget: 100, unit: 'ms' },
  { key: 'menu', label: 'phone menu, first tap → links visible', budget: 1000, unit: 'ms' },
  { key: 'bytes', label: 'bytes over the wire, navigation + first tap (until the live form has taken over)', budget: 300 * 1024, unit: 'bytes' },
  { key: 'liveFresh', label: 'for the record: tap right after load → the live form has taken over, typing kept', budget: Infinity, unit: 'ms' },
];
const LIGHTHOUSE_BUDGET = 95;

// 1. The product, as `npm start` runs it.
const port = await harness.freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-bench-web-'));
const site = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...(args.includes('--no-build') ? [] : ['--rebuild'])], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
const stopSite = () => {
  site.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopSite);
// npm start builds what is missing first.
await harness.waitForUrl(harness.healthUrls(base).ready, { child: site, timeoutMs: 15 * 60_000, intervalMs: 500 });
console.log(`The product as npm start serves it: ${base}`);

// Every public route, from the one list of them in `shared` (its compiled rules, which the start above
// builds when they are missing), so that a new page is measured without a change here.
const { PUBLIC_PATHS } = await import('@wellness/shared/rules');
const routes = option('routes')?.split(',').filter(Boolean) ?? [...PUBLIC_PATHS];

// 2. The phone measures, each run in a browser of its own (empty cache, no cookies).
/** In the page: the time of the first touch, and of the first frame that shows a dialog, skeleton or spinner. */
function recordTap() {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const seen = () =>
    [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="progressbar"], [role="status"][aria-busy="true"], [aria-busy="true"]')].some(
      visible,
    );
  window.__tap = { at: null, responded: null };
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (window.__tap.at !== null) return;
      window.__tap.at = event.timeStamp;
      const poll = (time) => {
        if (seen()) window.__tap.responded = time;
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    { capture: true },
  );
}

async function phonePage() {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(recordTap);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  return { browser, page, bytes: () => bytes };
}

/** Tap BOOK NOW! after `wait` ms on the loaded home page; the time until the Name field takes typing. */
async function bookNow(wait) {
  const { browser, page, bytes } = await phonePage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    if (wait) await page.waitForTimeout(wait);
    const button = page.getByRole('button', { name: 'BOOK NOW!' }).first();
    await button.waitFor();
    const tapped = Date.now();
    await button.tap({ timeout: 60_000 });
    const name = page.getByRole('dialog').getByRole('textbox', { name: 'Name' });
    await name.fill('Asha', { timeout: 60_000 });
    const typed = Date.now() - tapped;
    if ((await name.inputValue()) !== 'Asha') throw new Error('the Name field did not take the typing');
    // The pre-rendered page's copy of the dialog takes typing at once; the live form takes it over. The
    // bytes count until then: everything the first tap costs.
    await page.locator('[data-prerendered-dialog]').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('[data-remote="mf-booking"]').waitFor({ timeout: 60_000 });
    const live = Date.now() - tapped;
    if ((await name.inputValue()) !== 'Asha') throw new Error('the live form lost what was typed');
    const tap = await page.evaluate(() => window.__tap);
    return { typed, live, response: tap.responded === null ? NaN : tap.responded - tap.at, bytes: bytes() };
  } finally {
    await browser.close();
  }
}

/** Tap the phone menu right after load; the time until its first link is visible. */
async function menu() {
  const { browser, page } = await phonePage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.waitFor();
    const tapped = Date.now();
    await button.tap({ timeout: 60_000 });
    await page.locator('#public-menu').getByRole('link', { name: 'About Us' }).first().waitFor({ state: 'visible', timeout: 60_000 });
    return Date.now() - tapped;
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const runs = { bookFresh: [], bookOpen: [], response: [], menu: [], bytes: [], liveFresh: [] };
for (let run = 1; run <= RUNS; run += 1) {
  const fresh = await bookNow(0);
  const open = await bookNow(10_000);
  const menuMs = await menu();
  runs.bookFresh.push(fresh.typed);
  runs.bookOpen.push(open.typed);
  runs.response.push(fresh.response, open.response);
  runs.bytes.push(fresh.bytes);
  runs.liveFresh.push(fresh.live);
  runs.menu.push(menuMs);
  console.log(
    `run ${run}: Book Now ${fresh.typed} ms, live form ${fresh.live} ms (open 10 s: ${open.typed} ms), response ${Math.round(fresh.response)}/${Math.round(open.response)} ms, ` +
      `menu ${menuMs} ms, ${(fresh.bytes / 1024).toFixed(1)} KB`,
  );
}

// 3. Lighthouse, mobile (its defaults: an emulated phone, simulated slow 4G, 4x CPU), on each route: the
// first load as it comes, and a load during which the live site starts (as soon as the page has loaded,
// so that the start's blocking time is in the trace).
const lighthouseRows = [];
if (!args.includes('--no-lighthouse')) {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const scoreOf = (lhr) => ({
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    others: categories.slice(1).map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
  });
  for (const route of routes) {
    const first = scoreOf((await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })).lhr);
    const page = await browser.newPage();
    const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } } });
    await flow.navigate(async () => {
      await page.goto(base + route, { waitUntil: 'load' });
      // A scroll event starts the live site as a visitor's intent would; a synthetic one, because real
      // input would end the page's largest-contentful-paint measure.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    });
    const live = scoreOf((await flow.createFlowResult()).steps[0].lhr);
    await page.close();
    lighthouseRows.push({ route, first, live });
    console.log(
      `${route.padEnd(30)} Performance ${first.performance} (TBT ${Math.round(first.tbt)} ms), with the live start ${live.performance} (TBT ${Math.round(live.tbt)} ms); ` +
        `A11y/BP/SEO ${first.others.join('/')}`,
    );
  }
  await browser.disconnect();
  await chrome.kill();
}

// 4. The table, the budgets, docs/performance.md.
const show = (value, unit) =>
  Number.isNaN(value) ? 'n/a' : unit === 'bytes' ? `${(value / 1024).toFixed(0)} KB` : `${Math.round(value).toLocaleString('en')} ms`;
const lines = [
  `Phone profile: ${PHONE.viewport.width} x ${PHONE.viewport.height}, ${CPU_SLOWDOWN}x CPU slowdown, 1.6 Mbps down, 150 ms latency; median of ${RUNS} runs, each in a fresh browser profile, against the server of \`npm start\`.`,
  '',
  '| measure | budget | median | runs | met |',
  '|---|---|---|---|---|',
];
let ok = true;
for (const measure of MEASURES) {
  const value = median(runs[measure.key]);
  const met = value <= measure.budget;
  ok &&= met;
  const budget = measure.budget === Infinity ? '—' : `≤ ${show(measure.budget, measure.unit)}`;
  lines.push(
    `| ${measure.label} | ${budget} | ${show(value, measure.unit)} | ${runs[measure.key].map((run) => show(run, measure.unit)).join(', ')} | ${met ? 'yes' : '**no**'} |`,
  );
}
if (lighthouseRows.length) {
  lines.push('', '| route | Lighthouse mobile Performance, first load | with the live site started (TBT) | met (≥ 95) |', '|---|---|---|---|');
  for (const { route, first, live } of lighthouseRows) {
    const met = first.performance >= LIGHTHOUSE_BUDGET && live.performance >= LIGHTHOUSE_BUDGET;
    ok &&= met;
    lines.push(
      `| \`${route}\` | ${first.performance} (TBT ${Math.round(first.tbt)} ms) | ${live.performance} (TBT ${Math.round(live.tbt)} ms) | ${met ? 'yes' : '**no**'} |`,
    );
  }
}
const table = lines.join('\n');
console.log(`\n${table}\n`);
if (!args.includes('--no-write')) {
  const doc = path.join(root, 'docs/performance.md');
  const start = '<!-- bench:web -->';
  const end = '<!-- /bench:web -->';
  const text = fs.readFileSync(doc, 'utf8');
  const block = `${start}\n\`npm run bench:web\` of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:\n\n${table}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  fs.writeFileSync(
    doc,
    from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n## The phone, as shipped\n\n${block}\n`,
  );
  console.log('Written to docs/performance.md.');
}
console.log(ok ? 'All budgets met.' : 'Some budgets are not met (see above).');
process.exit(ok ? 0 : 1);
