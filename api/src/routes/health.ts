import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RouteContext } from '../context';
import { obj, str } from './schemas';

export async function healthRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: obj({ status: str, database: str, time: str }), 503: obj({ status: str, database: str }) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'ok', time: new Date().toISOString() };
      } catch {
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
}
