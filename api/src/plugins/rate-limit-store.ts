import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countHit } from '../services/rate-limits';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database (services/rate-limits.ts), so that several API
 * instances share one count per client address.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}|${key}`, timeWindow).then(
        (count) => callback(null, count),
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
