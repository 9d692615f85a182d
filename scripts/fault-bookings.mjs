#!/usr/bin/env node
// `npm run test:faults`: sends bookings at a fixed concurrency to the built API (node api/dist/server.js
// on a temporary DATA_DIR), kills the server process with SIGKILL part-way and starts it again once.
// Afterwards every booking that got a success answer must be in the database: prints how many were
// lost (the bar is 0), and checks the SQLite file's integrity and foreign keys. Exit code 1 otherwise.
//   --total=2000 --concurrency=50   bookings and parallel clients
//   --kill-at=0.4                   kill when this share of the bookings has been answered
//   --json                          print one JSON line with the figures (for the jest test)
// Needs the build: npm run build -w shared && npm run build -w api
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, freePort, REPO_ROOT: root, startApi } = harness;
const args = harness.scriptArgs();
const TOTAL = Number(args.total ?? 2000);
const CONCURRENCY = Number(args.concurrency ?? 50);
const KILL_AT = Number(args['kill-at'] ?? 0.4);
const JSON_OUT = args.json === 'true';
const log = (...a) => {
  if (!JSON_OUT) console.log(...a);
};

harness.requireBuiltApi();
const Database = createRequire(path.join(root, 'api', 'package.json'))('better-sqlite3');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-faults-'));
const port = await freePort();
// The API only (no site), started again on the same port and data after the kill.
const startServer = () => startApi({ dataDir, port, env: { RATE_LIMIT_BOOKINGS: '1000000000', BOOKINGS_PER_MINUTE: '1000000000' }, timeoutMs: 30_000 });

const started = Date.now();
let server = await startServer();
const { base } = server;
log(`server up on ${base}, DATA_DIR ${dataDir}`);

const successes = []; // booking indexes answered success
const counts = { success: 0, connectionErrors: 0, status5xx: 0, status503: 0, otherStatus: 0, retries: 0 };
let next = 0;
let answered = 0;
let killed = false;
let restartMs = null;
let down = null;

async function killAndRestart() {
  killed = true;
  const t0 = Date.now();
  let release;
  down = new Promise((r) => {
    release = r;
  });
  server.process.kill('SIGKILL');
  const how = await server.exited;
  log(`killed the server (${how.signal}) after ${answered} answers; restarting`);
  server = await startServer();
  restartMs = Date.now() - t0;
  log(`restarted in ${restartMs} ms`);
  release();
  down = null;
}

const booking = (i) =>
  bookingFixture({
    name: 'Fault Test',
    email: `fault-${i}@example.test`,
    address: `House ${i}, Kothrud, Pune, 411038`,
    issue: `booking ${i}`,
    preferGender: 'any',
  });

async function worker() {
  for (;;) {
    const i = next++;
    if (i >= TOTAL) return;
    // A booking is sent until it gets an answer (a client retries a failed connection).
    for (let attempt = 0; ; attempt += 1) {
      if (down) await down;
      let res;
      try {
        res = await fetch(apiUrl(base, ENDPOINTS.addCustomer), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(booking(i)),
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        counts.connectionErrors += 1;
        counts.retries += 1;
        if (attempt > 400) throw new Error(`booking ${i}: no answer after ${attempt} tries`);
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const body = await res.json().catch(() => null);
      answered += 1;
      if (res.status === 200 && body?.status === 'success') {
        counts.success += 1;
        successes.push(i);
      } else if (res.status === 503) {
        counts.status503 += 1;
        counts.retries += 1;
        await new Promise((r) => setTimeout(r, 50));
        continue;
      } else if (res.status >= 500) counts.status5xx += 1;
      else counts.otherStatus += 1;
      if (!killed && answered >= TOTAL * KILL_AT) await killAndRestart();
      break;
    }
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const elapsedMs = Date.now() - started;

await server.stop();

const db = new Database(path.join(dataDir, 'wellness.sqlite'), { readonly: true });
// The answer carries no id: each booking is found by its own e-mail.
const byEmail = db.prepare('select id from customers where email = ?');
let lost = 0;
const lostIndexes = [];
for (const index of successes) {
  const row = byEmail.get(`fault-${index}@example.test`);
  if (!row) {
    lost += 1;
    if (lostIndexes.length < 20) lostIndexes.push(index);
  }
}
const stored = db.prepare("select count(*) as n from customers where email like 'fault-%@example.test'").get().n;
const distinct = db.prepare("select count(distinct email) as n from customers where email like 'fault-%@example.test'").get().n;
const notifications = db
  .prepare("select count(*) as n from notifications n join customers c on c.id = n.customer_id where c.email like 'fault-%@example.test'")
  .get().n;
const integrity = db.pragma('integrity_check', { simple: true });
const foreignKeys = db.pragma('foreign_key_check');
db.close();
if (!args.keep) fs.rmSync(dataDir, { recursive: true, force: true });

const result = {
  total: TOTAL,
  concurrency: CONCURRENCY,
  killed,
  restartMs,
  elapsedMs,
  ...counts,
  stored,
  distinctBookingsStored: distinct,
  committedWithoutAnswer: stored - counts.success,
  notificationsForThem: notifications,
  lost,
  lostIndexes,
  integrity,
  foreignKeyProblems: foreignKeys.length,
};
if (JSON_OUT) console.log(JSON.stringify(result));
else {
  console.log(`
bookings sent            ${TOTAL} at concurrency ${CONCURRENCY}, server killed with SIGKILL once: ${killed} (back in ${restartMs} ms)
success answers          ${counts.success}
refused connections      ${counts.connectionErrors} (retried)
503 answers              ${counts.status503} (retried)
other 5xx / 4xx answers  ${counts.status5xx} / ${counts.otherStatus}
rows stored              ${stored} (${distinct} distinct bookings; ${stored - counts.success} committed while their answer was lost)
integrity_check          ${integrity}; foreign key problems: ${foreignKeys.length}
time                     ${(elapsedMs / 1000).toFixed(1)} s
LOST                     ${lost}${lost ? ` (e.g. bookings ${lostIndexes.join(', ')})` : ''}`);
}
process.exit(lost === 0 && integrity === 'ok' && foreignKeys.length === 0 && killed && counts.status5xx === 0 ? 0 : 1);
