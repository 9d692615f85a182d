import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer, OUTBOX_KEEP_MS } from '../src/services/mail';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, freshPostgresDatabase, onPostgres, serverForFile, startServer, validBooking } from './helpers';

const logLines: string[] = [];
const server = serverForFile({}, { logLines });

describe('health that tells the truth', () => {
  test.each([[apiPath(ENDPOINTS.healthLive)], [ENDPOINTS.healthLive.path]])('%s: the process is up', async (url) => {
    const answer = await server.client().get(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  test.each([[apiPath(ENDPOINTS.healthReady)], [ENDPOINTS.healthReady.path]])('%s: database, disk and migrations', async (url) => {
    const answer = await server.client().get(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', database: 'ok', disk: onPostgres ? 'not-checked' : 'ok', migrations: 'current' });
  });
});

describe('a request id on every answer and in every log line of the request', () => {
  test('a fresh id each time; a client cannot choose it unless a trusted proxy sends it', async () => {
    const one = await server.client().get(apiPath(ENDPOINTS.healthLive), { 'x-request-id': 'chosen-by-client' });
    const two = await server.client().get(apiPath(ENDPOINTS.healthLive));
    expect(one.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.headers.get('x-request-id')).not.toBe(one.headers.get('x-request-id'));
    const id = one.headers.get('x-request-id')!;
    const lines = logLines.filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line).reqId).toBe(id);

    const proxied = await startServer({ TRUST_PROXY: 'true' });
    try {
      const kept = await proxied.client().get(apiPath(ENDPOINTS.healthLive), { 'x-request-id': 'proxy-id-123' });
      expect(kept.headers.get('x-request-id')).toBe('proxy-id-123');
    } finally {
      await proxied.close();
    }
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
      // With ADMIN_EMAIL, the demo accounts come only when asked for.
      SEED_DEMO: '1',
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

  test('backup: a consistent copy while the API runs, the newest N kept, and a restore that works', async () => {
    await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Backed Up' }));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-backups-'));
    const env = { DATA_DIR: server.env.DATA_DIR!, DATABASE_URL: server.env.DATABASE_URL ?? '' };
    for (let i = 0; i < 3; i += 1) {
      const made = await run('backup.js', [folder, '--keep=2'], env);
      expect(made.code).toBe(0);
    }
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(2);
    for (const f of files) expect(fs.statSync(path.join(folder, f)).mode & 0o777).toBe(0o600);
    // Restore the newest copy as backup.ts says: a new data folder's database file, or pg_restore into a new database.
    const newest = path.join(folder, files.sort().at(-1)!);
    const pg = onPostgres ? await freshPostgresDatabase() : null;
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-restored-'));
    if (pg) execFileSync('pg_restore', ['--no-owner', '-d', pg.url, newest]);
    else fs.copyFileSync(newest, path.join(restoredDir, 'wellness.sqlite'));
    const restored = await startServer({ DATA_DIR: restoredDir, SEED_DEMO: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) });
    try {
      const row = await restored.app.db.selectFrom('customers').select('name').where('name', '=', 'Backed Up').executeTakeFirst();
      expect(row).toEqual({ name: 'Backed Up' });
      expect((await restored.admin().then((c) => c.get(apiPath(ENDPOINTS.adminCounts)))).status).toBe(200);
    } finally {
      await restored.close();
      await pg?.drop();
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
    expect(text).toContain(`wellness_http_request_duration_seconds_count{method="GET",route="${apiPath(ENDPOINTS.feedbackVideos)}",status="200"} `);
    expect(text).toMatch(/wellness_mails_total\{outcome="sent"\} \d+/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    // Whatever header the reverse proxy in front adds, a request that came through it is not answered.
    for (const header of [{ 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }] as Record<string, string>[]) {
      expect((await server.client().get('/metrics', header)).status).toBe(404);
    }
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
