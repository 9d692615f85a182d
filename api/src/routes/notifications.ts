import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { signedInOf } from '../plugins/auth';
import { inboxOf, markInboxRead } from '../services/notifications';
import { route } from './route';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, ENDPOINTS.notifications)(
    {
      summary: "The signed-in user's notifications",
      description:
        'notification "unread" lists the unread ones, "all" every one (newest first, at most 100; count is the unread total), "read" marks them all as read. role must be the signed-in role (403 otherwise).',
    },
    async (request, reply) => {
      const signedIn = signedInOf(request);
      if (request.body.role !== signedIn.role) {
        return reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.forbidden });
      }
      const inbox = { role: signedIn.role, massagerId: signedIn.massager?.id ?? null };
      if (request.body.notification === 'read') {
        await markInboxRead(db, inbox);
        return { status: 'success', data: { count: 0, notifications: [] } };
      }
      return { status: 'success', data: await inboxOf(db, inbox, request.body.notification === 'unread') };
    },
  );
}
