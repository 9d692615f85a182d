import { type Endpoint, ENDPOINTS } from '@wellness/shared/rules';
import { type Answer, apiPath, sha256, type TestServer, validBooking } from '../helpers';

export type Who = 'none' | 'admin' | 'massagerA' | 'massagerB';
/** public: anyone; admin / massager: that role only; staff: either signed-in role; session: any session. */
export type Audience = 'public' | 'admin' | 'massager' | 'staff';

export interface Ids {
  /** A customer assigned to massager A. */
  customerA: number;
  massagerA: number;
  massagerB: number;
}

export interface RouteCase {
  method: 'GET' | 'POST';
  path: string;
  audience: Audience;
  body?: (ids: Ids, who: Who) => Record<string, unknown>;
  /** The answer of the allowed caller when it is not 200 (e.g. 404 for an unknown id). */
  allowedStatus?: number[];
  /** Answers a PDF to the allowed caller. */
  pdf?: boolean;
  /** Answers an endless event stream to the allowed caller: only its status and type are read. */
  stream?: boolean;
}

/** A route of the contract as the server serves it, under /api. */
const served = (endpoint: Endpoint): Pick<RouteCase, 'method' | 'path'> => ({ method: endpoint.method, path: `/api${endpoint.path}` });

const range = { start_date: '2000-01-01', end_date: '2100-12-31' };
const unique = () => Math.random().toString(36).slice(2, 10);

/**
 * Every route the server has (the completeness test in access.test.ts compares this list with the
 * OpenAPI description), with a body its rightful caller would send.
 */
export const ROUTES: RouteCase[] = [
  { ...served(ENDPOINTS.login), audience: 'public', body: () => ({ email: 'x@example.com', password: sha256('x'), role: 'admin' }) },
  { ...served(ENDPOINTS.logout), audience: 'public' },
  { ...served(ENDPOINTS.session), audience: 'staff' },
  { ...served(ENDPOINTS.forgotPassword), audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin' }) },
  { ...served(ENDPOINTS.newPassword), audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin', otp: '1234', newPassword: sha256('abcd') }) },
  { ...served(ENDPOINTS.addCustomer), audience: 'public', body: () => validBooking() },
  { ...served(ENDPOINTS.bookingChallenge), audience: 'public' },
  { ...served(ENDPOINTS.feedbackVideos), audience: 'public' },
  { ...served(ENDPOINTS.health), audience: 'public' },
  { ...served(ENDPOINTS.healthLive), audience: 'public' },
  { ...served(ENDPOINTS.healthReady), audience: 'public' },
  { method: 'GET', path: '/api/openapi.json', audience: 'admin' },
  { ...served(ENDPOINTS.mailLog), audience: 'admin', body: () => ({ page: 1 }) },
  { ...served(ENDPOINTS.adminCounts), audience: 'admin' },
  { ...served(ENDPOINTS.combinedList), audience: 'admin' },
  { ...served(ENDPOINTS.combinedListPage), audience: 'admin' },
  { ...served(ENDPOINTS.assignedMassagers), audience: 'admin' },
  { ...served(ENDPOINTS.customerNameFilter), audience: 'admin', body: () => ({ name: 'a' }) },
  { ...served(ENDPOINTS.customerAddressFilter), audience: 'admin', body: () => ({ address: 'a' }) },
  { ...served(ENDPOINTS.searchMassagers), audience: 'admin', body: () => ({ address: '', gender: 'any' }) },
  // Assigning an already assigned (pending) request to the same massager again is allowed.
  {
    ...served(ENDPOINTS.assignMassager),
    audience: 'admin',
    body: (ids) => ({ massager_id: ids.massagerA, customer_id: ids.customerA }),
    allowedStatus: [200, 409],
  },
  {
    ...served(ENDPOINTS.updateCustomer),
    audience: 'admin',
    body: () => ({
      c_id: 999999,
      name: 'Role Test',
      contact: '9000000000',
      email: 'r@example.com',
      address: 'Pune',
      prefgender: 'any',
      age: 30,
      adate: '2026-12-01',
      atime: '10:00',
    }),
    allowedStatus: [404],
  },
  { ...served(ENDPOINTS.liftMassagerLock), audience: 'admin', body: () => ({ m_id: 999999 }), allowedStatus: [404] },
  { ...served(ENDPOINTS.liftAdminLock), audience: 'admin', body: () => ({ email: 'nobody@example.com' }), allowedStatus: [404] },
  { ...served(ENDPOINTS.deleteCustomer), audience: 'admin', body: () => ({ customer_id: 999999 }), allowedStatus: [404] },
  { ...served(ENDPOINTS.eraseCustomer), audience: 'admin', body: () => ({ customer_id: 999999 }), allowedStatus: [404] },
  // The schedule. The availability asked with no query answers 400 (a bad question) to anyone.
  { ...served(ENDPOINTS.availability), audience: 'public', allowedStatus: [400] },
  { ...served(ENDPOINTS.massagerHours), audience: 'staff', body: (ids, who) => (who === 'admin' ? { massager_id: ids.massagerA } : {}) },
  {
    ...served(ENDPOINTS.updateMassagerHours),
    audience: 'admin',
    body: (ids) => ({ massager_id: ids.massagerB, hours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' })) }),
  },
  { ...served(ENDPOINTS.timeOffList), audience: 'staff', body: (ids, who) => (who === 'admin' ? { massager_id: ids.massagerA } : {}) },
  {
    ...served(ENDPOINTS.addTimeOff),
    audience: 'staff',
    body: (ids, who) => ({
      ...(who === 'admin' ? { massager_id: ids.massagerB } : {}),
      fromDate: '2099-01-01',
      fromTime: '',
      toDate: '2099-01-01',
      toTime: '',
    }),
  },
  { ...served(ENDPOINTS.deleteTimeOff), audience: 'staff', body: () => ({ id: 999999 }), allowedStatus: [404] },
  { ...served(ENDPOINTS.scheduleDay), audience: 'admin', body: () => ({ date: '2026-12-01' }) },
  { ...served(ENDPOINTS.assignOptions), audience: 'admin', body: (ids) => ({ customer_id: ids.customerA }) },
  { ...served(ENDPOINTS.myVisits), audience: 'massager' },
  // The customer's page: a token that is no booking's answers 404 (400 for one of the wrong shape).
  { ...served(ENDPOINTS.customerBooking), audience: 'public', body: () => ({ token: 'x'.repeat(43) }), allowedStatus: [400, 404] },
  { ...served(ENDPOINTS.customerCancel), audience: 'public', body: () => ({ token: 'x'.repeat(43) }), allowedStatus: [400, 404] },
  { ...served(ENDPOINTS.customerChange), audience: 'public', body: () => ({ token: 'x'.repeat(43), date: '', time: '' }), allowedStatus: [400, 404] },
  { ...served(ENDPOINTS.customerData), audience: 'public', body: () => ({ token: 'x'.repeat(43) }), allowedStatus: [400, 404] },
  { ...served(ENDPOINTS.customerErase), audience: 'public', body: () => ({ token: 'x'.repeat(43) }), allowedStatus: [400, 404] },
  // Massager B asks for massager A's customer: answered as if it did not exist (below).
  { ...served(ENDPOINTS.customerHistory), audience: 'staff', body: (ids) => ({ customer_id: ids.customerA }) },
  {
    ...served(ENDPOINTS.addMassager),
    audience: 'admin',
    body: () => ({
      name: 'Role Matrix',
      contact: '9833333333',
      email: `role${unique()}@example.com`,
      gender: 'Male',
      username: `role${unique()}`,
      password: sha256('role-secret'),
      address: 'Pune',
      age: 30,
    }),
  },
  { ...served(ENDPOINTS.massagerList), audience: 'admin' },
  { ...served(ENDPOINTS.massagerNameFilter), audience: 'admin', body: () => ({ name: 'a' }) },
  { ...served(ENDPOINTS.massagerAddressFilter), audience: 'admin', body: () => ({ address: 'a' }) },
  {
    ...served(ENDPOINTS.updateMassager),
    audience: 'admin',
    body: () => ({ m_id: 999999, name: 'Nobody', contact: '9000000000', email: 'n@example.com', address: 'Pune', age: 30 }),
    allowedStatus: [404],
  },
  { ...served(ENDPOINTS.deleteMassager), audience: 'admin', body: () => ({ m_id: 999999 }), allowedStatus: [404] },
  { ...served(ENDPOINTS.adminVideos), audience: 'admin' },
  { ...served(ENDPOINTS.updateVideo), audience: 'admin', body: () => ({ feedbackID: 1, feedbackName: 'Video', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' }) },
  { ...served(ENDPOINTS.adminReport), audience: 'admin', body: () => ({ ...range, report_type: 'general', page: 1, per_page: 10 }) },
  { ...served(ENDPOINTS.totalReportPdf), audience: 'admin', body: () => range, pdf: true },
  { ...served(ENDPOINTS.pendingReportPdf), audience: 'admin', body: () => range, pdf: true },
  { ...served(ENDPOINTS.acceptedReportPdf), audience: 'admin', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { ...served(ENDPOINTS.completedReportPdf), audience: 'admin', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { ...served(ENDPOINTS.massagerCounts), audience: 'massager', body: () => ({ email: 'x@example.com' }) },
  { ...served(ENDPOINTS.assignedRequests), audience: 'massager', body: () => ({ role: 'massager', email: '', page: 1, records_per_page: 10 }) },
  // Massager A may accept its own pending request (200) and then finds it accepted (409); B never finds it (404).
  {
    ...served(ENDPOINTS.updateRequestStatus),
    audience: 'massager',
    body: (ids) => ({ requestId: ids.customerA, status: 'accepted', customerId: ids.customerA, massagerEmail: '' }),
    allowedStatus: [200, 404, 409],
  },
  {
    ...served(ENDPOINTS.massagerReport),
    audience: 'massager',
    body: () => ({ ...range, massager_email: '', page: 1, records_per_page: 10, report_type: 'total_customers_by_massager' }),
  },
  { ...served(ENDPOINTS.massagerCompletedReportPdf), audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { ...served(ENDPOINTS.massagerAcceptedReportPdf), audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { ...served(ENDPOINTS.massagerTotalReportPdf), audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { ...served(ENDPOINTS.notificationStream), audience: 'staff', stream: true },
  {
    ...served(ENDPOINTS.notifications),
    audience: 'staff',
    body: (_ids, who) => ({ role: who.startsWith('massager') ? 'massager' : 'admin', email: '', notification: 'unread' }),
  },
];

export const WHO: Who[] = ['none', 'admin', 'massagerA', 'massagerB'];

/**
 * Every route but logout (which would end the session it is sent with), called by its rightful caller
 * and by a caller without a session, with the body the rightful one would send: each answer with its route.
 */
export async function matrixAnswers(server: TestServer): Promise<{ route: RouteCase; answer: Answer }[]> {
  const admin = await server.admin();
  const massager = await server.massager();
  const ids = { customerA: 1, massagerA: 1, massagerB: 2 };
  const answers: { route: RouteCase; answer: Answer }[] = [];
  for (const route of ROUTES) {
    if (route.path === apiPath(ENDPOINTS.logout)) continue;
    const right = route.audience === 'massager' ? massager : route.audience === 'public' ? server.client() : admin;
    for (const c of [right, server.client()]) {
      answers.push({ route, answer: route.method === 'GET' ? await c.get(route.path) : await c.post(route.path, route.body?.(ids, 'admin') ?? {}) });
    }
  }
  return answers;
}

/** What each caller must get: 'allowed' (the route's own answer), or the refusal status. */
export function expectedFor(audience: Audience, who: Who): 'allowed' | 401 | 403 {
  if (audience === 'public') return 'allowed';
  if (who === 'none') return 401;
  if (audience === 'staff') return 'allowed';
  if (audience === 'admin') return who === 'admin' ? 'allowed' : 403;
  return who === 'admin' ? 403 : 'allowed';
}

/** Every field name a route's body reads, and the keys that reach an object's prototype: the names fuzzed bodies use. */
export const BODY_FIELDS = [
  'name',
  'contact',
  'email',
  'address',
  'gender',
  'age',
  'preferGender',
  'issue',
  'therapy',
  'appointment',
  'website',
  'password',
  'role',
  'otp',
  'newPassword',
  'massager_id',
  'customer_id',
  'c_id',
  'm_id',
  'prefgender',
  'adate',
  'atime',
  'username',
  'status',
  'feedbackID',
  'feedbackLink',
  'feedbackName',
  'start_date',
  'end_date',
  'report_type',
  'page',
  'per_page',
  'records_per_page',
  'requestId',
  'customerId',
  'massagerEmail',
  'massager_email',
  'notification',
  '__proto__',
  'constructor',
  'prototype',
];

/** SQL-injection and script payloads that a free-text field must store and answer verbatim. */
export const HOSTILE_TEXT = [
  "Robert'); DROP TABLE customers;--",
  "' OR '1'='1' --",
  '" OR ""="',
  "1; UPDATE staff SET role='admin' WHERE 1=1; --",
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  "%_\\%\\_ LIKE '%'",
  'मसाज 🙂 Ünïcödé \u202e',
];
