import { ENDPOINTS, PRIVACY_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { actorOf, historyFor } from '../services/history';
import { eraseOnRequest } from '../services/privacy';
import { changeRoute, route } from './route';

/** A booking's history (admin, and the massager it is assigned to) and the erasure of its personal data (admin). */
export async function customerRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, feed } = app;

  route(app, ENDPOINTS.customerHistory)(
    {
      summary: "A booking's history, newest first",
      description:
        'Booked, assigned (to whom, by whom), reassigned, accepted, rejected, completed, edited (which fields), mails sent or late, erased. A massager reads only the requests assigned to it now; any other answers 404.',
      errors: [404],
    },
    async (request) => {
      const { signedIn } = request;
      const massagerId = signedIn?.role === 'massager' ? (signedIn.massager?.id ?? -1) : null;
      return { status: 'success', data: await historyFor(db, request.body.customer_id, massagerId) };
    },
  );

  changeRoute(app, ENDPOINTS.eraseCustomer)(
    {
      summary: "Erase a customer's personal data on request (DPDP Act 2023)",
      description:
        "Name, contact, e-mail, address, health details and consent record are removed from the customer, its notifications (old names included), its mails, the mail log and the local outbox files; a visit not yet made is cancelled (its therapist is told) and can no longer be assigned; SQLite's WAL is truncated. The booking stays in counts and reports without them. 409 when already erased.",
      errors: [404, 409],
      success: PRIVACY_MESSAGES.erased,
    },
    async (request) => {
      await eraseOnRequest(db, config.dataDir, request.body.customer_id, actorOf(request.signedIn));
      feed.kick();
    },
  );
}
