import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES, bookingRequestSchema } from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { NOTIFICATION_TEXT, notifyAdmins } from '../services/notifications';
import { errorAnswer, obj, str } from './schemas';

type Booking = InferType<typeof bookingRequestSchema>;

export async function publicRoutes(app: FastifyInstance, { db, config }: RouteContext): Promise<void> {
  app.post<{ Body: Booking }>(
    '/add_customer.php',
    {
      config: { rateLimit: { max: config.rateLimit.bookings, timeWindow: config.rateLimit.windowMs } },
      schema: {
        tags: ['public'],
        summary: 'Book Now: register a customer booking request (no login)',
        description:
          'Writes the customer and a notification to the admins in one transaction. The answer carries no id: a visitor could read the booking volume from it.',
        body: bodyOf(bookingRequestSchema),
        response: { 200: obj({ status: str, message: str }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const booking = request.body;
      // The form's hidden honeypot was filled in: a bot. It is told what a person is told, and nothing is stored.
      if (booking.website) return { status: 'success', message: BOOKING_MESSAGES.success };
      // The customer and the admins' notification in one transaction, committed before the answer.
      await db.transaction().execute(async (trx) => {
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
            appointment_date: null,
            appointment_time: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await notifyAdmins(trx, { customerId: Number(id), customerName: booking.name, massagerName: null, message: NOTIFICATION_TEXT.booking(booking.name) });
      });
      return { status: 'success', message: BOOKING_MESSAGES.success };
    },
  );
}
