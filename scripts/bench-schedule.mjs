// `npm run bench:schedule` (also the last part of `npm run bench`): the schedule at 100 massagers and
// 100,000 scheduled visits on SQLite. Prints, against the budgets:
// - the visitor's availability for 60 days of one area and gender, and the admin's day view: each
//   sequentially (median, p99) and under 50 clients (p99, errors);
// - 50 clients assigning clashing visits at once: wins per slot (must be 1), and the p99 of an
//   assignment with its check.
// The figures go between the schedule markers of docs/performance.md (--no-write: printed only).
// The server is `node api/dist/server.js` on a temporary DATA_DIR; build it first (npm run build -w api).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { addDays, ENDPOINTS, indiaNow, isoOf, TRAVEL_MINUTES } from '@wellness/shared/rules';
import autocannon from 'autocannon';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, REPO_ROOT: root, requireBuiltApi } = harness;
const MASSAGERS = 100;
const VISITS = 100_000;
const CLIENTS = 50;
const WARM_UP = 5;
// A p99 read from 1,000 answers rather than 200: from 200 it is the second slowest, one pause of the machine.
const SEQUENTIAL_RUNS = 1_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BUDGET = { sequentialP99: 20, concurrentP99: 200, assignP99: 50 };
const ADMIN = { email: 'admin@kothrudwellness.demo', password: 'Admin@1234' };
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const Database = createRequire(path.join(root, 'api', 'package.json'))('better-sqlite3');
const UNLIMITED = Object.fromEntries(
  ['RATE_LIMIT_BOOKINGS', 'RATE_LIMIT_LOGINS', 'RATE_LIMIT_CODES', 'BOOKINGS_PER_MINUTE'].map((limit) => [limit, '1000000000']),
);
const startApi = (dataDir) => harness.startApi({ dataDir, env: UNLIMITED });

async function post(base, cookie, endpoint, body) {
  const res = await fetch(apiUrl(base, endpoint), {
    method: 'POST',
    headers: { cookie: cookie ?? '', 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0], body: await res.json().catch(() => null) };
}

/** 100 massagers through the API (half female), then 100,000 visits written straight into the file. */
async function seed(dataDir) {
  const api = await startApi(dataDir);
  const { cookie } = await post(api.base, null, ENDPOINTS.login, { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' });
  for (let i = 0; i < MASSAGERS; i += 1) {
    const answer = await post(api.base, cookie, ENDPOINTS.addMassager, {
      name: `Bench Massager ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      contact: String(9100000000 + i),
      email: `bench${i}@example.com`,
      gender: i % 2 ? 'male' : 'female',
      username: `bench${i}`,
      password: sha256(`Bench-secret-${i}`),
      address: 'Kothrud, Pune',
      age: '30',
      status: 'Active',
    });
    if (answer.body?.status !== 'success') throw new Error(`massager ${i}: ${JSON.stringify(answer.body)}`);
  }
  await api.stop();
  writeVisits(path.join(dataDir, 'wellness.sqlite'));
}

/** Each massager: 1,000 visits, five a day (09:00 … 17:00, two hours apart, one area a day), over 200 days around today. */
function writeVisits(file) {
  const db = new Database(file);
  const massagers = db.prepare('select id, name from massagers order by id').all();
  const areas = ['Kothrud', 'Karve Nagar', 'Warje', 'Erandwane', 'Bavdhan', 'Aundh', 'Baner', 'Hadapsar'];
  const customer = db.prepare(`insert into customers (name, contact, email, address, gender, age, prefgender, issue, therapy, appointment,
      appointment_date, appointment_time, created_at, reference, visit_start, visit_minutes, area) values (?, ?, ?, ?, 'female', 30, 'any', '', '', ?, ?, ?, ?, ?, ?, 90, ?)`);
  const request = db.prepare(
    `insert into requests (customer_id, massager_id, massager_name, status, assigned_at, status_changed_at) values (?, ?, ?, ?, ?, ?)`,
  );
  const today = indiaNow().date;
  const perMassager = VISITS / massagers.length;
  const now = new Date().toISOString();
  db.transaction(() => {
    let n = 0;
    for (const m of massagers) {
      for (let k = 0; k < perMassager; k += 1) {
        const date = addDays(today, Math.floor(k / 5) - 100);
        const time = `${String(9 + (k % 5) * 2).padStart(2, '0')}:00`;
        const area = areas[(m.id + Math.floor(k / 5)) % areas.length];
        const { lastInsertRowid: id } = customer.run(
          `Visit ${n}`,
          '9876543210',
          `v${n}@example.com`,
          `House ${n}, ${area}, 411038`,
          `${date} ${time}`,
          date,
          time,
          now,
          `KW-B${n}`,
          isoOf(date, time),
          area,
        );
        request.run(id, m.id, m.name, k % 3 ? 'accepted' : 'pending', now, now);
        n += 1;
      }
    }
  })();
  db.close();
}

/**
 * One request at a time. The first WARM_UP answers are not counted: the first computes what later ones are
 * given from memory, and the computation has a row of its own ("computed each time").
 */
async function sequential(run, runs = SEQUENTIAL_RUNS, warmUp = WARM_UP) {
  for (let i = 0; i < warmUp; i += 1) await run();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = process.hrtime.bigint();
    const status = await run();
    if (status !== 200) throw new Error(`answered ${status}`);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99) - 1] };
}

async function concurrent(options) {
  const result = await autocannon({ connections: CLIENTS, duration: DURATION, ...options });
  const refused = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  const kinds = [...refused.map(([code, { count }]) => `${count}× ${code}`), result.timeouts ? `${result.timeouts} timeouts` : ''].filter(Boolean);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    errors: result.non2xx + result.errors,
    kinds: kinds.length ? ` (${kinds.join(', ')})` : '',
  };
}

/** Waits until the outbox has sent every queued mail (the bookings' confirmations), at most 30 s. */
async function outboxDrained() {
  const db = new Database(path.join(process.env.BENCH_DATA_DIR, 'wellness.sqlite'), { readonly: true });
  try {
    const waiting = db.prepare('select count(*) as n from mail_outbox where sent_at is null');
    for (let waited = 0; waiting.get().n > 0 && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    db.close();
  }
}

/**
 * `count` bookings named `name` for one slot; their ids, once their confirmation mails have gone out
 * (sending them is the bookings' cost, not the assignments').
 */
async function bookSlot(base, name, count, date, time) {
  for (let i = 0; i < count; i += 1) {
    const booked = await post(
      base,
      null,
      ENDPOINTS.addCustomer,
      bookingFixture({
        name,
        contact: String(9200000000 + Math.floor(Math.random() * 99_999_999)),
        email: `${name.replace(/\W/g, '').toLowerCase()}${i}@example.com`,
        address: 'Lane 5, Kothrud, 411038',
        preferGender: 'any',
        appointment: `${date} ${time}`,
      }),
    );
    if (booked.status !== 200) throw new Error(`booking: ${booked.status}`);
  }
  await outboxDrained();
  const db = new Database(path.join(process.env.BENCH_DATA_DIR, 'wellness.sqlite'), { readonly: true });
  // This slot's bookings only: the losers of an earlier slot are visits of other days.
  const slot = db.prepare('select id from customers where name = ? and appointment = ? and massager_id is null');
  const ids = slot.all(name, `${date} ${time}`).map((row) => row.id);
  db.close();
  return ids;
}

/**
 * A request over one client's own kept-alive connection (as autocannon's clients and a browser have),
 * asking for a compressed answer as a browser does, so that a figure is the API's time rather than the
 * client's: Node's fetch added 1 to 2 ms to every answer here and pauses of its own of up to 20 ms.
 */
function requestOver(agent, base, cookie, endpoint, body, query = '') {
  const data = endpoint.method === 'POST' ? JSON.stringify(body) : '';
  const headers = { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) };
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${apiUrl(base, endpoint)}${query}`,
      { agent, method: endpoint.method, headers: cookie ? { ...headers, cookie } : headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** One assignment at a time, each to a free massager: what one assignment with its check costs. */
async function singleAssignments(base, cookie, massagers, date) {
  const ids = await bookSlot(base, 'Bench Single', massagers.length, date, '19:30');
  const times = [];
  for (const [i, id] of ids.entries()) {
    const t0 = process.hrtime.bigint();
    const answer = await post(base, cookie, ENDPOINTS.assignMassager, { customer_id: id, massager_id: massagers[i].id });
    if (answer.status !== 200) throw new Error(`assignment: ${answer.status}`);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99) - 1] };
}

/**
 * 50 clients each send one assignment at once, each over its open connection: the answers' statuses and
 * the time each client waited.
 */
async function burst(base, cookie, bodies) {
  const agents = bodies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    // Each client opens its connection with a request of its own before the burst.
    await Promise.all(agents.map((agent) => requestOver(agent, base, cookie, ENDPOINTS.massagerList)));
    const times = [];
    const statuses = await Promise.all(
      bodies.map(async (body, i) => {
        const t0 = process.hrtime.bigint();
        const status = await requestOver(agents[i], base, cookie, ENDPOINTS.assignMassager, body);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        return status;
      }),
    );
    return { statuses, times };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** 50 bookings for one free slot of one massager, assigned to it by 50 clients at once. */
async function clashingAssignments(base, cookie, massagerId, date, time) {
  const ids = await bookSlot(base, 'Bench Clash', CLIENTS, date, time);
  const { statuses, times } = await burst(
    base,
    cookie,
    ids.map((id) => ({ customer_id: id, massager_id: massagerId })),
  );
  return { wins: statuses.filter((status) => status === 200).length, times };
}

/**
 * The floor under the clashing assignments on this machine: the same 50 clients at once, the same
 * signed-in POST, refused by its body check (400) before any schedule or transaction. What the
 * assignments take above it is the check and its transaction.
 */
async function refusedBursts(base, cookie, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await burst(
      base,
      cookie,
      Array.from({ length: CLIENTS }, () => ({ customer_id: 'not a number' })),
    );
    if (answer.statuses.some((status) => status !== 400)) throw new Error(`refused burst answered ${answer.statuses.join(',')}`);
    times.push(...answer.times);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted, share) => sorted[Math.floor(sorted.length * share) - 1];

const mark = (ok) => (ok ? 'ok' : 'MISS');

/** The visitor's availability and the admin's day view: sequentially (one client), then under 50 clients. */
async function measureReads(base, cookie, today) {
  const availabilityQuery = `?from=${today}&days=60&area=Kothrud&gender=female`;
  const dayBody = { date: addDays(today, 1) };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const read = (endpoint, body, query) => requestOver(agent, base, body ? cookie : null, endpoint, body, query);
  try {
    const seqAvailability = await sequential(() => read(ENDPOINTS.availability, null, availabilityQuery));
    // Every request another area and gender: each answer computed, none from the API's memory.
    const questions = Object.keys(TRAVEL_MINUTES).flatMap((area) => ['female', 'male', 'any'].map((gender) => ({ area, gender })));
    let asked = 0;
    const seqCold = await sequential(
      () => {
        const { area, gender } = questions[asked++ % questions.length];
        return read(ENDPOINTS.availability, null, `?from=${today}&days=60&area=${encodeURIComponent(area)}&gender=${gender}`);
      },
      questions.length,
      0,
    );
    const seqDay = await sequential(() => read(ENDPOINTS.scheduleDay, dayBody));
    const availabilityUrl = `${apiUrl(base, ENDPOINTS.availability)}${availabilityQuery}`;
    const conAvailability = await concurrent({ url: availabilityUrl });
    const dayUrl = apiUrl(base, ENDPOINTS.scheduleDay);
    const conDay = await concurrent({ url: dayUrl, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(dayBody) });
    return [
      { what: 'availability, 60 days, one area and gender', seq: seqAvailability, con: conAvailability, budget: true },
      { what: 'availability, each request another area or gender (computed each time; for the record)', seq: seqCold, con: null, budget: false },
      { what: "admin's day view", seq: seqDay, con: conDay, budget: true },
    ];
  } finally {
    agent.destroy();
  }
}

/** Clashing assignments in bursts of 50, their floor, and assignments one at a time. */
async function measureAssignments(base, cookie, today) {
  const { data: list } = await fetch(apiUrl(base, ENDPOINTS.massagerList), { headers: { cookie } }).then((res) => res.json());
  // As for the reads, the first calls of a path are not counted: before them the server has never run an
  // assignment (a running server has), and V8 is still compiling its code. The one-at-a-time assignments
  // run first, and one burst of clashing assignments, not counted, runs before the five that are.
  const single = await singleAssignments(base, cookie, list.slice(10, 10 + CLIENTS), addDays(today, 12));
  await clashingAssignments(base, cookie, list[5].id, addDays(today, 4), '19:00');
  await refusedBursts(base, cookie, 1);
  const slots = [];
  for (let i = 0; i < 5; i += 1) slots.push(await clashingAssignments(base, cookie, list[i].id, addDays(today, 5 + i), '19:00'));
  const floor = await refusedBursts(base, cookie, 5);
  const times = slots.flatMap((slot) => slot.times).sort((a, b) => a - b);
  return { wins: slots.map((slot) => slot.wins), p99: percentile(times, 0.99), floorP99: percentile(floor, 0.99), single };
}

/** The figures as Markdown lines, and whether a budget was missed. */
function report(rows, assignments) {
  const lines = [
    `Schedule at ${MASSAGERS} massagers and ${VISITS.toLocaleString('en')} visits (SQLite, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
    '',
    `| what | sequential median | sequential p99 (≤ ${BUDGET.sequentialP99} ms) | ${CLIENTS} clients req/s | ${CLIENTS} clients p99 (≤ ${BUDGET.concurrentP99} ms) | errors |`,
    '|---|---|---|---|---|---|',
  ];
  let missed = false;
  for (const { what, seq, con, budget } of rows) {
    const ok = seq.p99 <= BUDGET.sequentialP99 && (!con || (con.p99 <= BUDGET.concurrentP99 && con.errors === 0));
    if (budget) missed ||= !ok;
    const concurrently = con ? `${Math.round(con.rps)} | ${con.p99} ms | ${con.errors}${con.kinds}` : 'not run | not run | -';
    lines.push(`| ${what} | ${seq.median.toFixed(1)} ms | ${seq.p99.toFixed(1)} ms | ${concurrently} ${budget ? mark(ok) : '(no budget)'} |`);
  }
  const { wins, p99, floorP99, single } = assignments;
  const assignOk = wins.every((n) => n === 1) && p99 <= BUDGET.assignP99;
  missed ||= !assignOk || single.p99 > BUDGET.assignP99;
  lines.push(
    '',
    `- ${CLIENTS} clients assigning clashing visits, 5 slots (after one burst not counted): wins per slot ${wins.join(', ')} (must be 1 each); assignment with its check p99 ${p99.toFixed(1)} ms (≤ ${BUDGET.assignP99} ms) ${mark(assignOk)}`,
    `- The floor under it: the same ${CLIENTS} clients at once, the same signed-in POST refused by its body check (400, no schedule, no transaction), 5 bursts: p99 ${floorP99.toFixed(1)} ms`,
    `- One assignment at a time (${CLIENTS}, each to a free massager): median ${single.median.toFixed(1)} ms, p99 ${single.p99.toFixed(1)} ms (≤ ${BUDGET.assignP99} ms) ${mark(single.p99 <= BUDGET.assignP99)}`,
  );
  return { lines, missed };
}

/** Puts the figures between the schedule markers of docs/performance.md (`npm run bench` keeps them there). */
function writeDoc(lines) {
  const doc = path.join(root, 'docs', 'performance.md');
  const start = '<!-- bench:schedule -->';
  const end = '<!-- /bench:schedule -->';
  const text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n';
  const block = `${start}\n\`npm run bench:schedule\` of ${lines.join('\n').replace(/^Schedule at/, 'the schedule at')}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  fs.writeFileSync(
    doc,
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n## 5. The schedule (\`npm run bench:schedule\`, also the end of \`npm run bench\`)\n\n${block}\n`,
  );
  console.log('Written to docs/performance.md.');
}

async function main() {
  requireBuiltApi();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-bench-schedule-'));
  process.env.BENCH_DATA_DIR = dataDir;
  try {
    await seed(dataDir);
    const api = await startApi(dataDir);
    try {
      const { cookie } = await post(api.base, null, ENDPOINTS.login, { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' });
      const today = indiaNow().date;
      const rows = await measureReads(api.base, cookie, today);
      const { lines, missed } = report(rows, await measureAssignments(api.base, cookie, today));
      console.log(lines.join('\n'));
      if (!process.argv.includes('--no-write')) writeDoc(lines);
      process.exitCode = missed ? 1 : 0;
    } finally {
      await api.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
