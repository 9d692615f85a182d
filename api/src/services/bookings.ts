import { areaOfAddress, BOOKING_FLOOD, type bookingRequestSchema, customerBookingPath, isoOf, preferredFromAppointment } from '@wellness/shared/rules';
import type { Kysely, Transaction } from 'kysely';
import type { InferType } from 'yup';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import type { BookingGuard, Proof } from './booking-guard';
import { visitCalendar } from './calendar';
import { clock, nowIso } from './clock';
import { bookingConfirmationMail, newBookingReference } from './customer-mail';
import { newBookingToken, storeBookingToken } from './customer-page';
import { recordEvents, VISITOR } from './history';
import { NOTIFICATION_TEXT, notifyAdmins } from './notifications';
import { mayConfirmTo, queueMails } from './outbox';
import { insertSearchTerms } from './text-search';

export type Booking = InferType<typeof bookingRequestSchema>;

/** A reference drawn twice is refused by the unique index; a new draw is tried this many times in all. */
const REFERENCE_DRAWS = 3;

/** link: the path of the booking's private page; null for a repeated booking (its first mail carried it). */
type Written = { reference: string; link: string | null; mailed: boolean; stored: boolean };

/**
 * Writes a booking in one transaction: the customer (with the time and version of its consent), the
 * first event of its history, the admins' notification and the customer's confirmation mail in the
 * outbox (unless the address has had its day's confirmations), and spends the proof of work it came
 * with, and stores the hash of its private page's token. Answers its random reference, the path of its
 * private page and whether a mail was queued, once committed. The same phone,
 * e-mail and preferred visit booked again within a day is the same booking: its first reference is
 * answered, and nothing is stored.
 */
export async function writeBooking(db: Kysely<Database>, booking: Booking, proof: { guard: BookingGuard; proof: Proof } | null = null): Promise<Written> {
  for (let draw = 1; ; draw += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const earlier = await earlierSameBooking(trx, booking);
        if (earlier) return { reference: earlier, link: null, mailed: false, stored: false };
        if (proof) await proof.guard.spend(trx, proof.proof);
        return insertBooking(trx, booking, newBookingReference());
      });
    } catch (error) {
      if (draw >= REFERENCE_DRAWS || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The reference of the same booking (phone, e-mail, preferred visit) made within the last day, if any. */
async function earlierSameBooking(trx: Transaction<Database>, booking: Booking): Promise<string | null> {
  const row = await trx
    .selectFrom('customers')
    .select('reference')
    .where('contact', '=', booking.contact)
    .where('created_at', '>', new Date(clock.now() - BOOKING_FLOOD.duplicateWindowMs).toISOString())
    .where('email', '=', booking.email)
    .where('appointment', '=', booking.appointment)
    .where('erased_at', 'is', null)
    .where('reference', 'is not', null)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.reference ?? null;
}

async function insertBooking(trx: Kysely<Database>, booking: Booking, reference: string): Promise<Written> {
  const createdAt = nowIso();
  // Validated: '' or "YYYY-MM-DD[ HH:MM]", the preferred visit, kept as the admin's adate and atime too.
  const visit = preferredFromAppointment(booking.appointment);
  const visitStart = visit?.date && visit.time ? isoOf(visit.date, visit.time) : null;
  const { id } = await trx
    .insertInto('customers')
    .values({
      name: booking.name,
      contact: booking.contact,
      email: booking.email,
      address: booking.address,
      gender: booking.gender,
      age: booking.age,
      prefgender: booking.preferGender,
      issue: booking.issue,
      therapy: booking.therapy,
      appointment: booking.appointment,
      appointment_date: visit?.date || null,
      appointment_time: visit?.time || null,
      // A preferred time places the visit in the schedule (the admin may move it); a day alone does not.
      visit_start: visitStart,
      area: areaOfAddress(booking.address),
      created_at: createdAt,
      reference,
      consent_at: createdAt,
      consent_version: booking.consent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSearchTerms(trx, { id, name: booking.name, address: booking.address, created_at: createdAt, status: 'pending' });
  await notifyAdmins(trx, { customerId: id, customerName: booking.name, massagerName: null, message: NOTIFICATION_TEXT.booking(booking.name) });
  await recordEvents(trx, [{ customerId: id, kind: 'booked', actor: VISITOR, detail: reference }], createdAt);
  const token = newBookingToken();
  await storeBookingToken(trx, id, token);
  const link = customerBookingPath(token);
  const mailed = await mayConfirmTo(trx, booking.email);
  if (mailed) {
    await queueMails(trx, [
      {
        customerId: id,
        kind: 'booking-confirmation',
        to: booking.email,
        ...bookingConfirmationMail({ ...booking, reference, link }),
        // A preferred time is the visit's time until the admin moves it: the customer can put it in a calendar now.
        attachments: visitStart ? [visitCalendar({ reference, customerId: id, start: visitStart })] : [],
      },
    ]);
  }
  return { reference, link, mailed, stored: true };
}
