import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneResetCodes } from '../services/account-ceilings';
import { pruneSpentChallenges } from '../services/booking-guard';
import { pruneDevices } from '../services/login-devices';
import { OUTBOX_KEEP_MS } from '../services/mail';
import { pruneSentMails } from '../services/outbox';
import { anonymiseExpired } from '../services/privacy';
import { pruneRateLimits } from '../services/rate-limits';
import { pruneSessions } from '../services/sessions';

/**
 * The server's background upkeep, stopped when the server closes:
 * - expired sessions and rate-limit windows are swept now and then (they are refused anyway); codes
 *   and wrong codes are kept for the per-account windows (codes an hour, wrong codes in 24 hours);
 * - completed bookings past the retention period lose their personal data: shortly after the start,
 *   then daily (every instance may run it; a booking already anonymised is skipped).
 */
export const housekeeping = fp(
  async function housekeeping(app: FastifyInstance): Promise<void> {
    const { db, config, mailer } = app;
    const sweep = setInterval(
      () => {
        Promise.all([
          pruneSessions(db),
          pruneResetCodes(db),
          pruneRateLimits(db),
          mailer.pruneOutbox(),
          pruneSentMails(db, OUTBOX_KEEP_MS),
          pruneSpentChallenges(db),
          pruneDevices(db),
        ]).catch((err: unknown) => app.log.warn({ err }, 'sweep of expired rows failed'));
      },
      10 * 60 * 1000,
    );
    sweep.unref();

    const retain = () => {
      void anonymiseExpired(db, config.dataDir, config.retentionMonths)
        .then((n) => n > 0 && app.log.info({ anonymised: n, months: config.retentionMonths }, 'anonymised completed bookings past the retention period'))
        .catch((err: unknown) => app.log.warn({ err }, 'the retention job failed (tried again tomorrow)'));
    };
    const firstRetention = setTimeout(retain, 60_000);
    const dailyRetention = setInterval(retain, 24 * 3_600_000);
    firstRetention.unref();
    dailyRetention.unref();

    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearTimeout(firstRetention);
      clearInterval(dailyRetention);
    });
  },
  { name: 'housekeeping', decorators: { fastify: ['db', 'config', 'mailer'] } },
);
