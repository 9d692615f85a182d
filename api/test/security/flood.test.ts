import { createHash } from 'node:crypto';
import { BOOKING_FLOOD, BOOKING_FLOOD_MESSAGES, type BookingChallenge, ENDPOINTS } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { advanceClock, apiPath, type Client, codeFromMail, eventually, serverForFile, startServer, validBooking } from '../helpers';

/**
 * A flood of bookings from as many addresses as the attacker likes (X-Forwarded-For behind TRUST_PROXY,
 * the per-address limit out of the way): above the global ceiling a booking needs a solved proof of
 * work, and a genuine visitor whose browser solved one still books.
 */
const PER_MINUTE = 20;

const server = serverForFile({ TRUST_PROXY: 'true', BOOKINGS_PER_MINUTE: String(PER_MINUTE) });

let n = 0;
/** A booking of its own (phone and e-mail differ each time, so that none is a repeat). */
const booking = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return validBooking({ name: 'Flood Visitor', contact: String(8000000000 + n), email: `flood${n}@example.com`, ...overrides });
};
const from = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

/** Solves a challenge as the form's browser does: the number whose SHA-256 with the salt is the challenge. */
function solve(c: BookingChallenge): string {
  for (let number = 0; number <= c.maxnumber; number += 1) {
    if (createHash('sha256').update(`${c.salt}${number}`).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('no solution');
}

async function solved(c: Client): Promise<string> {
  const answer = await c.get(apiPath(ENDPOINTS.bookingChallenge));
  expect(answer.status).toBe(200);
  return solve(answer.body as BookingChallenge);
}

const count = async (table: 'customers' | 'rate_limits' | 'mail_outbox' | 'spent_challenges') =>
  Number(
    (
      await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const ceilingNotices = async () =>
  (await server.app.db.selectFrom('notifications').select('message').where('message', '=', BOOKING_FLOOD_MESSAGES.ceilingNotice(PER_MINUTE)).execute()).length;

/** A minute later: the window of the ceiling has passed. */
async function nextMinute(): Promise<void> {
  advanceClock(BOOKING_FLOOD.windowMs + 1000);
  // The background count of the last minute is read again.
  await server.client().post(apiPath(ENDPOINTS.addCustomer), booking(), from(99_999));
}

describe('the global booking ceiling', () => {
  test('below it a booking needs nothing more; above it one without a solution is refused with 429, a clear message and no database write', async () => {
    await nextMinute();
    const c = server.client();
    const below: number[] = [];
    for (let i = 0; i < PER_MINUTE - 1; i += 1) below.push((await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(i))).status);
    expect(below.every((s) => s === 200)).toBe(true);

    const first = await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(500));
    expect(first.status).toBe(429);
    expect(first.body).toEqual({ status: 'error', message: BOOKING_FLOOD_MESSAGES.refused });
    expect(first.headers.get('retry-after')).toBe('60');
    // The admins' notice (once an hour) is written beside the first refusal; after it, refusals write nothing.
    await eventually(async () => (await ceilingNotices()) === 1, 5000, 'the ceiling notice');
    const before = { customers: await count('customers'), limits: await count('rate_limits'), mails: await count('mail_outbox') };
    for (let i = 0; i < 20; i += 1) {
      const refused = await c.post(apiPath(ENDPOINTS.addCustomer), booking(), {
        ...from(600 + i),
        [BOOKING_FLOOD.solutionHeader]: i % 2 ? 'bm90IGEgc29sdXRpb24=' : '',
      });
      expect(refused.status).toBe(429);
    }
    expect({ customers: await count('customers'), limits: await count('rate_limits'), mails: await count('mail_outbox') }).toEqual(before);
    expect(await ceilingNotices()).toBe(1);
  });

  test('above it, a solved challenge books once; the same solution again is refused', async () => {
    const c = server.client();
    const proof = await solved(c);
    const booked = await c.post(apiPath(ENDPOINTS.addCustomer), booking(), { ...from(700), [BOOKING_FLOOD.solutionHeader]: proof });
    expect(booked.status).toBe(200);
    expect(booked.body.reference).toMatch(/^KW-/);
    const replay = await c.post(apiPath(ENDPOINTS.addCustomer), booking(), { ...from(701), [BOOKING_FLOOD.solutionHeader]: proof });
    expect(replay.status).toBe(429);
    // Another instance, which has not seen it spent, refuses it too (the spent row is shared).
    const second = await startServer({ TRUST_PROXY: 'true', BOOKINGS_PER_MINUTE: '0', BOOKING_POW_KEY: 'shared-key' }, server);
    try {
      const other = second.client();
      const fresh = await solved(other);
      expect((await other.post(apiPath(ENDPOINTS.addCustomer), booking(), { ...from(702), [BOOKING_FLOOD.solutionHeader]: fresh })).status).toBe(200);
      await second.app.close();
      const third = await startServer({ TRUST_PROXY: 'true', BOOKINGS_PER_MINUTE: '0', BOOKING_POW_KEY: 'shared-key' }, server);
      try {
        expect((await third.client().post(apiPath(ENDPOINTS.addCustomer), booking(), { ...from(703), [BOOKING_FLOOD.solutionHeader]: fresh })).status).toBe(
          429,
        );
      } finally {
        await third.close();
      }
    } finally {
      if (second.app.server.listening) await second.close();
    }
  });

  test('the admins are told once an hour while the ceiling is exceeded', async () => {
    const c = server.client();
    const notices = await ceilingNotices();
    expect((await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(800))).status).toBe(429);
    expect(await ceilingNotices()).toBe(notices);
    advanceClock(BOOKING_FLOOD.noticeEveryMs);
    // An hour on, the minute's window is empty again: one more than the ceiling is sure to meet it.
    for (let i = 0; i <= PER_MINUTE; i += 1) await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(900 + i));
    // The notice is written beside the refusal, not before it is answered.
    await eventually(async () => (await ceilingNotices()) > notices, 5000, 'the ceiling notice');
    expect(await ceilingNotices()).toBe(notices + 1);
  });

  test('1,000 bookings from 1,000 addresses in a burst store far fewer; a visitor whose browser solved the challenge books during it', async () => {
    await nextMinute();
    const c = server.client();
    const before = await count('customers');
    const proof = await solved(c);
    const burst = Array.from({ length: 1000 }, (_, i) => c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(10_000 + i)).then((a) => a.status));
    const genuine = c.post(apiPath(ENDPOINTS.addCustomer), booking({ name: 'Genuine Visitor' }), { ...from(20_000), [BOOKING_FLOOD.solutionHeader]: proof });
    const statuses = await Promise.all(burst);
    expect((await genuine).status).toBe(200);
    const stored = (await count('customers')) - before;
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1000 - PER_MINUTE);
    expect(stored).toBeLessThanOrEqual(PER_MINUTE + 1);
  });
  test('a minute after the ceiling was reached, the first booking is let through at once', async () => {
    await nextMinute();
    const c = server.client();
    for (let i = 0; i < PER_MINUTE; i += 1) await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(40_000 + i));
    // A second on, the count of the last minute (shared by every instance) is read again, and is full.
    advanceClock(1_100);
    expect((await c.post(apiPath(ENDPOINTS.addCustomer), booking(), from(40_100))).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    advanceClock(BOOKING_FLOOD.windowMs + 1000);
    // No request in between: what the guard knows of the last minute is that count, read a minute ago.
    const first = await c.post(apiPath(ENDPOINTS.addCustomer), booking({ name: 'After The Flood' }), from(40_101));
    expect(first.status).toBe(200);
    expect(first.body.reference).toMatch(/^KW-/);
  });
});

describe('repeats and mails', () => {
  test('the same phone, e-mail and preferred visit within 24 hours answers the first reference and stores nothing', async () => {
    await nextMinute();
    const c = server.client();
    const same = booking({ appointment: '2026-12-10 10:00' });
    const first = await c.post(apiPath(ENDPOINTS.addCustomer), same, from(30_000));
    const before = { customers: await count('customers'), mails: await count('mail_outbox') };
    const again = await c.post(apiPath(ENDPOINTS.addCustomer), { ...same, name: 'Flood Visitor Again' }, from(30_001));
    expect(again.status).toBe(200);
    expect(again.body.reference).toBe(first.body.reference);
    expect({ customers: await count('customers'), mails: await count('mail_outbox') }).toEqual(before);
    // Another preferred visit is another booking.
    const other = await c.post(apiPath(ENDPOINTS.addCustomer), { ...same, appointment: '2026-12-11 10:00' }, from(30_002));
    expect(other.body.reference).not.toBe(first.body.reference);
    advanceClock(BOOKING_FLOOD.duplicateWindowMs);
    await nextMinute();
    const dayLater = await c.post(apiPath(ENDPOINTS.addCustomer), same, from(30_003));
    expect(dayLater.body.reference).not.toBe(first.body.reference);
  });

  test('confirmations to one mailbox are capped however the address is dressed (plus-tags, dots, capitals)', async () => {
    await nextMinute();
    const c = server.client();
    const before = await count('mail_outbox');
    const dressed = [
      'victim@example.org',
      'vic.tim@example.org',
      'victim+1@example.org',
      'V.I.C.T.I.M+x@Example.org',
      'victim+2@example.org',
      'vi.ctim+3@example.org',
      'victim+4@example.org',
    ];
    for (const [i, email] of dressed.entries()) {
      expect((await c.post(apiPath(ENDPOINTS.addCustomer), booking({ email }), from(40_000 + i))).status).toBe(200);
    }
    expect((await count('mail_outbox')) - before).toBe(5);
  });

  test('a staff reset code is mailed at once, however many customer mails wait in the outbox', async () => {
    await nextMinute();
    await server.app.db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          customer_id: null,
          kind: 'booking-confirmation',
          recipient: `queued${i}@example.com`,
          recipient_key: `queued${i}@example.com`,
          subject: 'queued',
          body_text: 'queued',
          body_html: '<p>queued</p>',
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const answer = await server.client().post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.admin.email, role: 'admin' });
    expect(answer.status).toBe(200);
    // Mailed before the answer: the code is in the receiver already, while customer mails still wait.
    expect(codeFromMail(server.smtp.mails, DEMO_ACCOUNTS.admin.email)).toMatch(/^\d{4}$/);
    const waiting = await server.app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    expect(waiting.length).toBeGreaterThan(0);
  });
});
