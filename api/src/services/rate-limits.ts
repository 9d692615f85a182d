import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled';
import type { Database } from '../db/schema';
import { clock } from './clock';

/**
 * One hit of a key: an upsert that starts a new window when the old one has ended. Compiled once, as
 * it runs on every request of a limited route (bookings, logins, codes, availability).
 */
const hit = compiledOnce((db: Kysely<Database>, key: string, now: number, resetAt: number) =>
  db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at']),
);

/**
 * Counts one hit of a client on a key in the database, so that several API instances share one count
 * per client address. Answers the hits of the window and the milliseconds left of it.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = clock.now();
  const [row] = (await hit(db, key, now, now + windowMs)).rows;
  if (!row) throw new Error('the rate-limit upsert answered no row');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) };
}

/** Windows that have ended (a new hit starts a new one anyway). */
export async function pruneRateLimits(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', clock.now()).execute();
}
