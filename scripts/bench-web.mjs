#!/usr/bin/env node
// `npm run bench:web`: builds the front end, serves it (gzip, like production), loads each public route
// in Debian's chromium and prints per route the JavaScript and total bytes transferred (gzip) and
// Lighthouse 12's mobile scores, then checks the budgets of issue 4. A pre-rendered page starts the live
// site on the visitor's first intent (shell/src/wake.ts), so each route also gets the live site's bytes
// and the main-thread cost of its start, measured after a key press.
//   --no-build      use the existing dist folders
//   --routes=/,/benefits   only these routes
//   --details       also the longest main-thread tasks and each script's time, per route
//   CHROMIUM_PATH   browser (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FRONT_END = ['shell', 'mf-public', 'mf-booking', 'mf-auth', 'mf-admin', 'mf-massager'];
const LAZY_REMOTES = ['mf-booking', 'mf-auth', 'mf-admin', 'mf-massager'];
const ROUTES = ['/', '/about-us', '/cupping-therapy-treatment', '/sciatica-pain-relief-massage', '/ayurvedic-body-massage', '/deep-tissue-massage', '/full-body-waxing', '/benefits', '/contact-us', '/our-certification'];
const BUDGET = { homeJsBytes: 250 * 1024, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 };

const routes = (args.find((arg) => arg.startsWith('--routes='))?.slice(9).split(',') ?? ROUTES).filter(Boolean);

// 1. Build (sequentially: two cores).
if (!args.includes('--no-build')) {
  for (const workspace of FRONT_END) {
    console.log(`Building ${workspace}...`);
    const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(root, workspace), stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // The pre-rendered public pages are part of the site (they need the API's build to be served from).
  for (const workspace of ['shared', 'api']) {
    if (workspace === 'api' || !fs.existsSync(path.join(root, 'shared/dist/index.js'))) {
      console.log(`Building ${workspace}...`);
      const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  }
  console.log('Pre-rendering the public pages...');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/prerender.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// 2. Serve the builds as the production server does: gzip, remotes under /remotes/<name>/, SPA fallback.
const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.css': 'text/css', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
function sendFile(request, response, file) {
  const body = fs.readFileSync(file);
  const ext = path.extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': /[.-][0-9a-f]{8,}[.-]/i.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (/\.(js|html|json|svg|css|txt|xml)$/.test(file) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    response.end(zlib.gzipSync(body, { level: 9 }));
  } else {
    response.writeHead(200, headers);
    response.end(body);
  }
}
const server = http.createServer((request, response) => {
  const url = decodeURIComponent((request.url ?? '/').split('?')[0]);
  if (url.startsWith('/api/')) {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    return response.end('{"status":"error","message":"Not found."}');
  }
  // What issue 4 asks the server for: the SEO files at the root (built by mf-public).
  if (url === '/sitemap.xml' || url === '/robots.txt') return sendFile(request, response, path.join(root, 'mf-public/dist/seo', url.slice(1)));
  const remote = url.match(/^\/remotes\/(mf-[a-z]+)\/(.+)$/);
  if (remote) {
    const file = path.join(root, remote[1], 'dist', path.normalize(remote[2]));
    if (isFile(file)) return sendFile(request, response, file);
    response.writeHead(404);
    return response.end();
  }
  const shellDist = path.join(root, 'shell/dist');
  const file = path.join(shellDist, path.normalize(url));
  if (url !== '/' && isFile(file)) return sendFile(request, response, file);
  // Pre-rendered public pages (scripts/prerender.mjs), as api/src/plugins/web.ts serves them.
  const name = url === '/' ? 'index' : url.slice(1);
  const prerendered = /^[a-z0-9-]+$/.test(name) && (name !== 'index' || url === '/') ? path.join(shellDist, 'prerendered', `${name}.html`) : '';
  return sendFile(request, response, isFile(prerendered) ? prerendered : path.join(shellDist, 'index.html'));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://localhost:${server.address().port}`;

// 3. Bytes transferred per route, on a phone-sized window with an empty cache: at load (a pre-rendered
// page runs only wake.js, shell/src/wake.ts) and once the live site has started on the visitor's first
// intent (a key press here). The live start's main-thread cost is measured at Lighthouse's 4x CPU
// slowdown: the long tasks (over 50 ms) from the intent until the live page has settled, and the time
// blocked beyond 50 ms in each (what Lighthouse would count as blocking time).
async function measureTransfer(route) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  // One entry per address (main.js is prefetched, then taken from the prefetch cache).
  client.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { url: response.url, type, bytes: 0 }));
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  const tally = () => {
    const byUrl = new Map();
    for (const entry of requests.values()) {
      const known = byUrl.get(entry.url);
      byUrl.set(entry.url, { ...entry, type: known?.type === 'Script' ? 'Script' : entry.type, bytes: Math.max(known?.bytes ?? 0, entry.bytes) });
    }
    const all = [...byUrl.values()];
    // A prefetched script counts as JavaScript, whether or not it has run.
    const js = all.filter((entry) => entry.type === 'Script' || /\.js$/.test(new URL(entry.url).pathname));
    return { jsBytes: js.reduce((sum, entry) => sum + entry.bytes, 0), totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0), all };
  };
  await page.goto(base + route, { waitUntil: 'load' });
  await page.getByRole('contentinfo').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  const atLoad = tally();
  const intentAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => !document.getElementById('prerendered'), null, { timeout: 60_000 });
  await page.waitForTimeout(3000);
  const longTasks = (await page.evaluate(() => window.__longTasks)).filter((task) => task.start >= intentAt);
  await browser.close();
  const live = tally();
  const lazyRemoteLoaded = live.all.filter((entry) => LAZY_REMOTES.some((name) => entry.url.includes(`/remotes/${name}/`))).map((entry) => entry.url);
  return {
    jsBytes: atLoad.jsBytes,
    totalBytes: atLoad.totalBytes,
    liveJsBytes: live.jsBytes,
    liveTotalBytes: live.totalBytes,
    startLongTasks: longTasks.length,
    startBlockingMs: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    startLongestMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    lazyRemoteLoaded,
  };
}

// 4. Lighthouse 12, mobile (its default: emulated phone, simulated slow 4G and 4x CPU slowdown).
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
async function audit(route) {
  const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
    // Where the main thread went (--details): the longest tasks and each script's evaluation time.
    longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 8).map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms ${String(item.url).replace(base, '')}`),
    failingNodes: Object.values(audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .flatMap((item) => (item.details?.items ?? []).slice(0, 3).map((entry) => `${item.id}: ${entry.node?.snippet ?? ''}`)),
    bootup: (audits['bootup-time']?.details?.items ?? []).slice(0, 8).map((item) => `${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms) ${String(item.url).replace(base, '')}`),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
let ok = true;
for (const route of routes) {
  const transfer = await measureTransfer(route);
  const scores = await audit(route);
  const problems = [];
  // The budget holds for the live page's JavaScript, not only for what runs before the visitor's intent.
  if (route === '/' && transfer.liveJsBytes > BUDGET.homeJsBytes) problems.push(`live JS ${kb(transfer.liveJsBytes)} > 250 KB`);
  if (transfer.lazyRemoteLoaded.length) problems.push(`loaded ${transfer.lazyRemoteLoaded.length} file(s) of the booking/auth/admin/massager remotes`);
  if (scores.performance < BUDGET.performance) problems.push(`Performance ${scores.performance} < 95`);
  if (scores.accessibility < BUDGET.accessibility) problems.push(`Accessibility ${scores.accessibility}`);
  if (scores.bestPractices < BUDGET.bestPractices) problems.push(`Best Practices ${scores.bestPractices}`);
  if (scores.seo < BUDGET.seo) problems.push(`SEO ${scores.seo}`);
  if (!(scores.cls <= BUDGET.cls)) problems.push(`CLS ${scores.cls.toFixed(3)} > 0.02`);
  ok &&= problems.length === 0;
  rows.push({ route, ...transfer, ...scores, problems });
  console.log(
    `${route.padEnd(30)} JS ${kb(transfer.jsBytes).padStart(9)}  total ${kb(transfer.totalBytes).padStart(9)}  ` +
      `Perf ${String(scores.performance).padStart(3)}  A11y ${String(scores.accessibility).padStart(3)}  BP ${String(scores.bestPractices).padStart(3)}  SEO ${String(scores.seo).padStart(3)}  ` +
      `CLS ${scores.cls.toFixed(3)}  LCP ${(scores.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(scores.tbtMs)} ms\n` +
      `${' '.repeat(30)} live site on intent: JS ${kb(transfer.liveJsBytes).padStart(9)}  total ${kb(transfer.liveTotalBytes).padStart(9)}  ` +
      `start at 4x CPU: ${transfer.startLongTasks} long tasks, longest ${Math.round(transfer.startLongestMs)} ms, blocking ${Math.round(transfer.startBlockingMs)} ms` +
      (problems.length ? `\n${' '.repeat(32)}over budget: ${problems.join('; ')}` + (scores.failing.length ? `\n${' '.repeat(32)}failing audits: ${scores.failing.join(', ')}` : '') : ''),
  );
  if (args.includes('--details')) {
    for (const line of scores.longTasks) console.log(`${' '.repeat(32)}long task ${line}`);
    for (const line of scores.bootup) console.log(`${' '.repeat(32)}script ${line}`);
    for (const line of scores.failingNodes) console.log(`${' '.repeat(32)}${line}`);
  }
}

await chrome.kill();
server.close();
if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
console.log(ok ? '\nAll budgets met.' : '\nSome budgets are not met (see above).');
process.exit(ok ? 0 : 1);
