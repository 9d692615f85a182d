import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, CUSTOMER_PAGE_MESSAGES, ENDPOINTS, indiaNow, SERVER_MESSAGES, SITE_CONFIG, tokenOfCustomerBookingPath } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, type CapturedMail, type Client, newestCustomerId, sha256, startServer, type TestServer, validBooking } from './helpers';

/** The customer's private page of a booking, over HTTP: its link, what it shows, and cancelling from it. */
let server: TestServer;
let admin: Client;
let ravi: Client;
let raviId: number;
let counter = 0;

const inDays = (n: number) => addDays(indiaNow().date, n);

/** A booking as the form sends it; answers its id, reference and the token of its private link. */
async function book(appointment: string, extra: Record<string, unknown> = {}): Promise<{ id: number; reference: string; token: string; email: string }> {
  counter += 1;
  const name = `Page Visitor ${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + Math.floor(counter / 26))}`;
  const email = `page.visitor.${counter}@example.com`;
  const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name, email, appointment, ...extra }));
  expect(answer.status).toBe(200);
  const token = tokenOfCustomerBookingPath(answer.body.link);
  expect(token).not.toBeNull();
  return { id: await newestCustomerId(server, name), reference: answer.body.reference, token: token!, email };
}

const view = (token: string) => server.client().post(apiPath(ENDPOINTS.customerBooking), { token });
const cancel = (token: string) => server.client().post(apiPath(ENDPOINTS.customerCancel), { token });
const assign = (customerId: number, massagerId: number) => admin.post(apiPath(ENDPOINTS.assignMassager), { customer_id: customerId, massager_id: massagerId });
const move = (requestId: number, status: string) => ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId, status });

async function mailsTo(address: string, count = 1): Promise<CapturedMail[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = server.smtp.mails.filter((mail) => mail.to.includes(address));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}

const readable = (mail: CapturedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A token with one character changed (to another of the alphabet). */
const altered = (token: string) => `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

beforeAll(async () => {
  // A shell of the composed site, to serve the page's path.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-page-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  server = await startServer({ WEB_ROOT: webRoot });
  admin = await server.admin();
  ravi = await server.massager();
  const list = await admin.get(apiPath(ENDPOINTS.massagerList));
  raviId = list.body.data.find((m: any) => m.email === DEMO_ACCOUNTS.massager.email).id;
});
afterAll(async () => {
  await server.close();
});

describe('the private link', () => {
  test('the booking answer and the confirmation mail carry /booking/<token>, a 256-bit token of which only the hash is stored', async () => {
    const booking = await book(`${inDays(2)} 10:30`);
    const [mail] = await mailsTo(booking.email);
    expect(readable(mail!)).toContain(`${SITE_CONFIG.siteUrl}/booking/${booking.token}`);
    expect(Buffer.from(booking.token, 'base64url')).toHaveLength(32);
    const stored = await server.app.db.selectFrom('booking_tokens').selectAll().where('customer_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256(booking.token));
    const customer = await server.app.db.selectFrom('customers').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(customer)).not.toContain(booking.token);
  });

  test('opened without a session it shows the reference, Pending and what was booked; nothing of staff', async () => {
    const booking = await book(`${inDays(2)} 11:00`, { therapy: 'Abhyanga' });
    const answer = await view(booking.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      reference: booking.reference,
      status: 'pending',
      timeline: [{ step: 'requested', at: expect.any(String) }],
      therapy: 'Abhyanga',
      therapistFirstName: null,
      mayCancel: true,
    });
    expect(Date.parse(answer.body.visitStart)).toBe(Date.parse(`${inDays(2)}T11:00:00+05:30`));
  });

  test('after assignment it says a therapist is assigned; after acceptance it names the therapist by first name only', async () => {
    const booking = await book(`${inDays(3)} 12:00`);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    let answer = await view(booking.token);
    expect(answer.body).toMatchObject({ status: 'assigned', therapistFirstName: null });
    expect(answer.body.timeline.map((step: { step: string }) => step.step)).toEqual(['requested', 'assigned']);
    expect((await move(booking.id, 'accepted')).status).toBe(200);
    answer = await view(booking.token);
    expect(answer.body).toMatchObject({ status: 'accepted', therapistFirstName: 'Ravi' });
    expect(answer.body.timeline.map((step: { step: string }) => step.step)).toEqual(['requested', 'assigned', 'accepted']);
    expect(JSON.stringify(answer.body)).not.toContain('Patil');
  });

  test('a token with one character changed answers 404 and nothing of the booking; a malformed one 400', async () => {
    const booking = await book(`${inDays(2)} 13:00`);
    for (const answer of [await view(altered(booking.token)), await cancel(altered(booking.token))]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
    for (const token of ['', 'short', `${booking.token}x`, 42, null]) {
      const answer = await server.client().post(apiPath(ENDPOINTS.customerBooking), { token });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain(booking.reference);
    }
    expect((await view(booking.token)).status).toBe(200);
  });

  test("once the booking's personal data is erased, its link answers 404", async () => {
    const booking = await book(`${inDays(2)} 14:00`);
    expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: booking.id })).status).toBe(200);
    expect((await view(booking.token)).status).toBe(404);
  });

  test('the page itself is served with noindex; a path that cannot be a token is Page Not Found', async () => {
    const booking = await book('');
    const answer = await server.client().get(`/booking/${booking.token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect((await server.client().get('/booking/nothing')).status).toBe(404);
  });
});

describe('cancelling from the page', () => {
  test("cancels the visit, frees the therapist's slot, tells the therapist and the admins, records the History and mails the customer", async () => {
    const day = inDays(4);
    const booking = await book(`${day} 10:00`);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    expect((await move(booking.id, 'accepted')).status).toBe(200);

    const answer = await cancel(booking.token);
    expect(answer.body).toEqual({ status: 'success', message: CUSTOMER_PAGE_MESSAGES.cancelled });
    expect((await view(booking.token)).body).toMatchObject({ status: 'cancelled', mayCancel: false });

    const listed = await admin.post(apiPath(ENDPOINTS.combinedListPage), { page: 1, per_page: 100 });
    expect(listed.body.data.find((item: any) => item.type === 'Customer' && item.id === booking.id)).toBeDefined();
    const row = await server.app.db.selectFrom('customers').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');

    // The same therapist can take another visit at that time.
    const other = await book(`${day} 10:00`);
    expect((await assign(other.id, raviId)).status).toBe(200);

    const history = await admin.post(apiPath(ENDPOINTS.customerHistory), { customer_id: booking.id });
    expect(history.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'cancelled', actorRole: 'visitor' })]));
    const notices = await server.app.db.selectFrom('notifications').select(['recipient_role', 'message']).where('customer_id', '=', booking.id).execute();
    expect(
      notices
        .filter((n) => n.message.includes('cancelled'))
        .map((n) => n.recipient_role)
        .sort(),
    ).toEqual(['admin', 'massager']);
    const mails = await mailsTo(booking.email, 3);
    expect(mails.map(readable).filter((text) => text.includes(`Subject: Your visit is cancelled: ${booking.reference}`))).toHaveLength(1);
  });

  test('a double tap does one thing: parallel cancels give one success, the others are refused as already cancelled', async () => {
    const booking = await book(`${inDays(5)} 11:00`);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cancel(booking.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(CUSTOMER_PAGE_MESSAGES.alreadyCancelled);
    }
    const events = await server.app.db
      .selectFrom('customer_events')
      .select('kind')
      .where('customer_id', '=', booking.id)
      .where('kind', '=', 'cancelled')
      .execute();
    expect(events).toHaveLength(1);
    const mails = await server.app.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('customer_id', '=', booking.id)
      .where('kind', '=', 'booking-cancelled')
      .execute();
    expect(mails).toHaveLength(1);
  });

  test('within 3 hours of the visit the page says to phone, and nothing changes', async () => {
    const booking = await book(`${inDays(2)} 16:00`);
    // The visit moved by the admin to two hours from now.
    await server.app.db
      .updateTable('customers')
      .set({ visit_start: new Date(Date.now() + 2 * 3_600_000).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    expect((await view(booking.token)).body.mayCancel).toBe(false);
    const answer = await cancel(booking.token);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.tooLate);
    expect(answer.body.message).toContain(SITE_CONFIG.phones[0].display);
    expect((await view(booking.token)).body.status).toBe('pending');
  });

  test('a completed visit is refused with a clear message', async () => {
    const booking = await book(`${inDays(2)} 17:00`);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    await server.app.db
      .updateTable('requests')
      .set({ status: 'completed', completed_at: new Date().toISOString() })
      .where('customer_id', '=', booking.id)
      .execute();
    const answer = await cancel(booking.token);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.alreadyCompleted);
  });
});

describe('rate limit', () => {
  test('the page answers 429 once an address has used its calls of the window', async () => {
    const limited = await startServer({ RATE_LIMIT_BOOKING_PAGES: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await limited.client().post(apiPath(ENDPOINTS.customerBooking), { token: 'A'.repeat(43) }));
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
