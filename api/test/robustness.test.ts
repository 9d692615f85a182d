import { ADMIN_REPORTS, type EndpointName, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import fc from 'fast-check';
import { apiPath, type Client, expectDatabaseIntact, sha256, startServer, type TestServer, validBooking } from './helpers';
import { BODY_FIELDS } from './security/routes';

let server: TestServer;
let admin: Client;
let massager: Client;
/** The massager the fuzzed edits change, so that the demo massager the later tests sign in as stays intact. */
let fuzzTargetId = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await server.admin();
  massager = await server.massager();
  const added = await admin.post(apiPath(ENDPOINTS.addMassager), {
    name: 'Fuzz Target',
    contact: '9822222222',
    email: 'fuzz.target@example.com',
    gender: 'Male',
    username: 'fuzztarget',
    password: 'c'.repeat(64),
    address: 'Pune',
    age: 30,
    status: 'Pending',
  });
  expect(added.body.status).toBe('success');
  const row = await server.app.db.selectFrom('staff').select('id').where('email', '=', 'fuzz.target@example.com').executeTakeFirstOrThrow();
  fuzzTargetId = row.id;
});
afterAll(async () => {
  await server.close();
});

const POST_ROUTES: EndpointName[] = [
  'login',
  'forgotPassword',
  'newPassword',
  'addCustomer',
  'combinedListPage',
  'customerNameFilter',
  'customerAddressFilter',
  'searchMassagers',
  'assignMassager',
  'updateCustomer',
  'deleteCustomer',
  'addMassager',
  'massagerNameFilter',
  'massagerAddressFilter',
  'updateMassager',
  'deleteMassager',
  'updateVideo',
  'adminReport',
  'totalReportPdf',
  'pendingReportPdf',
  'acceptedReportPdf',
  'completedReportPdf',
  'notifications',
  'massagerCounts',
  'assignedRequests',
  'updateRequestStatus',
  'massagerReport',
  'massagerCompletedReportPdf',
  'massagerAcceptedReportPdf',
  'massagerTotalReportPdf',
];

const MASSAGER_ROUTES = new Set<EndpointName>(['massagerReport', 'assignedRequests', 'updateRequestStatus']);
const range = { start_date: '2026-01-01', end_date: '2026-12-31' };
/** Nearly valid bodies: one field at a time is replaced by anything, so that the handlers themselves are reached. */
const bases = (): [EndpointName, Record<string, unknown>][] => [
  ['addCustomer', validBooking()],
  ['assignMassager', { massager_id: 1, customer_id: 1 }],
  [
    'updateCustomer',
    {
      c_id: 1,
      name: 'Fuzz Name',
      contact: '9000000000',
      email: 'f@example.com',
      address: 'Pune',
      prefgender: 'any',
      age: 30,
      adate: '2026-12-01',
      atime: '10:00',
    },
  ],
  ['updateMassager', { m_id: fuzzTargetId, name: 'Fuzz', contact: '9000000000', email: 'fz@example.com', address: 'Pune', age: 30 }],
  [
    'addMassager',
    { name: 'Fuzz', contact: '9000000000', email: 'fz2@example.com', gender: 'Male', username: 'fuzz', password: 'a'.repeat(64), address: 'Pune', age: 30 },
  ],
  ['updateVideo', { feedbackID: 1, feedbackName: 'x', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' }],
  ['adminReport', { ...range, report_type: 'general', page: 1, per_page: 10 }],
  ['totalReportPdf', range],
  ['massagerReport', { ...range, report_type: 'total_customers_by_massager', page: 1, records_per_page: 10 }],
  ['assignedRequests', { role: 'massager', email: '', page: 1, records_per_page: 10 }],
  ['updateRequestStatus', { requestId: 1, status: 'accepted' }],
  ['notifications', { role: 'admin', email: '', notification: 'unread' }],
  ['newPassword', { role: 'admin', email: 'admin@kothrudwellness.demo', otp: '1234', newPassword: 'b'.repeat(64) }],
  ['customerNameFilter', { name: 'a' }],
  ['searchMassagers', { address: '', gender: 'any' }],
];

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '%', '_', '\\', '0x10', '1e3', '-1', '  ', '\u0000', '9876543210'),
);

const anyBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_FIELDS), anyValue, { maxKeys: 8 }).map((b) => JSON.stringify(b)),
  fc.json(),
  fc.string(),
  fc.constantFrom('{', '{"a":', '[]', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
);

describe('malformed input never gets a 5xx', () => {
  test('property-based bodies against every POST route, for each kind of caller', async () => {
    const callers = [server.client(), admin, massager];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_ROUTES), anyBody, fc.integer({ min: 0, max: 2 }), async (route, body, who) => {
        const answer = await callers[who]!.post(apiPath(ENDPOINTS[route]), body, { 'content-type': 'application/json' });
        if (answer.status >= 500) throw new Error(`${route} answered ${answer.status} to ${body.slice(0, 200)}`);
      }),
      { numRuns: 1500 },
    );
    const health = await server.client().get(apiPath(ENDPOINTS.health));
    expect(health.status).toBe(200);
  }, 180_000);

  test('nearly valid bodies with one field replaced by anything', async () => {
    const callers = { admin: await server.admin(), massager: await server.massager() };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bases()), fc.string({ maxLength: 20 }), anyValue, async ([route, base], pick, value) => {
        const keys = Object.keys(base);
        const key = keys[pick.length % keys.length]!;
        const body = JSON.stringify({ ...base, [key]: value });
        const role = MASSAGER_ROUTES.has(route) ? 'massager' : 'admin';
        let answer = await callers[role].post(apiPath(ENDPOINTS[route]), body);
        if (answer.status === 401) {
          // A fuzzed edit may have changed the caller's account: sign in afresh once.
          callers[role] = role === 'admin' ? await server.admin() : await server.massager().catch(() => callers[role]);
          answer = await callers[role].post(apiPath(ENDPOINTS[route]), body);
        }
        if (answer.status >= 500) throw new Error(`${route} answered ${answer.status} to ${body.slice(0, 200)}`);
      }),
      { numRuns: 400 },
    );
  }, 180_000);

  test('the database is intact afterwards', async () => {
    await expectDatabaseIntact(server);
  });
});

describe('framework-level refusals are clear 4xx answers', () => {
  // The fuzzing above may have logged the callers out or deleted the demo massager.
  beforeAll(async () => {
    admin = await server.admin();
  });

  test('broken JSON → 400', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), '{"name": ', { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.malformedBody });
  });

  test('a field that yup itself cannot cast ({"toString": true}) → 400, on a public and an admin route', async () => {
    const booking = await server.client().post(apiPath(ENDPOINTS.addCustomer), { name: { toString: true } });
    expect(booking.status).toBe(400);
    const pdf = await admin.post(`/api${ENDPOINTS[ADMIN_REPORTS[0].pdf].path}`, { start_date: '', end_date: { toString: true } });
    expect(pdf.status).toBe(400);
    expect(pdf.body.status).toBe('error');
  });

  test('a JSON array or string body → 400', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), '[1,2]');
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
  });

  test('a body that is not JSON → 415', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.unsupportedMediaType });
  });

  test('an oversized body → 413', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ issue: 'x'.repeat(200_000) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.bodyTooLarge });
  });

  test('an unknown /api route or a wrong method → 404 JSON', async () => {
    for (const answer of [
      await server.client().get('/api/nothing-here.php'),
      await server.client().post('/api/nothing-here.php', {}),
      await server.client().request('DELETE', apiPath(ENDPOINTS.addCustomer)),
      await server.client().get(apiPath(ENDPOINTS.addCustomer)),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
  });

  test('an empty JSON body on a route that needs fields → 400 with field messages', async () => {
    const answer = await admin.post(apiPath(ENDPOINTS.assignMassager), {});
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['customer_id', 'massager_id']);
  });
});

describe('cross-site requests and security headers', () => {
  test('a POST whose Origin is foreign is refused with 403 and changes nothing', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking(), { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.foreignOrigin });
    const login = await server.client().post(apiPath(ENDPOINTS.logout), {}, { 'sec-fetch-site': 'cross-site' });
    expect(login.status).toBe(403);
  });

  test('a same-origin POST passes', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking(), { origin: server.url });
    expect(answer.status).toBe(200);
  });

  test('ALLOWED_ORIGINS lets a front-end dev server post', async () => {
    const dev = await startServer({ ALLOWED_ORIGINS: 'http://localhost:3000' });
    try {
      expect((await dev.client().post(apiPath(ENDPOINTS.addCustomer), validBooking(), { origin: 'http://localhost:3000' })).status).toBe(200);
      expect((await dev.client().post(apiPath(ENDPOINTS.addCustomer), validBooking(), { origin: 'http://localhost:3001' })).status).toBe(403);
    } finally {
      await dev.close();
    }
  });

  test('every API answer carries the security headers', async () => {
    for (const answer of [
      await server.client().get(apiPath(ENDPOINTS.health)),
      await server.client().get('/api/nope'),
      await admin.get(apiPath(ENDPOINTS.adminCounts)),
    ]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('frame-src https://www.google.com https://www.youtube.com https://www.youtube-nocookie.com');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  test('no answer body holds a password hash, a code or a session id', async () => {
    const view = await admin.get(apiPath(ENDPOINTS.combinedList));
    const list = await admin.get(apiPath(ENDPOINTS.massagerList));
    const text = JSON.stringify([view.body, list.body]);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(admin.cookie!.split('=')[1]!);
  });
});

describe('OpenAPI', () => {
  test('/api/openapi.json describes every route with its body schema, to signed-in admins only', async () => {
    expect((await server.client().get('/api/openapi.json')).status).toBe(401);
    // A massager added now: the fuzzing above may have deleted or re-addressed any earlier one.
    const admin = await server.admin();
    const added = await admin.post(apiPath(ENDPOINTS.addMassager), {
      name: 'Spec Reader',
      contact: '9833333333',
      email: 'spec.reader@example.com',
      gender: 'Female',
      username: 'specreader',
      password: sha256('spec-reader-password'),
      address: 'Pune',
      age: 30,
      status: 'Pending',
    });
    expect(added.body.status).toBe('success');
    const reader = await server.massager('spec.reader@example.com', 'spec-reader-password');
    expect((await reader.get('/api/openapi.json')).status).toBe(403);
    const answer = await admin.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(answer.body.paths);
    for (const route of POST_ROUTES) expect(paths).toContain(apiPath(ENDPOINTS[route]));
    const booking = answer.body.paths[apiPath(ENDPOINTS.addCustomer)].post.requestBody.content['application/json'].schema;
    expect(booking.required).toEqual(expect.arrayContaining(['name', 'contact', 'email', 'address', 'gender', 'age', 'preferGender']));
    expect(booking.properties.contact.pattern).toBe('^\\d{10}$');
  });

  test('with OPENAPI_PUBLIC=1 anyone may read it', async () => {
    const open = await startServer({ OPENAPI_PUBLIC: '1' });
    try {
      expect((await open.client().get('/api/openapi.json')).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
