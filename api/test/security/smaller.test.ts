import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ENDPOINTS, SESSION_IDLE_MS } from '@wellness/shared/rules';
import type { FastifyRequest } from 'fastify';
import { loadSession } from '../../src/plugins/auth';
import { bookingConfirmationMail } from '../../src/services/customer-mail';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { advanceClock, apiPath, Client, openStream, serverForFile, startServer, type TestServer } from '../helpers';

const { admin: ADMIN } = DEMO_ACCOUNTS;

const server = serverForFile();

/** One raw request, target and headers as given (fetch would rewrite an absolute-form target). */
function rawRequest(port: number, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: target, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const portOf = (s: TestServer) => Number(new URL(s.url).port);

describe('notification streams', () => {
  test('a massager session opening 30 streams gets refusals beyond 5', async () => {
    const massager = await server.massager();
    const streams = [];
    for (let i = 0; i < 30; i += 1) streams.push(await openStream(massager, apiPath(ENDPOINTS.notificationStream)));
    try {
      const statuses = streams.map((s) => s.status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      // Health stays fast to answer (nothing waits on the streams).
      expect((await server.client().get(apiPath(ENDPOINTS.healthLive))).status).toBe(200);
      // Another session still gets its own.
      const other = await openStream(await server.massager(), apiPath(ENDPOINTS.notificationStream));
      expect(other.status).toBe(200);
      other.close();
    } finally {
      for (const s of streams) s.close();
    }
  });

  test("a stream's heartbeat checks the session without keeping it alive past the idle end", async () => {
    const admin = await server.admin();
    const token = admin.cookie!.split('=')[1]!;
    const request = { cookies: { wellness_session: token }, overHttps: false } as unknown as FastifyRequest;
    advanceClock(SESSION_IDLE_MS - 10 * 60_000);
    expect(await loadSession(server.app.db, request, { touch: false })).not.toBeNull();
    advanceClock(11 * 60_000);
    expect(await loadSession(server.app.db, request, { touch: false })).toBeNull();
    expect((await admin.get(apiPath(ENDPOINTS.session))).status).toBe(401);
  });
});

describe('no-store whatever the form of the request target', () => {
  test('an absolute-form request for a personal-data route carries no-store', async () => {
    const admin = await server.admin();
    const port = portOf(server);
    const answer = await rawRequest(port, `http://127.0.0.1:${port}${apiPath(ENDPOINTS.combinedList)}`, { cookie: admin.cookie! });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const unknown = await rawRequest(port, `http://127.0.0.1:${port}/api/nothing-here.php?x=1`);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe("Node's own refusals carry the security headers", () => {
  test('431 for oversized headers and 400 for a malformed request', async () => {
    const port = portOf(server);
    const send = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        let got = '';
        socket.on('data', (d) => (got += d.toString('latin1')));
        socket.on('end', () => resolve(got));
        socket.on('error', reject);
      });
    const big = await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431/);
    const bad = await send('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    for (const answer of [big, bad]) {
      expect(answer).toMatch(/\r\nContent-Security-Policy: /i);
      expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
      expect(answer).toMatch(/\r\nX-Frame-Options: /i);
    }
  });
});

describe('cookies over HTTPS', () => {
  test('with COOKIE_SECURE=1 only the __Host- cookie is read', async () => {
    const secure = await startServer({ COOKIE_SECURE: '1', SEED_DEMO: '1' });
    try {
      const c = await secure.admin();
      expect(c.cookie).toMatch(/^__Host-wellness_session=/);
      expect((await c.get(apiPath(ENDPOINTS.session))).status).toBe(200);
      const planted = new Client(secure.url);
      planted.cookie = c.cookie!.replace('__Host-wellness_session', 'wellness_session');
      expect((await planted.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('demo accounts', () => {
  const demoSignsIn = async (s: TestServer) => (await s.client().login(ADMIN.email, ADMIN.password, 'admin')).body?.status === 'success';

  test('none when ADMIN_EMAIL is set or the site is served over HTTPS, unless SEED_DEMO=1', async () => {
    for (const [env, expected] of [
      [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Owner pass 1 long' }, false],
      [{ COOKIE_SECURE: '1' }, false],
      [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Owner pass 1 long', SEED_DEMO: '1' }, true],
      [{}, true],
    ] as const) {
      const s = await startServer(env);
      try {
        expect([env, await demoSignsIn(s)]).toEqual([env, expected]);
      } finally {
        await s.close();
      }
    }
  });
});

describe('mails to addresses nobody verified', () => {
  test('greet by the first name only, at most 20 letters, or not at all', () => {
    const mail = (name: string) => bookingConfirmationMail({ name, reference: 'KW-ABCDEFG', appointment: '', link: '/booking/x' }).text;
    expect(mail('Asha Kulkarni')).toContain('Dear Asha,');
    expect(mail('Asha Kulkarni')).not.toContain('Kulkarni');
    expect(mail('Your account is suspended call')).toContain('Dear Your,');
    expect(mail('Your account is suspended call')).not.toContain('suspended');
    expect(mail('Abcdefghijklmnopqrstuvwxyz Kale')).toMatch(/^Hello,/);
  });

  test("an older install's outbox is tightened at start", async () => {
    const older = await startServer({ SMTP_URL: '' });
    const outbox = path.join(older.dataDir, 'outbox');
    try {
      fs.mkdirSync(outbox, { recursive: true });
      fs.chmodSync(outbox, 0o755);
      fs.writeFileSync(path.join(outbox, 'old.eml'), 'Subject: old', { mode: 0o644 });
      fs.chmodSync(path.join(outbox, 'old.eml'), 0o644);
      await older.app.close();
      const restarted = await startServer({ SMTP_URL: '' }, older);
      await restarted.app.close();
      expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(outbox, 'old.eml')).mode & 0o777).toBe(0o600);
    } finally {
      await older.smtp.close();
      fs.rmSync(older.dataDir, { recursive: true, force: true });
    }
  });
});
