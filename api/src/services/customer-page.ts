import { createHash, randomBytes } from 'node:crypto';
import { type BookingStep, CUSTOMER_PAGE_MESSAGES, type CustomerBookingAnswer, customerStatusOf, mayCancelOnline } from '@wellness/shared/rules';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { cancelBooking } from './cancellation';
import { clock, nowIso } from './clock';
import { bookingCancelledMail } from './customer-mail';
import { VISITOR } from './history';
import { queueMails } from './outbox';

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

function refusalOf(status: string): string | null {
  if (status === 'cancelled') return CUSTOMER_PAGE_MESSAGES.alreadyCancelled;
  if (status === 'completed') return CUSTOMER_PAGE_MESSAGES.alreadyCompleted;
  return null;
}
