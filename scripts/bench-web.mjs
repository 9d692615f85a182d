#!/usr/bin/env node
// `npm run bench:web`: what a visitor, a therapist and the admin on a mid-range phone get from the product as
// shipped. It starts the site as `npm start` does (scripts/start.mjs: the API's server, its static files,
// compression and headers, on a throw-away SQLite folder with the demo accounts), drives Debian's chromium
// with a phone profile (360 x 740, touch, 4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms latency), a
// fresh browser profile for every run, and prints the median and range of the runs beside each budget.
// Times are read in the page: from the tap's pointerdown to the first frame that shows what was asked for.
// Lighthouse 12 (mobile) scores every public route twice: as a visitor's first load finds it, and with the
// live site started during that load (its blocking time counted); and each staff dashboard, signed in.
// With --before=<folder>, a second checkout (another commit, built) is served beside this one and measured
// in the same runs, turn about, so that both see the same load of the machine.
// The table is written into docs/performance.md; the exit code is 1 when a budget of this build is missed.
// A benchmark, not a test: the figures depend on the machine, and nothing here asserts a time in CI.
//   --no-build            use the existing builds (else `npm start -- --rebuild` builds everything first)
//   --before=/tmp/before  also measure the build in that checkout (its own `npm start`, never rebuilt here)
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
/** "A page open 10 s": the live site has started (5 s after load at the latest) and the browser has been idle. */
const SETTLED_MS = 10_000;
const DEMO = {
  massager: { email: 'massager@kothrudwellness.demo', password: 'Massager@1234', label: 'Massager' },
  admin: { email: 'admin@kothrudwellness.demo', password: 'Admin@1234', label: 'Admin' },
};

/** The measures of the phone profile, each with its budget (medians of RUNS runs). */
const MEASURES = [
  { key: 'bookFresh', label: 'tap BOOK NOW! right after load → the Name field takes typing', budget: 2500, unit: 'ms' },
  { key: 'bookOpen', label: 'the same on a page open 10 s', budget: 300, unit: 'ms' },
  { key: 'response', label: 'visible response to the BOOK NOW! tap (dialog, skeleton or spinner)', budget: 100, unit: 'ms' },
  { key: 'menu', label: 'phone menu, first tap → links visible', budget: 200, unit: 'ms' },
  { key: 'bytes', label: 'visitor: bytes over the wire, navigation + first tap (until the live form has taken over)', budget: 300 * 1024, unit: 'bytes' },
  { key: 'liveFresh', label: 'for the record: tap BOOK NOW! right after load → the live form has taken over', budget: Infinity, unit: 'ms' },
  { key: 'loginFresh', label: 'tap Log In (phone menu) right after load → role choice visible', budget: 1000, unit: 'ms' },
  { key: 'loginOpen', label: 'the same on a page open 10 s', budget: 1000, unit: 'ms' },
  { key: 'loginResponse', label: 'visible response to the Log In tap', budget: 100, unit: 'ms' },
  { key: 'massagerDashboard', label: 'massager: Login press → dashboard with its counts', budget: 2000, unit: 'ms' },
  { key: 'adminDashboard', label: 'admin: Login press → dashboard with its counts', budget: 2000, unit: 'ms' },
  { key: 'panelMove', label: 'panel: dashboard card → the next screen with its data (both roles)', budget: 300, unit: 'ms' },
  { key: 'massagerBytes', label: 'massager: bytes over the wire, home page → filled dashboard', budget: 300 * 1024, unit: 'bytes' },
  { key: 'adminBytes', label: 'for the record: admin, home page → filled dashboard', budget: Infinity, unit: 'bytes' },
];
const LIGHTHOUSE_BUDGET = 98;

/** A checkout's site as `npm start` serves it, on a free port and a throw-away database. */
async function startSite(checkout, rebuild) {
  const port = await harness.freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-bench-web-'));
  const site = spawn(process.execPath, [path.join(checkout, 'scripts/start.mjs'), ...(rebuild ? ['--rebuild'] : [])], {
    cwd: checkout,
    // Every run signs in again from the same address: the login limit per address is raised, as the
    // browser tests do (the per-account ceilings stay).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1', RATE_LIMIT_LOGINS: '10000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    site.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // npm start builds what is missing first.
  await harness.waitForUrl(harness.healthUrls(base).ready, { child: site, timeoutMs: 15 * 60_000, intervalMs: 500 });
  return { base, stop };
}

const loadBefore = os.loadavg();
const beforeDir = option('before');
const sites = [{ name: 'this build', checkout: root, ...(await startSite(root, !args.includes('--no-build'))) }];
if (beforeDir) sites.push({ name: 'previous build', checkout: path.resolve(beforeDir), ...(await startSite(path.resolve(beforeDir), false)) });
for (const site of sites) console.log(`${site.name}: ${site.checkout} as npm start serves it, ${site.base}`);

// Every public route, from the one list of them in `shared` (its compiled rules, which the start above
// builds when they are missing), so that a new page is measured without a change here.
const { PUBLIC_PATHS, MASSAGER_PANEL_PATH, MASSAGER_ROUTES, ADMIN_PANEL_PATH, ADMIN_ROUTES } = await import('@wellness/shared/rules');
const routes = option('routes')?.split(',').filter(Boolean) ?? [...PUBLIC_PATHS];
const DASHBOARDS = { massager: `${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.dashboard}`, admin: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.dashboard}` };

// 2. The phone measures, each run in a browser of its own (empty cache, no cookies).
/**
 * In the page: `__expect(what, arg)` arms the next touch; from its pointerdown, each frame checks for a
 * visible response (a dialog, skeleton or spinner, or what was asked for) and for what was asked for.
 */
function recordTaps() {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const any = (selector, test = () => true) => [...document.querySelectorAll(selector)].some((element) => visible(element) && test(element));
  const text = (element) => element.textContent?.trim();
  const WANTED = {
    bookingForm: () => any('[role="dialog"] input[name="name"]', (input) => !input.disabled && !input.readOnly),
    menuLinks: () => any('#public-menu a', (link) => text(link) === 'About Us'),
    roleChoice: () =>
      any(
        '[role="dialog"]',
        (dialog) => /Select Your Role/.test(dialog.textContent) && any('button', (button) => dialog.contains(button) && text(button) === 'Massager'),
      ),
    dashboard: () => any('[data-testid="totalCustomerCount"]', (count) => /\d/.test(count.textContent)),
    panelData: (pathname) => window.location.pathname === pathname && any('main h1') && !document.querySelector('[data-testid="loading-dots"]'),
  };
  const responded = () => any('[role="dialog"], [role="alertdialog"], [role="progressbar"], [role="status"], [aria-busy="true"]');
  window.__tap = null;
  window.__expect = (want, arg) => {
    window.__tap = { want, arg, at: null, responded: null, shown: null };
  };
  window.addEventListener(
    'pointerdown',
    (event) => {
      const tap = window.__tap;
      if (!tap || tap.at !== null) return;
      tap.at = event.timeStamp;
      const poll = (time) => {
        const shown = WANTED[tap.want](tap.arg);
        if (tap.responded === null && (shown || responded())) tap.responded = time - tap.at;
        if (shown) tap.shown = time - tap.at;
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
  page.setDefaultTimeout(60_000);
  await page.addInitScript(recordTaps);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  return { browser, page, bytes: () => bytes };
}

/** Taps `target` after arming the page for `want`; resolves with the tap's times once it is shown. */
async function timedTap(page, target, want, arg) {
  await target.waitFor();
  await page.evaluate(([name, value]) => window.__expect(name, value), [want, arg]);
  await target.tap();
  await page.waitForFunction(() => window.__tap.shown !== null, null, { timeout: 60_000, polling: 100 });
  return page.evaluate(() => window.__tap);
}

/** Tap BOOK NOW! after `wait` ms on the loaded home page; the time until the Name field takes typing. */
async function bookNow(base, wait) {
  const { browser, page, bytes } = await phonePage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    if (wait) await page.waitForTimeout(wait);
    const tap = await timedTap(page, page.getByRole('button', { name: 'BOOK NOW!' }).first(), 'bookingForm');
    const name = page.getByRole('dialog').getByRole('textbox', { name: 'Name' });
    await name.fill('Asha');
    if ((await name.inputValue()) !== 'Asha') throw new Error('the Name field did not take the typing');
    // The pre-rendered page's copy of the dialog takes typing at once; the live form takes it over. The
    // bytes count until then: everything the first tap costs.
    const liveAt = Date.now();
    await page.locator('[data-prerendered-dialog]').waitFor({ state: 'detached' });
    await page.locator('[data-remote="mf-booking"]').waitFor();
    const live = tap.shown + (Date.now() - liveAt);
    if ((await name.inputValue()) !== 'Asha') throw new Error('the live form lost what was typed');
    return { typed: tap.shown, live, response: tap.responded, bytes: bytes() };
  } finally {
    await browser.close();
  }
}

/** Tap the phone menu right after load; the time until its first link is visible. */
async function menu(base) {
  const { browser, page } = await phonePage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    return (await timedTap(page, page.getByRole('button', { name: 'Open menu' }), 'menuLinks')).shown;
  } finally {
    await browser.close();
  }
}

/**
 * A member of staff on the phone: the home page (left open `wait` ms), the phone menu, Log In, the role,
 * the demo account's e-mail and password, Login, the dashboard's counts; then a dashboard card to the
 * screen it opens. The bytes count from the home page's navigation to the filled dashboard.
 */
async function staff(base, role, wait) {
  const { browser, page, bytes } = await phonePage();
  const account = DEMO[role];
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    if (wait) await page.waitForTimeout(wait);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const logIn = page.locator('#public-menu').getByRole('button', { name: 'Log In' });
    const login = await timedTap(page, logIn, 'roleChoice');
    // The role choice on screen may be the pre-rendered page's copy or the live dialog: either takes the press.
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: account.label }).last().tap();
    const form = page.getByRole('dialog', { name: `Login as ${account.label}` });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    const dashboard = await timedTap(page, form.getByRole('button', { name: 'Login' }), 'dashboard');
    const downloaded = bytes();
    const card = page.getByRole('link', { name: /^Total Customers: / });
    const next = new URL((await card.getAttribute('href')) ?? '', base).pathname;
    const move = await timedTap(page, card, 'panelData', next);
    return { login: login.shown, loginResponse: login.responded, dashboard: dashboard.shown, move: move.shown, bytes: downloaded };
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
const runsOf = new Map(sites.map((site) => [site, Object.fromEntries(MEASURES.map(({ key }) => [key, []]))]));
for (let run = 1; run <= RUNS; run += 1) {
  // Turn about, so that neither build always runs first on a machine whose load changes.
  for (const site of run % 2 ? sites : [...sites].reverse()) {
    const runs = runsOf.get(site);
    const fresh = await bookNow(site.base, 0);
    const open = await bookNow(site.base, SETTLED_MS);
    const menuMs = await menu(site.base);
    // Each role signs in once on a fresh page and once on a settled one, in turn from run to run.
    const massager = await staff(site.base, 'massager', run % 2 ? 0 : SETTLED_MS);
    const admin = await staff(site.base, 'admin', run % 2 ? SETTLED_MS : 0);
    runs.bookFresh.push(fresh.typed);
    runs.bookOpen.push(open.typed);
    runs.response.push(fresh.response, open.response);
    runs.bytes.push(fresh.bytes);
    runs.liveFresh.push(fresh.live);
    runs.menu.push(menuMs);
    const [freshStaff, openStaff] = run % 2 ? [massager, admin] : [admin, massager];
    runs.loginFresh.push(freshStaff.login);
    runs.loginOpen.push(openStaff.login);
    runs.loginResponse.push(massager.loginResponse, admin.loginResponse);
    runs.massagerDashboard.push(massager.dashboard);
    runs.adminDashboard.push(admin.dashboard);
    runs.panelMove.push(massager.move, admin.move);
    runs.massagerBytes.push(massager.bytes);
    runs.adminBytes.push(admin.bytes);
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `${site.name}, run ${run}: Book Now ${ms(fresh.typed)} (open 10 s: ${ms(open.typed)}), live form ${ms(fresh.live)}, response ${ms(fresh.response)}/${ms(open.response)}, ` +
        `menu ${ms(menuMs)}, ${(fresh.bytes / 1024).toFixed(1)} KB; Log In → roles ${ms(freshStaff.login)} fresh, ${ms(openStaff.login)} open; ` +
        `dashboard massager ${ms(massager.dashboard)}, admin ${ms(admin.dashboard)}; panel move ${ms(massager.move)}/${ms(admin.move)}; ` +
        `massager ${(massager.bytes / 1024).toFixed(1)} KB, admin ${(admin.bytes / 1024).toFixed(1)} KB`,
    );
  }
}

// 3. Lighthouse, mobile (its defaults: an emulated phone, simulated slow 4G, 4x CPU), on each route: the
// first load as it comes, and a load during which the live site starts (as soon as the page has loaded,
// so that the start's blocking time is in the trace). Then each staff dashboard, in a browser signed in
// through the site's own dialogs (its storage kept for the measured load).
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const scoreOf = (lhr) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  others: categories.slice(1).map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
});

async function signInForLighthouse(port, base, role) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    page.setDefaultTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: DEMO[role].label }).last().click();
    const form = page.getByRole('dialog', { name: `Login as ${DEMO[role].label}` });
    await form.getByLabel('Email').fill(DEMO[role].email);
    await form.getByLabel('Password').fill(DEMO[role].password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.locator('[data-testid="totalCustomerCount"]').waitFor();
    await page.close();
  } finally {
    // Leaves the browser running: only Playwright's connection to it ends.
    await browser.close();
  }
}

const lighthouseOf = new Map();
if (!args.includes('--no-lighthouse')) {
  for (const site of sites) {
    const rows = [];
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (const route of routes) {
      const first = scoreOf((await lighthouse(site.base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })).lhr);
      const page = await browser.newPage();
      const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } } });
      await flow.navigate(async () => {
        await page.goto(site.base + route, { waitUntil: 'load' });
        // A scroll event starts the live site as a visitor's intent would; a synthetic one, because real
        // input would end the page's largest-contentful-paint measure.
        await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      });
      const live = scoreOf((await flow.createFlowResult()).steps[0].lhr);
      await page.close();
      rows.push({ route, first, live });
      console.log(
        `${site.name}: ${route.padEnd(30)} Performance ${first.performance} (TBT ${Math.round(first.tbt)} ms), with the live start ${live.performance} ` +
          `(TBT ${Math.round(live.tbt)} ms); A11y/BP/SEO ${first.others.join('/')}`,
      );
    }
    const dashboards = [];
    for (const role of ['massager', 'admin']) {
      await signInForLighthouse(chrome.port, site.base, role);
      const result = (
        await lighthouse(site.base + DASHBOARDS[role], {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          disableStorageReset: true,
        })
      ).lhr;
      const score = scoreOf(result);
      dashboards.push({ role, path: DASHBOARDS[role], score, finalUrl: result.finalDisplayedUrl });
      console.log(
        `${site.name}: ${role} dashboard (${result.finalDisplayedUrl}) Performance ${score.performance}, LCP ${Math.round(score.lcp)} ms, TBT ${Math.round(score.tbt)} ms, ` +
          `CLS ${score.cls.toFixed(3)}; A11y/BP/SEO ${score.others.join('/')}`,
      );
      // The next role signs in afresh.
      const cleaner = await browser.newPage();
      await cleaner.goto(`${site.base}/`);
      await cleaner.evaluate(() => window.localStorage.clear());
      const session = await cleaner.createCDPSession();
      await session.send('Network.clearBrowserCookies');
      await cleaner.close();
    }
    lighthouseOf.set(site, { rows, dashboards });
    await browser.disconnect();
    await chrome.kill();
  }
}
const loadAfter = os.loadavg();

// 4. The table, the budgets, docs/performance.md.
const show = (value, unit) =>
  Number.isNaN(value) ? 'n/a' : unit === 'bytes' ? `${(value / 1024).toFixed(0)} KB` : `${Math.round(value).toLocaleString('en')} ms`;
const figure = (values, unit) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return 'n/a';
  const range = sorted.length > 1 ? ` (${show(sorted[0], unit)} – ${show(sorted.at(-1), unit)})` : '';
  return `${show(median(sorted), unit)}${range}`;
};
const [current, previous] = sites;
const load = (values) => values.map((value) => value.toFixed(2)).join(', ');
const lines = [
  `Phone profile: ${PHONE.viewport.width} x ${PHONE.viewport.height}, ${CPU_SLOWDOWN}x CPU slowdown, 1.6 Mbps down, 150 ms latency; median (and range) of ${RUNS} runs, ` +
    `each in a fresh browser profile, against the server of \`npm start\`${previous ? `; the previous build (${previous.checkout}) measured in the same runs, turn about` : ''}.`,
  `The machine: ${os.cpus().length} cores; load average (1, 5, 15 min) ${load(loadBefore)} at the start, ${load(loadAfter)} at the end.`,
  '',
  `| measure | budget | this build | ${previous ? 'previous build | ' : ''}met |`,
  `|---|---|---|${previous ? '---|' : ''}---|`,
];
let ok = true;
for (const measure of MEASURES) {
  const values = runsOf.get(current)[measure.key];
  const met = median(values) <= measure.budget;
  ok &&= met;
  const budget = measure.budget === Infinity ? '—' : `≤ ${show(measure.budget, measure.unit)}`;
  const before = previous ? `${figure(runsOf.get(previous)[measure.key], measure.unit)} | ` : '';
  lines.push(`| ${measure.label} | ${budget} | ${figure(values, measure.unit)} | ${before}${met ? 'yes' : '**no**'} |`);
}
if (lighthouseOf.size) {
  const lh = ({ performance, tbt }) => `${performance} (TBT ${Math.round(tbt)} ms)`;
  lines.push(
    '',
    `| route | Lighthouse mobile Performance, first load | with the live site started | ${previous ? 'previous build: first / live | ' : ''}met (≥ ${LIGHTHOUSE_BUDGET}) |`,
    `|---|---|---|${previous ? '---|' : ''}---|`,
  );
  const before = previous ? lighthouseOf.get(previous) : null;
  for (const { route, first, live } of lighthouseOf.get(current).rows) {
    const met = first.performance >= LIGHTHOUSE_BUDGET && live.performance >= LIGHTHOUSE_BUDGET;
    ok &&= met;
    const old = before?.rows.find((row) => row.route === route);
    const oldCell = previous ? `${old ? `${lh(old.first)} / ${lh(old.live)}` : 'n/a'} | ` : '';
    lines.push(`| \`${route}\` | ${lh(first)} | ${lh(live)} | ${oldCell}${met ? 'yes' : '**no**'} |`);
  }
  const vitals = ({ performance, lcp, tbt, cls }) => `${performance} (LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)})`;
  lines.push('', `| signed in (Lighthouse mobile, storage kept) | Performance | ${previous ? 'previous build | ' : ''}`, `|---|---|${previous ? '---|' : ''}`);
  for (const { role, path: dashboard, score } of lighthouseOf.get(current).dashboards) {
    const old = before?.dashboards.find((row) => row.role === role);
    lines.push(`| ${role} dashboard \`${dashboard}\` | ${vitals(score)} | ${previous ? `${old ? vitals(old.score) : 'n/a'} | ` : ''}`);
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
for (const site of sites) site.stop();
console.log(ok ? 'All budgets met.' : 'Some budgets are not met (see above).');
process.exit(ok ? 0 : 1);
