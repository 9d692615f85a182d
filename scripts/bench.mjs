#!/usr/bin/env node
// `npm run bench`: figures of the built API (node api/dist/server.js), printed and written to
// docs/performance.md. Never asserted: the budgets are printed beside the figures.
//   1. autocannon, concurrency 50: a bare Fastify route (the ceiling) and the API's booking POST and
//      admin lists, in the same run: requests/s, latency p50 / p99, ratio to the ceiling
//   2. list, filter and report calls with 1,000, 5,000, 10,000 and 100,000 customers (seeded with SQL)
//   3. the PDF of a 10,000-row report: time and the server process's peak memory (the PDF is rendered
//      in a worker thread of that process)
//   3b. live notifications: 200 panels on the notification stream, one booking, time until all have it
//   4. the web figures of `npm run bench:web` (run with --no-build when the site is built)
//   5. the schedule's figures of the last `npm run bench:schedule`, kept (npm run bench runs it next)
// Options: --duration=10 (seconds per autocannon run)  --sizes=1000,5000,10000,100000
//          --no-web  --no-write (do not touch docs/performance.md)
// Needs the build: npm run build -w shared && npm run build -w api (and the site for the web figures).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import autocannon from 'autocannon';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, freePort, healthUrls, REPO_ROOT: root, sleep, startNode, waitForUrl } = harness;
const args = harness.scriptArgs();
const DURATION = Number(args.duration ?? 10);
const SIZES = (args.sizes ?? '1000,5000,10000,100000').split(',').map(Number);
const CONNECTIONS = 50;
const PANELS = 200;
/** As many as the API lets one session open (STREAMS_PER_SESSION in api/src/routes/notification-stream.ts). */
const PANELS_PER_SESSION = 5;
harness.requireBuiltApi();
const apiRequire = createRequire(path.join(root, 'api', 'package.json'));
// The customers' filter terms are the API's to write; the seed writes them with its function.
const { searchTerms } = apiRequire('./dist/services/text-search.js');
const Database = apiRequire('better-sqlite3');
const sha256 = (t) => createHash('sha256').update(t).digest('hex');
const ADMIN = { email: 'admin@kothrudwellness.demo', password: 'Admin@1234' };
const MASSAGER = { email: 'massager@kothrudwellness.demo', password: 'Massager@1234' };
const json = { 'content-type': 'application/json' };
const booking = bookingFixture({ name: 'Bench Customer', email: 'bench@example.com' });

const md = []; // lines of docs/performance.md
const out = (line = '') => {
  console.log(line);
  md.push(line);
};
const budgets = [];
const budget = (what, ok, detail) => budgets.push({ what, ok, detail });
const fmt = (n, d = 1) => (n === undefined || n === null ? '–' : Number(n).toFixed(d));
const mb = (b) => (b / 1024 / 1024).toFixed(1);
const kb = (b) => (b >= 1024 * 1024 ? `${mb(b)} MB` : `${(b / 1024).toFixed(1)} KB`);
const percent = (part, whole) => `${fmt((100 * part) / whole, 0)}%`;

/** The API as production runs it (SQLite on a temporary DATA_DIR), with the rate limits raised. */
const startApi = (dataDir) =>
  harness.startApi({
    dataDir,
    env: { RATE_LIMIT_BOOKINGS: '1000000000', BOOKINGS_PER_MINUTE: '1000000000', RATE_LIMIT_LOGINS: '1000000000', RATE_LIMIT_CODES: '1000000000' },
    timeoutMs: 30_000,
  });

/** The ceiling: a bare Fastify 5 server in its own process, JSON in and out, nothing else. */
async function startBare() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const script = `
    const app = require('fastify')({ logger: false });
    app.post('/bare', async (request) => ({ status: 'success', message: 'ok', id: 1, echo: typeof request.body }));
    app.get('/bare', async () => ({ data: [] }));
    app.get('/api${ENDPOINTS.health.path}', async () => ({ status: 'ok' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const started = startNode('-e', [script], { cwd: path.join(root, 'api') });
  await waitForUrl(healthUrls(base).api, { timeoutMs: 30_000, child: started.process });
  return { ...started, base };
}

async function login(base, who, role) {
  const res = await fetch(apiUrl(base, ENDPOINTS.login), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: who.email, password: sha256(who.password), role }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`${who.email} cannot log in`);
  return cookie;
}

async function cannon(title, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad, total: result.requests.total };
}

const SEED_NAMES = {
  first: ['Asha', 'Ravi', 'Sneha', 'Vikram', 'Priya', 'Amit', 'Neha', 'Rahul', 'Pooja', 'Sanjay'],
  last: ['Kulkarni', 'Patil', 'Deshpande', 'Joshi', 'Shinde', 'Pawar', 'Gokhale', 'Bhosale'],
  areas: ['Kothrud', 'Karve Nagar', 'Warje', 'Erandwane', 'Bavdhan', 'Aundh', 'Baner', 'Shivajinagar'],
};
const SEED_STATUSES = ['pending', 'accepted', 'rejected', 'completed'];
/** Customer i of the seed has a request (60% do), and it is completed (closed, not in the open lists). */
const seededRequest = (i) => i % 5 < 3;
const seededCompleted = (i) => seededRequest(i) && SEED_STATUSES[i % 4] === 'completed';

/** Fills an empty (migrated) database with `n` customers over the last 90 days; 60% with a request. */
function seed(file, n) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const massagers = db.prepare('select id, name from massagers').all();
  const insertCustomer =
    db.prepare(`insert into customers (name, contact, email, address, gender, age, prefgender, issue, therapy, appointment, appointment_date, appointment_time, created_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, '', null, null, ?)`);
  const insertRequest =
    db.prepare(`insert into requests (customer_id, massager_id, massager_name, status, assigned_at, status_changed_at, accepted_at, rejected_at, completed_at)
    values (?, ?, ?, ?, ?, ?, null, null, null)`);
  const insertTerm = db.prepare('insert into customer_search_terms (field, open, term, created_at, customer_id, lcp) values (?, ?, ?, ?, ?, ?)');
  const { first, last, areas } = SEED_NAMES;
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < n; i += 1) {
      const created = new Date(now - Math.floor((i / n) * 90 * 86_400_000) - 60_000).toISOString();
      const name = `${first[i % 10]} ${last[i % 8]}`;
      const address = `House ${i}, ${areas[i % 8]}, Pune, 4110${String(i % 90).padStart(2, '0')}`;
      const customer = [name, String(9000000000 + i), `c${i}@example.com`, address, i % 2 ? 'male' : 'female', 20 + (i % 50), 'any'];
      const { lastInsertRowid: id } = insertCustomer.run(...customer, 'Lower back pain', 'Deep tissue massage', created);
      if (seededRequest(i)) {
        const m = massagers[i % massagers.length];
        insertRequest.run(id, m.id, m.name, SEED_STATUSES[i % 4], created, created);
      }
      const open = seededCompleted(i) ? 0 : 1;
      for (const [field, text] of [
        ['name', name],
        ['address', address],
      ]) {
        for (const { term, lcp } of searchTerms(text)) insertTerm.run(field, open, term, created, id, lcp);
      }
    }
  })();
  db.close();
}

/** Sequential calls: median and p99 in ms, and the answer size. */
async function timed(base, cookie, method, url, body, runs) {
  const call = async () => {
    const t0 = process.hrtime.bigint();
    const res = await fetch(base + url, { method, headers: { cookie, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${buf.toString().slice(0, 200)}`);
    return { ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes: buf.length };
  };
  for (let i = 0; i < Math.min(3, runs); i += 1) await call();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const r = await call();
    times.push(r.ms);
    bytes = r.bytes;
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p99: q(0.99), bytes };
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) * 1024;
}

// Header -------------------------------------------------------------------------------------------------
function writeHeader() {
  const cpu = (fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/) ?? [])[1] ?? os.cpus()[0]?.model ?? 'unknown';
  const machine = {
    nproc: os.availableParallelism(),
    cpu,
    ram: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
  out('# Performance');
  out();
  out('Written by `npm run bench` (scripts/bench.mjs); the figures are never asserted by a test. Rerun it to');
  out('refresh this page. The budgets are checked here only as a printout.');
  out();
  out(
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on: ${machine.nproc} cores (\`nproc\`), ${machine.cpu}, ${machine.ram} RAM, Node ${machine.node}, ${machine.os}.`,
  );
  out('The server is `node api/dist/server.js` on SQLite in a temporary DATA_DIR (LOG_LEVEL=warn, rate limits raised);');
  out('autocannon runs in the bench process beside it, so client and server share the two cores. Anything else running on the');
  out('machine at the time (builds, other test runs) shows in the figures, the p99 columns most.');
  out();
}

// 1. Throughput ------------------------------------------------------------------------------------
/** A POST of the contract with a JSON body, under autocannon. */
const cannonPost = (title, base, endpoint, body, headers = json) =>
  cannon(title, { url: apiUrl(base, endpoint), method: 'POST', headers, body: JSON.stringify(body) });

/** The booking POST, the API's floor routes and the ceiling runs around them. */
async function measureBookingRuns(bare, api) {
  // The ceiling is the run most exposed to the shared machine's noise (it varied from 14,000 to 37,000 req/s
  // between runs of the same build, while the booking rate stayed within 10%): it is measured before the
  // booking run, after it and after the lists, and the median of the three is the ceiling of the ratios.
  const bareRun = (label) =>
    cannon(`bare Fastify POST (ceiling, ${label})`, { url: `${bare.base}/bare`, method: 'POST', headers: json, body: JSON.stringify(booking) });
  const ceilingRuns = [await bareRun('before')];
  const bookingRun = await cannonPost(`POST /api${ENDPOINTS.addCustomer.path} (booking)`, api.base, ENDPOINTS.addCustomer, booking);
  ceilingRuns.push(await bareRun('after the booking run'));
  const ceilingGet = await cannon('bare Fastify GET (ceiling)', { url: `${bare.base}/bare` });
  // The API's own floor: a route that passes every plugin and hook (security headers, cookies, compression,
  // metrics, request ids, the rate limiter) and reads nothing. No route of the API can do better.
  const floorRun = await cannon('GET /api/health/live (every plugin, no database)', { url: healthUrls(api.base).apiLive });
  // The booking route's own floor: the same POST with a contact number its check refuses. It passes every
  // plugin, is counted by the booking rate limit (a small write of its own) and runs the body check, then
  // answers 400 without writing a booking: no data layer can make a booking cheaper than this.
  const refusedRun = await cannonPost(
    `POST /api${ENDPOINTS.addCustomer.path} refused by its check (all 400, no booking written)`,
    api.base,
    ENDPOINTS.addCustomer,
    { ...booking, contact: '12' },
  );
  const runs = [ceilingRuns[0], bookingRun, ceilingRuns[1], ceilingGet, floorRun, refusedRun];
  return { runs, bareRun, ceilingRuns, bookingRun, ceilingGet, floorRun, refusedRun };
}

/** The admin and massager lists under autocannon, on the database the booking run filled. */
async function measureListRuns(api) {
  const adminCookie = await login(api.base, ADMIN, 'admin');
  const massagerCookie = await login(api.base, MASSAGER, 'massager');
  const counts = await (await fetch(apiUrl(api.base, ENDPOINTS.adminCounts), { headers: { cookie: adminCookie } })).json();
  const adminJson = { ...json, cookie: adminCookie };
  const runs = [
    await cannon(`GET /api${ENDPOINTS.adminCounts.path}`, { url: apiUrl(api.base, ENDPOINTS.adminCounts), headers: { cookie: adminCookie } }),
    await cannonPost(`POST /api${ENDPOINTS.combinedList.path} page 1`, api.base, ENDPOINTS.combinedList, { page: 1, per_page: 10 }, adminJson),
    await cannonPost(
      `POST /api${ENDPOINTS.customerNameFilter.path} page 1`,
      api.base,
      ENDPOINTS.customerNameFilter,
      { name: 'bench', page: 1, per_page: 10 },
      adminJson,
    ),
    await cannon(`GET /api${ENDPOINTS.massagerList.path}`, { url: apiUrl(api.base, ENDPOINTS.massagerList), headers: { cookie: adminCookie } }),
    await cannonPost(
      `POST /api${ENDPOINTS.notifications.path} (admin, unread)`,
      api.base,
      ENDPOINTS.notifications,
      { role: 'admin', email: '', notification: 'unread' },
      adminJson,
    ),
    await cannonPost(
      `POST /api${ENDPOINTS.assignedRequests.path} page 1`,
      api.base,
      ENDPOINTS.assignedRequests,
      { role: 'massager', email: '', page: 1, records_per_page: 10 },
      { ...json, cookie: massagerCookie },
    ),
  ];
  return { runs, customersAfter: counts.data.totalCustomerCount };
}

/**
 * A flood over the site-wide booking ceiling: bookings without a solved proof-of-work challenge, which the
 * API must refuse (429) without writing to the database, on an API whose ceiling is one booking a minute
 * (per-address limits out of the way).
 */
async function measureFloodRefusals(tmp) {
  const api = await harness.startApi({
    dataDir: path.join(tmp, 'flood'),
    env: { RATE_LIMIT_BOOKINGS: '1000000000', BOOKINGS_PER_MINUTE: '1', RATE_LIMIT_LOGINS: '1000000000', RATE_LIMIT_CODES: '1000000000' },
    timeoutMs: 30_000,
  });
  try {
    return await cannonPost(
      `POST /api${ENDPOINTS.addCustomer.path} in a flood, no challenge solved (all 429, nothing written)`,
      api.base,
      ENDPOINTS.addCustomer,
      booking,
    );
  } finally {
    await api.stop();
  }
}

async function measureThroughput(tmp) {
  const bare = await startBare();
  const api = await startApi(path.join(tmp, 'throughput'));
  const first = await measureBookingRuns(bare, api);
  const lists = await measureListRuns(api);
  first.ceilingRuns.push(await first.bareRun('after the lists'));
  const ceilingPost = [...first.ceilingRuns].sort((a, b) => a.rps - b.rps)[1];
  await api.stop();
  await bare.stop();
  const floodRun = await measureFloodRefusals(tmp);
  const runs = [...first.runs, ...lists.runs, first.ceilingRuns[2], floodRun];
  return { ...first, runs, ceilingPost, floodRun, customersAfter: lists.customersAfter };
}

function reportThroughput({ runs, ceilingPost, ceilingGet, floorRun, refusedRun, bookingRun, floodRun, customersAfter }) {
  out('| call | req/s | p50 ms | p99 ms | of the ceiling | non-2xx/errors |');
  out('|---|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    const ceiling = r.title.includes('ceiling') ? null : r.title.startsWith('POST') ? ceilingPost : ceilingGet;
    out(`| ${r.title} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 0)} | ${fmt(r.p99, 0)} | ${ceiling ? percent(r.rps, ceiling.rps) : '–'} | ${r.bad} |`);
  }
  out();
  out(`The admin lists ran on the database the booking run had filled (${customersAfter} customers). POST routes are compared`);
  out(`with the bare POST (a JSON body parsed and answered; the median of its three runs, ${fmt(ceilingPost.rps, 0)} req/s), GET routes with the bare GET.`);
  out(`The API's floor, a GET through every plugin that reads nothing, ran at ${percent(floorRun.rps, ceilingGet.rps)} of the bare GET: that share is the`);
  out('ceiling of every route of the API before any database work, the booking POST (a body to parse and check) included.');
  out(
    `The booking route refusing a booking (every plugin, its rate-limit count, the body check, a 400 answer) ran at ${percent(refusedRun.rps, ceilingPost.rps)} of the bare POST.`,
  );
  out();
  out(
    `A flood over the site-wide booking ceiling, each booking without a solved challenge and refused with 429 and no database write, ran at ${percent(floodRun.rps, floorRun.rps)} of the API's floor (GET /api/health/live).`,
  );
  out();
  budget('flood refusals ≥ 50% of the API floor', floodRun.rps >= 0.5 * floorRun.rps, percent(floodRun.rps, floorRun.rps));
  budget('booking POST ≥ 1,500 req/s', bookingRun.rps >= 1500, `${fmt(bookingRun.rps, 0)} req/s`);
  budget('booking POST ≥ 40% of the bare route', bookingRun.rps >= 0.4 * ceilingPost.rps, percent(bookingRun.rps, ceilingPost.rps));
  budget('booking POST p99 ≤ 50 ms at concurrency 50', bookingRun.p99 <= 50, `${bookingRun.p99} ms`);
  const unreadRun = runs.find((r) => r.title.startsWith(`POST /api${ENDPOINTS.notifications.path}`));
  budget(
    'unread notifications ≥ 2,000 req/s, p99 ≤ 50 ms',
    unreadRun.rps >= 2000 && unreadRun.p99 <= 50,
    `${fmt(unreadRun.rps, 0)} req/s, p99 ${unreadRun.p99} ms`,
  );
}

/** The data layer's size, for the record of what the plain layer cost in figures. */
function writeDataLayerNote() {
  out('The data layer is plain Kysely since 2026-11-25: no group-commit write queue, no SQLite trigram index');
  out('and its indexer worker, no query cost model. The files of that layer went from 942 lines to 356');
  out('(api/src/db/write-queue.ts, services/search-index.ts and its worker, text-search.ts, customers.ts,');
  out('routes/public.ts with services/bookings.ts, notifications.ts, plugins/rate-limit-store.ts), and 216');
  out('lines of tests went with the queue. Since 2026-11-26 the name and address filters find the typed text');
  out('where it starts a word, through customer_search_terms (migration 0011, 114 lines), a B-tree index that both');
  out('databases have; the files above now hold 510 lines (text-search.ts grew by 86, half of them comments).');
  out('Each booking commits on its own and writes its terms (about 8 index entries) in the same transaction;');
  out('the unread count of each inbox is a counter row kept by triggers (migration 0010).');
  out();
}

// 2. Growth with the number of customers ----------------------------------------------------------------
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const range = { start_date: '2000-01-01', end_date: today };

/** Exact page counts of the seeded data (see seed()): open customers, and open ones in Warje. */
function seededPages(n) {
  let open = 0;
  let openWarje = 0;
  for (let i = 0; i < n; i += 1)
    if (!seededCompleted(i)) {
      open += 1;
      if (i % 8 === 2) openWarje += 1;
    }
  return { lastOpen: Math.max(1, Math.ceil(open / 10)), middleWarje: Math.max(1, Math.ceil(openWarje / 10 / 2)) };
}

/** The timed calls on `n` customers: [title, who, method, endpoint, body, count]. */
function growthCalls(n, admin, massager) {
  const many = n >= 100_000 ? 40 : 100;
  const few = n >= 100_000 ? 5 : n >= 10_000 ? 10 : 30;
  const middle = Math.max(1, Math.floor(n / 20 / 2)); // the middle page of the open (not completed) customers
  const { lastOpen, middleWarje } = seededPages(n);
  const panel = (page) => ({ role: 'massager', email: '', page, records_per_page: 10 });
  const general = (page) => ({ ...range, report_type: 'general', page, per_page: 10 });
  const { adminCounts, combinedList, customerNameFilter: byName, customerAddressFilter: byAddress, adminReport } = ENDPOINTS;
  return [
    ['dashboard counts', admin, 'GET', adminCounts, null, many],
    ['customer list, page 1 (server paging)', admin, 'POST', combinedList, { page: 1, per_page: 10 }, many],
    ['customer list, middle page', admin, 'POST', combinedList, { page: middle, per_page: 10 }, many],
    ['name filter, page 1', admin, 'POST', byName, { name: 'sneha', page: 1, per_page: 10 }, many],
    ['address filter, page 1', admin, 'POST', byAddress, { address: 'warje', page: 1, per_page: 10 }, many],
    ['general report, page 1', admin, 'POST', adminReport, general(1), many],
    ['pending report, page 1', admin, 'POST', adminReport, { ...range, report_type: 'pending', page: 1, per_page: 10 }, many],
    ['massager panel, page 1', massager, 'POST', ENDPOINTS.assignedRequests, panel(1), many],
    [
      'massager report, page 1',
      massager,
      'POST',
      ENDPOINTS.massagerReport,
      { ...range, report_type: 'total_customers_by_massager', page: 1, records_per_page: 10 },
      many,
    ],
    // Every paged call must hold the budget, not only the first pages: the last pages, the middle of a
    // filter and filters of 1 or 2 characters (the widest ranges of the term index).
    ['customer list, last page', admin, 'POST', combinedList, { page: lastOpen, per_page: 10 }, many],
    ['address filter, middle page', admin, 'POST', byAddress, { address: 'warje', page: middleWarje, per_page: 10 }, many],
    ['name filter (2 characters), page 1', admin, 'POST', byName, { name: 'sn', page: 1, per_page: 10 }, many],
    ['address filter (1 character), page 1', admin, 'POST', byAddress, { address: '7', page: 1, per_page: 10 }, many],
    ['general report, last page', admin, 'POST', adminReport, general(Math.max(1, Math.ceil(n / 10))), many],
    ['massager panel, last page', massager, 'POST', ENDPOINTS.assignedRequests, panel(Math.max(1, Math.ceil((n * 3) / 10 / 10))), many],
    ['name and address filters, page 1', admin, 'POST', byName, { name: 'sneha', address: 'warje', page: 1, per_page: 10 }, many],
    ['name (2 characters) and address filters, page 1', admin, 'POST', byName, { name: 'sn', address: 'kothrud', page: 1, per_page: 10 }, many],
    ['whole customer list (spec: client paging)', admin, 'GET', combinedList, null, few],
    ['name filter, whole list', admin, 'POST', byName, { name: 'sneha' }, few],
  ];
}

/** The filters under load: 50 admins filtering at once. */
async function measureLoadedFilters(base, admin, n) {
  const headers = { 'content-type': 'application/json', cookie: admin };
  const loads = [
    ['name filter', ENDPOINTS.customerNameFilter, { name: 'sneha', page: 1, per_page: 10 }],
    ['address filter', ENDPOINTS.customerAddressFilter, { address: 'warje', page: 1, per_page: 10 }],
  ];
  const results = [];
  for (const [title, endpoint, body] of loads) {
    const r = await cannonPost(`${title}, page 1, 50 clients, ${n.toLocaleString('en')} customers`, base, endpoint, body, headers);
    results.push(r);
    budget(`${title} under 50 clients: p99 ≤ 200 ms, 0 errors`, r.p99 <= 200 && r.bad === 0, `${fmt(r.rps, 0)} req/s, p99 ${r.p99} ms, ${r.bad} errors`);
  }
  return results;
}

/** 3. The PDF of a 10,000-row report (the newest 10,000 rows of the range at most): 3 runs, memory sampled. */
async function measurePdf(server, admin, n) {
  const base = rssOf(server.pid);
  const times = [];
  let peak = base;
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) {
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssOf(server.pid));
        await sleep(5);
      }
    })();
    const t = process.hrtime.bigint();
    const res = await fetch(apiUrl(server.base, ENDPOINTS.totalReportPdf), {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(range),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    sampling = false;
    await sampler;
    if (res.status !== 200) throw new Error(`report.php answered ${res.status}`);
    bytes = buf.length;
  }
  const hwm = Number(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) * 1024;
  return { n, rows: Math.min(n, 10_000), times, base, peak, hwm, bytes };
}

/** One size: a migrated database seeded with `n` customers, every call timed; the PDF on one size. */
async function measureSize(tmp, n, withPdf) {
  const dataDir = path.join(tmp, `n${n}`);
  const first = await startApi(dataDir); // migrate and seed the demo accounts
  await first.stop();
  const t0 = Date.now();
  seed(path.join(dataDir, 'wellness.sqlite'), n);
  const seedMs = Date.now() - t0;
  const s = await startApi(dataDir);
  const admin = await login(s.base, ADMIN, 'admin');
  const massager = await login(s.base, MASSAGER, 'massager');
  const row = { n, seedMs, results: {} };
  for (const [title, cookie, method, endpoint, body, count] of growthCalls(n, admin, massager)) {
    row.results[title] = await timed(s.base, cookie, method, `/api${endpoint.path}`, body, count);
  }
  const loaded = n >= 100_000 ? await measureLoadedFilters(s.base, admin, n) : [];
  const pdf = withPdf ? await measurePdf(s, admin, n) : null;
  await s.stop();
  console.log(`  ${n} customers done (seeded in ${seedMs} ms)`);
  return { row, loaded, pdf };
}

async function measureGrowth(tmp) {
  const growth = [];
  const loadedFilters = [];
  let pdfFigures = null;
  for (const n of SIZES) {
    const withPdf = n === 10_000 || (!pdfFigures && n === SIZES[SIZES.length - 1]);
    const { row, loaded, pdf } = await measureSize(tmp, n, withPdf);
    growth.push(row);
    loadedFilters.push(...loaded);
    pdfFigures = pdf ?? pdfFigures;
  }
  const at5k = growth.find((g) => g.n === 5000);
  const listAt5k = at5k && { paged: at5k.results['customer list, page 1 (server paging)'], whole: at5k.results['whole customer list (spec: client paging)'] };
  return { growth, loadedFilters, pdfFigures, listAt5k };
}

function reportGrowthTables(growth, loadedFilters) {
  const titles = Object.keys(growth[0].results);
  out(`| call | ${growth.map((g) => `${g.n.toLocaleString('en')} customers`).join(' | ')} |`);
  out(`|---|${growth.map(() => '---:').join('|')}|`);
  for (const title of titles) {
    out(
      `| ${title} | ${growth
        .map((g) => {
          const r = g.results[title];
          return `${fmt(r.p50)} / ${fmt(r.p99)} ms, ${kb(r.bytes)}`;
        })
        .join(' | ')} |`,
    );
  }
  out();
  out('Each cell: median / p99, answer size.');
  out();
  if (loadedFilters.length > 0) {
    out('| filter under load (autocannon, 50 clients) | req/s | p50 ms | p99 ms | non-2xx/errors |');
    out('|---|---:|---:|---:|---:|');
    for (const r of loadedFilters) out(`| ${r.title} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 0)} | ${fmt(r.p99, 0)} | ${r.bad} |`);
    out();
  }
  const largest = growth[growth.length - 1];
  if (largest.n >= 100_000) {
    const paged = titles.filter((t) => /page/.test(t));
    const worst = paged.map((t) => [t, largest.results[t].p50]).sort((a, b) => b[1] - a[1])[0];
    budget('paged list, filter or report call ≤ 20 ms median with 100,000 customers', worst[1] <= 20, `slowest: ${worst[0]} ${fmt(worst[1])} ms`);
  }
}

function reportListAt5k(listAt5k) {
  if (!listAt5k) return;
  out(`**The admin Customers List API with 5,000 customers**: the whole list (GET /api${ENDPOINTS.combinedList.path}, what the`);
  out(
    `spec's client paging loads) answers in ${fmt(listAt5k.whole.p50)} ms median (p99 ${fmt(listAt5k.whole.p99)} ms, ${kb(listAt5k.whole.bytes)}); one server page`,
  );
  out(`(POST with page 1) in ${fmt(listAt5k.paged.p50)} ms median (p99 ${fmt(listAt5k.paged.p99)} ms).`);
  out();
  console.error(
    `CUSTOMERS LIST FIGURE: with 5,000 customers: whole list ${fmt(listAt5k.whole.p50)} ms median (${kb(listAt5k.whole.bytes)}), server page ${fmt(listAt5k.paged.p50)} ms median`,
  );
}

// 3. PDF -------------------------------------------------------------------------------------------------
function reportPdf(pdfFigures) {
  out('## 3. The PDF of a 10,000-row report');
  out();
  if (!pdfFigures) return;
  const sorted = [...pdfFigures.times].sort((a, b) => a - b);
  out(
    `POST /api${ENDPOINTS.totalReportPdf.path} over ${pdfFigures.n.toLocaleString('en')} customers (${pdfFigures.rows.toLocaleString('en')} rows, ${kb(pdfFigures.bytes)} PDF), rendered in the API's PDF worker thread:`,
  );
  out(`${sorted.map((t) => `${fmt(t / 1000, 2)} s`).join(', ')} (3 runs; median ${fmt(sorted[1] / 1000, 2)} s).`);
  out(`Server process memory (RSS, worker included): ${mb(pdfFigures.base)} MB before, peak ${mb(pdfFigures.peak)} MB while rendering`);
  out(`(+${mb(pdfFigures.peak - pdfFigures.base)} MB); the process's high-water mark since start: ${mb(pdfFigures.hwm)} MB.`);
  out();
  budget('10,000-row PDF within 2 s', sorted[1] <= 2000, `${fmt(sorted[1] / 1000, 2)} s median`);
  budget(
    '10,000-row PDF within 200 MB',
    pdfFigures.peak - pdfFigures.base <= 200 * 1024 * 1024,
    `+${mb(pdfFigures.peak - pdfFigures.base)} MB over the idle server`,
  );
}

// 3b. Live notifications -----------------------------------------------------------------------------------
/** Reads a Server-Sent Events body, calling `onEvent(name)` for each named event, until it closes. */
async function readEvents(body, onEvent) {
  let buffer = '';
  try {
    for await (const chunk of body.pipeThrough(new TextDecoderStream())) {
      buffer += chunk;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const name = (buffer.slice(0, cut).match(/^event: (.+)$/m) ?? [])[1];
        buffer = buffer.slice(cut + 2);
        if (name) onEvent(name);
      }
    }
  } catch {
    /* closed */
  }
}

/** Opens a notification stream; `next(name)` waits for the next event of that name. */
async function openStream(base, cookie) {
  const controller = new AbortController();
  const res = await fetch(apiUrl(base, ENDPOINTS.notificationStream), { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`notification stream answered ${res.status}`);
  const seen = [];
  let wake = () => {};
  void readEvents(res.body, (name) => {
    seen.push({ name, at: performance.now() });
    wake();
  });
  let read = 0;
  return {
    async next(name, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const i = seen.findIndex((e, j) => j >= read && e.name === name);
        if (i >= 0) {
          read = i + 1;
          return seen[i].at;
        }
        if (performance.now() > deadline) return null;
        await new Promise((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

let liveBookings = 0;

/** PANELS streams on `watched`, 3 bookings through `bookVia`: the time until every stream has each. */
async function measureLiveRun(watched, bookVia) {
  // The server holds at most a few streams per session (one admin's tabs): a session for every few panels.
  const cookies = [];
  for (let i = 0; i < PANELS / PANELS_PER_SESSION; i += 1) cookies.push(await login(watched.base, ADMIN, 'admin'));
  const streams = await Promise.all(Array.from({ length: PANELS }, (_, i) => openStream(watched.base, cookies[Math.floor(i / PANELS_PER_SESSION)])));
  await Promise.all(streams.map((s) => s.next('ready')));
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const sent = performance.now();
    const res = await fetch(apiUrl(bookVia.base, ENDPOINTS.addCustomer), {
      method: 'POST',
      headers: json,
      // A booking of its own each time: a repeat within 24 hours is answered with the first and stores nothing.
      body: JSON.stringify({ ...booking, email: `live-${(liveBookings += 1)}@example.com`, contact: String(9700000000 + liveBookings) }),
    });
    if (res.status !== 200) throw new Error(`booking answered ${res.status}`);
    const arrived = await Promise.all(streams.map((s) => s.next('notification')));
    const missed = arrived.filter((at) => at === null).length;
    times.push({ all: Math.max(...arrived.filter((at) => at !== null).map((at) => at - sent)), missed });
    await sleep(300);
  }
  for (const s of streams) s.close();
  return times;
}

async function measureLive(tmp) {
  const liveDir = path.join(tmp, 'live');
  const liveOne = await startApi(liveDir);
  const liveTwo = await startApi(liveDir);
  const liveRuns = [];
  for (const [label, bookVia] of [
    ['booking on the same instance', liveOne],
    ['booking on the other instance', liveTwo],
  ]) {
    liveRuns.push({ label, times: await measureLiveRun(liveOne, bookVia) });
  }
  await liveOne.stop();
  await liveTwo.stop();
  return liveRuns;
}

function reportLive(liveRuns) {
  out('## 3b. Live notifications');
  out();
  out(
    `${PANELS} admin panels hold the notification stream of one API instance open (Server-Sent Events); a booking is made, 3 times; the time from sending the booking until all ${PANELS} panels have its event. A second instance shares the SQLite file.`,
  );
  out();
  out('| booking | until all panels have it (3 runs) | missed |');
  out('|---|---|---|');
  for (const r of liveRuns) out(`| ${r.label} | ${r.times.map((t) => `${fmt(t.all, 0)} ms`).join(', ')} | ${r.times.reduce((n, t) => n + t.missed, 0)} |`);
  out();
  const liveWorst = Math.max(...liveRuns.flatMap((r) => r.times.map((t) => t.all)));
  budget(
    `${PANELS} open panels have a new booking within 2 s`,
    liveWorst <= 2000 && liveRuns.every((r) => r.times.every((t) => t.missed === 0)),
    `slowest ${fmt(liveWorst, 0)} ms`,
  );
}

// 4. Web ---------------------------------------------------------------------------------------------------
function writeWeb() {
  out('## 4. The public site (`npm run bench:web`)');
  out();
  const built = fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'));
  if (args['no-web'] === 'true' || !built) {
    // The figures of the last web run stay on the page (they are not this run's, and say when they were taken).
    const page = fs.existsSync(path.join(root, 'docs', 'performance.md')) ? fs.readFileSync(path.join(root, 'docs', 'performance.md'), 'utf8') : '';
    const kept = page.match(/<!-- bench:web -->[\s\S]*?<!-- \/bench:web -->/)?.[0];
    out(
      built
        ? 'Not run in this run (--no-web); the last figures of `npm run bench:web`:'
        : 'Not run: the site is not built (`npm run build`); the last figures of `npm run bench:web`:',
    );
    if (kept) out(kept);
  } else {
    console.log('running scripts/bench-web.mjs --no-build ...');
    // bench-web's own table goes between these markers when it is run alone (npm run bench:web).
    const web = spawnSync(process.execPath, [path.join(root, 'scripts', 'bench-web.mjs'), '--no-build', '--no-write'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 40 * 60_000,
    });
    out('<!-- bench:web -->');
    out('Output of `node scripts/bench-web.mjs --no-build` in this run:');
    out();
    out('```');
    out(`${web.stdout ?? ''}${web.status ? `\n(exit code ${web.status})\n${(web.stderr ?? '').slice(-2000)}` : ''}`.trim());
    out('```');
    out('<!-- /bench:web -->');
  }
  out();
}

// 5. Schedule --------------------------------------------------------------------------------------------
/** `npm run bench` runs bench-schedule.mjs after this script: its figures stay between their markers. */
function writeSchedule() {
  out('## 5. The schedule (`npm run bench:schedule`, also the end of `npm run bench`)');
  out();
  out('100 massagers, 100,000 visits (1,000 each, five a day over 200 days around today), SQLite, 10 s per');
  out('concurrent run; the bench, autocannon and the API share the two cores.');
  out();
  const page = fs.existsSync(path.join(root, 'docs', 'performance.md')) ? fs.readFileSync(path.join(root, 'docs', 'performance.md'), 'utf8') : '';
  out(page.match(/<!-- bench:schedule -->[\s\S]*?<!-- \/bench:schedule -->/)?.[0] ?? '<!-- bench:schedule -->\nNot run yet.\n<!-- /bench:schedule -->');
  out();
  out('How the figures are reached, and what stands in the way:');
  out('- Availability and the day view are computed from one read per question of the covering index');
  out('  `customers_schedule` (migration 0022), the rules doing their per-day work once per therapist-day');
  out('  (`shared/src/rules/schedule.ts`), and kept briefly (`api/src/services/schedule-cache.ts`): this process');
  out("  drops a kept answer as soon as it commits a change of the schedule; another instance's change shows");
  out('  within 5 to 10 s. The "computed each time" row is that computation itself, mostly turning about');
  out('  16,000 rows into objects.');
  out("- 50 clashing assignments at once queue on one Node process and SQLite's one writer: the last of 50");
  out('  waits for the 49 before it, so the p99 is the whole burst. Its floor line is the same burst of');
  out('  signed-in POSTs refused before any database work: most of the p99 is that floor (HTTP, session, body');
  out('  check of 50 requests on two cores shared with the 50 clients), not the schedule check. On');
  out('  PostgreSQL the row lock on the therapist serialises only assignments to the same therapist.');
  out();
}

// Budgets ------------------------------------------------------------------------------------------------
function writeBudgets({ floorRun, ceilingGet, refusedRun, ceilingPost }) {
  out('## Budgets (printed, not asserted)');
  out();
  out('| budget | figure | met |');
  out('|---|---|---|');
  for (const b of budgets) out(`| ${b.what} | ${b.detail} | ${b.ok ? 'yes' : '**no**'} |`);
  out();
  out('Where a throughput budget is missed, what stands in the way (measured on this machine, 2026-11-26):');
  out(
    `- Every route of the API passes the same plugins (security headers, cookies, compression, metrics, request ids, rate limits): the floor route above ran at ${percent(floorRun.rps, ceilingGet.rps)} of the bare GET before any database work.`,
  );
  out(
    `- The booking route refusing a booking, which writes nothing but its rate-limit count, ran at ${percent(refusedRun.rps, ceilingPost.rps)} of the bare POST:`,
  );
  out('  below 40% before any booking is written, so no data layer, group commit included, can bring the booking POST');
  out('  to 40% of the bare route while it checks the body and counts the rate limit in the shared database.');
  out('  A booking then adds one transaction of 6 tables and their indexes: 31 pages written to the WAL per booking');
  out('  (the commit is about 210 us of the 370 us the database spends on a booking). The word index is 14 of those');
  out('  pages: booking POST ran at about 1,500 req/s before it and 1,360 to 1,500 after (10 s runs, same machine).');
  out('- The unread call reads the newest 100 notifications (about 17 KB) beside the count: about 150 us of');
  out('  SQLite, of which 58 us is making the rows into objects; the rest of its ~520 us is the session, the JSON');
  out('  and the HTTP of any route.');
  out('- Under a closed loop of 50 new connections, Node accepts one connection per pass of its event loop (libuv');
  out('  since 2022), so the first request of the last connections waits up to a few seconds: 30 to 40 requests of a');
  out('  run. The p99 of a route that serves fewer than about 4,000 requests in the 10 s includes them.');
  out();
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-bench-'));
  writeHeader();
  out(`## 1. Throughput: autocannon, ${CONNECTIONS} connections, ${DURATION} s each`);
  out();
  const throughput = await measureThroughput(tmp);
  reportThroughput(throughput);
  writeDataLayerNote();
  out('## 2. Lists, filters and reports as the customers grow');
  out();
  out('Sequential calls from one client (after 3 warm-up calls): median and p99 in ms, answer size. 60% of the customers have a');
  out('request (pending, accepted, rejected, completed in turn), bookings spread over 90 days; reports cover the 90 days.');
  out();
  const { growth, loadedFilters, pdfFigures, listAt5k } = await measureGrowth(tmp);
  reportGrowthTables(growth, loadedFilters);
  reportListAt5k(listAt5k);
  reportPdf(pdfFigures);
  reportLive(await measureLive(tmp));
  writeWeb();
  writeSchedule();
  writeBudgets(throughput);
  fs.rmSync(tmp, { recursive: true, force: true });
  if (args['no-write'] !== 'true') {
    fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', 'performance.md'), `${md.join('\n').trim()}\n`);
    console.log('\nwritten to docs/performance.md');
  }
}

await main();
