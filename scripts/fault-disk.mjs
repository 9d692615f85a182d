#!/usr/bin/env node
// `npm run test:faults` (disk part): the built API (node api/dist/server.js) on SQLite in a folder on a
// small file system of its own (a 24 MB tmpfs, mounted for the run), which is then filled up:
//   bookings answer 503 with Retry-After and the service's busy message, never 500; /health/ready says
//   not ready, /health/live stays up; once space is freed the API takes bookings again by itself; the
//   bookings stored before are all there and the database passes SQLite's integrity check.
// Mounting needs root (or sudo); where the machine does not allow it the script says so and exits 0
// without a verdict: the same failure is injected in the API's tests (test/robustness.test.ts).
// Needs the build: npm run build -w shared && npm run build -w api
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import Database from 'better-sqlite3';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, healthUrls, sleep, startApi } = harness;
harness.requireBuiltApi();
const { log, check, finish } = harness.checklist('fault-disk');
const asRoot = (command, args) =>
  execFileSync(process.getuid?.() === 0 ? command : 'sudo', process.getuid?.() === 0 ? args : ['-n', command, ...args], { stdio: 'pipe' });

const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-disk-'));
try {
  asRoot('mount', ['-t', 'tmpfs', '-o', 'size=24m,mode=0755', 'tmpfs', mountPoint]);
} catch (error) {
  log(`cannot mount a small file system here (${String(error.message ?? error).split('\n')[0]}); nothing tried`);
  fs.rmSync(mountPoint, { recursive: true, force: true });
  process.exit(0);
}
const dataDir = path.join(mountPoint, 'data');
fs.mkdirSync(dataDir);
const filler = path.join(mountPoint, 'filler');
// Not waited for here: coming up on the small file system is the first check.
const server = await startApi({
  dataDir,
  env: { SEED_DEMO: '0', RATE_LIMIT_BOOKINGS: '1000000', BOOKINGS_PER_MINUTE: '1000000', LOG_LEVEL: process.env.FAULT_DISK_LOG ? 'info' : 'warn' },
  ready: null,
  output: process.env.FAULT_DISK_LOG ? 'inherit' : 'ignore',
});
const health = healthUrls(server.base);
async function timed(url, init = {}) {
  const start = Date.now();
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await answer.text();
    return { status: answer.status, ms: Date.now() - start, retryAfter: answer.headers.get('retry-after'), body };
  } catch (error) {
    return { status: 0, ms: Date.now() - start, retryAfter: null, body: String(error) };
  }
}
let sent = 0;
const taken = [];
async function book() {
  sent += 1;
  const email = `disk-${sent}@example.com`;
  const answer = await timed(apiUrl(server.base, ENDPOINTS.addCustomer), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      bookingFixture({
        name: 'Disk Test',
        email,
        address: `House ${sent}, Kothrud, Pune, 411038`,
        issue: 'x'.repeat(500),
        therapy: 'Abhyanga',
        preferGender: 'any',
      }),
    ),
  });
  if (answer.status === 200) taken.push(email);
  return answer;
}
/** Fills the file system up to the last byte. */
function fill() {
  const fd = fs.openSync(filler, 'a');
  const block = Buffer.alloc(1024 * 1024);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch {
    const small = Buffer.alloc(512);
    try {
      for (;;) fs.writeSync(fd, small);
    } catch {
      /* full */
    }
  } finally {
    fs.closeSync(fd);
  }
}

try {
  let ready = false;
  for (let i = 0; i < 300 && !ready; i += 1) {
    ready = (await timed(health.ready)).status === 200;
    if (!ready) await sleep(100);
  }
  check(ready, 'the API came up on SQLite in a 24 MB file system');
  for (let i = 0; i < 50; i += 1) await book();
  check(taken.length === 50, `50 bookings taken before the disk filled (${taken.length})`);
  fill();
  log(`file system full: ${(fs.statSync(filler).size / 1048576).toFixed(1)} MB of filler`);
  const answers = [];
  for (let i = 0; i < 40; i += 1) answers.push(await book());
  const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
  log(`40 bookings on the full disk answered ${statuses}`);
  const refused = answers.filter((a) => a.status !== 200);
  check(
    answers.every((a) => a.status === 200 || a.status === 503),
    'no booking on the full disk answered anything but 200 or 503 (no 500)',
  );
  check(refused.length > 0, `bookings were refused while the disk was full (${refused.length} of 40; the rest fitted in pages SQLite had already)`);
  check(
    refused.every((a) => a.retryAfter !== null && JSON.parse(a.body).message === 'The service is busy. Please try again in a moment.'),
    "each refusal carried Retry-After and 'The service is busy. Please try again in a moment.'",
  );
  const readyFull = await timed(health.ready);
  const liveFull = await timed(health.live);
  check(readyFull.status === 503, `/health/ready answered ${readyFull.status} on the full disk`);
  check(liveFull.status === 200, `/health/live answered ${liveFull.status} on the full disk`);
  fs.rmSync(filler);
  log('filler removed');
  const freedAt = Date.now();
  let again = false;
  while (!again && Date.now() - freedAt < 30_000) {
    again = (await book()).status === 200 && (await timed(health.ready)).status === 200;
    if (!again) await sleep(250);
  }
  check(again, `bookings taken and ready again ${Date.now() - freedAt} ms after space was freed, without a restart`);
} finally {
  await server.stop();
}
try {
  const db = new Database(path.join(dataDir, 'wellness.sqlite'), { readonly: true });
  const integrity = db.pragma('integrity_check', { simple: true });
  const stored = new Set(
    db
      .prepare('select email from customers')
      .all()
      .map((row) => row.email),
  );
  db.close();
  const lost = taken.filter((email) => !stored.has(email));
  check(integrity === 'ok', `SQLite integrity_check: ${integrity}`);
  check(lost.length === 0, `every booking answered 200 is stored (${taken.length} answered, ${lost.length} missing)`);
} finally {
  asRoot('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
}
finish();
