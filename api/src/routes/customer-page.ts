import { type AnswerOf, type CheckedRequestOf, CUSTOMER_PAGE_MESSAGES, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingOfToken, cancelByCustomer, changeByCustomer, customerBookingView, customerData, eraseByCustomer } from '../services/customer-page';
import { route, type RouteDoc, type RouteHandler } from './route';

type PageEndpoint = (typeof ENDPOINTS)['customerBooking' | 'customerCancel' | 'customerChange' | 'customerData' | 'customerErase'];
type PageAnswer<E extends PageEndpoint> = AnswerOf<E> | FastifyReply;

/** A token that opens no booking: nothing of any booking in the answer. */
const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });

/**
 * A route of the page: every call counts against the address's limit of the page, and the handler is
 * given the booking the token opens (none: 404).
 */
function pageRoute<E extends PageEndpoint>(app: FastifyInstance, endpoint: E) {
  const rateLimit = { max: app.config.rateLimit.bookingPages, timeWindow: app.config.rateLimit.windowMs };
  return (doc: RouteDoc, handler: (id: number, body: CheckedRequestOf<E>, reply: FastifyReply) => Promise<PageAnswer<E>>): void => {
    // Every page request carries the token; route() cannot see that through the type of one of them.
    const checked = async (request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply): Promise<PageAnswer<E>> => {
      const id = await bookingOfToken(app.db, request.body.token);
      return id === null ? notFound(reply) : handler(id, request.body as CheckedRequestOf<E>, reply);
    };
    route(app, endpoint)({ ...doc, config: { rateLimit }, errors: [404, ...(doc.errors ?? [])] }, checked as RouteHandler<E>);
  };
}

/** A change the page asked for: refused with the message to show (409), or done and the people concerned told. */
function answerChange(app: FastifyInstance, reply: FastifyReply, outcome: { done: boolean; message?: string }, done: string) {
  if (!outcome.done) return reply.code(409).send({ status: 'error', message: outcome.message });
  app.outbox.kick();
  app.feed.kick();
  return { status: 'success' as const, message: done };
}

/**
 * The customer's private page of a booking: no account, only the token of the link they were given. The
 * token travels in the body (never in a URL the server logs). An unknown token, or one whose booking's
 * data is erased, answers 404 with nothing of any booking; every call counts against the address's limit.
 */
export async function customerPageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  pageRoute(app, ENDPOINTS.customerBooking)({ summary: "The customer's page of a booking, by its private link's token" }, async (id, _body, reply) => {
    const view = await customerBookingView(db, id);
    if (!view) return notFound(reply);
    void reply.header('cache-control', 'no-store');
    return view;
  });
  pageRoute(app, ENDPOINTS.customerCancel)(
    {
      summary: 'The customer cancels the visit from its page',
      description:
        'Until the cut-off before the visit (CUSTOMER_CANCEL_CUTOFF_HOURS). Refused (409, with the message to show) once completed or cancelled, so that a second tap changes nothing.',
      errors: [409],
    },
    async (id, _body, reply) => answerChange(app, reply, await cancelByCustomer(db, id), CUSTOMER_PAGE_MESSAGES.cancelled),
  );
  pageRoute(app, ENDPOINTS.customerChange)(
    {
      summary: 'The customer asks for another date and time from the page',
      description:
        'The new time must be one the booking form offers (a therapist of the preferred gender free then in the area). The request goes back to the admin: Pending without a therapist at the new time; the previous therapist and the admins are told, the History records both times and the customer is mailed. Until the cut-off before the visit (CUSTOMER_CANCEL_CUTOFF_HOURS); refused (409, with the message to show) once completed or cancelled, or when the time is no longer free. The same time asked again changes nothing.',
      errors: [409],
    },
    async (id, body, reply) => {
      const outcome = await changeByCustomer(db, id, { date: body.date, time: body.time });
      return answerChange(app, reply, outcome, outcome.message);
    },
  );
  dataRightsRoutes(app);
}

/** The customer's rights over their data (DPDP Act 2023), from the page: access and erasure. */
function dataRightsRoutes(app: FastifyInstance): void {
  const { db, config, feed } = app;
  pageRoute(app, ENDPOINTS.customerData)(
    {
      summary: 'The customer downloads their data from the page (DPDP Act 2023)',
      description:
        'The booking with the personal data it keeps, its history (who acted by role only) and the mails sent; nothing about staff but the therapist first name once accepted. Recorded in the History.',
    },
    async (id, _body, reply) => {
      void reply.header('cache-control', 'no-store');
      return customerData(db, id);
    },
  );
  pageRoute(app, ENDPOINTS.customerErase)(
    {
      summary: 'The customer erases their personal data from the page (DPDP Act 2023)',
      description:
        "The admin's erasure: a visit not yet made is cancelled first (its therapist and the admins are told), then the personal data is removed everywhere; the booking stays in counts and reports without it. Afterwards the link answers 404.",
    },
    async (id, _body, reply) => {
      if (!(await eraseByCustomer(db, config.dataDir, id))) return notFound(reply);
      feed.kick();
      return { status: 'success', message: CUSTOMER_PAGE_MESSAGES.erased };
    },
  );
}
