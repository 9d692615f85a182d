import { SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the operator's Prometheus scrapes at /metrics. */
export interface Metrics {
  registry: Registry;
  mails: Counter<'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const mails = new Counter({ name: 'wellness_mails_total', help: 'Mails by outcome (sent, outbox, failed)', labelNames: ['outcome'], registers: [registry] });
  return { registry, mails };
}

/** Loopback, IPv4 and IPv6, and the IPv4-mapped form. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
/** Headers a reverse proxy adds (each proxy its own choice): a request with any of them came through one. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Request counts and latency by route and status, rate-limit refusals, the PostgreSQL pool, and
 * /metrics in Prometheus' text format, answered only to a direct peer among the addresses of
 * METRICS_ALLOW (default loopback; 404 to anyone else, as if it did not exist).
 */
export const metricsPlugin = fp(
  async function collectMetrics(app: FastifyInstance, options: { metrics: Metrics; pool: Pool | null }): Promise<void> {
    const { metrics } = options;
    const allow = app.config.metricsAllow;
    const { registry } = metrics;
    const duration = new Histogram({
      name: 'wellness_http_request_duration_seconds',
      help: 'Time to answer, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const refused = new Counter({
      name: 'wellness_rate_limited_total',
      help: 'Requests answered 429 (address limits and account ceilings), by route',
      labelNames: ['route'],
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, not the URL: unknown paths share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refused.inc({ route });
      done();
    });
    const pool = options.pool;
    if (pool) {
      new Gauge({
        name: 'wellness_db_pool_connections',
        help: 'PostgreSQL pool connections by state',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    const allowed = new Set([...LOOPBACK.filter(() => allow.length === 0), ...allow]);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // The direct peer decides, not X-Forwarded-For (which a client can write), and nothing that came
      // through the reverse proxy is answered: Prometheus scrapes the API's own port.
      const peer = request.socket.remoteAddress ?? '';
      if (!allowed.has(peer) || PROXY_HEADERS.some((header) => request.headers[header] !== undefined))
        return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', decorators: { fastify: ['config'] } },
);
