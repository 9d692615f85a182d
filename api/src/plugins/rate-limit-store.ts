import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from '../services/clock';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database, so that several API instances share one count
 * per client address. One upsert per request: it starts a new window when the old one ended.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      const resetAt = now + timeWindow;
      db.insertInto('rate_limits')
        .values({ key: `${this.prefix}|${key}`, hits: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error('rate limit count failed', { cause: error })),
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
