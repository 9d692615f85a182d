import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type TestServer } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  write('shell/dist/main.0123abcd4567ef89.js', 'console.log("shell")');
  write('shell/dist/favicon.ico', 'icon');
  write('shell/dist/remotes.json', '{"mf-public":"/remotes/mf-public/mf-manifest.json"}');
  write('mf-public/dist/remoteEntry.js', 'var remote = 1;');
  write('mf-public/dist/mf-manifest.json', '{"name":"mf_public"}');
  write('mf-public/dist/412.89abcdef01234567.js', 'chunk');
  write('mf-public/dist/seo/sitemap.xml', '<?xml version="1.0"?><urlset></urlset>');
  write('mf-public/dist/seo/robots.txt', 'User-agent: *\nAllow: /\n');
  return root;
}

describe('the composed site (WEB_ROOT)', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = makeWebRoot();
    server = await startServer({ WEB_ROOT: root });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('/ serves the shell index.html, not cached, with the security headers', async () => {
    const answer = await server.client().get('/', HTML);
    expect(answer.status).toBe(200);
    expect(answer.buffer.toString()).toContain('<title>shell</title>');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test.each(['/about-us', '/admin-panel/customer-list', '/xyz', '/customerRegistration?x=1'])(
    'any other page path (%s) gets index.html with 200 (the shell shows the page or Page Not Found)',
    async (url) => {
      const answer = await server.client().get(url, HTML);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    },
  );

  test('a content-hashed file is cached for a year; other files get no immutable header', async () => {
    const hashed = await server.client().get('/main.0123abcd4567ef89.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await server.client().get('/favicon.ico');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  test('a missing file that is not a page is 404 JSON', async () => {
    const answer = await server.client().get('/missing.0123abcd.js', { accept: '*/*' });
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe('error');
  });

  test('unknown /api paths stay 404 JSON even for a browser', async () => {
    const answer = await server.client().get('/api/unknown', HTML);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/json/);
  });

  test('remote files are served under /remotes/<name>/ with CORS and the right caching', async () => {
    const entry = await server.client().get('/remotes/mf-public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const manifest = await server.client().get('/remotes/mf-public/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await server.client().get('/remotes/mf-public/412.89abcdef01234567.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('a file published into a remote after start is served (no restart)', async () => {
    fs.writeFileSync(path.join(root, 'mf-public/dist/999.fedcba9876543210.js'), 'new chunk');
    const answer = await server.client().get('/remotes/mf-public/999.fedcba9876543210.js');
    expect(answer.status).toBe(200);
    expect(answer.buffer.toString()).toBe('new chunk');
  });

  test('a remote without a build answers 404, not a page', async () => {
    const answer = await server.client().get('/remotes/mf-admin/remoteEntry.js', HTML);
    expect(answer.status).toBe(404);
  });

  test('/remotes.json comes from shell/dist, not cached, and is re-read at each request', async () => {
    const first = await server.client().get('/remotes.json');
    expect(first.body).toEqual({ 'mf-public': '/remotes/mf-public/mf-manifest.json' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    fs.writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{"mf-public":"http://cdn.example/mf-public/mf-manifest.json"}');
    const second = await server.client().get('/remotes.json');
    expect(second.body['mf-public']).toBe('http://cdn.example/mf-public/mf-manifest.json');
  });

  test('a public path with a pre-rendered copy gets it, security headers and all; other paths get the shell', async () => {
    fs.mkdirSync(path.join(root, 'shell/dist/prerendered'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/prerendered/index.html'), '<title>Home copy</title><div id="prerendered"></div>');
    fs.writeFileSync(path.join(root, 'shell/dist/prerendered/contact-us.html'), '<title>Contact copy</title><div id="prerendered"></div>');
    try {
      const home = await server.client().get('/', HTML);
      expect(home.status).toBe(200);
      expect(home.buffer.toString()).toContain('Home copy');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await server.client().get('/contact-us?from=ad', HTML)).buffer.toString()).toContain('Contact copy');
      for (const url of ['/index', '/contact-us/x', '/admin-panel', '/%2e%2e%2fcontact-us']) {
        expect((await server.client().get(url, HTML)).buffer.toString()).toContain('<title>shell</title>');
      }
    } finally {
      fs.rmSync(path.join(root, 'shell/dist/prerendered'), { recursive: true, force: true });
    }
  });

  test('the public sitemap.xml and robots.txt answer at the site root', async () => {
    const sitemap = await server.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.buffer.toString()).toContain('<urlset>');
    const robots = await server.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.buffer.toString()).toContain('User-agent: *');
  });

  test('the API still works beside the site', async () => {
    expect((await server.client().get('/api/health')).body.status).toBe('ok');
  });
});

describe('REMOTES_MANIFEST and missing builds', () => {
  test('REMOTES_MANIFEST overrides shell/dist/remotes.json', async () => {
    const root = makeWebRoot();
    const manifest = path.join(root, 'deployed-remotes.json');
    fs.writeFileSync(manifest, '{"mf-booking":"http://localhost:4002/mf-manifest.json"}');
    const server = await startServer({ WEB_ROOT: root, REMOTES_MANIFEST: manifest });
    try {
      expect((await server.client().get('/remotes.json')).body).toEqual({ 'mf-booking': 'http://localhost:4002/mf-manifest.json' });
    } finally {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('a WEB_ROOT without any build starts; pages are 404 and /api works', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-empty-'));
    const server = await startServer({ WEB_ROOT: root });
    try {
      expect((await server.client().get('/api/health')).status).toBe(200);
      expect((await server.client().get('/', HTML)).status).toBe(404);
      expect((await server.client().get('/remotes.json')).status).toBe(404);
    } finally {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('REMOTE_ORIGINS are allowed to serve scripts in the Content-Security-Policy', async () => {
    const server = await startServer({ REMOTE_ORIGINS: 'http://localhost:4001, http://localhost:4002' });
    try {
      const csp = (await server.client().get('/api/health')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' http://localhost:4001 http://localhost:4002");
      expect(csp).toContain("connect-src 'self' http://localhost:4001 http://localhost:4002");
    } finally {
      await server.close();
    }
  });
});
