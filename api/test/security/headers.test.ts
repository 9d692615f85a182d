import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import { type Answer, apiPath, eventually, startServer, type TestServer, validBooking, webRootOf } from '../helpers';
import { matrixAnswers } from './routes';

const HTML = { accept: 'text/html,application/xhtml+xml' };

let server: TestServer;
let root: string;

beforeAll(async () => {
  root = webRootOf(
    {
      'shell/dist/index.html': '<!doctype html><title>shell</title><script defer src=/main.js></script><div id="root"></div>',
      'shell/dist/main.js': 'console.log("shell")',
      'shell/dist/remotes.json': '{}',
      'mf-public/dist/remoteEntry.js': 'var remote = 1;',
    },
    'wellness-sec-web-',
  );
  server = await startServer({ WEB_ROOT: root });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(what: string, answer: Answer) {
  const csp = answer.headers.get('content-security-policy');
  expect([what, typeof csp]).toEqual([what, 'string']);
  const d = directives(csp!);
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  expect([what, scripts]).toEqual([what, expect.arrayContaining(["'self'"])]);
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect([what, scripts]).toEqual([what, expect.not.arrayContaining([bad])]);
  expect([what, d.get('frame-ancestors')]).toEqual([what, ["'self'"]]);
  expect([what, d.get('object-src')]).toEqual([what, ["'none'"]]);
  expect([what, answer.headers.get('x-content-type-options')]).toEqual([what, 'nosniff']);
  expect([what, answer.headers.get('referrer-policy')]).toEqual([what, 'strict-origin-when-cross-origin']);
  expect([what, answer.headers.get('x-frame-options')]).toEqual([what, 'SAMEORIGIN']);
  expect([what, answer.headers.get('x-powered-by')]).toEqual([what, null]);
}

describe('security headers on every HTML and API answer', () => {
  test('pages, static files and the manifest', async () => {
    const c = server.client();
    for (const url of ['/', '/about-us', '/admin-panel/customer-list', '/massager-panel', '/no-such-page']) {
      const answer = await c.get(url, HTML);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expectSecurityHeaders(`GET ${url}`, answer);
    }
    for (const url of ['/main.js', '/remotes.json', '/remotes/mf-public/remoteEntry.js', '/missing.js']) expectSecurityHeaders(`GET ${url}`, await c.get(url));
  });

  test('every API route, for the right caller and for the refused one', async () => {
    for (const { route, answer } of await matrixAnswers(server)) expectSecurityHeaders(`${route.method} ${route.path} → ${answer.status}`, answer);
  });

  test('error answers: 400, 403, 404, 413, 415, 429', async () => {
    const c = server.client();
    const answers: [string, Answer][] = [
      ['400', await c.post(apiPath(ENDPOINTS.addCustomer), '{"name":', { 'content-type': 'application/json' })],
      ['403', await c.post(apiPath(ENDPOINTS.addCustomer), validBooking(), { origin: 'https://evil.example' })],
      ['404', await c.get('/api/nope.php')],
      ['413', await c.post(apiPath(ENDPOINTS.addCustomer), validBooking({ issue: 'x'.repeat(200_000) }))],
      ['415', await c.post(apiPath(ENDPOINTS.addCustomer), 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })],
    ];
    const limited = await startServer({ RATE_LIMIT_BOOKINGS: '1' });
    try {
      await limited.client().post(apiPath(ENDPOINTS.addCustomer), validBooking());
      answers.push(['429', await limited.client().post(apiPath(ENDPOINTS.addCustomer), validBooking())]);
    } finally {
      await limited.close();
    }
    for (const [status, answer] of answers) {
      expect(String(answer.status)).toBe(status);
      expectSecurityHeaders(status, answer);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  test('JSON answers are JSON, never HTML that a browser would run', async () => {
    const admin = await server.admin();
    const answer = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: '<script>' });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the policy follows the served remotes.json: a remote at a new origin needs no restart', () => {
  test('origins of the manifest are allowed, and a rewritten manifest is followed within a second or two', async () => {
    const site = webRootOf({ 'shell/dist/index.html': '<!doctype html><title>shell</title>' }, 'wellness-csp-');
    const manifest = path.join(site, 'shell', 'dist', 'remotes.json');
    const write = (bookingAt: string) =>
      fs.writeFileSync(
        manifest,
        JSON.stringify({ remotes: { mf_public: '/remotes/mf-public/mf-manifest.json', mf_booking: `${bookingAt}/mf-manifest.json` } }),
      );
    write('https://booking.example.com');
    const served = await startServer({ WEB_ROOT: site });
    try {
      const scriptSrc = async () =>
        directives((await served.client().get(apiPath(ENDPOINTS.healthLive))).headers.get('content-security-policy')!).get('script-src');
      expect(await scriptSrc()).toEqual(["'self'", 'https://booking.example.com']);
      write('https://booking2.example.net');
      await eventually(async () => (await scriptSrc())?.join(' ') === "'self' https://booking2.example.net", 5000, 'the new origin in script-src');
    } finally {
      await served.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
