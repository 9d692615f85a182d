import { ENDPOINTS, MAIL_LOG_PAGE_SIZE } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { mailLogPage } from '../services/mail-log';
import { route } from './route';

/** The admin's mail log (services/mail-log.ts). */
export async function mailLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, ENDPOINTS.mailLog)(
    { summary: 'The mail log, newest first, a page at a time, and the number of customer mails waiting to be sent' },
    async (request) => mailLogPage(db, request.body.page, request.body.per_page ?? MAIL_LOG_PAGE_SIZE),
  );
}
