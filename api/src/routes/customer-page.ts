import { BOOKING_STEPS, CUSTOMER_PAGE_MESSAGES, ENDPOINTS, HISTORY_EVENT_KINDS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingOfToken, cancelByCustomer, changeByCustomer, customerBookingView, customerData, eraseByCustomer } from '../services/customer-page';
import { route } from './route';
import { int, list, obj, str, strOrNull } from './schemas';

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
  mayChange: { type: 'boolean' },
  area: str,
  preferGender: str,
});

const customerDataAnswer = obj({
  exportedAt: str,
  booking: obj({
    reference: strOrNull,
    createdAt: str,
    name: str,
    contact: str,
    email: str,
    address: str,
    gender: str,
    age: int,
    preferGender: str,
    issue: str,
    therapy: str,
    preferred: str,
    visitStart: strOrNull,
    visitMinutes: int,
    status: str,
    therapistFirstName: strOrNull,
    consentAt: strOrNull,
    consentVersion: strOrNull,
  }),
  history: list(obj({ kind: { type: 'string', enum: [...HISTORY_EVENT_KINDS] }, at: str, by: str, text: str })),
  mails: list(obj({ kind: str, subject: str, queuedAt: str, sentAt: strOrNull })),
});

/**
 * The customer's private page of a booking: no account, only the token of the link they were given. The
 * token travels in the body (never in a URL the server logs). An unknown token, or one whose booking's
 * data is erased, answers 404 with nothing of any booking; every call counts against the address's limit.
 */
export async function customerPageRoutes(app: FastifyInstance): Promise<void> {
  const { db, outbox, feed } = app;
  const rateLimit = rateLimitOf(app);

  route(app, ENDPOINTS.customerBooking)(
    {
      config: { rateLimit },
      summary: "The customer's page of a booking, by its private link's token",
      answer: customerBookingAnswer,
      errors: [404],
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      const view = id === null ? null : await customerBookingView(db, id);
      if (!view) return notFound(reply);
      void reply.header('cache-control', 'no-store');
      return view;
    },
  );

  route(app, ENDPOINTS.customerCancel)(
    {
      config: { rateLimit },
      summary: 'The customer cancels the visit from its page',
      description:
        'Until the cut-off before the visit (CUSTOMER_CANCEL_CUTOFF_HOURS). Refused (409, with the message to show) once completed or cancelled, so that a second tap changes nothing.',
      answer: obj({ status: str, message: str }),
      errors: [404, 409],
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

  changeRoute(app);
  dataRightsRoutes(app);
}

/** Every call of the page counts against the address's limit of the page. */
const rateLimitOf = ({ config }: FastifyInstance) => ({ max: config.rateLimit.bookingPages, timeWindow: config.rateLimit.windowMs });

/** A token that opens no booking: nothing of any booking in the answer. */
const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });

function changeRoute(app: FastifyInstance): void {
  const { db, outbox, feed } = app;
  route(app, ENDPOINTS.customerChange)(
    {
      config: { rateLimit: rateLimitOf(app) },
      summary: 'The customer asks for another date and time from the page',
      description:
        'The new time must be one the booking form offers (a therapist of the preferred gender free then in the area). The request goes back to the admin: Pending without a therapist at the new time; the previous therapist and the admins are told, the History records both times and the customer is mailed. Until the cut-off before the visit (CUSTOMER_CANCEL_CUTOFF_HOURS); refused (409, with the message to show) once completed or cancelled, or when the time is no longer free. The same time asked again changes nothing.',
      answer: obj({ status: str, message: str }),
      errors: [404, 409],
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      if (id === null) return notFound(reply);
      const outcome = await changeByCustomer(db, id, { date: request.body.date, time: request.body.time });
      if (!outcome.done) return reply.code(409).send({ status: 'error', message: outcome.message });
      outbox.kick();
      feed.kick();
      return { status: 'success', message: outcome.message };
    },
  );
}

/** The customer's rights over their data (DPDP Act 2023), from the page: access and erasure. */
function dataRightsRoutes(app: FastifyInstance): void {
  const { db, config, feed } = app;
  const rateLimit = rateLimitOf(app);
  route(app, ENDPOINTS.customerData)(
    {
      config: { rateLimit },
      summary: 'The customer downloads their data from the page (DPDP Act 2023)',
      description:
        'The booking with the personal data it keeps, its history (who acted by role only) and the mails sent; nothing about staff but the therapist first name once accepted. Recorded in the History.',
      answer: customerDataAnswer,
      errors: [404],
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      if (id === null) return notFound(reply);
      void reply.header('cache-control', 'no-store');
      return customerData(db, id);
    },
  );

  route(app, ENDPOINTS.customerErase)(
    {
      config: { rateLimit },
      summary: 'The customer erases their personal data from the page (DPDP Act 2023)',
      description:
        "The admin's erasure: a visit not yet made is cancelled first (its therapist and the admins are told), then the personal data is removed everywhere; the booking stays in counts and reports without it. Afterwards the link answers 404.",
      answer: obj({ status: str, message: str }),
      errors: [404],
    },
    async (request, reply) => {
      const id = await bookingOfToken(db, request.body.token);
      if (id === null || !(await eraseByCustomer(db, config.dataDir, id))) return notFound(reply);
      feed.kick();
      return { status: 'success', message: CUSTOMER_PAGE_MESSAGES.erased };
    },
  );
}
