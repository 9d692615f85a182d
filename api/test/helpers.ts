import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Endpoint, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Client as PgClient } from 'pg';
import { SMTPServer } from 'smtp-server';
import { bookingFixture } from '../../scripts/lib/harness.cjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/schema';
import { clock } from '../src/services/clock';
import { hashSecret } from '../src/services/passwords';
import { DEMO_ACCOUNTS } from '../src/services/seed';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A route of the contract (shared's ENDPOINTS) as the server serves it, under /api. */
export const apiPath = (endpoint: Endpoint): string => `/api${endpoint.path}`;

/**
 * Moves the servers' clock (of this test file) forward, to cross a time window without waiting.
 * Time stored before the move lies that far in the past.
 */
let clockOffsetMs = 0;
/** Set while the clock is held still (holdClock): the instant it shows. */
let heldAt: number | null = null;
export function advanceClock(ms: number): void {
  clockOffsetMs += ms;
  if (heldAt !== null) heldAt += ms;
  clock.now = () => heldAt ?? Date.now() + clockOffsetMs;
}

/**
 * Stops the servers' clock until releaseClock(), for a test that checks an exact wait: a loaded machine
 * may otherwise take a second between the request and the check.
 */
export function holdClock(): void {
  heldAt = clock.now();
  clock.now = () => heldAt ?? Date.now() + clockOffsetMs;
}

export function releaseClock(): void {
  heldAt = null;
  clock.now = () => Date.now() + clockOffsetMs;
}

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP receiver on a free port that keeps every message it gets. */
async function startSmtp(): Promise<{ url: string; mails: CapturedMail[]; close(): Promise<void>; refuse: boolean }> {
  const mails: CapturedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse) {
          callback(new Error('mailbox unavailable'));
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The 4-digit code of the newest mail to `to`. */
export function codeFromMail(mails: CapturedMail[], to: string): string {
  const mail = [...mails].reverse().find((m) => m.to.includes(to));
  const match = mail?.raw.match(/one-time code is (\d{4})/);
  if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  buffer: Buffer;
}

/** A browser-like client: keeps the session cookie between calls. */
export class Client {
  cookie: string | null = null;
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.base + url, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = /=$/.test(pair) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie) ? null : pair;
    }
    // An event stream never ends: its status and headers are the answer, and the stream is closed.
    if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, body: null, buffer: Buffer.alloc(0) };
    }
    const buffer = Buffer.from(await res.arrayBuffer());
    let parsed: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(buffer.toString('utf8'));
    return { status: res.status, headers: res.headers, body: parsed, buffer };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  async login(email: string, password: string, role: 'admin' | 'massager'): Promise<Answer> {
    return this.post(apiPath(ENDPOINTS.login), { email, password: sha256(password), role });
  }
}

export interface TestServer {
  app: FastifyInstance;
  /** The environment the server was started with (DATA_DIR, DATABASE_URL, SMTP_URL...). */
  env: Record<string, string>;
  url: string;
  dataDir: string;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  client(): Client;
  admin(): Promise<Client>;
  massager(email?: string, password?: string): Promise<Client>;
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL URL whose user may create databases) every test server gets a
 * fresh PostgreSQL database instead of a fresh SQLite file.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
export const onPostgres = POSTGRES_ADMIN_URL !== '';

async function withPgAdmin<T>(work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new PgClient({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wellness_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await withPgAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(name),
  };
}

/**
 * Drops a test database, ending its connections. A connection of another role (an autovacuum worker
 * that happens to be in it) cannot be ended by the test user: PostgreSQL refuses with 42501, and the
 * worker leaves within moments, so the drop is tried again.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withPgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A real server on a free port, on a fresh SQLite file (or PostgreSQL database), mailing to a real SMTP receiver. */
export async function startServer(env: Record<string, string> = {}, sameDatabaseAs?: TestServer, options: { logLines?: string[] } = {}): Promise<TestServer> {
  const dataDir = sameDatabaseAs?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-api-'));
  const smtp = sameDatabaseAs?.smtp ?? (await startSmtp());
  const pg = sameDatabaseAs || !onPostgres ? null : await freshPostgresDatabase();
  const fullEnv: Record<string, string> = {
    DATABASE_URL: pg?.url ?? '',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kothrud Wellness <no-reply@example.test>',
    RATE_LIMIT_BOOKINGS: '100000',
    RATE_LIMIT_LOGINS: '100000',
    RATE_LIMIT_CODES: '100000',
    BOOKINGS_PER_MINUTE: '100000',
    // Every answer is checked against its route's schema: a field the contract lacks fails the test.
    CHECK_ANSWERS: '1',
    ...(sameDatabaseAs?.env ?? {}),
    ...env,
  };
  const config = loadConfig(fullEnv);
  const logLines = options.logLines;
  // Else only errors, on stderr: an unexpected 500 in a test run says why.
  const logger = logLines ? { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } : { level: 'error', stream: process.stderr };
  const app = await buildApp(config, { logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    app,
    env: fullEnv,
    url,
    dataDir,
    smtp,
    client: () => new Client(url),
    async admin() {
      const c = new Client(url);
      const answer = await c.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, 'admin');
      if (answer.body?.status !== 'success') throw new Error(`demo admin cannot log in: ${answer.status} ${JSON.stringify(answer.body)}`);
      return c;
    },
    async massager(email: string = DEMO_ACCOUNTS.massager.email, password: string = DEMO_ACCOUNTS.massager.password) {
      const c = new Client(url);
      const answer = await c.login(email, password, 'massager');
      if (answer.body?.status !== 'success') throw new Error(`massager ${email} cannot log in`);
      return c;
    },
    async close() {
      await app.close();
      // A second instance on the same database leaves the shared parts to the first one.
      if (sameDatabaseAs) return;
      await smtp.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * The file's server, started before its first test and closed after its last. The object is filled in
 * when the server starts (startServer's methods keep no `this`), so the tests can name it from the top.
 */
export function serverForFile(env: Record<string, string> = {}, options: { logLines?: string[] } = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(env, undefined, options));
  });
  afterAll(async () => {
    await server.close();
  });
  return server;
}

/** Puts the end of a client's session a moment in the past, straight in the table: the row stays. */
export async function expireSession(server: TestServer, client: Client): Promise<void> {
  const token = client.cookie!.split('=')[1]!;
  await server.app.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', sha256(token))
    .execute();
}

/**
 * Gives a staff account its password back, straight in the table: the demo passwords are published,
 * so the reset routes refuse them, and a test that reset one puts it back for the tests after it.
 */
export async function restorePassword(server: TestServer, email: string, plain: string): Promise<void> {
  await server.app.db
    .updateTable('staff')
    .set({ password_hash: await hashSecret(sha256(plain)) })
    .where('email', '=', email)
    .execute();
}

/** The id of the newest customer of that name: the booking's answer does not carry it (it would tell the booking volume). */
export async function newestCustomerId(server: TestServer, name: string): Promise<number> {
  const row = await server.app.db.selectFrom('customers').select('id').where('name', '=', name).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The booking fixture of every script and test (scripts/lib/harness.cjs), with a phone number of its own
 * for each booking: the same phone, e-mail and preferred visit within a day is one booking (answered
 * with the first reference, not stored again).
 */
let bookingSeq = 0;
const nextContact = () => `98${String(process.pid % 100).padStart(2, '0')}${String((bookingSeq += 1) % 1_000_000).padStart(6, '0')}`;

export const validBooking = (overrides: Record<string, unknown> = {}) => bookingFixture({ contact: nextContact(), ...overrides });

/** A booking through the public form in that name: answers the new customer's id. */
export async function bookNamed(server: TestServer, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name, ...extra }));
  expect(answer.body.status).toBe('success');
  return newestCustomerId(server, name);
}

/** The row of the newest customer of that name, as stored. */
export function newestCustomer(server: TestServer, name: string) {
  return server.app.db.selectFrom('customers').selectAll().where('name', '=', name).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** How many rows a table holds. */
export async function rowCount(server: TestServer, table: keyof Database): Promise<number> {
  const row = await server.app.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A massager as the admin's registration form fills it in, but with the password in plain text. */
export interface MassagerForm {
  name: string;
  contact: string;
  email: string;
  gender: string;
  username: string;
  password: string;
  address: string;
  age: number | string;
  status?: string;
}

/** Registers a massager through the admin's form, which sends the password's SHA-256. */
export function addMassager(admin: Client, form: MassagerForm): Promise<Answer> {
  return admin.post(apiPath(ENDPOINTS.addMassager), { ...form, password: sha256(form.password) });
}

/** A signed-in massager's own id, as its session tells it. */
async function ownMassagerId(massager: Client): Promise<number> {
  return (await massager.get(apiPath(ENDPOINTS.session))).body.massager_id as number;
}

/** A massager's id, as the admin's list of massagers shows it. */
export async function massagerIdOf(admin: Client, email: string): Promise<number> {
  const list = await admin.get(apiPath(ENDPOINTS.massagerList));
  return list.body.data.find((m: { email: string }) => m.email === email).id as number;
}

/** Registers a massager and signs it in: the admin's answer to the registration, the massager's client and its id. */
export async function addSignedInMassager(server: TestServer, admin: Client, form: MassagerForm): Promise<{ added: Answer; client: Client; id: number }> {
  const added = await addMassager(admin, form);
  const client = await server.massager(form.email, form.password);
  return { added, client, id: await ownMassagerId(client) };
}

/** A fresh server with the admin, the demo massager and a second massager the admin registers, all signed in. */
export interface TwoMassagers {
  server: TestServer;
  admin: Client;
  /** The admin's answer to the second massager's registration. */
  added: Answer;
  /** The demo massager, Ravi Patil. */
  first: Client;
  firstId: number;
  second: Client;
  secondId: number;
}

/** Starts that server for the test file before its first test (handing it to `started`) and closes it after its last. */
export function withTwoMassagers(second: MassagerForm, started: (staff: TwoMassagers) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
    const admin = await server.admin();
    const { added, client, id } = await addSignedInMassager(server, admin, second);
    const first = await server.massager();
    started({ server, admin, added, first, firstId: await ownMassagerId(first), second: client, secondId: id });
  });
  afterAll(async () => {
    await server?.close();
  });
}

/** The messages of the notifications to a role about a customer (`null`: about none). */
export async function noticesTo(server: TestServer, role: 'admin' | 'massager', customerId: number | null): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('notifications')
    .select('message')
    .where('recipient_role', '=', role)
    .where('customer_id', customerId === null ? 'is' : '=', customerId)
    .execute();
  return rows.map((r) => r.message);
}

/**
 * The database is whole after a storm of requests: on SQLite its integrity and foreign keys check out;
 * PostgreSQL enforces its constraints on every write, so there the rows must still join up.
 */
export async function expectDatabaseIntact(server: TestServer): Promise<void> {
  const db = server.app.db;
  if (onPostgres) {
    const orphans = await sql<{ n: number }>`select count(*) as n from requests r left join customers c on c.id = r.customer_id where c.id is null`.execute(db);
    expect(Number(orphans.rows[0]?.n)).toBe(0);
    return;
  }
  expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
  expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
}

/** A folder of built web files (path under the folder → text), for a server's WEB_ROOT; the test removes it. */
export function webRootOf(files: Record<string, string>, prefix = 'wellness-web-'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * A customer row written straight into the table, as an import or psql would: no request, no history,
 * no filter terms. Only the columns of the first schema, so that it fits every migration's table.
 */
export const customerRow = <T extends object>(overrides: T = {} as T) => ({
  name: 'Upgrade Check',
  contact: '9876543210',
  email: 'upgrade@example.com',
  address: 'Lane 5, Karve Nagar, Kothrud, 411038',
  issue: '',
  therapy: '',
  gender: 'female',
  age: 34,
  prefgender: 'female',
  appointment: '',
  appointment_date: null,
  appointment_time: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

/** The text of a PDF, extracted by pdf-parse in a child process (its pdf.js worker needs real ES modules). */
export function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `wellness-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  const script = `
    const { PDFParse } = require('pdf-parse');
    const data = require('fs').readFileSync(process.argv[1]);
    const parser = new PDFParse({ data });
    parser.getText().then((r) => { process.stdout.write(r.text); return parser.destroy(); })
      .catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script, file], { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 }, (err, stdout) => {
      fs.rmSync(file, { force: true });
      if (err) reject(new Error(`pdf-parse failed: ${err.message}`, { cause: err }));
      else resolve(stdout);
    });
  });
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order (comments left out). */
  events: { event: string; data: string }[];
  /** Resolves with the first event named `name` after the ones already read by earlier calls, or rejects after `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<{ event: string; data: string; at: number }>;
  close(): void;
}

/** Opens a Server-Sent Events stream with the client's session, reading its events as they come. */
export async function openStream(client: Client, url: string): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookie) headers.cookie = client.cookie;
  const res = await fetch(client.base + url, { headers, signal: controller.signal });
  const events: { event: string; data: string; at: number }[] = [];
  const waiters: (() => void)[] = [];
  let read = 0;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = block.split('\n').filter((line) => !line.startsWith(':'));
            if (fields.length === 0) continue;
            const value = (name: string) =>
              fields
                .filter((l) => l.startsWith(`${name}:`))
                .map((l) => l.slice(name.length + 1).trim())
                .join('\n');
            events.push({ event: value('event') || 'message', data: value('data'), at: Date.now() });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await res.arrayBuffer().catch(() => undefined);
  }
  return {
    status: res.status,
    headers: res.headers,
    events,
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e, i) => i >= read && e.event === name);
        if (index >= 0) {
          read = index + 1;
          return events[index]!;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms (got ${JSON.stringify(events.slice(read))})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}

/** Waits until `check` answers true (tried every 50 ms), or fails after `timeoutMs`: for what happens in its own time. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A mail's calendar attachment (the text/calendar part): its Content-Type header and its decoded text; null if it has none. */
export function calendarOf(mail: CapturedMail): { contentType: string; text: string } | null {
  const part = /\r?\nContent-Type: (text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)\r?\n--/i.exec(mail.raw);
  if (!part) return null;
  const [, contentType = '', headers = '', body = ''] = part;
  const base64 = /Content-Transfer-Encoding: base64/i.test(headers);
  return { contentType: contentType.replace(/\s+/g, ' '), text: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body };
}
