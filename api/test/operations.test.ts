import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer, OUTBOX_KEEP_MS } from '../src/services/mail';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, Client, eventually, freshPostgresDatabase, onPostgres, startServer, type TestServer, validBooking } from './helpers';

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({}, undefined, { logLines });
});
afterAll(async () => {
  await server.close();
});

describe('health that tells the truth', () => {
  test.each([['/api/health/live'], ['/health/live']])('%s: the process is up', async (url) => {
    const answer = await server.client().get(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  test.each([['/api/health/ready'], ['/health/ready']])('%s: database, disk and migrations', async (url) => {
    const answer = await server.client().get(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', database: 'ok', disk: onPostgres ? 'not-checked' : 'ok', migrations: 'current' });
  });
});

describe('a request id on every answer and in every log line of the request', () => {
  test('a fresh id each time; a client cannot choose it unless a trusted proxy sends it', async () => {
    const one = await server.client().get('/api/health/live', { 'x-request-id': 'chosen-by-client' });
    const two = await server.client().get('/api/health/live');
    expect(one.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.headers.get('x-request-id')).not.toBe(one.headers.get('x-request-id'));
    const id = one.headers.get('x-request-id')!;
    const lines = logLines.filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line).reqId).toBe(id);

    const proxied = await startServer({ TRUST_PROXY: 'true' });
    try {
      const kept = await proxied.client().get('/api/health/live', { 'x-request-id': 'proxy-id-123' });
      expect(kept.headers.get('x-request-id')).toBe('proxy-id-123');
    } finally {
      await proxied.close();
    }
  });
});

(onPostgres ? describe.skip : describe)('SQLite out of space', () => {
  test('writes answer 503 with Retry-After (never 500), ready says full; with room again all works', async () => {
    const db = server.app.db;
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    // The database may not grow: what a full disk does to SQLite (SQLITE_FULL).
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      const answers = [];
      for (let i = 0; i < 40; i += 1) {
        answers.push(await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Disk Full', issue: 'x'.repeat(900) })));
      }
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.body).toEqual({ status: 'error', message: SERVER_MESSAGES.busy });
      expect(refused[0]!.headers.get('retry-after')).toBe('1');
      const ready = await server.client().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', disk: 'full' });
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
    }
    expect((await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Room Again' }))).status).toBe(200);
    expect((await server.client().get('/api/health/ready')).status).toBe(200);
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(integrity.rows[0]!.integrity_check).toBe('ok');
  });
});

describe('three instances started together on an empty database', () => {
  test('all come up; the demo and admin accounts exist once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-three-'));
    const pg = onPostgres ? await freshPostgresDatabase() : null;
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Owner pass 1',
    });
    const apps = await Promise.all([1, 2, 3].map(() => buildApp(config, { logger: false })));
    try {
      const staff = await apps[0]!.db.selectFrom('staff').select(['email']).orderBy('email').execute();
      expect(staff.map((s) => s.email)).toEqual([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.massager.email, 'owner@example.com'].sort());
      expect((await apps[0]!.db.selectFrom('feedback_videos').select('id').execute()).length).toBe(3);
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(apps[0]!.db);
      expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rows.length);
    } finally {
      for (const app of apps) await app.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A TCP proxy to PostgreSQL that can stop forwarding (what SIGSTOP does to the server) and start again. */
async function pausableProxy(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (paused) from.pause();
        to.write(chunk);
      });
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause() {
      paused = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      paused = false;
      for (const s of sockets) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

(onPostgres ? describe : describe.skip)('PostgreSQL that stalls or is not there yet', () => {
  test('stalled: every request answers 503 within 5 s and ready is false; resumed: all answer normally', async () => {
    const pg = await freshPostgresDatabase();
    const target = new URL(pg.url);
    const proxy = await pausableProxy(target);
    const viaProxy = new URL(pg.url);
    viaProxy.port = String(proxy.port);
    const app = await buildApp(loadConfig({ DATABASE_URL: viaProxy.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-stall-')) }), {
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    try {
      const admin = new Client(url);
      await admin.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, 'admin');
      proxy.pause();
      const started = Date.now();
      const answers = await Promise.all([
        new Client(url).post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Stalled Booking' })),
        admin.get(apiPath(ENDPOINTS.adminCounts)),
        new Client(url).get('/api/health/ready'),
        ...Array.from({ length: 12 }, () => new Client(url).get(apiPath(ENDPOINTS.feedbackVideos))),
      ]);
      const took = Date.now() - started;
      expect(took).toBeLessThan(5500);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).not.toBeNull();
      }
      expect(answers[2].body).toMatchObject({ status: 'not ready', database: 'unavailable' });

      proxy.resume();
      // It recovers by itself: no restart.
      await eventually(async () => (await new Client(url).get('/api/health/ready')).status === 200, 5000, 'readiness after the stall');
      expect((await new Client(url).post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'After Stall' }))).status).toBe(200);
      expect((await admin.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(200);
    } finally {
      proxy.resume();
      await app.close();
      await proxy.close();
      await pg.drop();
    }
  });

  test('not there at start: the API waits, then comes up by itself', async () => {
    const pg = await freshPostgresDatabase();
    const free = await pausableProxy(new URL(pg.url));
    const port = free.port;
    await free.close();
    const viaProxy = new URL(pg.url);
    viaProxy.port = String(port);
    const lines: string[] = [];
    const starting = buildApp(loadConfig({ DATABASE_URL: viaProxy.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-wait-')) }), {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await eventually(() => lines.some((line) => line.includes('database not reachable yet')), 10_000, 'the "not reachable yet" log line');
    const proxy = await pausableProxy(new URL(pg.url), port);
    const app = await starting;
    try {
      expect(await app.db.selectFrom('staff').select('email').execute()).toHaveLength(2);
    } finally {
      await app.close();
      await proxy.close();
      await pg.drop();
    }
  });
});

describe('operator commands (built)', () => {
  const REPO = path.resolve(__dirname, '..', '..');
  let dist: string;
  const run = (script: string, args: string[], env: Record<string, string>) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(process.execPath, [path.join(dist, script), ...args], { env: { ...process.env, ...env }, timeout: 60_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
      );
    });

  beforeAll(() => {
    // Compiled afresh, so that the commands tested are those of this source.
    if (!fs.existsSync(path.join(REPO, 'shared', 'dist', 'index.js'))) execFileSync('npx', ['tsc', '-p', 'shared/tsconfig.build.json'], { cwd: REPO });
    dist = fs.mkdtempSync(path.join(__dirname, '..', '.test-dist-'));
    execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--outDir', dist], { cwd: REPO });
  }, 120_000);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  test('migrate status lists every migration as done; up has nothing to apply', async () => {
    const env = { DATA_DIR: server.env.DATA_DIR!, DATABASE_URL: server.env.DATABASE_URL ?? '' };
    const status = await run('migrate.js', ['status'], env);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/done\s+0001_initial/);
    expect(status.out).not.toMatch(/pending/);
    const up = await run('migrate.js', ['up'], env);
    expect(up.out).toMatch(/nothing to apply/);
    expect((await run('migrate.js', ['sideways'], env)).code).toBe(2);
  });

  (onPostgres ? test.skip : test)('backup: a consistent copy while the API runs, the newest N kept, and a restore that works', async () => {
    await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Backed Up' }));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-backups-'));
    const env = { DATA_DIR: server.env.DATA_DIR!, DATABASE_URL: '' };
    for (let i = 0; i < 3; i += 1) {
      const made = await run('backup.js', [folder, '--keep=2'], env);
      expect(made.code).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(2);
    for (const f of files) expect(fs.statSync(path.join(folder, f)).mode & 0o777).toBe(0o600);
    // Restore: the copy as the database file of a new data folder.
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-restored-'));
    fs.copyFileSync(path.join(folder, files.sort().at(-1)!), path.join(restoredDir, 'wellness.sqlite'));
    const restored = await startServer({ DATA_DIR: restoredDir, SEED_DEMO: '0' });
    try {
      const row = await restored.app.db.selectFrom('customers').select('name').where('name', '=', 'Backed Up').executeTakeFirst();
      expect(row).toEqual({ name: 'Backed Up' });
      expect((await restored.admin().then((c) => c.get(apiPath(ENDPOINTS.adminCounts)))).status).toBe(200);
    } finally {
      await restored.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('/metrics for the operator', () => {
  test('Prometheus text from loopback: requests by route, refusals, mails; 404 through a proxy or from elsewhere', async () => {
    await server.client().get(apiPath(ENDPOINTS.feedbackVideos));
    await server.client().post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.admin.email, role: 'admin' });
    const answer = await server.client().get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = answer.buffer.toString();
    expect(text).toMatch(/wellness_http_request_duration_seconds_count\{method="GET",route="\/api\/FeedbackVideo.php",status="200"\} \d+/);
    expect(text).toMatch(/wellness_mails_total\{outcome="sent"\} \d+/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    expect((await server.client().get('/metrics', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    const elsewhere = await startServer({ METRICS_ALLOW: '10.9.9.9' });
    try {
      expect((await elsewhere.client().get('/metrics')).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('the local mail outbox is pruned', () => {
  test(`mails older than ${OUTBOX_KEEP_MS / 86_400_000} days are removed, newer ones kept`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-outbox-'));
    try {
      const outbox = path.join(dataDir, 'outbox');
      fs.mkdirSync(outbox);
      const old = path.join(outbox, '1-otp-old.eml');
      const recent = path.join(outbox, '2-otp-new.eml');
      fs.writeFileSync(old, 'old');
      fs.writeFileSync(recent, 'new');
      const longAgo = new Date(Date.now() - OUTBOX_KEEP_MS - 60_000);
      fs.utimesSync(old, longAgo, longAgo);
      const mailer = createMailer({ smtpUrl: null, from: 'x@example.com', dataDir, db: null as never, log: null as never });
      expect(await mailer.pruneOutbox()).toBe(1);
      expect(fs.readdirSync(outbox)).toEqual(['2-otp-new.eml']);
      mailer.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
