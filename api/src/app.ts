import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_CEILINGS, SESSION_IDLE_MS } from '@wellness/shared/rules';
import type { AppConfig } from './config';
import type { RouteContext } from './context';
import { createDatabase, poolOf } from './db/database';
import { migrateAndSeed, waitForDatabase } from './db/startup';
import type { Database } from './db/schema';
import { requireRole } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { frameworkErrorsFor, registerSecurity } from './plugins/security';
import { yupValidatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminMassagerRoutes } from './routes/admin-massagers';
import { adminReportRoutes } from './routes/admin-reports';
import { authRoutes } from './routes/auth';
import { healthRoutes, rootHealthRoutes } from './routes/health';
import { massagerRoutes } from './routes/massager';
import { mailLogRoutes } from './routes/mail-log';
import { customerRecordRoutes } from './routes/customer-records';
import { notificationStreamRoutes } from './routes/notification-stream';
import { notificationRoutes } from './routes/notifications';
import { publicRoutes } from './routes/public';
import { videoRoutes } from './routes/videos';
import { clock, nowIso } from './services/clock';
import { createMailer, OUTBOX_KEEP_MS } from './services/mail';
import { pruneSentMails, startOutbox } from './services/outbox';
import { anonymiseExpired } from './services/privacy';
import { startNotificationFeed } from './services/notification-feed';
import { Readiness } from './services/readiness';
import { closePdfRenderer } from './services/pdf';
import { ensureAdmin, seedDemo } from './services/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The customers' mail outbox (flush(): send what is due now; operators' scripts and tests). */
    outbox: ReturnType<typeof startOutbox>;
  }
}

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
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean | string,
    frameworkErrors: frameworkErrorsFor(config),
    // A request id in every log line of the request and in its answer; a trusted proxy's id is kept.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    // A client that sends nothing for 30 s, or a request not done in 60 s, is cut off; idle keep-alive
    // connections are closed after 65 s (longer than the usual proxy's 60 s, so the proxy closes first).
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 65_000,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && reply.statusCode < 400) readiness.noteWriteSucceeded();
    done();
  });
  app.setValidatorCompiler(yupValidatorCompiler);

  const db = createDatabase(config);
  const readiness = new Readiness(db, config.databaseUrl ? null : config.dataDir);
  registerErrorHandler(app, (error) => readiness.noteError(error));
  app.decorate('db', db);
  app.decorateRequest('signedIn', null);
  try {
    await waitForDatabase(db, app.log, options.signal);
    await migrateAndSeed(config, db, async (seeding) => {
      if (config.seedDemo) await seedDemo(seeding, app.log);
      await ensureAdmin(seeding, app.log, config.adminEmail, config.adminPassword);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const metrics = createMetrics();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    db,
    log: app.log,
    onOutcome: (outcome) => metrics.mails.inc({ outcome }),
  });
  const outbox = startOutbox(db, mailer, app.log);
  app.decorate('outbox', outbox);
  const feed = startNotificationFeed(db, app.log);
  const context: RouteContext = { db, config, mailer, outbox, readiness, feed };

  // Expired sessions and rate-limit windows are swept now and then (they are refused anyway); codes and
  // wrong codes are kept for the per-account windows (codes an hour, wrong codes in 24 hours).
  const sweep = setInterval(() => {
    const now = nowIso();
    const idleSince = new Date(Date.now() - SESSION_IDLE_MS).toISOString();
    const dayAgo = new Date(Date.now() - ACCOUNT_CEILINGS.resetWindowMs).toISOString();
    Promise.all([
      db.deleteFrom('sessions').where('expires_at', '<=', now).execute(),
      db
        .deleteFrom('sessions')
        .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<=', idleSince))
        .execute(),
      db.deleteFrom('otp_codes').where('created_at', '<=', dayAgo).execute(),
      db.deleteFrom('reset_code_failures').where('created_at', '<=', dayAgo).execute(),
      db.deleteFrom('rate_limits').where('reset_at', '<=', clock.now()).execute(),
      mailer.pruneOutbox(),
      pruneSentMails(db, OUTBOX_KEEP_MS),
    ]).catch((err: unknown) => app.log.warn({ err }, 'sweep of expired rows failed'));
  }, 10 * 60 * 1000);
  sweep.unref();

  // Completed bookings past the retention period lose their personal data: shortly after the start,
  // then daily (every instance may run it; a booking already anonymised is skipped).
  const retain = () =>
    anonymiseExpired(db, config.retentionMonths)
      .then((n) => n > 0 && app.log.info({ anonymised: n, months: config.retentionMonths }, 'anonymised completed bookings past the retention period'))
      .catch((err: unknown) => app.log.warn({ err }, 'the retention job failed (tried again tomorrow)'));
  const firstRetention = setTimeout(retain, 60_000);
  const dailyRetention = setInterval(retain, 24 * 3_600_000);
  firstRetention.unref();
  dailyRetention.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearTimeout(firstRetention);
    clearInterval(dailyRetention);
    await outbox.stop();
    await feed.stop();
    mailer.close();
    await closePdfRenderer();
    await db.destroy();
  });

  await registerSecurity(app, config);
  await registerMetrics(app, metrics, { allow: config.metricsAllow, pool: poolOf(db) });
  // Answers over 1 KB (customer lists, reports) go out compressed; static files carry their own build-time
  // copies. Request bodies are never inflated (a small zip could otherwise unpack past the body limit).
  await app.register(compress, { globalCompression: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema's `type: ['string', 'null']` is valid there.
      openapi: '3.1.0',
      info: {
        title: 'Kothrud Wellness booking API',
        version: '1.0.0',
        description:
          'The HTTP contract of spec section 7. Staff routes need the session cookie set by POST /api/ApiLogin.php.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wellness_session' } },
      },
    },
  });

  await app.register(
    async (api) => {
      await healthRoutes(api, context);
      await authRoutes(api, context);
      await publicRoutes(api, context);
      await videoRoutes(api, context);
      await adminCustomerRoutes(api, context);
      await adminMassagerRoutes(api, context);
      await adminReportRoutes(api, context);
      await massagerRoutes(api, context);
      await notificationRoutes(api, context);
      await mailLogRoutes(api, context);
      await customerRecordRoutes(api, context);
      await notificationStreamRoutes(api, context);
      // The description lists every route and field: signed-in admins only, unless OPENAPI_PUBLIC is set.
      api.get(
        '/openapi.json',
        { schema: { hide: true }, ...(config.openApiPublic ? {} : { onRequest: requireRole(db, 'admin') }) },
        async () => app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  await rootHealthRoutes(app, context);
  await registerWeb(app, { webRoot: config.webRoot, remotesManifest: config.remotesManifest });
  return app;
}
