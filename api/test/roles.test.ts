import { startServer, type Client, sha256, type TestServer, newestCustomerId, validBooking } from './helpers';

type Who = 'none' | 'admin' | 'massagerA' | 'massagerB';
type Audience = 'public' | 'admin' | 'massager' | 'staff';

interface RouteCase {
  method: 'GET' | 'POST';
  path: string;
  audience: Audience;
  body?: (ids: { customerId: number; massagerId: number }) => Record<string, unknown>;
}

const range = { start_date: '2000-01-01', end_date: '2100-12-31' };

/** Every route of spec section 7 (plus logout, session and the public video list). */
const ROUTES: RouteCase[] = [
  { method: 'POST', path: '/api/ApiLogin.php', audience: 'public', body: () => ({ email: 'x@example.com', password: sha256('x'), role: 'admin' }) },
  { method: 'POST', path: '/api/EmailForgetPassword.php', audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin' }) },
  { method: 'POST', path: '/api/NewPassword.php', audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin', otp: '1234', newPassword: sha256('abcd') }) },
  { method: 'POST', path: '/api/add_customer.php', audience: 'public', body: () => validBooking() },
  { method: 'GET', path: '/api/FeedbackVideo.php', audience: 'public' },
  { method: 'GET', path: '/api/health', audience: 'public' },
  { method: 'GET', path: '/api/AdminPanelCount.php', audience: 'admin' },
  { method: 'GET', path: '/api/cust_mas_requests_view.php', audience: 'admin' },
  { method: 'POST', path: '/api/cust_mas_requests_view.php', audience: 'admin' },
  { method: 'GET', path: '/api/getAssignedMassager.php', audience: 'admin' },
  { method: 'POST', path: '/api/cust_name_filter.php', audience: 'admin', body: () => ({ name: 'a' }) },
  { method: 'POST', path: '/api/cust_add_filter.php', audience: 'admin', body: () => ({ address: 'a' }) },
  { method: 'POST', path: '/api/search_massagers.php', audience: 'admin', body: () => ({ address: '', gender: 'any' }) },
  { method: 'POST', path: '/api/send_request.php', audience: 'admin', body: (ids) => ({ massager_id: ids.massagerId, customer_id: ids.customerId }) },
  {
    method: 'POST',
    path: '/api/update_customer.php',
    audience: 'admin',
    body: (ids) => ({ c_id: ids.customerId, name: 'Role Test', contact: '9000000000', email: 'r@example.com', address: 'Pune', prefgender: 'any', age: 30, adate: '2026-12-01', atime: '10:00' }),
  },
  { method: 'POST', path: '/api/delete_customer.php', audience: 'admin', body: () => ({ customer_id: 999999 }) },
  {
    method: 'POST',
    path: '/api/add_massager.php',
    audience: 'admin',
    body: () => ({ name: 'Role Matrix', contact: '9833333333', email: `role${Math.random().toString(36).slice(2)}@example.com`, gender: 'Male', username: `role${Math.random().toString(36).slice(2)}`, password: sha256('role-secret'), address: 'Pune', age: 30 }),
  },
  { method: 'GET', path: '/api/AdminPanelMassagerList.php', audience: 'admin' },
  { method: 'POST', path: '/api/mas_name_filter.php', audience: 'admin', body: () => ({ name: 'a' }) },
  { method: 'POST', path: '/api/mas_add_filter.php', audience: 'admin', body: () => ({ address: 'a' }) },
  { method: 'POST', path: '/api/update_massager.php', audience: 'admin', body: () => ({ m_id: 999999, name: 'Nobody', contact: '9000000000', email: 'n@example.com', address: 'Pune', age: 30 }) },
  { method: 'POST', path: '/api/delete_massager.php', audience: 'admin', body: () => ({ m_id: 999999 }) },
  { method: 'GET', path: '/api/AdminPanelFeedbackVideo.php', audience: 'admin' },
  { method: 'POST', path: '/api/AdminPanelFeedbackUpdate.php', audience: 'admin', body: () => ({ feedbackID: 1, feedbackName: 'Video', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' }) },
  { method: 'POST', path: '/api/generate_customerReport.php', audience: 'admin', body: () => ({ ...range, report_type: 'general', page: 1, per_page: 10 }) },
  { method: 'POST', path: '/api/report.php', audience: 'admin', body: () => range },
  { method: 'POST', path: '/api/PendingCuspdf.php', audience: 'admin', body: () => range },
  { method: 'POST', path: '/api/Acceptedcuspdf.php', audience: 'admin', body: () => range },
  { method: 'POST', path: '/api/Completedcuspdf.php', audience: 'admin', body: () => range },
  { method: 'POST', path: '/api/MassagerPanelCount.php', audience: 'massager', body: () => ({ email: 'x@example.com' }) },
  { method: 'POST', path: '/api/CustomerMassagerPanel.php', audience: 'massager', body: () => ({ role: 'massager', email: '', page: 1, records_per_page: 10 }) },
  { method: 'POST', path: '/api/update_request_status.php', audience: 'massager', body: (ids) => ({ requestId: ids.customerId, status: 'accepted', customerId: ids.customerId, massagerEmail: '' }) },
  { method: 'POST', path: '/api/generate_customerofmassager.php', audience: 'massager', body: () => ({ ...range, massager_email: '', page: 1, records_per_page: 10, report_type: 'total_customers_by_massager' }) },
  { method: 'POST', path: '/api/MassagerCompletedCustomerReportpdf.php', audience: 'massager', body: () => range },
  { method: 'POST', path: '/api/MassagerAcceptedCustomerReportpdf.php', audience: 'massager', body: () => range },
  { method: 'POST', path: '/api/MassagerTotalCustomerReportpdf.php', audience: 'massager', body: () => range },
  { method: 'POST', path: '/api/Notification.php', audience: 'staff', body: () => ({ role: 'admin', email: '', notification: 'unread' }) },
];

let server: TestServer;
const clients = {} as Record<Who, Client>;
let ids: { customerId: number; massagerId: number };

beforeAll(async () => {
  server = await startServer();
  clients.none = server.client();
  clients.admin = await server.admin();
  const added = await clients.admin.post('/api/add_massager.php', {
    name: 'Massager Bee',
    contact: '9844444444',
    email: 'bee@example.com',
    gender: 'Female',
    username: 'bee',
    password: sha256('bee-secret'),
    address: 'Kharadi',
    age: 31,
  });
  expect(added.body.status).toBe('success');
  clients.massagerA = await server.massager();
  clients.massagerB = await server.massager('bee@example.com', 'bee-secret');
  const booking = await server.client().post('/api/add_customer.php', validBooking());
  const massagerId = (await clients.massagerA.get('/api/ApiSession.php')).body.massager_id;
  expect(booking.status).toBe(200);
  ids = { customerId: await newestCustomerId(server, 'Asha Kulkarni'), massagerId };
  await clients.admin.post('/api/send_request.php', { massager_id: massagerId, customer_id: ids.customerId });
});
afterAll(async () => {
  await server.close();
});

function expected(audience: Audience, who: Who): 'allowed' | 401 | 403 {
  if (audience === 'public') return 'allowed';
  if (who === 'none') return 401;
  if (audience === 'staff') return 'allowed';
  if (audience === 'admin') return who === 'admin' ? 'allowed' : 403;
  return who === 'admin' ? 403 : 'allowed';
}

const CASES = ROUTES.flatMap((route) =>
  (['none', 'admin', 'massagerA', 'massagerB'] as const).map((who) => [route.method, route.path, who, route] as const),
);

describe('role matrix: no session 401, wrong role 403, the right role gets through', () => {
  test.each(CASES)('%s %s as %s', async (method, path, who, route) => {
    const client = clients[who];
    let body = route.body?.(ids);
    if (path === '/api/Notification.php' && who.startsWith('massager')) body = { ...body, role: 'massager' };
    const answer = method === 'GET' ? await client.get(path) : await client.post(path, body ?? {});
    const want = expected(route.audience, who);
    if (want === 'allowed') {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(want);
      expect(answer.body.status).toBe('error');
    }
  });

  test('a refused request changes nothing: massager B cannot accept massager A\'s request', async () => {
    const request = await server.app.db.selectFrom('requests').select(['status', 'massager_id']).where('customer_id', '=', ids.customerId).executeTakeFirstOrThrow();
    expect(request.massager_id).toBe(ids.massagerId);
  });

  test('a wrong body with no session is still 401 (the session is checked before the body)', async () => {
    const answer = await clients.none.post('/api/send_request.php', '{broken', { 'content-type': 'application/json' });
    expect(answer.status).toBe(401);
  });
});
