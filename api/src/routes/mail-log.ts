import { ENDPOINTS, MAIL_LOG_PAGE_SIZE, mailLogRequestSchema } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { requireRole } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { route } from './route';
import { int, list, obj, staffErrors, str, strOrNull } from './schemas';

const mailItem = obj({ id: int, time: str, to: str, subject: str, kind: str, outcome: str, detail: strOrNull });

/**
 * The admin's mail log: every attempt to send a mail (reset codes, the customers' booking mails), newest
 * first, with its outcome; and how many customer mails wait in the outbox for SMTP. Never a body: a
 * reset mail's body holds the code.
 */
export async function mailLogRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  route(app, ENDPOINTS.mailLog)<{ Body: InferType<typeof mailLogRequestSchema> }>(
    {
      onRequest: requireRole(db, 'admin'),
      schema: {
        tags: ['admin'],
        summary: 'The mail log, newest first, a page at a time, and the number of customer mails waiting to be sent',
        body: bodyOf(mailLogRequestSchema),
        response: { 200: obj({ data: list(mailItem), totalRecords: int, waiting: int }), ...staffErrors },
      },
    },
    async (request) => {
      const perPage = request.body.per_page ?? MAIL_LOG_PAGE_SIZE;
      const page = request.body.page;
      const [rows, total, waiting] = await Promise.all([
        db
          .selectFrom('mail_log')
          .select(['id', 'created_at', 'recipient', 'subject', 'kind', 'outcome', 'detail'])
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom('mail_log')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('mail_outbox')
          .select(sql<number>`count(*)`.as('n'))
          .where('sent_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((r) => ({ id: r.id, time: r.created_at, to: r.recipient, subject: r.subject, kind: r.kind, outcome: r.outcome, detail: r.detail })),
        totalRecords: Number(total.n),
        waiting: Number(waiting.n),
      };
    },
  );
}
