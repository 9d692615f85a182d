import { addDays, ENDPOINTS, indiaNow, SITE_CONFIG } from '@wellness/shared/rules';
import { FAILURES_TOLD_TO_ADMINS, pruneSentMails } from '../src/services/outbox';
import { advanceClock, apiPath, type CapturedMail, eventually, newestCustomer, newestCustomerId, serverForFile, validBooking } from './helpers';

/** The customer's mails: written to the outbox with the change, sent over real SMTP, retried when it fails. */
const server = serverForFile();

async function mailTo(address: string, count = 1): Promise<CapturedMail[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = server.smtp.mails.filter((mail) => mail.to.includes(address));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rows = await server.app.db.selectFrom('mail_outbox').select(['id', 'kind', 'attempts', 'sent_at', 'last_error', 'next_attempt_at']).execute();
  throw new Error(`no mail to ${address} at ${new Date().toISOString()}: ${JSON.stringify(rows)}`);
}

/** The mail's text, its quoted-printable soft line breaks and codes undone. */
const readable = (mail: CapturedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the booking confirmation', () => {
  test("is mailed to the customer with the reference, the preferred visit and the centre's phones", async () => {
    const day = addDays(indiaNow().date, 2);
    const answer = await server.client().post(
      apiPath(ENDPOINTS.addCustomer),
      validBooking({
        name: 'Mail Me',
        email: 'mail.me@example.com',
        appointment: `${day} 10:30`,
        issue: 'Private health detail',
        therapy: 'Abhyanga, see http://evil.example/claim',
        address: 'Claim your refund at http://evil.example/refund',
      }),
    );
    expect(answer.status).toBe(200);
    const { reference } = answer.body as { reference: string };
    const [mail] = await mailTo('mail.me@example.com');
    const text = readable(mail!);
    expect(text).toContain(`Subject: Your booking with ${SITE_CONFIG.name}: ${reference}`);
    expect(text).toContain(`Booking reference: ${reference}`);
    expect(text).toContain('10:30 AM (India time)');
    expect(text).toContain(SITE_CONFIG.phones[0].display);
    // The e-mail address is not verified: none of the free text typed is mailed (no stranger's words or
    // links delivered in the centre's name), and the health issue is private.
    expect(text).toContain('Dear Mail,');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('Private health detail');

    expect((await newestCustomer(server, 'Mail Me')).reference).toBe(reference);
    // The log row is written after the SMTP server's answer, so it can trail the captured mail by a moment.
    const logRows = () => server.app.db.selectFrom('mail_log').selectAll().where('recipient', '=', 'mail.me@example.com').execute();
    await eventually(async () => (await logRows()).length > 0, 5000, 'the mail log row');
    const log = await logRows();
    expect(log).toEqual([expect.objectContaining({ kind: 'booking-confirmation', outcome: 'sent' })]);
  });

  test('while SMTP refuses, the booking still succeeds; the mail waits in the outbox and goes once SMTP is back', async () => {
    server.smtp.refuse = true;
    try {
      const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Mail Later', email: 'mail.later@example.com' }));
      expect(answer.status).toBe(200);
      const id = await newestCustomerId(server, 'Mail Later');
      const outboxRow = () => server.app.db.selectFrom('mail_outbox').selectAll().where('customer_id', '=', id).executeTakeFirstOrThrow();
      let row = await outboxRow();
      for (let i = 0; i < 100 && !row.last_error; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await outboxRow();
      }
      expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringContaining('mailbox unavailable') });
      // Retried a minute later, not before.
      expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    } finally {
      server.smtp.refuse = false;
    }
    // The retry is due: moved to now, as a minute passing would.
    await server.app.db.updateTable('mail_outbox').set({ next_attempt_at: new Date().toISOString() }).where('sent_at', 'is', null).execute();
    await server.app.outbox.flush();
    await mailTo('mail.later@example.com');
    const outcomes = await server.app.db.selectFrom('mail_log').select('outcome').where('recipient', '=', 'mail.later@example.com').orderBy('id').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['failed', 'sent']);
  });

  test("a mail's third failure notifies the admins once; it is still retried", async () => {
    server.smtp.refuse = true;
    try {
      const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Keeps Failing', email: 'keeps.failing@example.com' }));
      const id = await newestCustomerId(server, 'Keeps Failing');
      const told = () =>
        server.app.db
          .selectFrom('notifications')
          .select('message')
          .where('recipient_role', '=', 'admin')
          .where('customer_id', '=', id)
          .where('message', 'like', 'The mail%')
          .execute();
      // The first attempt follows the booking by itself.
      const outboxRow = () =>
        server.app.db.selectFrom('mail_outbox').select(['attempts', 'sent_at', 'last_error']).where('customer_id', '=', id).executeTakeFirstOrThrow();
      await eventually(async () => (await outboxRow()).last_error !== null, 5000, 'the first failed attempt');
      expect(await told()).toEqual([]);
      for (let attempt = 2; attempt <= 4; attempt += 1) {
        // Each retry made due at once, as the minutes between attempts passing would.
        await server.app.db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
          .where('customer_id', '=', id)
          .execute();
        await server.app.outbox.flush();
        expect(await outboxRow()).toMatchObject({ attempts: attempt, sent_at: null });
        expect(await told()).toHaveLength(attempt >= FAILURES_TOLD_TO_ADMINS ? 1 : 0);
      }
      expect((await told())[0]!.message).toBe(
        `The mail "Booking confirmation" of ${answer.body.reference} has failed 3 times; it is tried again later (see the Mail log).`,
      );
      const failed = await server.app.db.selectFrom('mail_log').select('outcome').where('recipient', '=', 'keeps.failing@example.com').execute();
      expect(failed.map((row) => row.outcome)).toEqual(['failed', 'failed', 'failed', 'failed']);
    } finally {
      server.smtp.refuse = false;
    }
  });

  test('deleting the customer takes its unsent mail along', async () => {
    server.smtp.refuse = true;
    try {
      await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Gone Soon', email: 'gone.soon@example.com' }));
      const id = await newestCustomerId(server, 'Gone Soon');
      const admin = await server.admin();
      expect((await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: id })).body.status).toBe('customer deleted');
      expect(await server.app.db.selectFrom('mail_outbox').select('id').where('customer_id', '=', id).execute()).toEqual([]);
    } finally {
      server.smtp.refuse = false;
    }
  });
});

describe("the customer hears of the therapist's answer", () => {
  test("accepted: the therapist's first name and the time; completed: a thank-you with the feedback link; rejected: nothing", async () => {
    const day = addDays(indiaNow().date, 5);
    await server
      .client()
      .post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Told Along', email: 'told.along@example.com', appointment: `${day} 17:00` }));
    const id = await newestCustomerId(server, 'Told Along');
    const reference = (await server.app.db.selectFrom('customers').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference!;
    const admin = await server.admin();
    const massager = await server.massager();
    const massagerId = (await massager.get(apiPath(ENDPOINTS.session))).body.massager_id;
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).body.status).toBe('success');

    expect((await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'accepted' })).body.status).toBe('success');
    const accepted = readable((await mailTo('told.along@example.com', 2))[1]!);
    expect(accepted).toContain(`Subject: Your therapist is confirmed: ${reference}`);
    // The demo massager is Ravi Patil: the customer gets the first name only.
    expect(accepted).toContain('Ravi has accepted your booking');
    expect(accepted).not.toContain('Patil');
    expect(accepted).toContain('5:00 PM (India time)');

    // A visit is completed from its start on: six days later, in a new session. The thank-you is
    // queued at that later time, so it is awaited before the clock goes back (else it is not yet due).
    advanceClock(6 * 86_400_000);
    let thanks: CapturedMail;
    try {
      const later = await server.massager();
      expect((await later.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'completed' })).body.status).toBe('success');
      thanks = (await mailTo('told.along@example.com', 3))[2]!;
    } finally {
      advanceClock(-6 * 86_400_000);
    }
    const completed = readable(thanks);
    expect(completed).toContain(`Subject: Thank you for your visit: ${reference}`);
    expect(completed).toContain(SITE_CONFIG.reviewsUrl);

    await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Turned Down', email: 'turned.down@example.com' }));
    const other = await newestCustomerId(server, 'Turned Down');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: other });
    expect((await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: other, status: 'rejected' })).body.status).toBe('success');
    await server.app.outbox.flush();
    expect((await mailTo('turned.down@example.com')).length).toBe(1);
  });
});

describe("the admin's mail log", () => {
  test('lists every attempt newest first, with its outcome, and the mails still waiting; never a body', async () => {
    server.smtp.refuse = true;
    try {
      await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Log Me', email: 'log.me@example.com' }));
      const id = await newestCustomerId(server, 'Log Me');
      for (let i = 0; i < 100; i += 1) {
        const row = await server.app.db.selectFrom('mail_outbox').select('last_error').where('customer_id', '=', id).executeTakeFirstOrThrow();
        if (row.last_error) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      server.smtp.refuse = false;
    }
    const admin = await server.admin();
    const answer = await admin.post(apiPath(ENDPOINTS.mailLog), { page: 1, per_page: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body.totalRecords).toBeGreaterThan(5);
    expect(answer.body.data).toHaveLength(5);
    expect(answer.body.data[0]).toMatchObject({
      to: 'log.me@example.com',
      kind: 'booking-confirmation',
      outcome: 'failed',
      subject: expect.stringContaining('KW-'),
    });
    expect(answer.body.waiting).toBe(1);
    expect(JSON.stringify(answer.body)).not.toContain('Dear ');
    const ids = (answer.body.data as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const massager = await server.massager();
    expect((await massager.post(apiPath(ENDPOINTS.mailLog), { page: 1 })).status).toBe(403);
  });
});

describe('one address gets at most 5 booking confirmations a day', () => {
  test('the 6th booking to the same address (any case) is stored, its confirmation not queued', async () => {
    for (let i = 0; i < 6; i += 1) {
      const answer = await server
        .client()
        .post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Many Times', email: i % 2 ? 'Bombed@Example.com' : 'bombed@example.com' }));
      expect(answer.status).toBe(200);
    }
    const stored = await server.app.db.selectFrom('customers').select('id').where('name', '=', 'Many Times').execute();
    expect(stored).toHaveLength(6);
    const queued = await server.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'bombed@example.com').execute();
    expect(queued).toHaveLength(5);
  });
});

describe('the outbox table does not grow for ever', () => {
  test('sent mails older than 30 days leave it; waiting ones stay', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    const base = { kind: 'test', recipient: 'old@example.com', subject: 's', body_text: 't', body_html: 'h', next_attempt_at: old, created_at: old };
    await server.app.db
      .insertInto('mail_outbox')
      .values([
        { ...base, sent_at: old },
        { ...base, sent_at: null, next_attempt_at: '9999-12-31T00:00:00.000Z' },
        { ...base, sent_at: null, recipient: 'waiting@example.com', next_attempt_at: new Date(Date.now() + 3600_000).toISOString() },
      ])
      .execute();
    expect(await pruneSentMails(server.app.db, 30 * 24 * 3600 * 1000)).toBe(2);
    const left = await server.app.db.selectFrom('mail_outbox').select('recipient').where('created_at', '=', old).execute();
    expect(left).toEqual([{ recipient: 'waiting@example.com' }]);
  });
});
