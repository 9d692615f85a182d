import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, SESSION_IDLE_MS } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { advanceClock, apiPath, Client, onPostgres, serverForFile, sha256, startServer, validBooking } from '../helpers';
import { matrixAnswers } from './routes';

const { admin: ADMIN } = DEMO_ACCOUNTS;

const server = serverForFile({ SMTP_URL: '' });

describe('nothing private is kept by a browser or a shared cache', () => {
  test('every API answer of the role matrix carries Cache-Control: no-store, for the right caller and the refused one', async () => {
    for (const { route, answer } of await matrixAnswers(server)) {
      expect([route.method, route.path, answer.status, answer.headers.get('cache-control')]).toEqual([route.method, route.path, answer.status, 'no-store']);
    }
  });
});

describe('files on disk are readable by their owner only', () => {
  test('the data folder is 0700; the database, its WAL and the mail outbox are 0600', async () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(server.dataDir)).toBe(0o700);
    // A mail without SMTP_URL goes to the outbox.
    await server.client().post(apiPath(ENDPOINTS.forgotPassword), { email: ADMIN.email, role: 'admin' });
    const outbox = path.join(server.dataDir, 'outbox');
    expect(mode(outbox)).toBe(0o700);
    const mails = fs.readdirSync(outbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect([mail, mode(path.join(outbox, mail))]).toEqual([mail, 0o600]);
    const database = path.join(server.dataDir, 'wellness.sqlite');
    if (onPostgres) {
      // On PostgreSQL the data lives in the database server: no database file is written here.
      expect(fs.existsSync(database)).toBe(false);
      return;
    }
    await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking());
    for (const file of [database, `${database}-wal`, `${database}-shm`]) expect([file, mode(file)]).toEqual([file, 0o600]);
  });
});

describe('sessions', () => {
  test('a session ends after 2 hours without a request; requests keep it alive', async () => {
    const busy = await server.admin();
    const idle = await server.admin();
    for (let i = 0; i < 3; i += 1) {
      advanceClock(SESSION_IDLE_MS - 10 * 60_000);
      expect((await busy.get(apiPath(ENDPOINTS.session))).status).toBe(200);
    }
    expect((await idle.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    expect((await idle.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(401);
    expect((await busy.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(200);
  });

  test("a massager's sessions end when the admin changes its e-mail, not on another edit", async () => {
    const admin = await server.admin();
    const email = 'moving.massager@example.com';
    await admin.post(apiPath(ENDPOINTS.addMassager), {
      name: 'Moving Massager',
      contact: '9833333333',
      email,
      gender: 'Male',
      username: 'moving',
      password: sha256('Moving pass 1'),
      address: 'Kothrud',
      age: 33,
    });
    const m = await server.massager(email, 'Moving pass 1');
    const id = (await m.get(apiPath(ENDPOINTS.session))).body.massager_id as number;
    const edit = (to: string, name: string) =>
      admin.post(apiPath(ENDPOINTS.updateMassager), { m_id: id, name, contact: '9833333333', email: to, address: 'Kothrud', age: 33 });
    expect((await edit(email, 'Moving Again')).body.status).toBe('success');
    expect((await m.get(apiPath(ENDPOINTS.session))).status).toBe(200);
    expect((await edit('moved.massager@example.com', 'Moving Again')).body.status).toBe('success');
    expect((await m.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    await server.massager('moved.massager@example.com', 'Moving pass 1');
  });
});

describe('over HTTPS: a __Host- cookie, Secure, and HSTS; over HTTP neither', () => {
  const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0]?.split('=')[0];

  test('behind a trusted proxy that says https', async () => {
    const proxied = await startServer({ TRUST_PROXY: 'true' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const c = new Client(proxied.url);
      const answer = await c.post(apiPath(ENDPOINTS.login), { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' }, https);
      const setCookie = answer.headers.get('set-cookie')!;
      expect(cookieOf(setCookie)).toBe('__Host-wellness_session');
      expect(setCookie).toMatch(/;\s*Secure/i);
      expect(setCookie).toMatch(/;\s*Path=\//i);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect((await c.get(apiPath(ENDPOINTS.session), https)).status).toBe(200);
      // A plain cookie planted beside it is not read over HTTPS.
      const planted = new Client(proxied.url);
      planted.cookie = c.cookie!.replace('__Host-wellness_session', 'wellness_session');
      expect((await planted.get(apiPath(ENDPOINTS.session), https)).status).toBe(401);

      const plain = await new Client(proxied.url).login(ADMIN.email, ADMIN.password, 'admin');
      expect(cookieOf(plain.headers.get('set-cookie'))).toBe('wellness_session');
      expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  test('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const answer = await server
      .client()
      .post(apiPath(ENDPOINTS.login), { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' }, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(answer.headers.get('set-cookie'))).toBe('wellness_session');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  test('with COOKIE_SECURE=1', async () => {
    const secure = await startServer({ COOKIE_SECURE: '1', SEED_DEMO: '1' });
    try {
      const answer = await secure.client().login(ADMIN.email, ADMIN.password, 'admin');
      expect(cookieOf(answer.headers.get('set-cookie'))).toBe('__Host-wellness_session');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('malformed requests still carry the security headers', () => {
  test.each([['/%'], ['/api/%E0%A4%A'], ['/about-us%zz']])('GET %s → 400 with the headers', async (url) => {
    const answer = await server.client().get(url);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
