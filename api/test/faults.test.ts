import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ENDPOINTS, FORGOT_PASSWORD_SERVER_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import { freePort, healthUrls, startApi } from '../../scripts/lib/harness.cjs';
import { isUnavailable } from '../src/db/errors';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, startServer, validBooking } from './helpers';

const REPO = path.resolve(__dirname, '..', '..');

describe('which errors mean the database is unavailable (503, never 500)', () => {
  const locked = (make: (message: string) => Error) => Object.assign(make('database is locked'), { code: 'SQLITE_BUSY' });

  test('a lock, an extended code of its family, and a dropped connection', () => {
    expect(isUnavailable(locked((m) => new Error(m)))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_TRUNCATE' }))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  test('wrapped by a plugin, or made in another realm (a native addon bound to a sandbox Error), it still counts', () => {
    const foreign = locked((m) => vm.runInNewContext('new Error(m)', { m }) as Error);
    expect(foreign instanceof Error).toBe(false);
    expect(isUnavailable(foreign)).toBe(true);
    expect(isUnavailable(new Error('rate limit count failed', { cause: foreign }))).toBe(true);
  });

  test('a constraint failure, a bug or nothing at all does not', () => {
    expect(isUnavailable(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
    expect(isUnavailable('busy')).toBe(false);
  });
});

describe('mail server down', () => {
  test('the reset request fails with the spec message; bookings, logins and lists go on', async () => {
    const server = await startServer();
    try {
      await server.smtp.close(); // nothing listens on the SMTP port any more
      const c = server.client();
      const reset = await c.post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.admin.email, role: 'admin' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent });
      // No usable code was left behind.
      const open = await server.app.db
        .selectFrom('otp_codes')
        .select('id')
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date().toISOString())
        .execute();
      expect(open).toEqual([]);
      const log = await server.app.db.selectFrom('mail_log').select('outcome').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(log.outcome).toBe('failed');
      // Everything else still works.
      expect((await c.post(apiPath(ENDPOINTS.addCustomer), validBooking())).status).toBe(200);
      const admin = await server.admin();
      expect((await admin.get(apiPath(ENDPOINTS.adminCounts))).body.data.totalCustomerCount).toBe(1);
      expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Asha' })).body.data).toHaveLength(1);
      expect((await server.client().get(apiPath(ENDPOINTS.health))).status).toBe(200);
      // Asking again while it is still down fails the same way, and the server is still up.
      expect((await c.post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.massager.email, role: 'massager' })).body).toEqual({
        message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent,
      });
      expect((await server.client().login(DEMO_ACCOUNTS.massager.email, DEMO_ACCOUNTS.massager.password, 'massager')).body.status).toBe('success');
    } finally {
      // The receiver is already closed; close() on it again is harmless.
      await server.close().catch(() => undefined);
    }
  }, 60_000);
});

describe('the database not there when the API starts', () => {
  test('the process answers on its port while it waits: live, not ready, 503 with Retry-After; SIGTERM ends it', async () => {
    if (!fs.existsSync(path.join(REPO, 'shared', 'dist', 'index.js'))) execFileSync('npx', ['tsc', '-p', 'shared/tsconfig.build.json'], { cwd: REPO });
    if (!fs.existsSync(path.join(REPO, 'api', 'dist', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: REPO });
    // Nothing listens on the database's port: every connection is refused, as when PostgreSQL is not up yet.
    const deadPort = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-waiting-'));
    // Started once live (the process answers on its port while it waits for the database).
    const api = await startApi({
      dataDir,
      env: { DATABASE_URL: `postgres://nobody:x@127.0.0.1:${deadPort}/none`, LOG_LEVEL: 'silent' },
      ready: 'live',
      timeoutMs: 10_000,
      output: 'ignore',
    });
    const { base, process: child } = api;
    try {
      const ready = await fetch(healthUrls(base).ready);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).not.toBeNull();
      const booking = await fetch(`${base}/api${ENDPOINTS.addCustomer.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validBooking()),
      });
      expect(booking.status).toBe(503);
      expect(await booking.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.busy });
      expect(child.exitCode).toBeNull();
      child.kill('SIGTERM');
      expect((await api.exited).code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
