import './context';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { createDatabase, poolOf } from './db/database';
import type { Database } from './db/schema';
import { migrateAndSeed, waitForDatabase } from './db/startup';
import { checkedSerializerCompiler } from './plugins/answers';
import { sessions } from './plugins/auth';
import { errorHandler } from './plugins/errors';
import { housekeeping } from './plugins/housekeeping';
import { createMetrics, type Metrics, metricsPlugin } from './plugins/metrics';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { clientErrorHandlerFor, frameworkErrorsFor, security } from './plugins/security';
import { yupValidatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminMassagerRoutes } from './routes/admin-massagers';
import { adminReportRoutes } from './routes/admin-reports';
import { authRoutes } from './routes/auth';
import { customerPageRoutes } from './routes/customer-page';
import { customerRecordRoutes } from './routes/customer-records';
import { healthRoutes, rootHealthRoutes } from './routes/health';
import { mailLogRoutes } from './routes/mail-log';
import { massagerRoutes } from './routes/massager';
import { notificationStreamRoutes } from './routes/notification-stream';
import { notificationRoutes } from './routes/notifications';
import { publicRoutes } from './routes/public';
import { scheduleRoutes } from './routes/schedule';
import { videoRoutes } from './routes/videos';
import { BookingGuard } from './services/booking-guard';
import { COMPRESSION } from './services/compression';
import { createMailer } from './services/mail';
import { startNotificationFeed } from './services/notification-feed';
import { startOutbox } from './services/outbox';
import { warmCommonPasswords } from './services/passwords';
import { closePdfRenderer } from './services/pdf';
import { Readiness } from './services/readiness';
import { startReminders } from './services/reminders';
import { ensureAdmin, seedDemo } from './services/seed';

export interface BuildOptions {
  /** Fastify's logger setting; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Stops waiting for an unreachable database (the process is shutting down). */
  signal?: AbortSignal;
}

/**
 * The whole server, ready to listen: database migrated and seeded, every route of spec section 7
 * under /api, the OpenAPI description at /api/openapi.json and, with `webRoot`, the composed site.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config, options);
  const db = createDatabase(config);
  // Each part of the server is decorated once, here, and read from the instance by routes and plugins.
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('readiness', new Readiness(db, config.databaseUrl ? null : config.dataDir));
  await openDatabase(app, config, db, options.signal);

  const metrics = createMetrics();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    db,
    log: app.log,
    onOutcome: (outcome) => metrics.mails.inc({ outcome }),
  });
  app.decorate('mailer', mailer);
  const outbox = startOutbox(db, mailer, app.log);
  app.decorate('outbox', outbox);
  const feed = startNotificationFeed(db, app.log);
  app.decorate('feed', feed);
  app.decorate(
    'reminders',
    startReminders(db, {
      leads: config.reminderHours,
      log: app.log,
      queued: () => {
        outbox.kick();
        feed.kick();
      },
    }),
  );
  app.decorate('bookingGuard', new BookingGuard(db, config.bookingsPerMinute, config.bookingPowKey, app.log));
  warmCommonPasswords();
  app.addHook('onClose', async () => {
    await app.reminders.stop();
    await outbox.stop();
    await feed.stop();
    mailer.close();
    await closePdfRenderer();
    await db.destroy();
  });

  await registerPlugins(app, metrics);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(rootHealthRoutes);
  await registerWeb(app, { webRoot: config.webRoot, remotesManifest: config.remotesManifest });
  return app;
}

/**
 * The cross-cutting concerns, all in one place: errors, sessions, security headers and origin checks,
 * metrics, compression, cookies, rate limits, the OpenAPI description and the upkeep timers.
 */
async function registerPlugins(app: FastifyInstance, metrics: Metrics): Promise<void> {
  const { config, db, readiness } = app;
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && reply.statusCode < 400) readiness.noteWriteSucceeded();
    done();
  });
  await app.register(errorHandler);
  await app.register(sessions);
  await app.register(security);
  await app.register(metricsPlugin, { metrics, pool: poolOf(db) });
  await registerHttpPlugins(app, config, db);
  await app.register(housekeeping);
}

function createServer(config: AppConfig, options: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkErrorsFor(config),
    clientErrorHandler: clientErrorHandlerFor(config),
    // A request id in every log line of the request and in its answer; a trusted proxy's id is kept.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    // A client that sends nothing for 30 s, or a request not done in 60 s, is cut off; idle keep-alive
    // connections are closed after 65 s (longer than the usual proxy's 60 s, so the proxy closes first).
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 65_000,
    // Starting builds the common-password list and opens the database; on a machine busy with other
    // work that can take longer than Fastify's default 10 s per plugin, which would stop the start.
    pluginTimeout: 60_000,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.setValidatorCompiler(yupValidatorCompiler);
  if (config.checkAnswers) app.setSerializerCompiler(checkedSerializerCompiler);
  return app;
}

/**
 * Fastify refuses to trust anything for a bare hop count (it cannot check the nearest peer): here a hop
 * count means the API is reached only through that many proxies (HOST=127.0.0.1 behind nginx), so the
 * nearest `hops` addresses of the chain are the proxies'.
 */
function fastifyTrustProxy(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Waits for the database, migrates it and seeds the accounts; the connection is closed if that fails. */
async function openDatabase(app: FastifyInstance, config: AppConfig, db: Kysely<Database>, signal?: AbortSignal): Promise<void> {
  try {
    await waitForDatabase(db, app.log, signal);
    await migrateAndSeed(config, db, async (seeding) => {
      if (config.seedDemo) await seedDemo(seeding, app.log);
      await ensureAdmin(seeding, app.log, config.adminEmail, config.adminPassword);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function registerHttpPlugins(app: FastifyInstance, config: AppConfig, db: Kysely<Database>): Promise<void> {
  // Answers over 1 KB (customer lists, reports) go out compressed; static files carry their own build-time
  // copies. Request bodies are never inflated (a small zip could otherwise unpack past the body limit).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESSION.thresholdBytes,
    encodings: [...COMPRESSION.encodings],
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema's `type: ['string', 'null']` is valid there.
      openapi: '3.1.0',
      info: {
        title: 'Kothrud Wellness booking API',
        version: '1.0.0',
        description: 'The HTTP contract of spec section 7. Staff routes need the session cookie set by POST /api/ApiLogin.php.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wellness_session' } },
      },
    },
  });
}

/** Every route of the API (mounted under /api), and its OpenAPI description. */
async function apiRoutes(api: FastifyInstance): Promise<void> {
  for (const routes of [
    healthRoutes,
    authRoutes,
    publicRoutes,
    customerPageRoutes,
    videoRoutes,
    adminCustomerRoutes,
    adminMassagerRoutes,
    adminReportRoutes,
    massagerRoutes,
    notificationRoutes,
    mailLogRoutes,
    customerRecordRoutes,
    notificationStreamRoutes,
    scheduleRoutes,
  ]) {
    await routes(api);
  }
  // The description lists every route and field: signed-in admins only, unless OPENAPI_PUBLIC is set.
  api.get('/openapi.json', { schema: { hide: true }, ...(api.config.openApiPublic ? {} : { onRequest: api.requireRole('admin') }) }, async () => api.swagger());
}
