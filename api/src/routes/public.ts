import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES, bookingRequestSchema, preferredFromAppointment } from '@wellness/shared/rules';
import type { Insertable } from 'kysely';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import type { CustomerTable } from '../db/schema';
import { type BulkWork, compiledRowsTemplate, powerOfTwoRuns } from '../db/write-queue';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { bookingConfirmationMail, newBookingReference } from '../services/customer-mail';
import { recordEvents, VISITOR } from '../services/history';
import { adminNotifier, NOTIFICATION_TEXT } from '../services/notifications';
import { queueMails, withinConfirmationCeiling } from '../services/outbox';
import { errorAnswer, obj, str } from './schemas';

type Booking = InferType<typeof bookingRequestSchema>;

export async function publicRoutes(app: FastifyInstance, { db, config, writes, outbox, feed }: RouteContext): Promise<void> {
  // The busiest write of the site: the bookings that arrive together are written by one multi-row
  // insert (compiled once per number of rows), their notifications by another, in one transaction.
  const insertCustomers = compiledRowsTemplate<Insertable<CustomerTable>, { id: number }>((rows) =>
    db
      .insertInto('customers')
      .values(
        rows.map((row) => ({
          name: row.name,
          contact: row.contact,
          email: row.email,
          address: row.address,
          gender: row.gender,
          age: row.age,
          prefgender: row.prefgender,
          issue: row.issue,
          therapy: row.therapy,
          appointment: row.appointment,
          appointment_date: row.appointment_date,
          appointment_time: row.appointment_time,
          created_at: row.created_at,
          reference: row.reference,
          consent_at: row.consent_at,
          consent_version: row.consent_version,
        })),
      )
      .returning('id'),
  );
  const notifyAdmins = adminNotifier(db);
  // Each booking's id and reference. A reference drawn twice fails the unique index: the queue then
  // writes each booking of the batch on its own, drawing new references.
  const writeBookings: BulkWork<Booking, { id: number; reference: string }> = async (trx, bookings) => {
    const createdAt = nowIso();
    const ids: number[] = [];
    const references = bookings.map(() => newBookingReference());
    let index = 0;
    for (const run of powerOfTwoRuns(bookings)) {
      const rows = run.map((booking) => {
        // Validated: '' or "YYYY-MM-DD[ HH:MM]", the preferred visit, kept as the admin's adate and atime too.
        const visit = preferredFromAppointment(booking.appointment);
        const reference = references[index++]!;
        return {
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
          created_at: createdAt,
          reference,
          consent_at: createdAt,
          consent_version: booking.consent,
        };
      });
      const { rows: inserted } = await trx.executeQuery(insertCustomers(rows));
      if (inserted.length !== rows.length) throw new Error(`${inserted.length} customer ids returned for ${rows.length} rows`);
      // The rows of one insert get ascending ids in the order of its VALUES (RETURNING's order is not promised).
      ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
    }
    await notifyAdmins(
      trx,
      bookings.map((booking, i) => ({
        customerId: ids[i]!,
        customerName: booking.name,
        massagerName: null,
        message: NOTIFICATION_TEXT.booking(booking.name),
      })),
    );
    await recordEvents(
      trx,
      bookings.map((_, i) => ({ customerId: ids[i]!, kind: 'booked', actor: VISITOR, detail: references[i]! })),
      createdAt,
    );
    const confirmations = bookings.map((booking, i) => ({
      customerId: ids[i]!,
      kind: 'booking-confirmation',
      to: booking.email,
      ...bookingConfirmationMail({ ...booking, reference: references[i]! }),
    }));
    await queueMails(trx, await withinConfirmationCeiling(trx, confirmations));
    return ids.map((id, i) => ({ id, reference: references[i]! }));
  };

  app.post<{ Body: Booking }>(
    '/add_customer.php',
    {
      config: { rateLimit: { max: config.rateLimit.bookings, timeWindow: config.rateLimit.windowMs } },
      schema: {
        tags: ['public'],
        summary: 'Book Now: register a customer booking request (no login)',
        description:
          "Writes the customer (with the time and version of its consent to the privacy notice), its history's first event, a notification to the admins and the customer's confirmation mail (outbox) in one transaction. The answer carries the booking's random reference, never its id: a visitor could read the booking volume from an id.",
        body: bodyOf(bookingRequestSchema),
        response: { 200: obj({ status: str, message: str, reference: str }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const booking = request.body;
      // The form's hidden honeypot was filled in: a bot. It is told what a person is told (a reference of
      // the same shape included), and nothing is stored.
      if (booking.website) return { status: 'success', message: BOOKING_MESSAGES.success, reference: newBookingReference() };
      // The customer, the admins' notification and the customer's confirmation mail in one transaction,
      // committed before the answer; the mail is sent from the outbox right after.
      const { reference } = await writes.runBulk(writeBookings, booking);
      outbox.kick();
      feed.kick();
      return { status: 'success', message: BOOKING_MESSAGES.success, reference };
    },
  );
}
