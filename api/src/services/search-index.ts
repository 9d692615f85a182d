import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * SQLite only: brings the trigram tables (customer_name_search, customer_address_search) up to date
 * for the customers queued in customer_search_queue by the triggers of migration 0002, in one write
 * transaction per batch (a single FTS5 segment for the whole batch instead of one per booking).
 * The searches read queued customers from `customers` directly, so this only affects speed, never
 * an answer. Returns how many queued customers it indexed.
 */
export async function indexQueuedCustomers(db: Kysely<Database>, batch = 500): Promise<number> {
  if (isPostgres(db)) return 0;
  return db.transaction().execute(async (trx) => {
    const queued = sql`(select id from customer_search_queue order by id limit ${batch})`;
    // Only a customer queued by an update or a delete may have rows to remove (fresh: by its insert).
    const indexedBefore = sql`(select id from (select id, fresh from customer_search_queue order by id limit ${batch}) where fresh = 0)`;
    // Writes first: the transaction takes the write lock at once (no read snapshot to upgrade).
    await sql`delete from customer_name_search where rowid in ${indexedBefore}`.execute(trx);
    await sql`delete from customer_address_search where rowid in ${indexedBefore}`.execute(trx);
    await sql`insert into customer_name_search (rowid, name)
      select id, lower(name) from customers where id in ${queued} and status <> 'completed'`.execute(trx);
    await sql`insert into customer_address_search (rowid, address)
      select id, lower(address) from customers where id in ${queued} and status <> 'completed'`.execute(trx);
    const done = await sql`delete from customer_search_queue where id in ${queued}`.execute(trx);
    return Number(done.numAffectedRows ?? 0);
  });
}

/** Indexes the whole queue (at start: a database seeded by a script may have queued many). */
export async function indexAllQueuedCustomers(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await indexQueuedCustomers(db, 5000);
    total += done;
    if (done === 0) return total;
  }
}

/**
 * Indexes the queue every `everyMs`, in batches of 200 (a few milliseconds each, so that the requests
 * waiting for the database between two batches are not held up for long); returns the stop function.
 */
export function startSearchIndexer(db: Kysely<Database>, log: FastifyBaseLogger, everyMs = 200): () => Promise<void> {
  if (isPostgres(db)) return async () => undefined;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      for (let i = 0; i < 10; i += 1) {
        if ((await indexQueuedCustomers(db, 200)) < 200) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })()
      .catch((err: unknown) => log.warn({ err }, 'indexing queued customers for the text filters failed (retried)'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
