import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * SQLite only: brings the trigram tables (customer_name_search, customer_address_search) up to date
 * for the customers queued in customer_search_queue by the triggers of migration 0002, in one write
 * transaction per batch (a single FTS5 segment for the whole batch instead of one per booking), on
 * the API's connection (search-index-worker.js does the same on its own).
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

/** The SQLite database's file, or null (in memory, or PostgreSQL). */
async function sqliteFile(db: Kysely<Database>): Promise<string | null> {
  if (isPostgres(db)) return null;
  const rows = await sql<{ name: string; file: string }>`select name, file from pragma_database_list`.execute(db);
  return rows.rows.find((r) => r.name === 'main')?.file || null;
}

/**
 * Indexes the queue every `everyMs`, in batches of 200, in a worker thread on its own connection
 * (search-index-worker.js), so that the FTS5 work stays off the event loop; on the API's connection
 * when the database is not a file. Returns the stop function.
 */
export async function startSearchIndexer(db: Kysely<Database>, log: FastifyBaseLogger, everyMs = 200): Promise<() => Promise<void>> {
  if (isPostgres(db)) return async () => undefined;
  const BATCH = 200;
  const file = await sqliteFile(db);
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(done: number): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  };
  const startWorker = () => {
    const w = new Worker(path.join(__dirname, 'search-index-worker.js'), { workerData: { file } });
    w.unref();
    w.on('message', (message: { id: number; done?: number; error?: string }) => {
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (message.error === undefined) job.resolve(message.done ?? 0);
      else job.reject(new Error(message.error));
    });
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`search index worker stopped (exit code ${code})`)));
    return w;
  };
  const indexBatch = (): Promise<number> => {
    if (!file) return indexQueuedCustomers(db, BATCH);
    worker ??= startWorker();
    const id = nextId++;
    const target = worker;
    return new Promise<number>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ id, batch: BATCH });
    });
  };

  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = (async () => {
      for (let i = 0; i < 50 && !stopped; i += 1) {
        if ((await indexBatch()) < BATCH) break;
        if (!file) await new Promise((resolve) => setImmediate(resolve));
      }
    })()
      .catch((err: unknown) => log.warn({ err }, 'indexing queued customers for the text filters failed (retried)'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    const w = worker;
    worker = null;
    if (w) await w.terminate();
  };
}
