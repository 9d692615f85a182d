import { createHash, randomBytes } from 'node:crypto';
import {
  beforeCutoff,
  type BookingStep,
  CUSTOMER_PAGE_MESSAGES,
  type CustomerBookingAnswer,
  type CustomerDataAnswer,
  customerStatusOf,
  formatAppointment,
  formatClock,
  formatDateTime,
  historyEventText,
  isoOf,
  mayCancelOnline,
} from '@wellness/shared/rules';
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { visitCalendar } from './calendar';
import { cancelBooking } from './cancellation';
import { clock, nowIso } from './clock';
import { bookingCancelledMail, bookingChangedMail } from './customer-mail';
import { personalDetails } from './customers';
import { customerHistory, recordEvents, VISITOR } from './history';
import { NOTIFICATION_TEXT, notifyAdmins, notifyMassager } from './notifications';
import { queueMails } from './outbox';
import { afterErasure, eraseCustomer } from './privacy';
import { visitorAvailability } from './schedule';

/** A new private link token: 32 random bytes (256 bits), base64url. */
export const newBookingToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256. A leaked table opens no booking page. */
const bookingTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stores the hash of a booking's token, in the booking's transaction. */
export async function storeBookingToken(trx: Transaction<Database> | Kysely<Database>, customerId: number, token: string): Promise<void> {
  await trx
    .insertInto('booking_tokens')
    .values({ customer_id: customerId, token_hash: bookingTokenHash(token), created_at: nowIso() })
    .execute();
}

/** The booking a token opens: none once its personal data is erased or anonymised. */
export async function bookingOfToken(db: Kysely<Database> | Transaction<Database>, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('booking_tokens as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select('c.id')
    .where('t.token_hash', '=', bookingTokenHash(token))
    .where('c.erased_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The first word of a name: all the customer learns of their therapist. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The customer's page: the booking's reference, state and times, the visit, and nothing of staff but a first name. */
export async function customerBookingView(db: Kysely<Database>, customerId: number): Promise<CustomerBookingAnswer | null> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .select([
      'c.reference',
      'c.created_at',
      'c.visit_start',
      'c.visit_minutes',
      'c.appointment',
      'c.therapy',
      'c.area',
      'c.prefgender',
      'r.status',
      'r.massager_id',
      'r.massager_name',
      'r.assigned_at',
      'r.accepted_at',
      'r.completed_at',
      'r.cancelled_at',
    ])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  const status = customerStatusOf(row.status ?? 'pending', row.massager_id !== null);
  const reached: [BookingStep, string | null | undefined, boolean][] = [
    ['requested', row.created_at, true],
    // A rejection or a reassignment leaves the request with a new assignment time; a cancelled request without a therapist has none.
    ['assigned', row.assigned_at, row.massager_id !== null || row.accepted_at !== null],
    ['accepted', row.accepted_at, status === 'accepted' || status === 'completed' || (status === 'cancelled' && row.accepted_at !== null)],
    ['completed', row.completed_at, status === 'completed'],
    ['cancelled', row.cancelled_at, status === 'cancelled'],
  ];
  const accepted = status === 'accepted' || status === 'completed';
  return {
    reference: row.reference,
    status,
    timeline: reached.flatMap(([step, at, shown]) => (shown && at ? [{ step, at }] : [])),
    visitStart: row.visit_start,
    visitMinutes: row.visit_minutes,
    preferred: row.appointment,
    therapy: row.therapy,
    therapistFirstName: accepted && row.massager_name ? firstName(row.massager_name) : null,
    // A rejected request waits for the admin to assign another therapist: cancelling it is a phone call.
    mayCancel: row.status !== 'rejected' && mayCancelOnline(status, row.visit_start, clock.now()),
    mayChange: mayCancelOnline(status, row.visit_start, clock.now()),
    area: row.area ?? '',
    preferGender: row.prefgender,
  };
}

/** What cancelling from the page did: done, or refused with the message to show. */
export type CustomerCancellation = { done: true } | { done: false; message: string };

/**
 * The customer cancels from their page: refused once completed or cancelled (a second tap changes
 * nothing and says so) and within the cut-off before the visit. Otherwise the request is cancelled as
 * everywhere else (the slot is free, the therapist and the admins are told, the History records the
 * visitor), and the customer gets a mail saying so, all in one transaction.
 */
export async function cancelByCustomer(db: Kysely<Database>, customerId: number): Promise<CustomerCancellation> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('customers as c')
        .leftJoin('requests as r', 'r.customer_id', 'c.id')
        .select(['c.name', 'c.email', 'c.reference', 'c.visit_start', 'r.status', 'r.massager_id'])
        .where('c.id', '=', customerId)
        .executeTakeFirstOrThrow();
      const status = customerStatusOf(row.status ?? 'pending', row.massager_id !== null);
      const closed = refusalOf(status);
      if (closed) return { done: false, message: closed };
      if (!mayCancelOnline(status, row.visit_start, clock.now())) return { done: false, message: CUSTOMER_PAGE_MESSAGES.tooLate };
      const outcome = await cancelBooking(trx, customerId, VISITOR, { reason: 'on the booking page', tellAdmins: true });
      if (!outcome.cancelled) return { done: false, message: refusalOf(outcome.status) ?? CUSTOMER_PAGE_MESSAGES.callUs };
      await queueMails(trx, [{ customerId, kind: 'booking-cancelled', to: row.email, ...bookingCancelledMail({ name: row.name, reference: row.reference }) }]);
      return { done: true };
    });
  } catch (error) {
    // Two taps at once on a booking without a request: the second one's request row collides with the first's.
    if (isUniqueViolation(error)) return { done: false, message: CUSTOMER_PAGE_MESSAGES.alreadyCancelled };
    throw error;
  }
}

/** What asking for another time did: moved, already at that time, or refused with the message to show. */
export type CustomerChange = { done: true; message: string } | { done: false; message: string };

/** The visit as the History and the notices name it: its scheduled time, else the preferred one, else 'Any time'. */
const visitName = (visitStart: string | null, appointment: string): string =>
  visitStart ? formatDateTime(visitStart) : formatAppointment(appointment) || 'Any time';

/**
 * The customer asks for another date and slot. The request goes back to the admin: it is Pending
 * without a therapist (as a new booking is) at the new time, so its previous therapist's time is free
 * and the admin assigns someone, the same therapist or another, through the schedule's one check. The
 * therapist it had (unless they had rejected it) and the admins are told; the History records the old
 * and the new time; the customer gets a mail. Refused once completed or cancelled, within the cut-off
 * before the present visit or for a new one within it, and when no therapist of the booking's preferred
 * gender is free then in its area (the booking form's availability, this visit left out). The same
 * time asked again (a double tap) changes nothing.
 */
export async function changeByCustomer(db: Kysely<Database>, customerId: number, wanted: { date: string; time: string }): Promise<CustomerChange> {
  return db.transaction().execute(async (trx): Promise<CustomerChange> => {
    // Two taps at once on PostgreSQL: the second waits here for the first, then reads what it wrote.
    if (isPostgres(trx as Kysely<Database>)) await sql`select id from customers where id = ${customerId} for update`.execute(trx);
    const row = await trx
      .selectFrom('customers as c')
      .leftJoin('requests as r', 'r.customer_id', 'c.id')
      .select([
        'c.name',
        'c.email',
        'c.reference',
        'c.visit_start',
        'c.visit_minutes',
        'c.appointment',
        'c.area',
        'c.prefgender',
        'r.status',
        'r.massager_id',
        'r.massager_name',
      ])
      .where('c.id', '=', customerId)
      .executeTakeFirstOrThrow();
    const status = customerStatusOf(row.status ?? 'pending', row.massager_id !== null);
    const closed = refusalOf(status);
    if (closed) return { done: false, message: closed };
    const now = clock.now();
    if (!beforeCutoff(row.visit_start, now)) return { done: false, message: CUSTOMER_PAGE_MESSAGES.tooLate };
    const start = isoOf(wanted.date, wanted.time);
    if (row.visit_start !== null && Date.parse(row.visit_start) === Date.parse(start)) return { done: true, message: CUSTOMER_PAGE_MESSAGES.sameTime };
    if (!beforeCutoff(start, now)) return { done: false, message: CUSTOMER_PAGE_MESSAGES.newTimeTooSoon };
    const [day] = await visitorAvailability(trx, { from: wanted.date, days: 1, area: row.area, gender: row.prefgender, now, without: customerId });
    const free = day?.slots.find((slot) => slot.time === wanted.time)?.free ?? 0;
    if (free === 0) return { done: false, message: CUSTOMER_PAGE_MESSAGES.slotNotFree(formatClock(wanted.time), formatAppointment(wanted.date)) };

    const at = nowIso();
    const appointment = `${wanted.date} ${wanted.time}`;
    await trx
      .updateTable('customers')
      .set({ appointment, appointment_date: wanted.date, appointment_time: wanted.time, visit_start: start })
      .where('id', '=', customerId)
      .execute();
    // Back to the admin: no therapist, nothing accepted or rejected; the time it was first assigned stays.
    if (row.status !== null) {
      await trx
        .updateTable('requests')
        .set({ status: 'pending', massager_id: null, massager_name: null, accepted_at: null, rejected_at: null, status_changed_at: at })
        .where('customer_id', '=', customerId)
        .execute();
    }
    const from = visitName(row.visit_start, row.appointment);
    const to = formatDateTime(start);
    const label = row.reference ?? `#${customerId}`;
    const freed = row.massager_id !== null && row.status !== 'rejected' ? row.massager_name : null;
    await recordEvents(trx, [{ customerId, kind: 'rescheduled', actor: VISITOR, subject: freed, detail: `from ${from} to ${to}` }], at);
    if (freed !== null && row.massager_id !== null) {
      await notifyMassager(trx, {
        massagerId: row.massager_id,
        massagerName: freed,
        customerId,
        customerName: label,
        message: NOTIFICATION_TEXT.movedFromMassager(label, row.visit_start ? formatDateTime(row.visit_start) : null, to),
      });
    }
    await notifyAdmins(trx, { customerId, customerName: label, massagerName: freed, message: NOTIFICATION_TEXT.movedToAdmins(label, from, to, freed) });
    await queueMails(trx, [
      {
        customerId,
        kind: 'booking-changed',
        to: row.email,
        ...bookingChangedMail({ name: row.name, reference: row.reference, appointment }),
        // The same UID as the confirmation's file: the customer's calendar moves the event it has.
        attachments: [visitCalendar({ reference: row.reference, customerId, start, minutes: row.visit_minutes })],
      },
    ]);
    return { done: true, message: CUSTOMER_PAGE_MESSAGES.changed };
  });
}

/** Events whose detail names staff (the previous therapist) or a mail server's error: left out of the download. */
const HIDDEN_DETAIL = new Set(['assigned', 'reassigned', 'mail-failed']);

/**
 * Everything kept about the booking, for the customer to download: their details, the visit, its
 * history (who acted by role only; the therapist's names and mail errors left out) and the mails sent to
 * them. The download itself is recorded in the History (the event says only that it happened).
 */
export async function customerData(db: Kysely<Database>, customerId: number): Promise<CustomerDataAnswer> {
  await recordEvents(db, [{ customerId, kind: 'data-downloaded', actor: VISITOR }]);
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .selectAll('c')
    .select(['r.status as request_status', 'r.massager_id as request_massager', 'r.massager_name'])
    .where('c.id', '=', customerId)
    .executeTakeFirstOrThrow();
  const status = customerStatusOf(row.request_status ?? 'pending', row.request_massager !== null);
  const events = (await customerHistory(db, customerId)).reverse();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'created_at', 'sent_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return {
    exportedAt: nowIso(),
    booking: {
      reference: row.reference,
      createdAt: row.created_at,
      ...personalDetails(row),
      preferGender: row.prefgender,
      issue: row.issue,
      therapy: row.therapy,
      preferred: row.appointment,
      visitStart: row.visit_start,
      visitMinutes: row.visit_minutes,
      status,
      therapistFirstName: (status === 'accepted' || status === 'completed') && row.massager_name ? firstName(row.massager_name) : null,
      consentAt: row.consent_at,
      consentVersion: row.consent_version,
    },
    history: events.map((event) => {
      const staffless = { ...event, actor: null, subject: null, detail: HIDDEN_DETAIL.has(event.kind) ? null : event.detail };
      return { kind: event.kind, at: event.at, by: event.actorRole, text: historyEventText(staffless) };
    }),
    mails: mails.map((mail) => ({ kind: mail.kind, subject: mail.subject, queuedAt: mail.created_at, sentAt: mail.sent_at })),
  };
}

/**
 * The customer erases their personal data from the page: the admin's erasure (privacy.ts), by the
 * visitor, with the admins told of the cancellation of a visit not yet made. False when it was already
 * erased (a second tap). Afterwards the link opens nothing.
 */
export async function eraseByCustomer(db: Kysely<Database>, dataDir: string, customerId: number): Promise<boolean> {
  const files = await db.transaction().execute((trx) => eraseCustomer(trx, customerId, VISITOR, { kind: 'erased' }, true));
  if (files === null) return false;
  await afterErasure(db, dataDir, files);
  return true;
}

function refusalOf(status: string): string | null {
  if (status === 'cancelled') return CUSTOMER_PAGE_MESSAGES.alreadyCancelled;
  if (status === 'completed') return CUSTOMER_PAGE_MESSAGES.alreadyCompleted;
  return null;
}
