#!/usr/bin/env node
// `npm run test:faults` (PostgreSQL part): the built API (node api/dist/server.js) against a throw-away
// PostgreSQL cluster (scripts/pg-throwaway.sh), tried the way an operator's bad day goes:
//   1. the database stalls (every PostgreSQL process stopped with SIGSTOP) and later resumes (SIGCONT):
//      every request answers 503 with Retry-After within 5 s, /health/ready says not ready, /health/live
//      stays up; after SIGCONT everything answers normally, without a restart;
//   2. the database is down when the API starts: the API waits (not ready, still alive) and comes up by
//      itself once the database is there;
//   3. three API instances start together on an empty database with SEED_DEMO=1: all come up, each
//      migration is applied once, the demo and admin accounts exist once.
// Prints what it did and what held; exit code 1 when anything did not hold.
// Needs the build (npm run build -w shared && npm run build -w api) and PostgreSQL's server binaries
// (installed from Debian's packages by scripts/pg-throwaway.sh when missing; root or sudo).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, healthUrls, sleep, REPO_ROOT: root } = harness;
harness.requireBuiltApi();
const STALL_BAR_MS = 5000;
const { log, check, finish } = harness.checklist('fault-pg');

// The cluster, started by the same helper CI uses; it outlives the bash that started it.
const started = execFileSync(
  'bash',
  [
    '-c',
    'source scripts/pg-throwaway.sh && pg_throwaway_start >&2 && echo "$PG_THROWAWAY_DIR $PG_THROWAWAY_PORT $(ls -d /usr/lib/postgresql/*/bin | sort -V -r | head -1)"',
  ],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
).trim();
const [pgDir, pgPort, pgBin] = started.split(' ');
const asOwner = (command, args) =>
  process.getuid?.() === 0
    ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')], { encoding: 'utf8' })
    : execFileSync(command, args, { encoding: 'utf8' });
// The options scripts/pg-throwaway.sh started it with, so that a restart comes back where it was.
const PG_OPTIONS = `-p ${pgPort} -c listen_addresses=127.0.0.1 -k ${pgDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
const pgCtl = (action) =>
  asOwner(`${pgBin}/pg_ctl`, [
    '-D',
    `${pgDir}/data`,
    '-l',
    `${pgDir}/server.log`,
    '-w',
    '-t',
    '60',
    '-m',
    'fast',
    ...(action === 'start' ? ['-o', PG_OPTIONS] : []),
    action,
  ]);
const psql = (database, query) =>
  execFileSync(`${pgBin}/psql`, ['-h', '127.0.0.1', '-p', pgPort, '-U', 'postgres', '-d', database, '-tAq', '-v', 'ON_ERROR_STOP=1', '-c', query], {
    encoding: 'utf8',
  }).trim();
const urlOf = (database) => `postgres://wellness:wellness@127.0.0.1:${pgPort}/${database}`;
/** The postmaster and every process it started: what a stalled machine or a stopped VM looks like. */
const pgProcesses = () => {
  const postmaster = fs.readFileSync(`${pgDir}/data/postmaster.pid`, 'utf8').split('\n')[0].trim();
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', postmaster], { encoding: 'utf8' })
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  return [postmaster, ...children].map(Number);
};
const signalAll = (pids, signal) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, signal);
    } catch {
      /* gone */
    }
  });

const apis = [];
/** An API on `database`, not waited for: each step checks readiness itself (waitReady). */
async function startApi(database, extra = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-fault-pg-'));
  const started = await harness.startApi({ dataDir, env: { DATABASE_URL: urlOf(database), SEED_DEMO: '0', ...extra }, ready: null, output: 'capture' });
  const api = { ...started, child: started.process, dataDir, health: healthUrls(started.base) };
  apis.push(api);
  return api;
}
async function stopApi(api) {
  await api.stop();
  fs.rmSync(api.dataDir, { recursive: true, force: true });
}
/** One request, timed; a network failure or a request that outlasts `limitMs` counts as no answer. */
async function timed(url, init = {}, limitMs = 15_000) {
  const start = Date.now();
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
    await answer.arrayBuffer();
    return { status: answer.status, ms: Date.now() - start, retryAfter: answer.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, ms: Date.now() - start, retryAfter: null, error: String(error?.name ?? error) };
  }
}
async function waitReady(api, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) return false;
    if ((await timed(api.health.ready, {}, 2000)).status === 200) return true;
    await sleep(200);
  }
  return false;
}
let bookings = 0;
const booking = (api) =>
  timed(apiUrl(api.base, ENDPOINTS.addCustomer), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      bookingFixture({
        name: 'Fault Test',
        email: `fault-${(bookings += 1)}@example.com`,
        address: 'Lane 5, Kothrud, Pune, 411038',
        issue: '',
        therapy: '',
        preferGender: 'any',
      }),
    ),
  });

try {
  // 1. Stalled and resumed.
  {
    const api = await startApi('wellness');
    check(await waitReady(api, 60_000), 'the API came up on PostgreSQL');
    check((await booking(api)).status === 200, 'a booking before the stall is taken');
    const stopped = pgProcesses();
    signalAll(stopped, 'SIGSTOP');
    log(`stopped ${stopped.length} PostgreSQL processes (SIGSTOP)`);
    const during = await Promise.all([
      timed(api.health.ready),
      booking(api),
      timed(apiUrl(api.base, ENDPOINTS.feedbackVideos)),
      timed(apiUrl(api.base, ENDPOINTS.login), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(64), role: 'admin' }),
      }),
      ...Array.from({ length: 12 }, () => booking(api)),
    ]);
    const slowest = Math.max(...during.map((r) => r.ms));
    const statuses = [...new Set(during.map((r) => r.status))].join(', ');
    log(`during the stall: ${during.length} requests answered ${statuses}, slowest in ${slowest} ms (${during.map((r) => r.ms).join(' ')} ms)`);
    check(
      during.every((r) => r.status === 503 && r.ms <= STALL_BAR_MS),
      `every request answered 503 within ${STALL_BAR_MS} ms while the database was stalled`,
    );
    check(
      during.filter((r) => r.status === 503).every((r) => r.retryAfter !== null),
      'every 503 carried Retry-After',
    );
    const live = await timed(api.health.live);
    check(live.status === 200 && live.ms < 1000, `/health/live answered ${live.status} in ${live.ms} ms (the process is up)`);
    signalAll(stopped, 'SIGCONT');
    log('resumed PostgreSQL (SIGCONT)');
    const resumedAt = Date.now();
    let recovered = false;
    while (Date.now() - resumedAt < 60_000) {
      const [ready, taken] = await Promise.all([timed(api.health.ready), booking(api)]);
      if (ready.status === 200 && taken.status === 200) {
        recovered = true;
        break;
      }
      await sleep(250);
    }
    check(recovered, `after SIGCONT the API answered normally again in ${Date.now() - resumedAt} ms, without a restart`);
    const rows = Number(psql('wellness', 'select count(*) from customers'));
    log(`customers stored: ${rows}`);
    await stopApi(api);
  }

  // 2. Down at start.
  {
    pgCtl('stop');
    log('PostgreSQL stopped; starting the API');
    const api = await startApi('wellness');
    await sleep(6000);
    check(api.child.exitCode === null, 'the API is still running 6 s after starting without a database');
    const live = await timed(api.health.live);
    const ready = await timed(api.health.ready);
    check(live.status === 200, `/health/live answered ${live.status} while waiting`);
    check(ready.status !== 200, `/health/ready answered ${ready.status} (not ready) while waiting`);
    pgCtl('start');
    const back = Date.now();
    log('PostgreSQL started again');
    check(await waitReady(api, 90_000), `the API became ready by itself ${Date.now() - back} ms after the database came`);
    check((await booking(api)).status === 200, 'and takes bookings');
    await stopApi(api);
  }

  // 3. Three instances together on an empty database, demo content on.
  {
    psql('postgres', 'create database wellness_three owner wellness');
    const seeded = { SEED_DEMO: '1', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Owner@12345' };
    const three = await Promise.all([1, 2, 3].map(() => startApi('wellness_three', seeded)));
    const ready = await Promise.all(three.map((api) => waitReady(api, 120_000)));
    ready.forEach((up, i) => !up && log(`instance ${i + 1} did not come up: ${three[i].output().slice(-800)}`));
    check(ready.every(Boolean), `all three instances came up (${ready.filter(Boolean).length} of 3)`);
    const staff = psql('wellness_three', "select email || '=' || count(*) from staff group by email order by email").split('\n');
    const massagers = Number(psql('wellness_three', 'select count(*) from massagers'));
    const migrations = psql('wellness_three', 'select count(*) || ' + "'/'" + ' || count(distinct name) from kysely_migration');
    log(`staff: ${staff.join(', ')}; massagers: ${massagers}; migrations applied (rows/distinct): ${migrations}`);
    check(staff.every((row) => row.endsWith('=1')) && staff.length >= 2, 'the demo admin and the configured admin exist once each');
    const [rows, distinct] = migrations.split('/');
    check(rows === distinct, 'each migration was applied once');
    const perInstance = await Promise.all(three.map((api) => booking(api)));
    check(
      perInstance.every((r) => r.status === 200),
      'each instance takes a booking',
    );
    await Promise.all(three.map(stopApi));
  }
} finally {
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  try {
    signalAll(pgProcesses(), 'SIGCONT');
  } catch {
    /* not running */
  }
  execFileSync('bash', ['-c', `source scripts/pg-throwaway.sh && PG_THROWAWAY_DIR='${pgDir}' pg_throwaway_stop`], { cwd: root, stdio: 'inherit' });
}

finish();
