import { sha256, validBooking } from '../helpers';

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

const range = { start_date: '2000-01-01', end_date: '2100-12-31' };
const unique = () => Math.random().toString(36).slice(2, 10);

/**
 * Every route the server has (the completeness test in access.test.ts compares this list with the
 * OpenAPI description), with a body its rightful caller would send.
 */
export const ROUTES: RouteCase[] = [
  { method: 'POST', path: '/api/ApiLogin.php', audience: 'public', body: () => ({ email: 'x@example.com', password: sha256('x'), role: 'admin' }) },
  { method: 'POST', path: '/api/ApiLogout.php', audience: 'public' },
  { method: 'GET', path: '/api/ApiSession.php', audience: 'staff' },
  { method: 'POST', path: '/api/EmailForgetPassword.php', audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin' }) },
  { method: 'POST', path: '/api/NewPassword.php', audience: 'public', body: () => ({ email: 'x@example.com', role: 'admin', otp: '1234', newPassword: sha256('abcd') }) },
  { method: 'POST', path: '/api/add_customer.php', audience: 'public', body: () => validBooking() },
  { method: 'GET', path: '/api/FeedbackVideo.php', audience: 'public' },
  { method: 'GET', path: '/api/health', audience: 'public' },
  { method: 'GET', path: '/api/health/live', audience: 'public' },
  { method: 'GET', path: '/api/health/ready', audience: 'public' },
  { method: 'GET', path: '/api/openapi.json', audience: 'admin' },
  { method: 'POST', path: '/api/mail_log.php', audience: 'admin', body: () => ({ page: 1 }) },
  { method: 'GET', path: '/api/AdminPanelCount.php', audience: 'admin' },
  { method: 'GET', path: '/api/cust_mas_requests_view.php', audience: 'admin' },
  { method: 'POST', path: '/api/cust_mas_requests_view.php', audience: 'admin' },
  { method: 'GET', path: '/api/getAssignedMassager.php', audience: 'admin' },
  { method: 'POST', path: '/api/cust_name_filter.php', audience: 'admin', body: () => ({ name: 'a' }) },
  { method: 'POST', path: '/api/cust_add_filter.php', audience: 'admin', body: () => ({ address: 'a' }) },
  { method: 'POST', path: '/api/search_massagers.php', audience: 'admin', body: () => ({ address: '', gender: 'any' }) },
  // Assigning an already assigned (pending) request to the same massager again is allowed.
  { method: 'POST', path: '/api/send_request.php', audience: 'admin', body: (ids) => ({ massager_id: ids.massagerA, customer_id: ids.customerA }), allowedStatus: [200, 409] },
  {
    method: 'POST',
    path: '/api/update_customer.php',
    audience: 'admin',
    body: () => ({ c_id: 999999, name: 'Role Test', contact: '9000000000', email: 'r@example.com', address: 'Pune', prefgender: 'any', age: 30, adate: '2026-12-01', atime: '10:00' }),
    allowedStatus: [404],
  },
  { method: 'POST', path: '/api/lift_massager_lock.php', audience: 'admin', body: () => ({ m_id: 999999 }), allowedStatus: [404] },
  { method: 'POST', path: '/api/delete_customer.php', audience: 'admin', body: () => ({ customer_id: 999999 }), allowedStatus: [404] },
  { method: 'POST', path: '/api/erase_customer.php', audience: 'admin', body: () => ({ customer_id: 999999 }), allowedStatus: [404] },
  // Massager B asks for massager A's customer: answered as if it did not exist (below).
  { method: 'POST', path: '/api/customer_history.php', audience: 'staff', body: (ids) => ({ customer_id: ids.customerA }) },
  {
    method: 'POST',
    path: '/api/add_massager.php',
    audience: 'admin',
    body: () => ({ name: 'Role Matrix', contact: '9833333333', email: `role${unique()}@example.com`, gender: 'Male', username: `role${unique()}`, password: sha256('role-secret'), address: 'Pune', age: 30 }),
  },
  { method: 'GET', path: '/api/AdminPanelMassagerList.php', audience: 'admin' },
  { method: 'POST', path: '/api/mas_name_filter.php', audience: 'admin', body: () => ({ name: 'a' }) },
  { method: 'POST', path: '/api/mas_add_filter.php', audience: 'admin', body: () => ({ address: 'a' }) },
  { method: 'POST', path: '/api/update_massager.php', audience: 'admin', body: () => ({ m_id: 999999, name: 'Nobody', contact: '9000000000', email: 'n@example.com', address: 'Pune', age: 30 }), allowedStatus: [404] },
  { method: 'POST', path: '/api/delete_massager.php', audience: 'admin', body: () => ({ m_id: 999999 }), allowedStatus: [404] },
  { method: 'GET', path: '/api/AdminPanelFeedbackVideo.php', audience: 'admin' },
  { method: 'POST', path: '/api/AdminPanelFeedbackUpdate.php', audience: 'admin', body: () => ({ feedbackID: 1, feedbackName: 'Video', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' }) },
  { method: 'POST', path: '/api/generate_customerReport.php', audience: 'admin', body: () => ({ ...range, report_type: 'general', page: 1, per_page: 10 }) },
  { method: 'POST', path: '/api/report.php', audience: 'admin', body: () => range, pdf: true },
  { method: 'POST', path: '/api/PendingCuspdf.php', audience: 'admin', body: () => range, pdf: true },
  { method: 'POST', path: '/api/Acceptedcuspdf.php', audience: 'admin', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { method: 'POST', path: '/api/Completedcuspdf.php', audience: 'admin', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { method: 'POST', path: '/api/MassagerPanelCount.php', audience: 'massager', body: () => ({ email: 'x@example.com' }) },
  { method: 'POST', path: '/api/CustomerMassagerPanel.php', audience: 'massager', body: () => ({ role: 'massager', email: '', page: 1, records_per_page: 10 }) },
  // Massager A may accept its own pending request (200) and then finds it accepted (409); B never finds it (404).
  {
    method: 'POST',
    path: '/api/update_request_status.php',
    audience: 'massager',
    body: (ids) => ({ requestId: ids.customerA, status: 'accepted', customerId: ids.customerA, massagerEmail: '' }),
    allowedStatus: [200, 404, 409],
  },
  { method: 'POST', path: '/api/generate_customerofmassager.php', audience: 'massager', body: () => ({ ...range, massager_email: '', page: 1, records_per_page: 10, report_type: 'total_customers_by_massager' }) },
  { method: 'POST', path: '/api/MassagerCompletedCustomerReportpdf.php', audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { method: 'POST', path: '/api/MassagerAcceptedCustomerReportpdf.php', audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { method: 'POST', path: '/api/MassagerTotalCustomerReportpdf.php', audience: 'massager', body: () => range, pdf: true, allowedStatus: [200, 404] },
  { method: 'GET', path: '/api/notification_stream.php', audience: 'staff', stream: true },
  {
    method: 'POST',
    path: '/api/Notification.php',
    audience: 'staff',
    body: (_ids, who) => ({ role: who.startsWith('massager') ? 'massager' : 'admin', email: '', notification: 'unread' }),
  },
];

export const WHO: Who[] = ['none', 'admin', 'massagerA', 'massagerB'];

/** What each caller must get: 'allowed' (the route's own answer), or the refusal status. */
export function expectedFor(audience: Audience, who: Who): 'allowed' | 401 | 403 {
  if (audience === 'public') return 'allowed';
  if (who === 'none') return 401;
  if (audience === 'staff') return 'allowed';
  if (audience === 'admin') return who === 'admin' ? 'allowed' : 403;
  return who === 'admin' ? 403 : 'allowed';
}

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
  '%_\\%\\_ LIKE \'%\'',
  'मसाज 🙂 Ünïcödé \u202e',
];
