import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { compiledTemplate, type WriteQueue } from '../db/write-queue';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database, so that several API instances share one count
 * per client address. One upsert per request: it starts a new window when the old one ended.
 * The upsert goes through the write queue: the counts of requests arriving together share one commit,
 * and each request still gets its own count (the upserts run one after the other).
 */
export function databaseRateLimitStore(db: Kysely<Database>, writes: WriteQueue) {
  const upsert = compiledTemplate<{ key: string; one: number; now: number; resetAt: number }, { hits: number | string; reset_at: number | string }>(
    (param) =>
      db
        .insertInto('rate_limits')
        .values({ key: param('key'), hits: param('one'), reset_at: param('resetAt') })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limits.reset_at <= ${param('now')} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${param('now')} then ${param('resetAt')} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at']),
  );

  class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const query = upsert({ key: `${this.prefix}|${key}`, one: 1, now, resetAt: now + timeWindow });
      writes
        .run(async (trx) => {
          const row = (await trx.executeQuery(query)).rows[0];
          if (!row) throw new Error('the rate-limit upsert returned no row');
          return row;
        })
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) }),
          (error: Error) => callback(error),
        );
    }

    /** One store per route (the plugin passes the merged route options, with routeInfo): counts are per route. */
    child(routeOptions: object) {
      const info = ((routeOptions as { routeInfo?: unknown }).routeInfo ?? {}) as { url?: string; method?: string | string[] };
      return new DatabaseStore(routeOptions, `${String(info.method ?? '')} ${info.url ?? ''}`);
    }
  }
  return DatabaseStore;
}
