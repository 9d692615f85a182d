import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, FORGOT_PASSWORD_SERVER_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, newestCustomerId, onPostgres, startServer, validBooking } from './helpers';

const REPO = path.resolve(__dirname, '..', '..');

describe('the server process killed with SIGKILL in the middle of bookings', () => {
  // The full run (2,000 bookings at concurrency 50) is `npm run test:faults`; this is a smaller one.
  beforeAll(() => {
    // `npm test` builds after the unit tests: build the API here when it has not been built yet.
    if (!fs.existsSync(path.join(REPO, 'shared', 'dist', 'index.js'))) execFileSync('npx', ['tsc', '-p', 'shared/tsconfig.build.json'], { cwd: REPO });
    if (!fs.existsSync(path.join(REPO, 'api', 'dist', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: REPO });
  }, 180_000);

  (onPostgres ? test.skip : test)(
    'every booking that got a success answer is in the database; 0 lost',
    async () => {
      const out = await new Promise<string>((resolve, reject) => {
        execFile(
          process.execPath,
          [path.join(REPO, 'scripts', 'fault-bookings.mjs'), '--total=400', '--concurrency=20', '--kill-at=0.4', '--json'],
          { cwd: REPO, timeout: 120_000 },
          (err, stdout, stderr) => {
            // Exit code 1 is a failed check: the figures tell which.
            if (err && !stdout) reject(new Error(`${err.message}\n${stderr}`));
            else resolve(stdout);
          },
        );
      });
      const result = JSON.parse(out.trim().split('\n').pop()!);
      expect(result).toMatchObject({ killed: true, lost: 0, integrity: 'ok', foreignKeyProblems: 0, status5xx: 0, success: 400, distinctBookingsStored: 400 });
      // Each stored booking wrote its admin notification in the same transaction.
      expect(result.notificationsForThem).toBeGreaterThanOrEqual(result.stored);
    },
    150_000,
  );
});

describe('mail server down', () => {
  test('the reset request fails with the spec message; bookings, logins and lists go on', async () => {
    const server = await startServer();
    try {
      await server.smtp.close(); // nothing listens on the SMTP port any more
      const c = server.client();
      const started = Date.now();
      const reset = await c.post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.admin.email, role: 'admin' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent });
      expect(Date.now() - started).toBeLessThan(15_000);
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
      expect((await server.client().get('/api/health')).status).toBe(200);
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

/**
 * Another process takes the SQLite write lock for `ms` (the server waits for locks synchronously, so the
 * lock must be held outside this process). Resolves once the lock is held; `done` once it is released.
 */
async function holdLock(file: string, ms: number): Promise<{ done: Promise<void> }> {
  const script = `
    const db = require('better-sqlite3')(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); process.exit(0); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return { done };
}

(onPostgres ? describe.skip : describe)('database locked or busy', () => {
  test('a short lock is waited out; a long one answers 503 (never 500); nothing half-written; the file stays intact', async () => {
    const server = await startServer();
    const file = path.join(server.dataDir, 'wellness.sqlite');
    try {
      const admin = await server.admin();
      // 1. Locked for 300 ms (below the 2 s busy timeout): a write waits and succeeds.
      let lock = await holdLock(file, 300);
      const waited = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Waited Out' }));
      expect(waited.status).toBe(200);
      await lock.done;

      // 2. Locked for longer than the wait: writes and reads in parallel all answer 200 or 503, never 500.
      const waitedId = await newestCustomerId(server, 'Waited Out');
      lock = await holdLock(file, 3000);
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: `Blocked ${'x'.repeat(i + 1)}` }))),
        ...Array.from({ length: 2 }, () =>
          admin.post(apiPath(ENDPOINTS.updateCustomer), {
            c_id: waitedId,
            name: 'Changed Name',
            contact: '9000000000',
            email: 'c@example.com',
            address: 'Pune',
            prefgender: 'any',
            age: 30,
            adate: '2026-12-01',
            atime: '10:00',
          }),
        ),
        ...Array.from({ length: 2 }, () => admin.get(apiPath(ENDPOINTS.adminCounts))),
      ]);
      await lock.done;
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) {
          expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.busy });
          expect(answer.headers.get('retry-after')).toBe('1');
        }
      }
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      // A booking answered 503 left nothing behind; one answered 200 is there.
      const okBookings = answers.slice(0, 6).flatMap((a, i) => (a.status === 200 ? [`Blocked ${'x'.repeat(i + 1)}`] : []));
      const blocked = await server.app.db.selectFrom('customers').select('name').where('name', 'like', 'Blocked%').execute();
      expect(blocked.map((r) => r.name).sort()).toEqual(okBookings.sort());

      // 3. Afterwards everything works and the file is intact.
      expect((await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'After The Lock' }))).status).toBe(200);
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(server.app.db)).rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql`pragma foreign_key_check`.execute(server.app.db)).rows).toEqual([]);
      const orphans = await sql<{
        n: number;
      }>`select count(*) as n from customers c where not exists (select 1 from notifications n where n.customer_id = c.id)`.execute(server.app.db);
      expect(Number(orphans.rows[0]?.n)).toBe(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('the database not there when the API starts', () => {
  test('the process answers on its port while it waits: live, not ready, 503 with Retry-After; SIGTERM ends it', async () => {
    if (!fs.existsSync(path.join(REPO, 'shared', 'dist', 'index.js'))) execFileSync('npx', ['tsc', '-p', 'shared/tsconfig.build.json'], { cwd: REPO });
    if (!fs.existsSync(path.join(REPO, 'api', 'dist', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: REPO });
    const net = await import('node:net');
    const freePort = () =>
      new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number };
          server.close(() => resolve(port));
        });
      });
    // Nothing listens on the database's port: every connection is refused, as when PostgreSQL is not up yet.
    const [apiPort, deadPort] = [await freePort(), await freePort()];
    const dataDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'wellness-waiting-'));
    const child = spawn(process.execPath, [path.join(REPO, 'api', 'dist', 'server.js')], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        DATABASE_URL: `postgres://nobody:x@127.0.0.1:${deadPort}/none`,
        SMTP_URL: '',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${apiPort}`;
    try {
      let live: Response | null = null;
      for (let i = 0; i < 100 && !live; i += 1) {
        live = await fetch(`${base}/health/live`).catch(() => null);
        if (!live) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(live?.status).toBe(200);
      const ready = await fetch(`${base}/health/ready`);
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
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
