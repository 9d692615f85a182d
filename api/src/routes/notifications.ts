import { ENDPOINTS, notificationRequestSchema, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { requireRole } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { int, list, obj, staffErrors, str, strOrNull } from './schemas';

/** The newest notifications listed in one answer; `count` still counts them all. */
const NOTIFICATION_LIST_LIMIT = 100;

export async function notificationRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post<{ Body: InferType<typeof notificationRequestSchema> }>(
    ENDPOINTS.notifications.path,
    {
      onRequest: requireRole(db, 'admin', 'massager'),
      schema: {
        tags: ['admin', 'massager'],
        summary: "The signed-in user's notifications",
        description:
          'notification "unread" lists the unread ones, "all" every one (newest first, at most 100; count is the unread total), "read" marks them all as read. role must be the signed-in role (403 otherwise).',
        body: bodyOf(notificationRequestSchema),
        response: {
          200: obj({
            status: str,
            data: obj({
              count: int,
              notifications: list(obj({ id: int, customerName: str, message: str, massagerName: strOrNull, time: str, notify: str })),
            }),
          }),
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const signedIn = request.signedIn!;
      if (request.body.role !== signedIn.role) {
        return reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.forbidden });
      }
      const massagerId = signedIn.massager?.id ?? null;
      const inbox = <Q extends { where: (...args: any[]) => Q }>(query: Q): Q =>
        signedIn.role === 'admin'
          ? query.where('recipient_role', '=', 'admin')
          : query.where('recipient_role', '=', 'massager').where('massager_id', '=', massagerId);

      if (request.body.notification === 'read') {
        await inbox(db.updateTable('notifications').set({ is_read: 1 }))
          .where('is_read', '=', 0)
          .execute();
        return { status: 'success', data: { count: 0, notifications: [] } };
      }
      const unread = await inbox(db.selectFrom('notifications').select(sql<number>`count(*)`.as('n')))
        .where('is_read', '=', 0)
        .executeTakeFirstOrThrow();
      let query = inbox(db.selectFrom('notifications').selectAll()).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(NOTIFICATION_LIST_LIMIT);
      if (request.body.notification === 'unread') query = query.where('is_read', '=', 0);
      const rows = await query.execute();
      return {
        status: 'success',
        data: {
          count: Number(unread.n),
          notifications: rows.map((n) => ({
            id: n.id,
            customerName: n.customer_name,
            message: n.message,
            massagerName: n.massager_name,
            time: n.created_at,
            notify: n.is_read ? 'read' : 'unread',
          })),
        },
      };
    },
  );
}
