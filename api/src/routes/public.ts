import { BOOKING_FLOOD, BOOKING_FLOOD_MESSAGES, BOOKING_MESSAGES, customerBookingPath, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Proof, SpentChallengeError } from '../services/booking-guard';
import { writeBooking } from '../services/bookings';
import { newBookingReference } from '../services/customer-mail';
import { newBookingToken } from '../services/customer-page';
import { route } from './route';

/** The solution each admitted booking request carried (null: below the ceiling, none asked). */
const proofs = new WeakMap<FastifyRequest, Proof | null>();

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, outbox, feed, bookingGuard } = app;
  route(app, ENDPOINTS.bookingChallenge)(
    {
      summary: 'Ours: a proof-of-work challenge (ALTCHA, SHA-256) for the booking form',
      description: `Signed, not stored. While more than the global ceiling of bookings (BOOKINGS_PER_MINUTE) arrive in a minute, add_customer.php refuses a booking without its solution in the \`${BOOKING_FLOOD.solutionHeader}\` header (base64 JSON: algorithm, challenge, number, salt, signature), and each solution books once.`,
    },
    () => bookingGuard.challenge(),
  );

  route(app, ENDPOINTS.addCustomer)(
    {
      // The global ceiling comes first: a refused flood costs neither a database write nor a count.
      onRequest: async (request, reply) => {
        const admitted = await bookingGuard.admit(request, reply);
        if (admitted !== 'refused') proofs.set(request, admitted);
      },
      config: { rateLimit: { max: config.rateLimit.bookings, timeWindow: config.rateLimit.windowMs } },
      summary: 'Book Now: register a customer booking request (no login)',
      description:
        "Writes the customer (with the time and version of its consent to the privacy notice), its history's first event, a notification to the admins and the customer's confirmation mail (outbox) in one transaction. The answer carries the booking's random reference, never its id: a visitor could read the booking volume from an id.",
    },
    async (request, reply) => {
      const booking = request.body;
      // The form's hidden honeypot was filled in: a bot. It is told what a person is told (a reference of
      // the same shape included), and nothing is stored.
      if (booking.website)
        return { status: 'success', message: BOOKING_MESSAGES.success, reference: newBookingReference(), link: customerBookingPath(newBookingToken()) };
      // The customer, the admins' notification and the customer's confirmation mail in one transaction,
      // committed before the answer; the mail is sent from the outbox right after (none when the
      // address has had its day's confirmations: the outbox is then not woken for nothing).
      const proof = proofs.get(request) ?? null;
      try {
        const { reference, link, mailed, stored } = await writeBooking(db, booking, proof ? { guard: bookingGuard, proof } : null);
        if (mailed) outbox.kick();
        if (stored) feed.kick();
        return { status: 'success', message: BOOKING_MESSAGES.success, reference, link };
      } catch (error) {
        if (!(error instanceof SpentChallengeError)) throw error;
        return reply.code(429).header('Retry-After', '60').send({ status: 'error', message: BOOKING_FLOOD_MESSAGES.refused });
      }
    },
  );
}
