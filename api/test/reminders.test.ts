import { addDays, ENDPOINTS, indiaNow, SITE_CONFIG, tokenOfCustomerBookingPath } from '@wellness/shared/rules';
import ical, { type VEvent } from 'node-ical';
import { loadConfig } from '../src/config';
import { clock } from '../src/services/clock';
import {
  advanceClock,
  apiPath,
  calendarOf,
  type CapturedMail,
  type Client,
  eventually,
  newestCustomerId,
  startServer,
  type TestServer,
  validBooking,
} from './helpers';

/**
 * Reminders of accepted visits, with two API instances on one database (one SQLite file, or one
 * PostgreSQL database with TEST_DATABASE_URL), both looking for due reminders at the same moments.
 */
const HOUR = 3_600_000;
const inDays = (n: number) => addDays(indiaNow().date, n);

interface Pair {
  one: TestServer;
  two: TestServer;
}

/** A pair for the enclosing describe: started before its tests (the object is filled in then), closed after them. */
function pairFor(reminderHours: string): Pair {
  const pair = {} as Pair;
  beforeAll(async () => {
    pair.one = await startServer({ REMINDER_HOURS: reminderHours, RATE_LIMIT_BOOKING_PAGES: '100000' });
    pair.two = await startServer({}, pair.one);
  });
  afterAll(async () => {
    await pair.two.close();
    await pair.one.close();
  });
  return pair;
}

interface Visit {
  id: number;
  reference: string;
  token: string;
  email: string;
  /** The visit's start, ISO UTC, as stored. */
  start: string;
}

let counter = 0;

/** A booking with a preferred time, made through the first instance. */
async function book(pair: Pair, appointment: string): Promise<Visit> {
  counter += 1;
  const name = `Reminded ${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + Math.floor(counter / 26))}`;
  const email = `reminded.${counter}@example.com`;
  const answer = await pair.one.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name, email, appointment }));
  expect(answer.status).toBe(200);
  const id = await newestCustomerId(pair.one, name);
  const row = await pair.one.app.db.selectFrom('customers').select('visit_start').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, reference: answer.body.reference, token: tokenOfCustomerBookingPath(answer.body.link)!, email, start: row.visit_start! };
}

/** Staff signed in afresh (the clock may have moved past their last sessions). */
async function staff(server: TestServer): Promise<{ admin: Client; ravi: Client; raviId: number }> {
  const admin = await server.admin();
  const ravi = await server.massager();
  const raviId = (await ravi.get(apiPath(ENDPOINTS.session))).body.massager_id as number;
  return { admin, ravi, raviId };
}

/** The admin assigns the demo therapist (Ravi Patil) through one instance; he accepts through the other. */
async function assignAndAccept(pair: Pair, visit: Visit): Promise<void> {
  const { admin, raviId } = await staff(pair.one);
  expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: raviId, customer_id: visit.id })).body.status).toBe('success');
  const { ravi } = await staff(pair.two);
  expect((await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: visit.id, status: 'accepted' })).body.status).toBe('success');
}

/** Both instances look for due reminders at the same moments, three times over, then send what the outbox holds. */
async function lookFromBoth(pair: Pair): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await Promise.all([pair.one.app.reminders.flush(), pair.two.app.reminders.flush()]);
  }
  await Promise.all([pair.one.app.outbox.flush(), pair.two.app.outbox.flush()]);
}

/** The SMTP server takes mail again, and the outbox retries what it holds now rather than after its backoff. */
async function acceptMailAgain(pair: Pair): Promise<void> {
  pair.one.smtp.refuse = false;
  await pair.one.app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(clock.now()).toISOString() })
    .where('sent_at', 'is', null)
    .execute();
}

/** The mail's text, its quoted-printable soft line breaks and codes undone. */
const readable = (mail: CapturedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (pair: Pair, visit: Visit) => pair.one.smtp.mails.filter((mail) => mail.to.includes(visit.email));
const remindersTo = (pair: Pair, visit: Visit) => mailsTo(pair, visit).filter((mail) => /^Subject: Reminder:/m.test(readable(mail)));

/** The visit's rows in visit_reminders: lead and outcome, farthest lead first. */
const settled = (pair: Pair, visit: Visit) =>
  pair.one.app.db
    .selectFrom('visit_reminders')
    .select(['lead_hours', 'outcome', 'visit_start'])
    .where('customer_id', '=', visit.id)
    .orderBy('visit_start')
    .orderBy('lead_hours', 'desc')
    .execute();

/** Reminder notifications in the therapist's inbox about this visit. */
async function therapistReminders(pair: Pair, visit: Visit): Promise<string[]> {
  const rows = await pair.one.app.db
    .selectFrom('notifications')
    .select('message')
    .where('recipient_role', '=', 'massager')
    .where('customer_id', '=', visit.id)
    .where('message', 'like', 'Reminder:%')
    .execute();
  return rows.map((row) => row.message);
}

/** The one VEVENT of a calendar file. */
function eventOf(text: string): VEvent & { method?: string } {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** Moves the servers' clock to `instant` (epoch ms); `restoreClock` takes it back. */
let moved = 0;
function moveClockTo(instant: number): void {
  const by = instant - clock.now();
  moved += by;
  advanceClock(by);
}
function restoreClock(): void {
  advanceClock(-moved);
  moved = 0;
}

test('REMINDER_HOURS is read at start: 24 and 2 hours by default; a wrong value stops the start, naming it', () => {
  expect(loadConfig({}).reminderHours).toEqual([24, 2]);
  expect(loadConfig({ REMINDER_HOURS: '2,48' }).reminderHours).toEqual([48, 2]);
  expect(() => loadConfig({ REMINDER_HOURS: '24h' })).toThrow('REMINDER_HOURS must be whole hours from 1 to 336, separated by commas; "24h" is not');
});

describe('with REMINDER_HOURS=48: accepting a visit for tomorrow', () => {
  const pair = pairFor('48');

  test('mails the customer one reminder at once, and no second one; the therapist is notified once', async () => {
    const visit = await book(pair, `${inDays(1)} 17:00`);
    await assignAndAccept(pair, visit);
    // The acceptance itself sets the reminder off: no look is forced here.
    await eventually(() => remindersTo(pair, visit).length > 0, 120_000, 'the reminder mail');
    await lookFromBoth(pair);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(1);
    expect(await settled(pair, visit)).toEqual([{ lead_hours: 48, outcome: 'sent', visit_start: visit.start }]);
    expect(await therapistReminders(pair, visit)).toHaveLength(1);

    const text = readable(remindersTo(pair, visit)[0]!);
    expect(text).toContain(visit.reference);
    expect(text).toContain('5:00 PM (India time)');
    expect(text).toContain('Your therapist: Ravi');
    expect(text).not.toContain('Patil');
    expect(text).toContain(SITE_CONFIG.phones[0].display);
    expect(text).toContain(SITE_CONFIG.phones[1].display);
    // Only the token's hash is kept: the mail points to the first one rather than carry a link.
    expect(text).not.toContain('/booking/');
    expect(text).toContain('confirmation mail');
    const event = eventOf(calendarOf(remindersTo(pair, visit)[0]!)!.text);
    expect(event.start.toISOString()).toBe(visit.start);
  });

  test('the confirmation and acceptance mails carry the visit as a calendar file: one event, updated in place', async () => {
    const visit = await book(pair, `${inDays(2)} 11:00`);
    await assignAndAccept(pair, visit);
    await pair.one.app.outbox.flush();
    await eventually(() => mailsTo(pair, visit).length >= 2, 10_000, 'the confirmation and acceptance mails');
    const [confirmation, acceptance] = mailsTo(pair, visit);
    expect(readable(acceptance!)).toContain('Subject: Your therapist is confirmed');

    const file = calendarOf(acceptance!)!;
    expect(file.contentType).toContain('text/calendar');
    expect(file.contentType).toContain('method=PUBLISH');
    expect(file.text).toContain('METHOD:PUBLISH');
    // The visit's clock time in India time, with the zone's definition, and the stamp in UTC.
    const ist = new Date(Date.parse(visit.start) + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(file.text).toContain(`DTSTART;TZID=Asia/Kolkata:${ist}`);
    expect(file.text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Kolkata/);
    expect(file.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const event = eventOf(file.text);
    expect(event.start.toISOString()).toBe(visit.start);
    expect(event.end?.getTime()).toBe(Date.parse(visit.start) + 90 * 60_000);
    expect(event.summary).toContain(visit.reference);
    expect(event.uid).toBe(`${visit.reference}@${new URL(SITE_CONFIG.siteUrl).hostname}`);
    expect(String((event.organizer as unknown as { val: string }).val).toLowerCase()).toBe(`mailto:${SITE_CONFIG.email}`);
    expect(event.status).toBe('CONFIRMED');
    expect(file.text).not.toContain('Lane');

    const first = eventOf(calendarOf(confirmation!)!.text);
    expect(first.uid).toBe(event.uid);
    expect(first.status).toBe('TENTATIVE');
    expect(Number(event.sequence)).toBeGreaterThanOrEqual(Number(first.sequence));
  });

  test("a booking for 'Any time' has no time yet: its confirmation carries no calendar file", async () => {
    const visit = await book(pair, '');
    await pair.one.app.outbox.flush();
    await eventually(() => mailsTo(pair, visit).length >= 1, 10_000, 'the confirmation');
    expect(calendarOf(mailsTo(pair, visit)[0]!)).toBeNull();
  });
});

describe('a look that finds many visits due at once', () => {
  const pair = pairFor('24');

  test('lets the server answer other requests between visits, rather than holding them up for the whole look', async () => {
    const day = inDays(4);
    const visits: Visit[] = [];
    for (const time of ['10:00', '13:00', '16:00']) {
      const visit = await book(pair, `${day} ${time}`);
      await assignAndAccept(pair, visit);
      visits.push(visit);
    }
    moveClockTo(Date.parse(visits[2]!.start) - 23 * HOUR);
    try {
      // Work that came in before the look (a request's I/O) is done before the look ends.
      let answered = false;
      setImmediate(() => {
        answered = true;
      });
      const sent = await pair.one.app.reminders.flush();
      expect(sent).toBeGreaterThanOrEqual(2);
      expect(answered).toBe(true);
    } finally {
      restoreClock();
    }
  });
});

describe('with REMINDER_HOURS=24,2, two instances looking at once', () => {
  const pair = pairFor('24,2');
  afterEach(() => {
    restoreClock();
    pair.one.smtp.refuse = false;
  });

  test('each reminder goes once, at its time, and none after the visit has begun', async () => {
    const visit = await book(pair, `${inDays(3)} 17:00`);
    await assignAndAccept(pair, visit);
    await lookFromBoth(pair);
    expect(await settled(pair, visit)).toEqual([]);

    const start = Date.parse(visit.start);
    moveClockTo(start - 24 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(1);
    moveClockTo(start - 2 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(2);
    moveClockTo(start + 60_000);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(2);
    expect(await settled(pair, visit)).toEqual([
      { lead_hours: 24, outcome: 'sent', visit_start: visit.start },
      { lead_hours: 2, outcome: 'sent', visit_start: visit.start },
    ]);
    expect(await therapistReminders(pair, visit)).toHaveLength(2);
  });

  test('accepted 90 minutes before the visit: only the nearest passed reminder, at once; 50 minutes before: none', async () => {
    const soon = await book(pair, `${inDays(4)} 11:00`);
    const sooner = await book(pair, `${inDays(5)} 11:00`);

    moveClockTo(Date.parse(soon.start) - 90 * 60_000);
    await assignAndAccept(pair, soon);
    await eventually(() => remindersTo(pair, soon).length > 0, 10_000, 'the reminder mail');
    await lookFromBoth(pair);
    expect(remindersTo(pair, soon)).toHaveLength(1);
    expect(await settled(pair, soon)).toEqual([
      { lead_hours: 24, outcome: 'skipped', visit_start: soon.start },
      { lead_hours: 2, outcome: 'sent', visit_start: soon.start },
    ]);

    restoreClock();
    moveClockTo(Date.parse(sooner.start) - 50 * 60_000);
    await assignAndAccept(pair, sooner);
    await lookFromBoth(pair);
    expect(remindersTo(pair, sooner)).toHaveLength(0);
    expect(await therapistReminders(pair, sooner)).toEqual([]);
    expect((await settled(pair, sooner)).map((row) => row.outcome)).toEqual(['skipped', 'skipped']);
  });

  test('never for a cancelled visit; a reminder still unsent when its visit is cancelled is dropped', async () => {
    const cancelledFirst = await book(pair, `${inDays(6)} 11:00`);
    const cancelledLater = await book(pair, `${inDays(6)} 17:00`);
    await assignAndAccept(pair, cancelledFirst);
    await assignAndAccept(pair, cancelledLater);
    expect((await pair.two.client().post(apiPath(ENDPOINTS.customerCancel), { token: cancelledFirst.token })).status).toBe(200);

    pair.one.smtp.refuse = true;
    moveClockTo(Date.parse(cancelledLater.start) - 24 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(await settled(pair, cancelledFirst)).toEqual([]);
    expect(await settled(pair, cancelledLater)).toEqual([{ lead_hours: 24, outcome: 'sent', visit_start: cancelledLater.start }]);
    const reminderRow = () =>
      pair.one.app.db
        .selectFrom('mail_outbox')
        .select(['id', 'sent_at'])
        .where('customer_id', '=', cancelledLater.id)
        .where('kind', '=', 'visit-reminder')
        .execute();
    expect(await reminderRow()).toEqual([{ id: expect.any(Number), sent_at: null }]);

    expect((await pair.one.client().post(apiPath(ENDPOINTS.customerCancel), { token: cancelledLater.token })).status).toBe(200);
    await acceptMailAgain(pair);
    await lookFromBoth(pair);
    expect(await reminderRow()).toEqual([]);
    expect(remindersTo(pair, cancelledLater)).toEqual([]);
    expect(remindersTo(pair, cancelledFirst)).toEqual([]);
    expect(await therapistReminders(pair, cancelledFirst)).toEqual([]);
  });

  test('never for a completed visit', async () => {
    const visit = await book(pair, `${inDays(7)} 11:00`);
    await assignAndAccept(pair, visit);
    // Completed from its start on; then, with the clock set back, its reminders' time has not passed.
    moveClockTo(Date.parse(visit.start) + 60_000);
    const { ravi } = await staff(pair.one);
    expect((await ravi.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: visit.id, status: 'completed' })).body.status).toBe('success');
    restoreClock();
    moveClockTo(Date.parse(visit.start) - 2 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(await settled(pair, visit)).toEqual([]);
    expect(remindersTo(pair, visit)).toEqual([]);
  });

  test('a visit moved to another day is reminded of at its new time; a reminder of the old time still unsent is dropped', async () => {
    const visit = await book(pair, `${inDays(8)} 11:00`);
    await assignAndAccept(pair, visit);
    pair.one.smtp.refuse = true;
    moveClockTo(Date.parse(visit.start) - 24 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(await settled(pair, visit)).toHaveLength(1);

    const { admin } = await staff(pair.one);
    const list = await admin.get(apiPath(ENDPOINTS.combinedList));
    const row = list.body.data.find((item: { type: string; id: number }) => item.type === 'Customer' && item.id === visit.id);
    const newDay = addDays(visit.start.slice(0, 10), 1);
    const edit = { c_id: visit.id, name: row.name, email: row.email, contact: row.contact, address: row.address, prefgender: row.prefgender, age: row.age };
    expect(
      (await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...edit, issue: row.issue, therapy: row.therapy, adate: newDay, atime: '11:00' })).status,
    ).toBe(200);
    const moved = await pair.one.app.db.selectFrom('customers').select(['visit_start', 'status']).where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(moved.status).toBe('accepted');
    expect(Date.parse(moved.visit_start!) - Date.parse(visit.start)).toBe(24 * HOUR);

    await acceptMailAgain(pair);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toEqual([]);

    moveClockTo(Date.parse(moved.visit_start!) - 24 * HOUR + 60_000);
    await lookFromBoth(pair);
    const reminders = remindersTo(pair, visit);
    expect(reminders).toHaveLength(1);
    expect(eventOf(calendarOf(reminders[0]!)!.text).start.toISOString()).toBe(moved.visit_start);
    expect((await settled(pair, visit)).map((r) => [r.visit_start, r.lead_hours, r.outcome])).toEqual([
      [visit.start, 24, 'sent'],
      [moved.visit_start, 24, 'sent'],
    ]);
  });

  test('an instance started anew sends nothing twice', async () => {
    const visit = await book(pair, `${inDays(10)} 11:00`);
    await assignAndAccept(pair, visit);
    moveClockTo(Date.parse(visit.start) - 2 * HOUR + 60_000);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(1);

    await pair.two.close();
    pair.two = await startServer({}, pair.one);
    await lookFromBoth(pair);
    expect(remindersTo(pair, visit)).toHaveLength(1);
    expect(await settled(pair, visit)).toEqual([
      { lead_hours: 24, outcome: 'skipped', visit_start: visit.start },
      { lead_hours: 2, outcome: 'sent', visit_start: visit.start },
    ]);
  });
});
