import { AVAILABILITY_CACHE_SECONDS, ENDPOINTS, SCHEDULE_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import type { Database } from '../db/schema';
import { type SignedIn } from '../plugins/auth';
import { clock } from '../services/clock';
import { scheduleCache } from '../services/schedule-cache';
import { assignOptions, myVisits } from '../services/schedule-views';
import { addTimeOff, ensureMassager, hoursOf, removeTimeOff, saveHours, timeOffOf } from '../services/working-time';
import { changeRoute, route } from './route';

/**
 * The massager a schedule route acts on: a massager's own, whatever the body names; the admin names one
 * (a field error without, NotFoundError for none such).
 */
async function targetMassager(db: Kysely<Database>, signedIn: SignedIn | null, named: number | null | undefined): Promise<number> {
  if (signedIn?.role === 'massager' && signedIn.massager) return signedIn.massager.id;
  if (!named) throw new ValidationError(SCHEDULE_MESSAGES.chooseMassager, named, 'massager_id');
  await ensureMassager(db, named);
  return named;
}

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const cache = scheduleCache(app, app.db);
  availabilityRoute(app, cache);
  workingTimeRoutes(app);
  timeOffRoutes(app);
  scheduleViewRoutes(app, cache);
  myVisitsRoute(app);
}

/** Public: what the booking form offers. Counts only, never who. */
function availabilityRoute(app: FastifyInstance, cache: ReturnType<typeof scheduleCache>): void {
  const { config } = app;
  route(app, ENDPOINTS.availability)(
    {
      config: { rateLimit: { max: config.rateLimit.bookings, timeWindow: config.rateLimit.windowMs } },
      summary:
        "The booking form's free times: for each day from `from` (up to 62 days), each slot still ahead and how many therapists of the preferred gender could visit the area then",
    },
    async (request, reply) => {
      const { from, days, area, gender } = request.query;
      const answer = await cache.availability({ from, days, area, gender, now: clock.now() });
      // Shared caches may keep it briefly: it names no one, and a booking is checked again when assigned.
      void reply.header('cache-control', `public, max-age=${AVAILABILITY_CACHE_SECONDS}`);
      return answer.send(request, reply);
    },
  );
}

/** Working hours: read by the admin and the massager itself, set by the admin. */
function workingTimeRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.massagerHours)(
    {
      summary: "A massager's weekly working hours (Sunday first; null: a day off)",
      tags: ['schedule'],
      errors: [404],
    },
    async (request) => hoursOf(db, await targetMassager(db, request.signedIn, request.body.massager_id)),
  );
  changeRoute(app, ENDPOINTS.updateMassagerHours)(
    {
      summary: "Sets a massager's weekly working hours",
      description: 'Refused (409, naming the visit) when an accepted visit ahead would fall outside them.',
      tags: ['schedule'],
      errors: [404, 409],
      success: SCHEDULE_MESSAGES.hoursSaved,
    },
    async (request) => saveHours(db, await targetMassager(db, request.signedIn, request.body.massager_id), request.body.hours),
  );
}

/** Time off: the admin's for any massager, a massager's for itself. */
function timeOffRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.timeOffList)({ summary: "A massager's time off that has not ended yet", tags: ['schedule'], errors: [404] }, async (request) => ({
    data: await timeOffOf(db, await targetMassager(db, request.signedIn, request.body.massager_id)),
  }));
  route(app, ENDPOINTS.addTimeOff)(
    {
      summary: 'Adds time off: whole days (no times) or hours',
      description:
        'Refused (409) when it would cover an accepted visit, naming it (reference and time), until that visit is reassigned. ' +
        'Over a pending visit it is saved, and the message names each such visit for the admin to reassign.',
      tags: ['schedule'],
      errors: [404, 409],
    },
    async (request) => {
      const massagerId = await targetMassager(db, request.signedIn, request.body.massager_id);
      const message = await addTimeOff(db, massagerId, request.body, request.signedIn?.role === 'massager');
      return { status: 'success' as const, message };
    },
  );
  changeRoute(app, ENDPOINTS.deleteTimeOff)(
    { summary: 'Removes time off (a massager: only its own)', tags: ['schedule'], errors: [404], success: SCHEDULE_MESSAGES.timeOffRemoved },
    async (request) => {
      const own = request.signedIn?.role === 'massager' ? (request.signedIn.massager?.id ?? -1) : null;
      await removeTimeOff(db, request.body.id, own);
    },
  );
}

/** The admin's day view and Assign dialog. */
function scheduleViewRoutes(app: FastifyInstance, cache: ReturnType<typeof scheduleCache>): void {
  const { db } = app;
  route(app, ENDPOINTS.scheduleDay)(
    {
      summary: "One day of the schedule: each massager's hours, time off and visits (with travel), and the day's unassigned visits",
      tags: ['schedule'],
    },
    async (request, reply) => (await cache.day(request.body.date)).send(request, reply),
  );
  route(app, ENDPOINTS.assignOptions)(
    {
      summary: "How each massager stands for a booking's time: free, busy (with the clashing visit), off, outside hours, not the preferred gender; free first",
      description: "For the booking's own length, or for `minutes` (the length the admin has chosen, which Assign will check).",
      tags: ['schedule'],
      errors: [404],
    },
    async (request) => assignOptions(db, request.body.customer_id, request.body.minutes),
  );
}

/** The massager's My visits. */
function myVisitsRoute(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.myVisits)(
    { summary: "The signed-in massager's visits of today and the next 7 days, in time order (those without a time last)" },
    async (request) => {
      const id = request.signedIn?.massager?.id ?? -1;
      return { data: await myVisits(db, id), fetchedAt: new Date(clock.now()).toISOString() };
    },
  );
}
