import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import { type AvailabilityAnswer, ENDPOINTS, nextFreeDay, OPENING_HOURS, type ScheduleDayAnswer } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { COMPRESSION } from './compression';
import { visitorAvailability } from './schedule';
import { scheduleDay } from './schedule-views';

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

/** A new booking changes no one's free time, but a day's list of visits still to be assigned. */
const BOOKINGS: readonly string[] = [ENDPOINTS.addCustomer.path];

/** How long an answer is kept when nothing in this process changed the schedule: what another API instance's change waits. */
const KEEP_MS = 5_000;

/**
 * The slots still ahead change only as the clock passes a slot's start (India is UTC+05:30, so every slot
 * boundary is a whole number of these periods since the epoch).
 */
const SLOT_MS = OPENING_HOURS.slotMinutes * 60_000;

interface AvailabilityQuery {
  from: string;
  days: number;
  area: string;
  gender: string;
  now: number;
}

/**
 * An answer kept as the JSON text sent, written once per computation rather than for every request (the
 * day view is about 100 KB at 100 massagers), and compressed once per encoding a client asks for: the
 * compression plugin would otherwise compress the same text again for every request. The type says what
 * the text holds.
 */
export class KeptAnswer<T> {
  /** What the text holds, for the type checker only. */
  declare readonly answer?: T;
  private readonly encoded = new Map<string, Buffer>();
  private constructor(readonly json: string) {}
  static of<T>(value: T): KeptAnswer<T> {
    return new KeptAnswer<T>(JSON.stringify(value));
  }
  /** The JSON text in the encoding the client accepts (brotli, gzip, or none), as the compression plugin would choose. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    void reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiator.negotiate(accepted.toLowerCase(), [...COMPRESSION.encodings]) : null;
    if (!encoding || Buffer.byteLength(this.json) < COMPRESSION.thresholdBytes) return reply.send(this.json);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(this.json, BROTLI) : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    // A Content-Encoding already set tells the compression plugin the body is compressed.
    return reply.header('content-encoding', encoding).send(body);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Done once per answer, so a better ratio than the plugin's per-request quality 4 is affordable. */
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The schedule's two most asked answers, kept in memory while the schedule stands: the visitor's
 * availability (every visitor opening the booking form asks it for 60 days, and the answer for a day,
 * area and gender is the same for all) and the admin's day view (asked again by each open Schedule screen
 * on every change it hears of). An answer is dropped as soon as this process answers a change with success
 * (after its transaction committed). After KEEP_MS it is computed again, so that a change made through
 * another instance shows within 5 to 10 s; meanwhile callers get the older answer rather than wait in line
 * behind the computation (a visit's time is checked again, in its transaction, when it is assigned or
 * accepted). Callers asking the same question at once share one computation.
 */
export function scheduleCache(app: FastifyInstance, db: Kysely<Database>) {
  const generation = { schedule: 0, bookings: 0 };
  const cache = new LRUCache<string, KeptAnswer<unknown>, () => Promise<KeptAnswer<unknown>>>({
    max: 1_000,
    ttl: KEEP_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const changes = new Set(SCHEDULE_CHANGES.map((path) => `${app.prefix}${path}`));
  const bookings = new Set(BOOKINGS.map((path) => `${app.prefix}${path}`));
  // A callback rather than an async hook: it runs on every request of the API.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400) {
      const url = request.routeOptions.url ?? '';
      // Older answers are no longer reached and age out; a clear() would abort computations under way.
      if (changes.has(url)) generation.schedule += 1;
      else if (bookings.has(url)) generation.bookings += 1;
    }
    done();
  });
  const kept = async <T>(key: string, compute: () => Promise<T>): Promise<KeptAnswer<T>> => {
    const written = async () => KeptAnswer.of(await compute());
    // An answer gone stale within the last KEEP_MS is still served while it is computed again; an older
    // one (nobody asked for a while) is not: what is served is never more than twice KEEP_MS old.
    const recent = cache.getRemainingTTL(key) > -KEEP_MS;
    return ((await cache.fetch(key, { context: written, allowStale: recent })) as KeptAnswer<T> | undefined) ?? written();
  };
  return {
    availability: (query: AvailabilityQuery): Promise<KeptAnswer<AvailabilityAnswer>> => {
      // The generation keeps a computation begun before a change from being kept after it.
      const period = Math.floor(query.now / SLOT_MS);
      const key = ['availability', generation.schedule, period, query.from, query.days, query.area, query.gender].join('|');
      return kept(key, async () => {
        const days = await visitorAvailability(db, { ...query, now: period * SLOT_MS });
        return { days, nextFreeDay: nextFreeDay(days) };
      });
    },
    day: (date: string): Promise<KeptAnswer<ScheduleDayAnswer>> =>
      kept(['day', generation.schedule, generation.bookings, date].join('|'), () => scheduleDay(db, date)),
  };
}
