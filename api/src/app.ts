import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { RouteContext } from './context';
import { createDatabase, migrateToLatest } from './db/database';
import type { Database } from './db/schema';
import { WriteQueue } from './db/write-queue';
import { registerErrorHandler } from './plugins/errors';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerSecurity } from './plugins/security';
import { yupValidatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminMassagerRoutes } from './routes/admin-massagers';
import { adminReportRoutes } from './routes/admin-reports';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { massagerRoutes } from './routes/massager';
import { notificationRoutes } from './routes/notifications';
import { publicRoutes } from './routes/public';
import { videoRoutes } from './routes/videos';
import { nowIso } from './services/clock';
import { createMailer } from './services/mail';
import { closePdfRenderer } from './services/pdf';
import { ensureAdmin, seedDemo } from './services/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface BuildOptions {
  /** Fastify's logger setting; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
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
  });
  app.setValidatorCompiler(yupValidatorCompiler);
  registerErrorHandler(app);

  const db = createDatabase(config);
  app.decorate('db', db);
  app.decorateRequest('signedIn', null);
  try {
    await migrateToLatest(db);
    if (config.seedDemo) await seedDemo(db, app.log);
    await ensureAdmin(db, app.log, config.adminEmail, config.adminPassword);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, db, log: app.log });
  const writes = new WriteQueue(db);
  const context: RouteContext = { db, config, mailer, writes };

  // Expired sessions, codes and rate-limit windows are swept now and then (they are refused anyway).
  const sweep = setInterval(() => {
    const now = nowIso();
    Promise.all([
      db.deleteFrom('sessions').where('expires_at', '<=', now).execute(),
      db.deleteFrom('otp_codes').where('expires_at', '<=', now).execute(),
      db.deleteFrom('rate_limits').where('reset_at', '<=', Date.now()).execute(),
    ]).catch((err: unknown) => app.log.warn({ err }, 'sweep of expired rows failed'));
  }, 10 * 60 * 1000);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    mailer.close();
    await closePdfRenderer();
    await writes.drain();
    await db.destroy();
  });

  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, writes),
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
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerWeb(app, { webRoot: config.webRoot, remotesManifest: config.remotesManifest });
  return app;
}
