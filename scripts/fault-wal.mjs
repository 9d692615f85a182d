#!/usr/bin/env node
// `npm run test:faults` (second part): sustained bookings against the built API (node api/dist/server.js
// on a temporary SQLite DATA_DIR) for a number of minutes, sampling the size of the WAL file every second.
// The bar: the WAL never grows past 64 MB (SQLite's checkpoint every 4,000 pages, journal_size_limit, and a
// TRUNCATE once writes have paused for a while). Prints what it did and the figures; exit code 1 when the bar is missed.
//   --minutes=10 --concurrency=20   how long and how many parallel clients
// Needs the build: npm run build -w shared && npm run build -w api
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, startApi } = harness;
const args = harness.scriptArgs();
const MINUTES = Number(args.minutes ?? 10);
const CONCURRENCY = Number(args.concurrency ?? 20);
const LIMIT_BYTES = 64 * 1024 * 1024;
harness.requireBuiltApi();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-wal-'));
const server = await startApi({ dataDir, env: { RATE_LIMIT_BOOKINGS: '1000000000', BOOKINGS_PER_MINUTE: '1000000000' }, ready: 'apiReady', timeoutMs: 30_000 });
const { base } = server;
console.log(`fault-wal: ${MINUTES} min of bookings at concurrency ${CONCURRENCY} against ${base}, DATA_DIR ${dataDir}`);

const wal = path.join(dataDir, 'wellness.sqlite-wal');
const walSize = () => {
  try {
    return fs.statSync(wal).size;
  } catch {
    return 0;
  }
};
let maxWal = 0;
let lastWal = 0;
const sampler = setInterval(() => {
  lastWal = walSize();
  maxWal = Math.max(maxWal, lastWal);
}, 1000);
const reporter = setInterval(
  () => console.log(`fault-wal: ${sent} bookings, WAL now ${(lastWal / 1048576).toFixed(1)} MB, at most ${(maxWal / 1048576).toFixed(1)} MB`),
  60_000,
);

const until = Date.now() + MINUTES * 60_000;
let sent = 0;
let failed = 0;
async function client(id) {
  while (Date.now() < until) {
    const n = sent++;
    const res = await fetch(apiUrl(base, ENDPOINTS.addCustomer), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingFixture({
          name: 'Wal Test',
          email: `wal-${id}-${n}@example.test`,
          address: `House ${n}, Kothrud, Pune, 411038`,
          issue: 'x'.repeat(200),
          therapy: 'Abhyanga',
          preferGender: 'any',
        }),
      ),
    }).catch(() => null);
    if (!res || !res.ok) failed += 1;
    await res?.arrayBuffer().catch(() => undefined);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => client(i)));
// Writes have paused: the API truncates the WAL after a quiet interval (10 s; checked every 10 s).
await new Promise((r) => setTimeout(r, 25_000));
const afterPause = walSize();
clearInterval(sampler);
clearInterval(reporter);
maxWal = Math.max(maxWal, walSize());
await server.stop();
const dbSize = fs.statSync(path.join(dataDir, 'wellness.sqlite')).size;
fs.rmSync(dataDir, { recursive: true, force: true });

const ok = maxWal <= LIMIT_BYTES;
console.log(`fault-wal: ${sent} bookings (${failed} not answered 200) in ${MINUTES} min; database ${(dbSize / 1048576).toFixed(1)} MB`);
console.log(
  `fault-wal: WAL at most ${(maxWal / 1048576).toFixed(1)} MB (bar 64 MB), ${(afterPause / 1048576).toFixed(2)} MB 25 s after the writes stopped: ${ok ? 'held' : 'MISSED'}`,
);
process.exit(ok ? 0 : 1);
