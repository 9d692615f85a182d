import { type AvailabilityDay, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { visitorAvailability } from './schedule';

/**
 * The endpoints whose success can change who is free when: placing, moving, ending or removing a visit,
 * a therapist's hours, time off, or the therapist itself.
 */
const SCHEDULE_CHANGES: readonly string[] = [
  ENDPOINTS.assignMassager,
  ENDPOINTS.updateCustomer,
  ENDPOINTS.deleteCustomer,
  ENDPOINTS.eraseCustomer,
  ENDPOINTS.updateRequestStatus,
  ENDPOINTS.customerCancel,
  ENDPOINTS.customerChange,
  ENDPOINTS.customerErase,
  ENDPOINTS.updateMassagerHours,
  ENDPOINTS.addTimeOff,
  ENDPOINTS.deleteTimeOff,
  ENDPOINTS.addMassager,
  ENDPOINTS.updateMassager,
  ENDPOINTS.deleteMassager,
].map((endpoint) => endpoint.path);

/** How long an answer is kept when nothing in this process changed the schedule: what another API instance's change waits at most. */
const KEEP_MS = 5_000;

interface Query {
  from: string;
  days: number;
  area: string;
  gender: string;
  now: number;
}

/**
 * The visitor's availability, answered from memory while the schedule stands. Every visitor opening the
 * booking form asks it for 60 days; the same question (day, area, gender) is asked by many, and the
 * answer is the same until a visit, hours or time off change. An answer is dropped as soon as this
 * process answers one of SCHEDULE_CHANGES with success (after its transaction committed), and after
 * KEEP_MS in any case, so that a change made through another instance shows within 5 s (shared caches
 * may keep the answer 30 s anyway: a booking's time is checked again when it is assigned). Visitors
 * asking the same question at once share one computation.
 */
export function availabilityCache(app: FastifyInstance, db: Kysely<Database>): (query: Query) => Promise<AvailabilityDay[]> {
  let generation = 0;
  const cache = new LRUCache<string, AvailabilityDay[], Query>({
    max: 1_000,
    ttl: KEEP_MS,
    fetchMethod: (_key, _stale, { context }) => visitorAvailability(db, context),
  });
  const changes = new Set(SCHEDULE_CHANGES.map((path) => `${app.prefix}${path}`));
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && changes.has(request.routeOptions.url ?? '')) {
      // Older answers are no longer reached and age out; a clear() would abort computations under way.
      generation += 1;
    }
  });
  return async (query) => {
    // Slots still ahead change by the minute at most; the generation keeps a computation begun before a
    // change from being kept after it.
    const minute = Math.floor(query.now / 60_000);
    const key = [generation, minute, query.from, query.days, query.area, query.gender].join('|');
    const answer = await cache.fetch(key, { context: { ...query, now: minute * 60_000 } });
    return answer ?? visitorAvailability(db, query);
  };
}
