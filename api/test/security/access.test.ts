import { ENDPOINTS } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { apiPath, type Client, newestCustomerId, openStream, pdfText, sha256, startServer, type TestServer, validBooking } from '../helpers';
import { expectedFor, type Ids, ROUTES, WHO, type Who } from './routes';

let server: TestServer;
const clients = {} as Record<Who, Client>;
let ids: Ids;

const B = { email: 'bee.sec@example.com', password: 'bee-secret' };

async function book(name: string): Promise<number> {
  const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name }));
  expect(answer.status).toBe(200);
  return newestCustomerId(server, name);
}

beforeAll(async () => {
  server = await startServer();
  clients.none = server.client();
  clients.admin = await server.admin();
  const added = await clients.admin.post(apiPath(ENDPOINTS.addMassager), {
    name: 'Massager Bee',
    contact: '9844444444',
    email: B.email,
    gender: 'Female',
    username: 'beesec',
    password: sha256(B.password),
    address: 'Kharadi',
    age: 31,
  });
  expect(added.body.status).toBe('success');
  clients.massagerA = await server.massager();
  clients.massagerB = await server.massager(B.email, B.password);
  const customerA = await book('Customer Of Ravi');
  const massagerA = (await clients.massagerA.get(apiPath(ENDPOINTS.session))).body.massager_id;
  const massagerB = (await clients.massagerB.get(apiPath(ENDPOINTS.session))).body.massager_id;
  ids = { customerA, massagerA, massagerB };
  expect((await clients.admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerA, customer_id: customerA })).body.status).toBe('success');
});
afterAll(async () => {
  await server.close();
});

describe('every route has a known answer for no session, admin, massager A and massager B', () => {
  const cases = ROUTES.flatMap((route) => WHO.map((who) => [route.method, route.path, who, route] as const));
  test.each(cases)('%s %s as %s', async (method, path, who, route) => {
    const client = clients[who];
    const body = route.body?.(ids, who);
    // Logging out would end the shared sessions: log out a fresh session of the same kind instead.
    const caller = path === apiPath(ENDPOINTS.logout) && who !== 'none' ? await freshSession(who) : client;
    if (route.stream) {
      const stream = await openStream(caller, path);
      try {
        const want = expectedFor(route.audience, who);
        expect(stream.status).toBe(want === 'allowed' ? 200 : want);
        if (want === 'allowed') expect(stream.headers.get('content-type')).toContain('text/event-stream');
      } finally {
        stream.close();
      }
      return;
    }
    const answer = method === 'GET' ? await caller.get(path) : await caller.post(path, body ?? {});
    const want = expectedFor(route.audience, who);
    if (want !== 'allowed') {
      expect(answer.status).toBe(want);
      expect(answer.body).toMatchObject({ status: 'error' });
      return;
    }
    if ((path === apiPath(ENDPOINTS.updateRequestStatus) || path === apiPath(ENDPOINTS.customerHistory)) && who === 'massagerB') {
      // Massager B names massager A's request by id: as if it did not exist.
      expect(answer.status).toBe(404);
      return;
    }
    expect(route.allowedStatus ?? [200]).toContain(answer.status);
    if (route.pdf && answer.status === 200) {
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('the list above, built from the contract, is every route of the OpenAPI description', async () => {
    const spec = (await clients.admin.get('/api/openapi.json')).body;
    const served = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
    // And the other way: every route of the contract (shared's ENDPOINTS) is served.
    const contract = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} /api${endpoint.path}`);
    expect(contract.filter((route) => !served.includes(route))).toEqual([]);
  });

  test("each contract entry's audience, which the server enforces, is the one this list expects", () => {
    const audienceOf = (roles: (typeof ENDPOINTS)[keyof typeof ENDPOINTS]['audience']) =>
      roles === 'public' ? 'public' : roles.length === 2 ? 'staff' : roles[0];
    const differing = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) => {
      const listed = ROUTES.find((r) => r.method === endpoint.method && r.path === `/api${endpoint.path}`);
      // ApiSession is public in the contract and answers 401 itself without a session.
      const expected = name === 'session' ? 'public' : listed?.audience;
      return audienceOf(endpoint.audience) === expected ? [] : [`${name}: contract ${audienceOf(endpoint.audience)}, expected ${expected}`];
    });
    expect(differing).toEqual([]);
  });

  test('a broken body with no session is still 401: the session is checked before the body', async () => {
    for (const path of [apiPath(ENDPOINTS.assignMassager), apiPath(ENDPOINTS.updateRequestStatus), apiPath(ENDPOINTS.notifications)]) {
      const answer = await clients.none.post(path, '{broken', { 'content-type': 'application/json' });
      expect(answer.status).toBe(401);
    }
  });

  test('an unknown /api route is 404 for everyone, signed in or not', async () => {
    for (const who of WHO) {
      expect((await clients[who].get('/api/AdminPanelSecret.php')).status).toBe(404);
      expect((await clients[who].post('/api/users.php', {})).status).toBe(404);
    }
  });

  async function freshSession(who: Who): Promise<Client> {
    if (who === 'admin') return server.admin();
    if (who === 'massagerA') return server.massager();
    return server.massager(B.email, B.password);
  }
});

describe("a massager never reads or changes another massager's request by id", () => {
  let target: number;
  beforeAll(async () => {
    target = await book('Private Patient');
    expect((await clients.admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: ids.massagerA, customer_id: target })).body.status).toBe('success');
  });

  const requestRow = () => server.app.db.selectFrom('requests').selectAll().where('customer_id', '=', target).executeTakeFirstOrThrow();

  test.each(['accepted', 'rejected', 'completed'])("B setting A's request to %s → 404, nothing changes", async (status) => {
    const before = await requestRow();
    for (const body of [
      { requestId: target, status, customerId: target, massagerEmail: '' },
      { requestId: target, status, customerId: target, massagerEmail: DEMO_ACCOUNTS.massager.email },
      { requestId: target, status },
    ]) {
      const answer = await clients.massagerB.post(apiPath(ENDPOINTS.updateRequestStatus), body);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Private Patient');
    }
    expect(await requestRow()).toEqual(before);
  });

  test("B's list, counts, reports and PDFs never show A's customer, whatever e-mail the body names", async () => {
    const asA = { email: DEMO_ACCOUNTS.massager.email, massager_email: DEMO_ACCOUNTS.massager.email, massagerEmail: DEMO_ACCOUNTS.massager.email };
    const answers = [
      await clients.massagerB.post(apiPath(ENDPOINTS.assignedRequests), { ...asA, role: 'massager', page: 1, records_per_page: 100 }),
      await clients.massagerB.post(apiPath(ENDPOINTS.massagerCounts), asA),
      ...(await Promise.all(
        ['total_customers_by_massager', 'accepted_customers_by_massager', 'completed_customers_by_massager'].map((report_type) =>
          clients.massagerB.post(apiPath(ENDPOINTS.massagerReport), {
            ...asA,
            start_date: '2000-01-01',
            end_date: '2100-12-31',
            report_type,
            page: 1,
            records_per_page: 100,
          }),
        ),
      )),
      await clients.massagerB.post(apiPath(ENDPOINTS.notifications), { ...asA, role: 'massager', notification: 'all' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('Private Patient');
    }
    expect(answers[1]!.body.data).toEqual(expect.objectContaining({}));
    for (const path of [
      apiPath(ENDPOINTS.massagerTotalReportPdf),
      apiPath(ENDPOINTS.massagerAcceptedReportPdf),
      apiPath(ENDPOINTS.massagerCompletedReportPdf),
    ]) {
      const pdf = await clients.massagerB.post(path, { ...asA, start_date: '2000-01-01', end_date: '2100-12-31' });
      expect([200, 404]).toContain(pdf.status);
      if (pdf.status === 200) expect(await pdfText(pdf.buffer)).not.toContain('Private Patient');
    }
    // A sees it, so the checks above would have found it.
    const listA = await clients.massagerA.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page: 1, records_per_page: 100 });
    expect(JSON.stringify(listA.body)).toContain('Private Patient');
  });

  test('a massager cannot use the admin routes to read or change a customer by id', async () => {
    const before = await requestRow();
    for (const who of ['massagerA', 'massagerB'] as const) {
      const c = clients[who];
      expect(
        (
          await c.post(apiPath(ENDPOINTS.updateCustomer), {
            c_id: target,
            name: 'Changed',
            contact: '9000000000',
            email: 'x@example.com',
            address: 'x',
            prefgender: 'any',
            age: 30,
            adate: '2026-12-01',
            atime: '10:00',
          })
        ).status,
      ).toBe(403);
      expect((await c.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: target })).status).toBe(403);
      expect((await c.post(apiPath(ENDPOINTS.assignMassager), { massager_id: ids.massagerB, customer_id: target })).status).toBe(403);
      expect((await c.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Private' })).status).toBe(403);
      expect((await c.get(apiPath(ENDPOINTS.combinedList))).status).toBe(403);
    }
    expect(await requestRow()).toEqual(before);
    const customer = await server.app.db.selectFrom('customers').select('name').where('id', '=', target).executeTakeFirstOrThrow();
    expect(customer.name).toBe('Private Patient');
  });

  test('a massager cannot read the notifications of the admin or of another massager by naming the role', async () => {
    const answer = await clients.massagerB.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: DEMO_ACCOUNTS.admin.email, notification: 'all' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(answer.body)).not.toContain('Private Patient');
  });
});
