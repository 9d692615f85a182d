/**
 * Faults of the SQLite file itself (a killed process, another process's lock): PostgreSQL's are in
 * operations.postgres.test.ts. jest.config.cjs runs *.sqlite.test.ts only without TEST_DATABASE_URL.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { apiPath, newestCustomerId, startServer, validBooking } from './helpers';

const REPO = path.resolve(__dirname, '..', '..');

describe('the server process killed with SIGKILL in the middle of bookings', () => {
  // The full run (2,000 bookings at concurrency 50) is `npm run test:faults`; this is a smaller one.
  beforeAll(() => {
    // `npm test` builds after the unit tests: build the API here when it has not been built yet.
    if (!fs.existsSync(path.join(REPO, 'shared', 'dist', 'index.js'))) execFileSync('npx', ['tsc', '-p', 'shared/tsconfig.build.json'], { cwd: REPO });
    if (!fs.existsSync(path.join(REPO, 'api', 'dist', 'server.js'))) execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: REPO });
  }, 180_000);

  test('every booking that got a success answer is in the database; 0 lost', async () => {
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
  }, 150_000);
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

describe('database locked or busy', () => {
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

describe('a busy database', () => {
  test('a write that cannot get the SQLite lock in time answers 503 and changes nothing; then it works', async () => {
    const Database = (await import('better-sqlite3')).default;
    const path = await import('node:path');
    const busy = await startServer();
    const other = new Database(path.join(busy.dataDir, 'wellness.sqlite'));
    try {
      other.exec('BEGIN EXCLUSIVE');
      const answer = await busy.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Blocked Writer' }));
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.busy });
      other.exec('ROLLBACK');
      const after = await busy.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Blocked Writer' }));
      expect(after.status).toBe(200);
      const rows = await busy.app.db.selectFrom('customers').select('id').where('name', '=', 'Blocked Writer').execute();
      expect(rows).toHaveLength(1);
    } finally {
      other.close();
      await busy.close();
    }
  }, 60_000);
});
