import { ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from './route';
import { obj, str } from './schemas';

const readyAnswer = obj({ status: str, database: str, disk: str, migrations: str });

/**
 * /api/health (the database answers), /api/health/live (the process is up: restart it when not) and
 * /api/health/ready (send it traffic: database, disk and migrations, see services/readiness.ts).
 * The two probes also answer at /health/live and /health/ready, where load balancers look first.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { readiness } = app;
  route(app, ENDPOINTS.health)(
    {
      summary: 'Liveness and database check',
      tags: ['health'],
      otherAnswers: { 503: obj({ status: str, database: str }) },
    },
    async (_request, reply) => {
      if (await readiness.databaseAnswers()) return { status: 'ok', database: 'ok', time: new Date().toISOString() };
      return reply.code(503).header('Retry-After', '5').send({ status: 'error', database: 'unavailable' });
    },
  );

  const live = async () => ({ status: 'ok' as const });
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const report = await readiness.check();
    const { ready: isReady, ...parts } = report;
    if (!isReady)
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ status: 'not ready', ...parts });
    return { status: 'ready' as const, ...parts };
  };
  route(app, ENDPOINTS.healthLive)({ summary: 'The process is up', tags: ['health'] }, live);
  route(app, ENDPOINTS.healthReady)(
    {
      summary: 'Ready for traffic: the database answers within 1 s, the disk takes writes, migrations are current',
      tags: ['health'],
      otherAnswers: { 503: readyAnswer },
    },
    ready,
  );
}

/** The probes at the site's root, outside the API's prefix (not in the API description). */
export async function rootHealthRoutes(root: FastifyInstance): Promise<void> {
  root.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), hide: true };
  });
  await healthRoutes(root);
}
