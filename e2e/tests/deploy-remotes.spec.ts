import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { freePort, REPO_ROOT, runNode, startApi, startServer } from '../../scripts/lib/harness.cjs';
import { hashTree, sha256 } from '../support/processes';
import { expect, test } from '../support/test';

/**
 * Independent deployment of remotes. This file starts its own servers, not the shared webServer:
 * the shell and the API on one origin (api/dist/server.js, with REMOTES_MANIFEST pointing at a remotes.json
 * of its own), mf-booking and mf-public published with `scripts/publish-remote.mjs` to a static host on
 * another origin (scripts/serve-remotes.mjs, CORS for the shell's origin only). Then mf-booking is replaced
 * by a new build while the site runs, and later by a build made against an incompatible @wellness/shared.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const PUBLISH = path.join(REPO_ROOT, 'scripts/publish-remote.mjs');
const SERVE_REMOTES = path.join(REPO_ROOT, 'scripts/serve-remotes.mjs');
const BUILD_VARIANT = path.join(REPO_ROOT, 'e2e/support/build-remote-variant.mjs');
const NEW_HEADING = 'Book a home visit today';

let workDir: string;
// The booking team's own copy of mf-booking, outside the workspace (no node_modules above it).
let variantDir: string;
let remotesRoot: string;
let manifestFile: string;
let shellOrigin: string;
let remoteOrigin: string;
const servers: { stop(): Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const file of ['shell/dist/index.html', 'api/dist/server.js', 'mf-booking/dist/mf-manifest.json', 'mf-public/dist/mf-manifest.json']) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-deploy-'));
  variantDir = path.join(workDir, 'team', 'mf-booking');
  remotesRoot = path.join(workDir, 'remotes');
  manifestFile = path.join(workDir, 'remotes.json');
  fs.copyFileSync(path.join(REPO_ROOT, 'shell/dist/remotes.json'), manifestFile);
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  shellOrigin = `http://127.0.0.1:${shellPort}`;
  remoteOrigin = `http://127.0.0.1:${remotePort}`;

  // Each team publishes its current build to the remotes host; the served remotes.json gets their addresses.
  for (const remote of ['mf-public', 'mf-booking']) {
    await runNode(PUBLISH, [remote, '--no-build', '--to', path.join(remotesRoot, remote), '--url', `${remoteOrigin}/${remote}/`, '--manifest', manifestFile]);
  }
  servers.push(
    await startServer(
      SERVE_REMOTES,
      ['--root', remotesRoot, '--port', String(remotePort), '--allow-origin', shellOrigin],
      {},
      `${remoteOrigin}/mf-booking/mf-manifest.json`,
    ),
  );
  servers.push(
    await startApi({
      dataDir: path.join(workDir, 'data'),
      port: shellPort,
      env: { WEB_ROOT: REPO_ROOT, REMOTES_MANIFEST: manifestFile, REMOTE_ORIGINS: remoteOrigin, SEED_DEMO: '1' },
      timeoutMs: 120_000,
      output: 'capture',
    }),
  );
});

test.afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** Loads a page and records every script and JSON file it fetched: URL → sha256 of the body. */
async function loadRecording(page: Page, url: string, ready: () => Promise<void>): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    const address = response.url();
    if (!/\.(js|json)(\?|$)/.test(address) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(address.split('?')[0]!, sha256(body)),
        () => undefined,
      ),
    );
  };
  // Routing turns the browser cache off: every file is fetched whole (a revalidated 304 has no body to compare).
  await page.route('**/*', (route) => route.continue());
  page.on('response', listener);
  await page.goto(url);
  await ready();
  // The public chrome is part of what both loads must fetch; then let the last requests settle
  // (bounded: an embedded third-party frame that cannot be reached must not hold the test).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  page.off('response', listener);
  await page.unroute('**/*');
  await Promise.all(pending);
  return bodies;
}

const from = (bodies: Map<string, string>, prefix: string) => new Map([...bodies].filter(([url]) => url.startsWith(prefix)));
/** The shell's own files (not the API, not the served remotes.json). */
const shellFiles = (bodies: Map<string, string>) =>
  new Map([...from(bodies, shellOrigin)].filter(([url]) => !url.startsWith(`${shellOrigin}/api/`) && !url.endsWith('/remotes.json')));

test('the shell loads mf-booking and mf-public from another origin, with CORS for the shell only', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const bodies = await loadRecording(page, `${shellOrigin}/customerRegistration`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Book a home visit' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
  expect(from(bodies, `${remoteOrigin}/mf-booking/`).has(`${remoteOrigin}/mf-booking/remoteEntry.js`)).toBe(true);
  expect(from(bodies, `${remoteOrigin}/mf-public/`).has(`${remoteOrigin}/mf-public/remoteEntry.js`)).toBe(true);
  expect([...bodies.keys()].filter((url) => url.includes('/remotes/mf-booking/') || url.includes('/remotes/mf-public/'))).toEqual([]);
  expect(errors).toEqual([]);

  // The remotes host answers CORS for the shell's origin and for no other.
  const manifestUrl = `${remoteOrigin}/mf-booking/mf-manifest.json`;
  const allowed = await request.get(manifestUrl, { headers: { Origin: shellOrigin } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(shellOrigin);
  expect(allowed.headers()['cache-control']).toBe('no-cache');
  const foreign = await request.get(manifestUrl, { headers: { Origin: 'https://elsewhere.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  // The API serves the remotes.json it was pointed at.
  const served = await (await request.get(`${shellOrigin}/remotes.json`)).json();
  expect(served.remotes.mf_booking).toBe(`${remoteOrigin}/mf-booking/mf-manifest.json`);
  expect(served.remotes.mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');
});

test('a new build of mf-booking published while the site runs reaches the next page load; the shell and mf-public are untouched', async ({ page }) => {
  const shellTree = hashTree(path.join(REPO_ROOT, 'shell/dist'));
  const publicTree = hashTree(path.join(remotesRoot, 'mf-public'));
  const before = await loadRecording(page, `${shellOrigin}/customerRegistration`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Book a home visit' })).toBeVisible();
  });

  // The booking team's change: its own copy of mf-booking, outside the workspace, with one visible text
  // changed, built with the same factory and published by the documented command to the same address.
  expect(path.relative(REPO_ROOT, variantDir).startsWith('..')).toBe(true);
  fs.mkdirSync(variantDir, { recursive: true });
  fs.cpSync(path.join(REPO_ROOT, 'mf-booking/src'), path.join(variantDir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'mf-booking/package.json'), path.join(variantDir, 'package.json'));
  const pageSource = path.join(variantDir, 'src/booking/BookingPage.tsx');
  const source = fs.readFileSync(pageSource, 'utf8');
  expect(source).toContain('Book a home visit');
  fs.writeFileSync(pageSource, source.replace('Book a home visit', NEW_HEADING));
  const output = await runNode(PUBLISH, ['mf-booking', '--from', variantDir, '--to', path.join(remotesRoot, 'mf-booking')]);
  expect(output).toContain('published to');

  // The page already open keeps working with the build it loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Book a home visit' })).toBeVisible();

  const after = await loadRecording(page, `${shellOrigin}/customerRegistration`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  });
  // mf-booking's entry changed...
  const bookingEntry = `${remoteOrigin}/mf-booking/remoteEntry.js`;
  expect(after.get(bookingEntry)).toBeDefined();
  expect(after.get(bookingEntry)).not.toBe(before.get(bookingEntry));
  // ...while the shell and mf-public served the same files, byte for byte. Which lazy chunks a load has
  // fetched by the time the network is idle depends on the machine's pace, so the files both loads
  // fetched are compared (the entries among them), and the built trees on disk below.
  for (const [pick, entry] of [
    [shellFiles, `${shellOrigin}/main.js`],
    [(b: Map<string, string>) => from(b, `${remoteOrigin}/mf-public/`), `${remoteOrigin}/mf-public/remoteEntry.js`],
  ] as const) {
    const was = pick(before);
    const now = pick(after);
    expect(was.has(entry) && now.has(entry), entry).toBe(true);
    for (const [url, hash] of now) if (was.has(url)) expect({ url, hash }).toEqual({ url, hash: was.get(url) });
  }
  expect(hashTree(path.join(REPO_ROOT, 'shell/dist'))).toEqual(shellTree);
  expect(hashTree(path.join(remotesRoot, 'mf-public'))).toEqual(publicTree);
});

test('a mf-booking built against an incompatible @wellness/shared shows a clear message, never a blank page', async ({ page }) => {
  // Published to a new address; only its line of remotes.json changes (no restart of anything).
  const nextDir = path.join(remotesRoot, 'mf-booking-next');
  await runNode(BUILD_VARIANT, ['mf-booking', variantDir, nextDir, '^99.0.0']);
  const nextManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'mf-manifest.json'), 'utf8'));
  expect(nextManifest.shared.find((s: { name: string }) => s.name === '@wellness/shared').requiredVersion).toBe('^99.0.0');
  await runNode(PUBLISH, [
    'mf-booking',
    '--no-build',
    '--from',
    variantDir,
    '--to',
    nextDir,
    '--url',
    `${remoteOrigin}/mf-booking-next`,
    '--manifest',
    manifestFile,
  ]);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${shellOrigin}/customerRegistration`);
  const alert = page.getByRole('alert').filter({ hasText: 'published for a different version of the site' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('mf_booking needs @wellness/shared ^99.0.0');
  // The rest of the page is there: header and footer from mf-public.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The incompatible code itself was never loaded.
  expect(requested).toContain(`${remoteOrigin}/mf-booking-next/mf-manifest.json`);
  expect(requested.filter((url) => url.startsWith(`${remoteOrigin}/mf-booking-next/`) && url.endsWith('.js'))).toEqual([]);

  // Other pages keep working.
  await page.goto(`${shellOrigin}/about-us`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});
