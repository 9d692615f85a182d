import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { BookingGuard } from './services/booking-guard';
import type { Mailer } from './services/mail';
import type { NotificationFeed } from './services/notification-feed';
import type { startOutbox } from './services/outbox';
import type { Readiness } from './services/readiness';
import type { startReminders } from './services/reminders';

/** What every route module gets. */
export interface RouteContext {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  /** The customers' mails written to the outbox table; `kick()` after a commit that queued some. */
  outbox: Pick<ReturnType<typeof startOutbox>, 'kick' | 'flush'>;
  /** The visits' reminders; `kick()` after an acceptance, so that a reminder already due goes at once. */
  reminders: Pick<ReturnType<typeof startReminders>, 'kick'>;
  /** Tells open panels of new notifications; `kick()` after a commit that wrote some. */
  feed: Pick<NotificationFeed, 'subscribe' | 'kick'>;
  /** The global booking ceiling and its proof of work. */
  bookingGuard: BookingGuard;
  /** What /health/ready reports. */
  readiness: Readiness;
}
