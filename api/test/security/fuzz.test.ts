import { ENDPOINTS } from '@wellness/shared/rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { apiPath, type Client, expectDatabaseIntact, onPostgres, serverForFile, sha256 } from '../helpers';
import { BODY_FIELDS, ROUTES } from './routes';

/**
 * Property-based bad input against every route: wrong types, missing and extra fields, huge and
 * unicode strings, broken JSON, wrong content types, wrong methods, odd cookies and query strings.
 * FUZZ_RUNS sets how many requests (default 10,000; about a minute on 2 cores).
 * Not one answer may be a 5xx, the server must stay up and the database must be intact afterwards.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const server = serverForFile();

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 1000, maxLength: 70_000 }).map((s) => s.slice(0, 70_000)),
  fc.integer(),
  fc.integer({ min: -3, max: 200 }),
  fc.double(),
  fc.bigInt().map((b) => Number(b)),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 2 ** 53 + 1, 0.5, -1),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%',
    '_',
    '\\',
    '0x10',
    '1e3',
    '  ',
    '\u0000',
    '\ud800',
    '9876543210',
    'admin',
    'massager',
    'customer',
    'accepted',
    'completed',
    'general',
    'unread',
    'read',
    'all',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '25:61',
    sha256('x'),
    'a@b',
    'admin@kothrudwellness.demo',
    '1234',
    'NaN',
    'Infinity',
    'undefined',
  ),
);
const anyValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
);

/** A body: a near-valid one with fields replaced, added or removed, a random object, or not JSON at all. */
function bodyFor(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const nearValid = fc
    .record({
      replace: fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.constantFrom(...BODY_FIELDS), anyValue, { maxKeys: 3 }),
      extra: fc.dictionary(fc.oneof(fc.constantFrom(...BODY_FIELDS), fc.string({ maxLength: 10 })), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(keys),
    })
    .map(({ replace, extra, drop }) => {
      const body = Object.entries({ ...valid, ...replace, ...extra }).filter(([key]) => !drop.includes(key));
      return JSON.stringify(Object.fromEntries(body));
    });
  return fc.oneof(
    { weight: 5, arbitrary: nearValid },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...BODY_FIELDS), anyValue, { maxKeys: 8 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[]',
        '[{}]',
        'null',
        'true',
        '0',
        '""',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"a":1,"a":2}',
        '\ufeff{}',
        '{"name":"\\ud800"}',
        `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        '{"page":1e999}',
      ),
    },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json, text/html',
];
const ids = { customerA: 1, massagerA: 1, massagerB: 2 };

const requestArb = fc.record({
  route: fc.constantFrom(...ROUTES),
  who: fc.constantFrom<'none' | 'admin' | 'massager'>('none', 'admin', 'massager'),
  method: fc.oneof(
    { weight: 8, arbitrary: fc.constant('ROUTE') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
  ),
  contentType: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
  query: fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((q) => `?${encodeURIComponent(q)}=${encodeURIComponent(q)}&page=-1`) },
  ),
  cookie: fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }).map((v) => `wellness_session=${encodeURIComponent(v)}`) },
  ),
  seed: fc.integer(),
});

describe(`bad input: ${RUNS} property-based requests against every route`, () => {
  test(
    'not one 5xx; the server stays up',
    async () => {
      const callers: Record<'none' | 'admin' | 'massager', Client> = {
        none: server.client(),
        admin: await server.admin(),
        massager: await server.massager(),
      };
      const massagerLogin = { email: 'fuzz.massager@example.com', password: 'fuzz-secret' };
      await callers.admin.post(apiPath(ENDPOINTS.addMassager), {
        name: 'Fuzz Massager',
        contact: '9855555555',
        email: massagerLogin.email,
        gender: 'Male',
        username: 'fuzzmassager',
        password: sha256(massagerLogin.password),
        address: 'Pune',
        age: 33,
      });
      const relogin = async (who: 'admin' | 'massager') => {
        if (who === 'admin') return server.admin();
        // The fuzzing may rename or delete the demo massager: fall back to its own, then to a new one.
        for (const [email, password] of [
          [undefined, undefined],
          [massagerLogin.email, massagerLogin.password],
        ] as const) {
          try {
            return await server.massager(email, password);
          } catch {
            /* try the next */
          }
        }
        const admin = await server.admin();
        const tag = Math.random().toString(36).slice(2, 8);
        await admin.post(apiPath(ENDPOINTS.addMassager), {
          name: 'Fuzz Spare',
          contact: '9866666666',
          email: `spare${tag}@example.com`,
          gender: 'Male',
          username: `spare${tag}`,
          password: sha256('spare-secret'),
          address: 'Pune',
          age: 33,
        });
        return server.massager(`spare${tag}@example.com`, 'spare-secret');
      };

      let sent = 0;
      const statuses = new Map<number, number>();
      const bodies = new Map(ROUTES.map((r) => [r, bodyFor(r.body?.(ids, 'admin') ?? {})]));
      await fc.assert(
        fc.asyncProperty(
          requestArb.chain((r) => bodies.get(r.route)!.map((body) => ({ ...r, body }))),
          async (r) => {
            const method = r.method === 'ROUTE' ? r.route.method : r.method;
            const headers: Record<string, string> = {};
            if (r.contentType) headers['content-type'] = r.contentType;
            if (r.cookie) headers.cookie = r.cookie;
            const init: RequestInit = { method, headers };
            const caller = callers[r.who];
            if (!r.cookie && caller.cookie) headers.cookie = caller.cookie;
            if (method !== 'GET' && method !== 'HEAD') init.body = r.body;
            const res = await fetch(server.url + r.route.path + r.query, init);
            // The notification stream never ends: its status is the answer.
            if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) await res.body?.cancel();
            else await res.arrayBuffer();
            sent += 1;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              throw new Error(`${method} ${r.route.path}${r.query} as ${r.who} (${r.contentType}) answered ${res.status} to ${r.body.slice(0, 300)}`);
            // A fuzzed logout, edit or delete may have ended the caller's session: sign in again.
            if (r.who !== 'none' && res.status === 401 && !r.cookie) callers[r.who] = await relogin(r.who);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(sent).toBe(RUNS);
      // Every kind of answer was seen: the fuzzing reached the handlers, not only the refusals.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
      const health = await server.client().get(apiPath(ENDPOINTS.health));
      expect(health.status).toBe(200);
      expect((await (await server.admin()).get(apiPath(ENDPOINTS.adminCounts))).status).toBe(200);
    },
    Math.max(300_000, RUNS * 60),
  );

  test('the database is intact afterwards (integrity and foreign keys)', async () => {
    await expectDatabaseIntact(server);
    if (onPostgres) return;
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(server.app.db)).rows[0]?.foreign_keys).toBe(1);
    // Every request belongs to a customer, every notification to a live customer or none.
    const orphanRequests = await sql<{
      n: number;
    }>`select count(*) as n from requests r left join customers c on c.id = r.customer_id where c.id is null`.execute(server.app.db);
    expect(Number(orphanRequests.rows[0]?.n)).toBe(0);
  });
});
