import { areaOfAddress, type bookingRequestSchema, isoOf, preferredFromAppointment } from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { InferType } from 'yup';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { bookingConfirmationMail, newBookingReference } from './customer-mail';
import { recordEvents, VISITOR } from './history';
import { NOTIFICATION_TEXT, notifyAdmins } from './notifications';
import { mayConfirmTo, queueMails } from './outbox';
import { insertSearchTerms } from './text-search';

export type Booking = InferType<typeof bookingRequestSchema>;

/** A reference drawn twice is refused by the unique index; a new draw is tried this many times in all. */
const REFERENCE_DRAWS = 3;

/**
 * Writes a booking in one transaction: the customer (with the time and version of its consent), the
 * first event of its history, the admins' notification and the customer's confirmation mail in the
 * outbox (unless the address has had its day's confirmations). Answers the booking's id, its random
 * reference and whether a mail was queued, once committed.
 */
export async function writeBooking(db: Kysely<Database>, booking: Booking): Promise<{ id: number; reference: string; mailed: boolean }> {
  for (let draw = 1; ; draw += 1) {
    try {
      return await db.transaction().execute((trx) => insertBooking(trx, booking, newBookingReference()));
    } catch (error) {
      if (draw >= REFERENCE_DRAWS || !isUniqueViolation(error)) throw error;
    }
  }
}

async function insertBooking(trx: Kysely<Database>, booking: Booking, reference: string): Promise<{ id: number; reference: string; mailed: boolean }> {
  const createdAt = nowIso();
  // Validated: '' or "YYYY-MM-DD[ HH:MM]", the preferred visit, kept as the admin's adate and atime too.
  const visit = preferredFromAppointment(booking.appointment);
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
      visit_start: visit?.date && visit.time ? isoOf(visit.date, visit.time) : null,
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
  const mailed = await mayConfirmTo(trx, booking.email);
  if (mailed)
    await queueMails(trx, [{ customerId: id, kind: 'booking-confirmation', to: booking.email, ...bookingConfirmationMail({ ...booking, reference }) }]);
  return { id, reference, mailed };
}
