import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ENDPOINTS } from '@wellness/shared/rules';
import { apiPath, startServer, type TestServer, webRootOf } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function makeWebRoot(): string {
  return webRootOf({
    'shell/dist/index.html': '<!doctype html><title>shell</title><div id="root"></div>',
    'shell/dist/main.0123abcd4567ef89.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'shell/dist/remotes.json': '{"mf-public":"/remotes/mf-public/mf-manifest.json"}',
    'mf-public/dist/remoteEntry.js': 'var remote = 1;',
    'mf-public/dist/mf-manifest.json': '{"name":"mf_public"}',
    'mf-public/dist/412.89abcdef01234567.js': 'chunk',
    'mf-public/dist/seo/sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
    'mf-public/dist/seo/robots.txt': 'User-agent: *\nAllow: /\n',
  });
}

/** A GET that shows the bytes as sent (fetch would decompress them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
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

  test.each(['/about-us', '/admin-panel/customer-list', '/customerRegistration?x=1', '/contact-us/'])(
    'a page path (%s) gets index.html with 200, whatever the Accept header',
    async (url) => {
      for (const headers of [HTML, { accept: '*/*' }, { accept: 'application/json' }]) {
        const answer = await server.client().get(url, headers);
        expect([url, headers.accept, answer.status]).toEqual([url, headers.accept, 200]);
        expect(answer.headers.get('content-type')).toMatch(/text\/html/);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect(answer.headers.get('x-robots-tag')).toBeNull();
      }
    },
  );

  test.each(['/xyz', '/no-such-page', '/about-us/more', '/missing.0123abcd.js', '/wake.js.map'])(
    'any other path (%s) answers 404 with the shell (Page Not Found), kept out of search indexes',
    async (url) => {
      for (const headers of [HTML, { accept: '*/*' }]) {
        const answer = await server.client().get(url, headers);
        expect([url, answer.status]).toEqual([url, 404]);
        expect(answer.headers.get('content-type')).toMatch(/text\/html/);
        expect(answer.headers.get('x-robots-tag')).toBe('noindex');
        expect(answer.buffer.toString()).toContain('<title>shell</title>');
      }
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

  test('a missing remote file is 404 JSON, not a page', async () => {
    const answer = await server.client().get('/remotes/mf-public/missing.0123abcd.js', HTML);
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

  test('files go out as their build-time brotli or gzip copy when the client takes it, with Vary', async () => {
    const text = 'console.log("a script long enough to be worth compressing");\n'.repeat(50);
    const files = ['shell/dist/main.js', 'mf-public/dist/412.89abcdef01234567.js', 'shell/dist/prerendered/index.html'];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
      fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(text));
    }
    try {
      for (const url of ['/main.js', '/remotes/mf-public/412.89abcdef01234567.js', '/']) {
        const br = await rawGet(server.url + url, 'br, gzip');
        expect([url, br.headers['content-encoding'], br.headers.vary]).toEqual([url, 'br', expect.stringMatching(/accept-encoding/i)]);
        expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
        const gz = await rawGet(server.url + url, 'gzip');
        expect([url, gz.headers['content-encoding']]).toEqual([url, 'gzip']);
        expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
        const plain = await rawGet(server.url + url, '');
        expect([url, plain.headers['content-encoding'], plain.body.toString()]).toEqual([url, undefined, text]);
      }
      // The compressed copy is cached as the file it stands for.
      const chunk = await rawGet(`${server.url}/remotes/mf-public/412.89abcdef01234567.js`, 'br');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await rawGet(`${server.url}/main.js`, 'br')).headers['content-type']).toMatch(/javascript/);
      expect((await rawGet(`${server.url}/`, 'br')).headers['content-type']).toMatch(/text\/html/);
    } finally {
      for (const file of files) for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(root, file + suffix), { force: true });
    }
  });

  test('JSON answers over 1 KB are compressed, small ones are not', async () => {
    fs.writeFileSync(path.join(root, 'shell/dist/remotes.json'), JSON.stringify({ pad: 'x'.repeat(2000) }));
    const big = await rawGet(`${server.url}/remotes.json`, 'br, gzip');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString()).pad).toHaveLength(2000);
    const small = await rawGet(`${server.url}/api/health`, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('the API still works beside the site', async () => {
    expect((await server.client().get(apiPath(ENDPOINTS.health))).body.status).toBe('ok');
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
    const root = webRootOf({}, 'wellness-empty-');
    const server = await startServer({ WEB_ROOT: root });
    try {
      expect((await server.client().get(apiPath(ENDPOINTS.health))).status).toBe(200);
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
      const csp = (await server.client().get(apiPath(ENDPOINTS.health))).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' http://localhost:4001 http://localhost:4002");
      expect(csp).toContain("connect-src 'self' http://localhost:4001 http://localhost:4002");
    } finally {
      await server.close();
    }
  });
});
