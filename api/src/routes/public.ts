import { BOOKING_MESSAGES, bookingRequestSchema, customerBookingPath, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { bodyOf } from '../plugins/validation';
import { type Booking, writeBooking } from '../services/bookings';
import { newBookingReference } from '../services/customer-mail';
import { newBookingToken } from '../services/customer-page';
import { route } from './route';
import { errorAnswer, obj, str } from './schemas';

export async function publicRoutes(app: FastifyInstance, { db, config, outbox, feed }: RouteContext): Promise<void> {
  route(app, ENDPOINTS.addCustomer)<{ Body: Booking }>(
    {
      config: { rateLimit: { max: config.rateLimit.bookings, timeWindow: config.rateLimit.windowMs } },
      schema: {
        tags: ['public'],
        summary: 'Book Now: register a customer booking request (no login)',
        description:
          "Writes the customer (with the time and version of its consent to the privacy notice), its history's first event, a notification to the admins and the customer's confirmation mail (outbox) in one transaction. The answer carries the booking's random reference, never its id: a visitor could read the booking volume from an id.",
        body: bodyOf(bookingRequestSchema),
        response: { 200: obj({ status: str, message: str, reference: str, link: str }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const booking = request.body;
      // The form's hidden honeypot was filled in: a bot. It is told what a person is told (a reference of
      // the same shape included, and a link that opens nothing), and nothing is stored.
      if (booking.website)
        return { status: 'success', message: BOOKING_MESSAGES.success, reference: newBookingReference(), link: customerBookingPath(newBookingToken()) };
      // The customer, the admins' notification and the customer's confirmation mail in one transaction,
      // committed before the answer; the mail is sent from the outbox right after (none when the
      // address has had its day's confirmations: the outbox is then not woken for nothing).
      const { reference, link, mailed } = await writeBooking(db, booking);
      if (mailed) outbox.kick();
      feed.kick();
      return { status: 'success', message: BOOKING_MESSAGES.success, reference, link };
    },
  );
}
