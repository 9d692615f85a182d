import { BOOKING_STEPS, bookingTokenSchema, CUSTOMER_PAGE_MESSAGES, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { bodyOf } from '../plugins/validation';
import { bookingOfToken, cancelByCustomer, customerBookingView } from '../services/customer-page';
import { route } from './route';
import { errorAnswer, int, list, obj, str, strOrNull } from './schemas';

type TokenBody = { Body: InferType<typeof bookingTokenSchema> };

const customerBookingAnswer = obj({
  reference: strOrNull,
  status: str,
  timeline: list(obj({ step: { type: 'string', enum: [...BOOKING_STEPS] }, at: str })),
  visitStart: strOrNull,
  visitMinutes: int,
  preferred: str,
  therapy: str,
  therapistFirstName: strOrNull,
  mayCancel: { type: 'boolean' },
});

/**
 * The customer's private page of a booking: no account, only the token of the link they were given. The
 * token travels in the body (never in a URL the server logs). An unknown token, or one whose booking's
 * data is erased, answers 404 with nothing of any booking; every call counts against the address's limit.
 */
export async function customerPageRoutes(app: FastifyInstance, { db, config, outbox, feed }: RouteContext): Promise<void> {
  const rateLimit = { max: config.rateLimit.bookingPages, timeWindow: config.rateLimit.windowMs };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });

  route(app, ENDPOINTS.customerBooking)<TokenBody>(
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: "The customer's page of a booking, by its private link's token",
        body: bodyOf(bookingTokenSchema),
        response: { 200: customerBookingAnswer, 400: errorAnswer, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      const view = id === null ? null : await customerBookingView(db, id);
      if (!view) return notFound(reply);
      void reply.header('cache-control', 'no-store');
      return view;
    },
  );

  route(app, ENDPOINTS.customerCancel)<TokenBody>(
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'The customer cancels the visit from its page',
        description:
          'Until the cut-off before the visit (CUSTOMER_CANCEL_CUTOFF_HOURS). Refused (409, with the message to show) once completed or cancelled, so that a second tap changes nothing.',
        body: bodyOf(bookingTokenSchema),
        response: { 200: obj({ status: str, message: str }), 400: errorAnswer, 404: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      if (id === null) return notFound(reply);
      const outcome = await cancelByCustomer(db, id);
      if (!outcome.done) return reply.code(409).send({ status: 'error', message: outcome.message });
      outbox.kick();
      feed.kick();
      return { status: 'success', message: CUSTOMER_PAGE_MESSAGES.cancelled };
    },
  );
}
