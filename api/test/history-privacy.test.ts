import { ENDPOINTS, ERASED_NAME, type HistoryEvent, historyEventText, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { anonymiseExpired } from '../src/services/privacy';
import {
  advanceClock,
  apiPath,
  type Client,
  type MassagerForm,
  newestCustomerId,
  onPostgres,
  pdfText,
  type TestServer,
  validBooking,
  withTwoMassagers,
} from './helpers';

/** Each booking's history, its consent to the privacy notice, and the erasure of its personal data. */
let server: TestServer;
let admin: Client;
let ravi: Client;
let bee: Client;
let raviId: number;
let beeId: number;
const BEE: MassagerForm = {
  name: 'Bela Kamat',
  contact: '9844444445',
  email: 'bee.history@example.com',
  gender: 'Female',
  username: 'belahistory',
  password: 'Bee@History1',
  address: 'Kothrud',
  age: 31,
};

withTwoMassagers(BEE, (staff) => {
  ({ server, admin, first: ravi, firstId: raviId, second: bee, secondId: beeId } = staff);
  expect(staff.added.body.status).toBe('success');
});

async function book(name: string, overrides: Record<string, unknown> = {}): Promise<{ id: number; reference: string }> {
  const answer = await server
    .client()
    .post(apiPath(ENDPOINTS.addCustomer), validBooking({ name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, ...overrides }));
  expect(answer.status).toBe(200);
  return { id: await newestCustomerId(server, name), reference: (answer.body as { reference: string }).reference };
}

async function history(client: Client, id: number): Promise<HistoryEvent[]> {
  const answer = await client.post(apiPath(ENDPOINTS.customerHistory), { customer_id: id });
  expect(answer.status).toBe(200);
  return (answer.body as { data: HistoryEvent[] }).data;
}

describe("a booking's history", () => {
  test('tells booked, assigned, reassigned, rejected, accepted and completed with who and when, newest first', async () => {
    const { id, reference } = await book('Story Teller');
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: id })).status).toBe(200);
    expect((await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'rejected' })).status).toBe(200);
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: beeId, customer_id: id })).status).toBe(200);
    expect((await bee.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'accepted' })).status).toBe(200);
    expect((await bee.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'completed' })).status).toBe(200);

    const events = await history(admin, id);
    const story = events.filter((e) => !e.kind.startsWith('mail-'));
    expect(story.map((e) => historyEventText(e))).toEqual([
      'Completed by Bela Kamat',
      'Accepted by Bela Kamat',
      'Reassigned from Ravi Patil to Bela Kamat by the admin (admin@kothrudwellness.demo)',
      'Rejected by Ravi Patil',
      'Assigned to Ravi Patil by the admin (admin@kothrudwellness.demo)',
      `Booked by the visitor (reference ${reference})`,
    ]);
    // Newest first, each with its time.
    const times = events.map((e) => Date.parse(e.at));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => b - a));
  });

  test('the sent mails are in it, and an edit names the fields it changed but not their values', async () => {
    const { id } = await book('Edit Story');
    await server.app.outbox.flush();
    const row = await server.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const edit = {
      c_id: id,
      name: 'Edit Story',
      contact: '9000000001',
      email: row.email,
      address: 'New Lane 9, Kothrud',
      prefgender: row.prefgender,
      issue: row.issue,
      therapy: row.therapy,
      age: row.age,
      adate: '2026-12-24',
      atime: '10:00',
    };
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), edit)).status).toBe(200);
    // Saving the same values again changes nothing, and tells nothing.
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), edit)).status).toBe(200);
    const events = await history(admin, id);
    const edited = events.filter((e) => e.kind === 'edited');
    expect(edited).toHaveLength(1);
    expect(historyEventText(edited[0]!)).toBe('Edited by the admin (admin@kothrudwellness.demo): contact, address, appointment date, appointment time');
    expect(JSON.stringify(events)).not.toContain('New Lane 9');
    expect(events.some((e) => e.kind === 'mail-sent' && historyEventText(e) === 'Mail sent to the customer: Booking confirmation')).toBe(true);
  });

  test("a mail that could not be sent yet is in it, without the server's error text", async () => {
    server.smtp.refuse = true;
    try {
      const { id } = await book('Late Mail');
      await server.app.outbox.flush();
      const failed = (await history(admin, id)).find((e) => e.kind === 'mail-failed');
      expect(failed && historyEventText(failed)).toBe('Mail to the customer not sent yet: Booking confirmation, attempt 1 of 12, tried again later');
    } finally {
      server.smtp.refuse = false;
    }
  });

  test('the massager reads the history of its own requests only; a visitor none', async () => {
    const { id } = await book('Whose Story');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: id });
    expect((await history(ravi, id)).some((e) => e.kind === 'assigned')).toBe(true);
    const other = await bee.post(apiPath(ENDPOINTS.customerHistory), { customer_id: id });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Whose Story');
    expect((await server.client().post(apiPath(ENDPOINTS.customerHistory), { customer_id: id })).status).toBe(401);
    expect((await admin.post(apiPath(ENDPOINTS.customerHistory), { customer_id: 99_999_999 })).status).toBe(404);
    expect((await admin.post(apiPath(ENDPOINTS.customerHistory), { customer_id: 'x' })).status).toBe(400);
  });

  test('deleting the customer removes its history with it', async () => {
    const { id } = await book('Gone Story');
    expect((await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: id })).body.status).toBe('customer deleted');
    const left = await server.app.db.selectFrom('customer_events').select('id').where('customer_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});

describe('consent to the privacy notice', () => {
  test('a booking without consent is refused with a clear message and nothing is stored', async () => {
    const before = await server.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const consent of [undefined, '', 'yes', '1999-01-01', true]) {
      const body = validBooking({ name: 'No Consent', consent });
      if (consent === undefined) delete (body as Record<string, unknown>).consent;
      const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), body);
      expect(answer.status).toBe(400);
      // The notice's version is a text: anything else is refused as not text.
      const message = consent === true ? 'This field must be text.' : PRIVACY_MESSAGES.consentRequired;
      expect(answer.body).toMatchObject({ status: 'error', errors: { consent: message } });
    }
    const after = await server.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('the consent time and the notice version are stored with the booking', async () => {
    const { id } = await book('Consent Given');
    const row = await server.app.db
      .selectFrom('customers')
      .select(['consent_at', 'consent_version', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consent_at: row.created_at, consent_version: PRIVACY_NOTICE_VERSION, created_at: expect.any(String) });
  });
});

describe("erasing a customer's personal data", () => {
  test('replaces it in the lists, reports, PDFs, notifications and mail log; the counts stay, its visit cancelled', async () => {
    const { id } = await book('Priya Erasable', { address: 'Flat 12, Secret Towers, Kothrud, 411038', issue: 'Knee pain' });
    await server.app.outbox.flush();
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: id });
    const counts = (await admin.get(apiPath(ENDPOINTS.adminCounts))).body;

    const answer = await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id });
    expect(answer.body).toEqual({ status: 'success', message: PRIVACY_MESSAGES.erased });

    const secrets = ['Priya', 'Erasable', 'priya.erasable@example.com', 'Secret Towers', 'Knee pain'];
    const range = { start_date: '2000-01-01', end_date: '2100-12-31' };
    const texts = [
      JSON.stringify((await admin.get(apiPath(ENDPOINTS.combinedList))).body),
      JSON.stringify((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Erased' })).body),
      JSON.stringify((await admin.post(apiPath(ENDPOINTS.adminReport), { ...range, report_type: 'general', page: 1, per_page: 1000 })).body),
      JSON.stringify((await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'all' })).body),
      JSON.stringify((await admin.post(apiPath(ENDPOINTS.mailLog), { page: 1, per_page: 100 })).body),
      JSON.stringify((await ravi.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page: 1, records_per_page: 100 })).body),
      JSON.stringify(await history(admin, id)),
    ];
    for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
    const listed = ((await admin.get(apiPath(ENDPOINTS.combinedList))).body.data as { id: number; name: string; erased?: boolean; type: string }[]).find(
      (item) => item.type === 'Customer' && item.id === id,
    );
    expect(listed).toMatchObject({ name: ERASED_NAME, erased: true, email: '', contact: '', address: '' });
    // The booking stays counted; its visit, not yet made, is cancelled, so it is no longer pending.
    expect((await admin.get(apiPath(ENDPOINTS.adminCounts))).body).toEqual({
      ...counts,
      data: { ...counts.data, totalPendingStatus: counts.data.totalPendingStatus - 1 },
    });
    expect(historyEventText((await history(admin, id))[0]!)).toBe('Personal data erased by the admin (admin@kothrudwellness.demo)');

    // A second erasure says so; an unknown customer is 404; a massager may not erase.
    expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id })).status).toBe(409);
    expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: 99_999_999 })).status).toBe(404);
    expect((await ravi.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id })).status).toBe(403);
  });

  test('the PDF report no longer holds the erased data', async () => {
    const { id } = await book('Pdf Erasable', { address: 'House 77, Hidden Lane, Kothrud, 411038' });
    expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id })).status).toBe(200);
    const pdf = await admin.post(apiPath(ENDPOINTS.totalReportPdf), { start_date: '2000-01-01', end_date: '2100-12-31' });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.buffer);
    expect(text).not.toContain('Pdf Erasable');
    expect(text).not.toContain('Hidden Lane');
  });
});

/** The sessions ended while the clock moved on months. */
async function signInAgain() {
  admin = await server.admin();
  ravi = await server.massager();
}

// SQLite's plan (PostgreSQL chooses by the table's size, and reads a small one whole).
(onPostgres ? test.skip : test)("an erasure finds the address's other bookings and its logged mails by index, not by reading them all", async () => {
  const plan = async (query: ReturnType<typeof sql>) =>
    (await sql<{ detail: string }>`explain query plan ${query}`.execute(server.app.db)).rows.map((row) => row.detail).join(' | ');
  const address = 'someone@example.com';
  expect(await plan(sql`select id from customers where lower(email) = ${address} and id != ${1} and erased_at is null`)).toContain(
    'USING INDEX customers_email_lower',
  );
  expect(await plan(sql`select detail, outcome from mail_log where lower(recipient) = ${address} and kind != ${'otp'}`)).toContain(
    'USING INDEX mail_log_recipient_lower',
  );
});

// Last in this file: it moves the server's clock on by two years.
describe('retention', () => {
  test(`completed bookings older than the retention period are anonymised; newer and open ones are kept`, async () => {
    const old = await book('Old Visit');
    const open = await book('Open Visit');
    for (const { id } of [old, open]) await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: id });
    await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: old.id, status: 'accepted' });
    await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: old.id, status: 'completed' });

    // 23 months on: not yet.
    advanceClock(23 * 31 * 24 * 3_600_000);
    await signInAgain();
    expect(await anonymiseExpired(server.app.db, server.dataDir, 24)).toBe(0);
    const recent = await book('Recent Visit');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: recent.id });
    await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: recent.id, status: 'accepted' });
    await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: recent.id, status: 'completed' });

    // Two more months: the old visit is past 24 months, the recent one is not; the open one never is.
    advanceClock(62 * 24 * 3_600_000);
    await signInAgain();
    expect(await anonymiseExpired(server.app.db, server.dataDir, 24)).toBeGreaterThanOrEqual(1);
    const names = await server.app.db.selectFrom('customers').select(['id', 'name', 'erased_at']).where('id', 'in', [old.id, open.id, recent.id]).execute();
    const byId = new Map(names.map((row) => [row.id, row]));
    expect(byId.get(old.id)).toMatchObject({ name: ERASED_NAME, erased_at: expect.any(String) });
    expect(byId.get(open.id)).toMatchObject({ name: 'Open Visit', erased_at: null });
    expect(byId.get(recent.id)).toMatchObject({ name: 'Recent Visit', erased_at: null });
    expect(historyEventText((await history(admin, old.id))[0]!)).toBe('Personal data removed after the retention period (24 months after the visit)');
    // Run again (another instance, the next day): nothing more to do.
    expect(await anonymiseExpired(server.app.db, server.dataDir, 24)).toBe(0);
  });
});
