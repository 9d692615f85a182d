import { customerIdRequestSchema, ENDPOINTS, HISTORY_EVENT_KINDS, PRIVACY_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { requireRole } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { actorOf, customerHistory } from '../services/history';
import { afterErasure, eraseCustomer } from '../services/privacy';
import { route } from './route';
import { errorAnswer, int, list, obj, staffErrors, statusAnswer, str, strOrNull } from './schemas';

const historyEvent = obj({
  id: int,
  kind: { type: 'string', enum: [...HISTORY_EVENT_KINDS] },
  at: str,
  actorRole: { type: 'string', enum: ['visitor', 'admin', 'massager', 'system'] },
  actor: strOrNull,
  subject: strOrNull,
  detail: strOrNull,
});

/** A booking's history (admin, and the massager it is assigned to) and the erasure of its personal data (admin). */
export async function customerRecordRoutes(app: FastifyInstance, { db, config, feed }: RouteContext): Promise<void> {
  const staff = requireRole(db, 'admin', 'massager');
  const admin = requireRole(db, 'admin');

  route(app, ENDPOINTS.customerHistory)<{ Body: InferType<typeof customerIdRequestSchema> }>(
    {
      onRequest: staff,
      schema: {
        tags: ['admin', 'massager'],
        summary: "A booking's history, newest first",
        description:
          'Booked, assigned (to whom, by whom), reassigned, accepted, rejected, completed, edited (which fields), mails sent or late, erased. A massager reads only the requests assigned to it now; any other answers 404.',
        body: bodyOf(customerIdRequestSchema),
        response: { 200: obj({ status: str, data: list(historyEvent) }), 404: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.body.customer_id;
      const massager = request.signedIn?.massager;
      let query = db.selectFrom('customers as c').select('c.id').where('c.id', '=', id);
      if (request.signedIn?.role === 'massager') {
        query = query.innerJoin('requests as r', 'r.customer_id', 'c.id').where('r.massager_id', '=', massager?.id ?? -1);
      }
      if (!(await query.executeTakeFirst())) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.customerNotFound });
      return { status: 'success', data: await customerHistory(db, id) };
    },
  );

  route(app, ENDPOINTS.eraseCustomer)<{ Body: InferType<typeof customerIdRequestSchema> }>(
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Erase a customer's personal data on request (DPDP Act 2023)",
        description:
          "Name, contact, e-mail, address, health details and consent record are removed from the customer, its notifications (old names included), its mails, the mail log and the local outbox files; a visit not yet made is cancelled (its therapist is told) and can no longer be assigned; SQLite's WAL is truncated. The booking stays in counts and reports without them. 409 when already erased.",
        body: bodyOf(customerIdRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, 409: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.body.customer_id;
      const outcome = await db.transaction().execute(async (trx) => {
        const files = await eraseCustomer(trx, id, actorOf(request.signedIn));
        if (files) return files;
        const exists = await trx.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
        return exists ? 409 : 404;
      });
      if (Array.isArray(outcome)) {
        await afterErasure(db, config.dataDir, outcome);
        feed.kick();
      }
      if (outcome === 404) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.customerNotFound });
      if (outcome === 409) return reply.code(409).send({ status: 'error', message: PRIVACY_MESSAGES.alreadyErased });
      return { status: 'success', message: PRIVACY_MESSAGES.erased };
    },
  );
}
