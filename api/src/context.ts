import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { BookingGuard } from './services/booking-guard';
import type { Mailer } from './services/mail';
import type { NotificationFeed } from './services/notification-feed';
import type { startOutbox } from './services/outbox';
import type { Readiness } from './services/readiness';
import type { startReminders } from './services/reminders';

/**
 * What the server is built of, decorated once on the Fastify instance by buildApp (app.ts) and read
 * from it by every route module and plugin (`const { db } = app`), tests and scripts included.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    mailer: Mailer;
    /** The customers' mails written to the outbox table; `kick()` after a commit that queued some, `flush()` to send what is due now. */
    outbox: ReturnType<typeof startOutbox>;
    /** The visits' reminders; `kick()` after an acceptance, so that a reminder already due goes at once; `flush()` in tests. */
    reminders: ReturnType<typeof startReminders>;
    /** Tells open panels of new notifications; `kick()` after a commit that wrote some. */
    feed: NotificationFeed;
    /** The global booking ceiling and its proof of work. */
    bookingGuard: BookingGuard;
    /** What /health/ready reports. */
    readiness: Readiness;
  }
}
