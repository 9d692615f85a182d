import {
  addDays,
  CUSTOMER_PAGE_MESSAGES,
  ENDPOINTS,
  ERASED_NAME,
  formatAppointment,
  formatClock,
  indiaNow,
  SERVER_MESSAGES,
  SITE_CONFIG,
  tokenOfCustomerBookingPath,
} from '@wellness/shared/rules';
import ical, { type VEvent } from 'node-ical';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import {
  apiPath,
  type CapturedMail,
  type Client,
  massagerIdOf,
  newestCustomerId,
  sha256,
  startServer,
  type TestServer,
  validBooking,
  webRootOf,
} from './helpers';

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
  const name =
    typeof extra.name === 'string'
      ? extra.name
      : `Page Visitor ${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + Math.floor(counter / 26))}`;
  const email = `page.visitor.${counter}@example.com`;
  const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ email, appointment, ...extra, name }));
  expect(answer.status).toBe(200);
  const token = tokenOfCustomerBookingPath(answer.body.link);
  expect(token).not.toBeNull();
  return { id: await newestCustomerId(server, name), reference: answer.body.reference, token: token!, email };
}

const view = (token: string) => server.client().post(apiPath(ENDPOINTS.customerBooking), { token });
const cancel = (token: string) => server.client().post(apiPath(ENDPOINTS.customerCancel), { token });
const change = (token: string, date: string, time: string) => server.client().post(apiPath(ENDPOINTS.customerChange), { token, date, time });
const download = (token: string) => server.client().post(apiPath(ENDPOINTS.customerData), { token });
const erase = (token: string) => server.client().post(apiPath(ENDPOINTS.customerErase), { token });
const eventsOf = (id: number) => server.app.db.selectFrom('customer_events').selectAll().where('customer_id', '=', id).orderBy('id').execute();
/** Moves the visit (as the admin would) to start that many ms from now. */
const startVisitIn = (id: number, ms: number) =>
  server.app.db
    .updateTable('customers')
    .set({ visit_start: new Date(Date.now() + ms).toISOString() })
    .where('id', '=', id)
    .execute();
/** Marks the visit completed, straight in the table. */
const completeVisit = (id: number) =>
  server.app.db.updateTable('requests').set({ status: 'completed', completed_at: new Date().toISOString() }).where('customer_id', '=', id).execute();
/** The mails of that kind queued in the outbox about a booking. */
const queuedMails = (id: number, kind: string) =>
  server.app.db.selectFrom('mail_outbox').select('kind').where('customer_id', '=', id).where('kind', '=', kind).execute();
const noticesAbout = (id: number) => server.app.db.selectFrom('notifications').select(['recipient_role', 'message']).where('customer_id', '=', id).execute();
/** Who was notified (by role, sorted) in the notices whose message has `word`. */
const toldOf = (notices: { recipient_role: string; message: string }[], word: string) =>
  notices
    .filter((n) => n.message.includes(word))
    .map((n) => n.recipient_role)
    .sort();
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
  const webRoot = webRootOf({ 'shell/dist/index.html': '<!doctype html><title>shell</title><div id="root"></div>' }, 'wellness-page-');
  server = await startServer({ WEB_ROOT: webRoot });
  admin = await server.admin();
  ravi = await server.massager();
  raviId = await massagerIdOf(admin, DEMO_ACCOUNTS.massager.email);
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
    const notices = await noticesAbout(booking.id);
    expect(toldOf(notices, 'cancelled')).toEqual(['admin', 'massager']);
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
    expect((await eventsOf(booking.id)).filter((e) => e.kind === 'cancelled')).toHaveLength(1);
    expect(await queuedMails(booking.id, 'booking-cancelled')).toHaveLength(1);
  });

  test('within 3 hours of the visit the page says to phone, and nothing changes', async () => {
    const booking = await book(`${inDays(2)} 16:00`);
    // The visit moved by the admin to two hours from now.
    await startVisitIn(booking.id, 2 * 3_600_000);
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
    await completeVisit(booking.id);
    const answer = await cancel(booking.token);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.alreadyCompleted);
  });
});

describe('asking for another time from the page', () => {
  // The demo's one therapist (Ravi, male) is the schedule: bookings here accept any gender.
  const anyone = { preferGender: 'any' };

  test("a free time moves the visit back to the admin: Pending without a therapist, the therapist's old time free, everyone told, History and mail", async () => {
    const day = inDays(6);
    const booking = await book(`${day} 10:00`, anyone);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    expect((await move(booking.id, 'accepted')).status).toBe(200);
    expect((await view(booking.token)).body).toMatchObject({ status: 'accepted', mayChange: true, area: 'Kothrud', preferGender: 'any' });

    const next = inDays(7);
    const answer = await change(booking.token, next, '14:30');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', message: CUSTOMER_PAGE_MESSAGES.changed });
    const page = (await view(booking.token)).body;
    expect(page).toMatchObject({ status: 'pending', therapistFirstName: null, preferred: `${next} 14:30`, mayChange: true });
    expect(Date.parse(page.visitStart)).toBe(Date.parse(`${next}T14:30:00+05:30`));
    const request = await server.app.db.selectFrom('requests').selectAll().where('customer_id', '=', booking.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'pending', massager_id: null, massager_name: null, accepted_at: null });

    // The therapist's old time is free: another visit then can be assigned to them.
    const other = await book(`${day} 10:00`, anyone);
    expect((await assign(other.id, raviId)).status).toBe(200);
    // The admin assigns the moved visit again, through the schedule's check.
    expect((await assign(booking.id, raviId)).status).toBe(200);

    const notices = await noticesAbout(booking.id);
    expect(toldOf(notices, 'moved')).toEqual(['admin', 'massager']);
    expect(notices.filter((n) => n.message.includes('moved')).every((n) => n.message.includes(booking.reference))).toBe(true);
    const history = await admin.post(apiPath(ENDPOINTS.customerHistory), { customer_id: booking.id });
    const event = history.body.data.find((e: any) => e.kind === 'rescheduled');
    expect(event).toMatchObject({ actorRole: 'visitor', subject: 'Ravi Patil' });
    expect(event.detail).toMatch(/^from .+ to .+$/);
    const mails = await mailsTo(booking.email, 3);
    expect(mails.map(readable).filter((text) => text.includes(`Subject: Your visit has a new time: ${booking.reference}`))).toHaveLength(1);
    // Its calendar file moves the event the confirmation's file made (same UID) to the new time.
    const queued = await server.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'attachments'])
      .where('customer_id', '=', booking.id)
      .where('kind', 'in', ['booking-confirmation', 'booking-changed'])
      .orderBy('id')
      .execute();
    const [confirmed, changed] = queued.map((mail) => {
      const [file] = JSON.parse(mail.attachments ?? '[]') as { contentType: string; content: string }[];
      expect(file?.contentType).toMatch(/^text\/calendar/);
      return Object.values(ical.sync.parseICS(file!.content)).find((item): item is VEvent => item?.type === 'VEVENT')!;
    });
    expect(changed!.uid).toBe(confirmed!.uid);
    expect(changed!.start.getTime()).toBe(Date.parse(`${next}T14:30:00+05:30`));
  });

  test('a time no longer free is refused with a clear message, and nothing changes', async () => {
    const day = inDays(8);
    const taken = await book(`${day} 12:00`, anyone);
    expect((await assign(taken.id, raviId)).status).toBe(200);
    const booking = await book(`${day} 16:00`, anyone);
    const answer = await change(booking.token, day, '12:00');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.slotNotFree(formatClock('12:00'), formatAppointment(day)));
    expect((await view(booking.token)).body.preferred).toBe(`${day} 16:00`);
    expect((await eventsOf(booking.id)).map((e) => e.kind)).toEqual(['booked']);
  });

  test("the visit's own therapist does not block its move to a nearby time", async () => {
    const day = inDays(9);
    const booking = await book(`${day} 11:00`, anyone);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    expect((await change(booking.token, day, '11:30')).status).toBe(200);
  });

  test('a double tap does one thing: the same time asked four times at once moves the visit once', async () => {
    const day = inDays(10);
    const booking = await book(`${day} 10:00`, anyone);
    expect((await assign(booking.id, raviId)).status).toBe(200);
    const answers = await Promise.all([1, 2, 3, 4].map(() => change(booking.token, day, '15:00')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.message === CUSTOMER_PAGE_MESSAGES.changed)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === CUSTOMER_PAGE_MESSAGES.sameTime)).toHaveLength(3);
    expect((await eventsOf(booking.id)).filter((e) => e.kind === 'rescheduled')).toHaveLength(1);
    expect(await queuedMails(booking.id, 'booking-changed')).toHaveLength(1);
    const notices = await noticesAbout(booking.id);
    expect(notices.filter((n) => n.message.includes('moved'))).toHaveLength(2);
  });

  test('within 3 hours of the visit the page says to phone, and nothing changes', async () => {
    const booking = await book(`${inDays(2)} 18:00`, anyone);
    await startVisitIn(booking.id, 2 * 3_600_000);
    expect((await view(booking.token)).body.mayChange).toBe(false);
    const answer = await change(booking.token, inDays(11), '10:00');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.tooLate);
    expect((await eventsOf(booking.id)).map((e) => e.kind)).toEqual(['booked']);
  });

  test('a completed or cancelled visit is refused with a clear message', async () => {
    const done = await book(`${inDays(2)} 19:00`, anyone);
    expect((await assign(done.id, raviId)).status).toBe(200);
    await completeVisit(done.id);
    let answer = await change(done.token, inDays(11), '11:00');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.alreadyCompleted);

    const cancelled = await book(`${inDays(11)} 12:00`, anyone);
    expect((await cancel(cancelled.token)).status).toBe(200);
    answer = await change(cancelled.token, inDays(11), '13:00');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_PAGE_MESSAGES.alreadyCancelled);
    expect((await view(cancelled.token)).body).toMatchObject({ status: 'cancelled', mayChange: false });
  });

  test("a time the form does not offer is refused with the form's message (400); a wrong token 404", async () => {
    const booking = await book(`${inDays(3)} 10:00`, anyone);
    for (const [date, time] of [
      [inDays(3), '10:15'],
      [inDays(3), ''],
      [addDays(indiaNow().date, -1), '10:00'],
      [inDays(90), '10:00'],
    ]) {
      expect((await change(booking.token, date!, time!)).status).toBe(400);
    }
    expect((await change(altered(booking.token), inDays(4), '10:00')).status).toBe(404);
    expect((await eventsOf(booking.id)).map((e) => e.kind)).toEqual(['booked']);
  });
});

describe('data rights from the page', () => {
  test('download: the booking, its history and the mails sent; nothing of staff but the first name; recorded in the History', async () => {
    const booking = await book(`${inDays(12)} 10:00`, { name: 'Meera Joshi', issue: 'Stiff neck' });
    expect((await assign(booking.id, raviId)).status).toBe(200);
    expect((await move(booking.id, 'accepted')).status).toBe(200);
    await mailsTo(booking.email, 2);
    const answer = await download(booking.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.booking).toMatchObject({
      reference: booking.reference,
      name: 'Meera Joshi',
      email: booking.email,
      issue: 'Stiff neck',
      status: 'accepted',
      therapistFirstName: 'Ravi',
      preferred: `${inDays(12)} 10:00`,
    });
    expect(answer.body.history.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['booked', 'assigned', 'accepted', 'data-downloaded']));
    expect(answer.body.history.find((e: any) => e.kind === 'accepted')).toMatchObject({ by: 'massager', text: 'Accepted by the massager' });
    expect(answer.body.mails.map((m: any) => m.kind)).toEqual(['booking-confirmation', 'request-accepted']);
    expect(answer.body.mails[0].subject).toContain(booking.reference);
    const text = JSON.stringify(answer.body);
    for (const staff of ['Patil', DEMO_ACCOUNTS.massager.email, DEMO_ACCOUNTS.admin.email]) expect(text).not.toContain(staff);

    const history = await admin.post(apiPath(ENDPOINTS.customerHistory), { customer_id: booking.id });
    const event = history.body.data.find((e: any) => e.kind === 'data-downloaded');
    expect(event).toMatchObject({ actorRole: 'visitor', detail: null, subject: null });
  });

  test('erase: an accepted visit is cancelled first (therapist and admins told), then erased as by the admin; the link then answers 404', async () => {
    const booking = await book(`${inDays(13)} 10:00`, { name: 'Kavita Rao' });
    expect((await assign(booking.id, raviId)).status).toBe(200);
    expect((await move(booking.id, 'accepted')).status).toBe(200);
    const answer = await erase(booking.token);
    expect(answer.body).toEqual({ status: 'success', message: CUSTOMER_PAGE_MESSAGES.erased });
    for (const again of [
      await view(booking.token),
      await download(booking.token),
      await erase(booking.token),
      await change(booking.token, inDays(14), '10:00'),
    ]) {
      expect(again.status).toBe(404);
    }
    const customer = await server.app.db.selectFrom('customers').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ name: ERASED_NAME, email: '', contact: '', address: '', issue: '', status: 'cancelled' });
    const events = await eventsOf(booking.id);
    expect(events.slice(-2).map((e) => [e.kind, e.actor_role])).toEqual([
      ['cancelled', 'visitor'],
      ['erased', 'visitor'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Kavita');
    const notices = await noticesAbout(booking.id);
    expect(toldOf(notices, 'cancelled')).toEqual(['admin', 'massager']);
    expect(JSON.stringify(notices)).not.toContain('Kavita');
    // The therapist's time is free again.
    const other = await book(`${inDays(13)} 10:00`);
    expect((await assign(other.id, raviId)).status).toBe(200);
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
