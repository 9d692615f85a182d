import { ENDPOINTS, REPORT_MESSAGES } from '@wellness/shared/rules';
import { indiaDayRange } from '../src/services/reports';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, type Client, newestCustomerId, pdfText, startServer, type TestServer, validBooking } from './helpers';

let server: TestServer;
let admin: Client;
let massager: Client;
let massagerId: number;

/** Books a customer, then moves its booking time to `at` (UTC ISO) so that ranges can be tested. */
async function bookAt(name: string, at: string): Promise<number> {
  const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name }));
  expect(answer.status).toBe(200);
  const id = await newestCustomerId(server, name);
  await server.app.db.updateTable('customers').set({ created_at: at }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.admin();
  massager = await server.massager();
  massagerId = (await massager.get(apiPath(ENDPOINTS.session))).body.massager_id;
  // 1 Nov 2026, India time: 00:10 IST is 31 Oct 18:40 UTC, so it belongs to 1 Nov.
  await bookAt('Early Bird', '2026-10-31T18:40:00.000Z');
  // 30 Nov 23:50 IST = 30 Nov 18:20 UTC: the last minutes of the range.
  const accepted = await bookAt('Late Owl', '2026-11-30T18:20:00.000Z');
  // 1 Dec 00:05 IST = 30 Nov 18:35 UTC: outside a range ending on 30 Nov.
  await bookAt('Next Month', '2026-11-30T18:35:00.000Z');
  const completed = await bookAt('Done Deal', '2026-11-15T06:00:00.000Z');
  for (const id of [accepted, completed]) {
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id });
    await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'accepted' });
  }
  await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: completed, status: 'completed' });
  for (let i = 0; i < 23; i += 1) {
    await bookAt(`Bulk Customer ${String.fromCharCode(65 + i)}`, `2026-11-10T0${i % 10}:00:00.000Z`);
  }
});
afterAll(async () => {
  await server.close();
});

/** The fields of a general admin report row (spec section 3). */
const GENERAL_ROW_KEYS = [
  'c_id',
  'c_name',
  'c_contact',
  'c_email',
  'c_address',
  'c_issue',
  'c_therapy',
  'c_age',
  'c_gender',
  'c_prefgender',
  'c_time',
  'c_appointment',
  'massager_name',
  'request_status',
];

/** The fields of a row of the other admin reports (spec section 3). */
const CUSTOMER_ROW_KEYS = [
  'customer_id',
  'customer_name',
  'customer_contact',
  'customer_email',
  'customer_address',
  'customer_issue',
  'customer_therapy',
  'customer_gender',
  'age',
  'prefgender',
  'request_time',
  'appointment',
  'massager_name',
  'request_status',
];

const november = { start_date: '2026-11-01', end_date: '2026-11-30' };

describe('date ranges', () => {
  test('India-time days, both ends inclusive', () => {
    expect(indiaDayRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' });
  });
});

describe(`POST ${apiPath(ENDPOINTS.adminReport)}`, () => {
  test('general: c_* rows, newest first, paged on the server with totalRecords', async () => {
    const page1 = await admin.post(apiPath(ENDPOINTS.adminReport), { ...november, report_type: 'general', page: 1, per_page: 10 });
    expect(page1.status).toBe(200);
    expect(page1.body.totalRecords).toBe(26);
    expect(page1.body.data).toHaveLength(10);
    expect(Object.keys(page1.body.data[0]).sort()).toEqual([...GENERAL_ROW_KEYS].sort());
    expect(page1.body.data[0].c_name).toBe('Late Owl');
    const names = (rows: any[]) => rows.map((r) => r.c_name);
    const page3 = await admin.post(apiPath(ENDPOINTS.adminReport), { ...november, report_type: 'general', page: 3, records_per_page: 10 });
    expect(page3.body.data).toHaveLength(6);
    expect(names(page3.body.data)).toContain('Early Bird');
    expect(names([...page1.body.data, ...page3.body.data])).not.toContain('Next Month');
  });

  test('pending, accepted and completed: customer_* rows of that status (no request counts as pending)', async () => {
    const run = (report_type: string) => admin.post(apiPath(ENDPOINTS.adminReport), { ...november, report_type, page: 1, per_page: 50 });
    const pending = await run('pending');
    expect(pending.body.totalRecords).toBe(24);
    expect(Object.keys(pending.body.data[0]).sort()).toEqual([...CUSTOMER_ROW_KEYS].sort());
    const accepted = await run('accepted');
    expect(accepted.body.data.map((r: any) => r.customer_name)).toEqual(['Late Owl']);
    expect(accepted.body.data[0].massager_name).toBe(DEMO_ACCOUNTS.massager.name);
    const completed = await run('completed');
    expect(completed.body.data.map((r: any) => r.customer_name)).toEqual(['Done Deal']);
  });

  test('an empty range answers no rows so that the screen shows "Data not found"', async () => {
    const answer = await admin.post(apiPath(ENDPOINTS.adminReport), {
      start_date: '2020-01-01',
      end_date: '2020-01-31',
      report_type: 'general',
      page: 1,
      per_page: 10,
    });
    expect(answer.body).toEqual({ data: [], totalRecords: 0 });
  });

  test('bad dates, a reversed range, an unknown type or page are 400', async () => {
    const bad = async (body: object) =>
      expect((await admin.post(apiPath(ENDPOINTS.adminReport), { ...november, report_type: 'general', page: 1, ...body })).status).toBe(400);
    await bad({ start_date: '2026-13-01' });
    await bad({ start_date: '2026-12-01' });
    await bad({ report_type: 'everything' });
    await bad({ page: 0 });
    await bad({ per_page: 1000 });
  });
});

describe(`POST ${apiPath(ENDPOINTS.massagerReport)}`, () => {
  test('the three report types of the signed-in massager', async () => {
    const run = (report_type: string) =>
      massager.post(apiPath(ENDPOINTS.massagerReport), { ...november, massager_email: 'someone@example.com', report_type, page: 1, records_per_page: 10 });
    const total = await run('total_customers_by_massager');
    expect(total.body.data.map((r: any) => r.customer_name).sort()).toEqual(['Done Deal', 'Late Owl']);
    expect(total.body.totalRecords).toBe(2);
    expect((await run('accepted_customers_by_massager')).body.data.map((r: any) => r.customer_name)).toEqual(['Late Owl']);
    expect((await run('completed_customers_by_massager')).body.data.map((r: any) => r.customer_name)).toEqual(['Done Deal']);
    expect((await run('general')).status).toBe(400);
  });
});

describe('report PDFs', () => {
  const adminPdfs = [
    [apiPath(ENDPOINTS.totalReportPdf), 'Total_customer_report.pdf', 'Total Customer Report', ['Late Owl', 'Early Bird', 'Bulk Customer W']],
    [apiPath(ENDPOINTS.pendingReportPdf), 'Pending_customer_report.pdf', 'Pending Customer Report', ['Early Bird']],
    [apiPath(ENDPOINTS.acceptedReportPdf), 'accepted_report.pdf', 'Accepted Customer Report', ['Late Owl']],
    [apiPath(ENDPOINTS.completedReportPdf), 'Completed_Customer_report.pdf', 'Completed Customer Report', ['Done Deal']],
  ] as const;

  test.each(adminPdfs)('%s answers %s holding the expected rows', async (path, fileName, title, names) => {
    const answer = await admin.post(path, november);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(answer.buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(answer.buffer);
    expect(text).toContain(title);
    expect(text).toContain('From 01 Nov 26 to 30 Nov 26');
    for (const name of names) expect(text).toContain(name);
    expect(text).not.toContain('Next Month');
    expect(text).toMatch(/Page 1 of \d/);
  });

  const massagerPdfs = [
    [apiPath(ENDPOINTS.massagerCompletedReportPdf), 'Completed_Report.pdf', ['Done Deal'], ['Late Owl']],
    [apiPath(ENDPOINTS.massagerAcceptedReportPdf), 'Accepted_Report.pdf', ['Late Owl'], ['Done Deal']],
    [apiPath(ENDPOINTS.massagerTotalReportPdf), 'Total_Report.pdf', ['Late Owl', 'Done Deal'], ['Early Bird']],
  ] as const;

  test.each(massagerPdfs)("%s answers %s with only the massager's rows", async (path, fileName, present, absent) => {
    const answer = await massager.post(path, { ...november, massager_email: 'other@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const text = await pdfText(answer.buffer);
    expect(text).toContain(`Massager: ${DEMO_ACCOUNTS.massager.name}`);
    for (const name of present) expect(text).toContain(name);
    for (const name of absent) expect(text).not.toContain(name);
  });

  test('an empty range answers 404 "Data not found" instead of a PDF', async () => {
    const answer = await admin.post(apiPath(ENDPOINTS.totalReportPdf), { start_date: '2020-01-01', end_date: '2020-01-02' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: 'error', message: REPORT_MESSAGES.dataNotFound });
    const mine = await massager.post(apiPath(ENDPOINTS.massagerTotalReportPdf), { start_date: '2020-01-01', end_date: '2020-01-02' });
    expect(mine.status).toBe(404);
  });
});

describe('a large PDF', () => {
  test('renders off the main thread: other requests are answered while it is being made', async () => {
    const big = await startServer();
    try {
      const rows = Array.from({ length: 3000 }, (_, i) => ({
        name: `Bulk Person ${i}`,
        contact: '9876543210',
        email: `bulk${i}@example.com`,
        address: 'Lane 5, Karve Nagar, Kothrud, Pune, 411038',
        gender: 'female',
        age: 30,
        prefgender: 'any',
        issue: 'Back pain',
        therapy: 'Deep tissue massage',
        appointment: '',
        appointment_date: null,
        appointment_time: null,
        created_at: '2026-11-15T06:00:00.000Z',
      }));
      for (let i = 0; i < rows.length; i += 500) {
        await big.app.db
          .insertInto('customers')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      const admin = await big.admin();
      let pdfDone = 0;
      const pdf = admin.post(apiPath(ENDPOINTS.totalReportPdf), november).then((answer) => {
        pdfDone = Date.now();
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const health = await big.client().get(apiPath(ENDPOINTS.health));
      const healthDone = Date.now();
      expect(health.status).toBe(200);
      const answer = await pdf;
      expect(answer.status).toBe(200);
      expect(healthDone).toBeLessThan(pdfDone);
      const text = await pdfText(answer.buffer);
      expect(text).toContain('Records: 3000');
      expect(text).toContain('Bulk Person 2999');
    } finally {
      await big.close();
    }
  }, 120_000);
});
