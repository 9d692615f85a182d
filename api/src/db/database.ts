import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type TransactionSettings,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { Pool, types } from 'pg';
import * as initial from './migrations/0001_initial';
import * as listCounters from './migrations/0002_list_counters';
import * as notificationInbox from './migrations/0003_notification_inbox';
import * as customersOpenBoth from './migrations/0004_customers_open_both';
import type { Database } from './schema';

/** Numbered migrations, imported statically so that they run the same from src (tests) and dist. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_list_counters': listCounters,
  '0003_notification_inbox': notificationInbox,
  '0004_customers_open_both': customersOpenBoth,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

// PostgreSQL answers bigint (count(*), the rate-limit clock) as text; every such value here fits a JS number.
types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection ended by the server (a restart, or a database dropped while the pool closes)
    // is removed by the pool and replaced on the next query; without a listener, pg-pool's 'error'
    // event would be thrown and stop the process.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'wellness.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers and one writer work at once; busy_timeout makes a write wait for another process's
  // lock instead of failing at once. better-sqlite3 waits synchronously, so the wait is kept short
  // (after it the request answers 503 and may be retried).
  // synchronous = NORMAL: a commit is in the WAL file before the answer, so a killed process loses
  // nothing (a power cut may lose the last commits, never corrupt the file).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 2000');
  // Temporary storage (statement journals, sorts) in memory, not in temp files: a write with triggers
  // inside a transaction (a booking: the counters and the search queue) keeps a statement journal that
  // outgrows SQLite's in-memory part and was opened, written and unlinked as a file on every commit.
  // It only serves to undo a failed statement; a crash recovers from the WAL, as before.
  sqlite.pragma('temp_store = MEMORY');
  // A page cache of up to 32 MB (SQLite's default is 2 MB): a filter that reads a customer row per match
  // (name and address together) then finds most of its pages in memory instead of asking the operating
  // system for each. Memory is taken only as pages are read.
  sqlite.pragma('cache_size = -32768');
  const checkpointer = startCheckpointer(file, sqlite);
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withStatementCache(sqlite, () => {
        sqlite.close();
        checkpointer.stop();
      }),
    }),
  });
}

/**
 * Transactions begin IMMEDIATE: they take the write lock at their start (waiting up to busy_timeout for
 * it) instead of at their first write. The file has other writers (the trigram indexer's worker thread,
 * a second API process); in WAL mode a deferred transaction that has read and then writes after one of
 * them committed fails at once with SQLITE_BUSY_SNAPSHOT, which no wait can cure.
 * A transaction begun with access mode 'read only' (the one snapshot of a total and its page) stays
 * deferred: it never writes, so it must not wait for the write lock nor hold other writers back.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(settings?.accessMode === 'read only' ? 'begin' : 'begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * The WAL is copied back into the database file (checkpointed) by a worker thread with its own
 * connection, a few times a second, instead of by the commit that happens to cross 1,000 WAL pages:
 * that copy and its two fsyncs took tens of milliseconds, during which the single event loop answered
 * nobody. A PASSIVE checkpoint runs beside the writer; the next write transaction after a complete one
 * starts the WAL over, as before. Should the worker fail, the connection checkpoints itself again.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try { checkpoint.get(); } catch { /* busy or locked: the next turn tries again */ }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});`;

function startCheckpointer(file: string, sqlite: SQLite.Database, everyMs = 200): { stop(): void } {
  let stopped = false;
  const fallback = () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  sqlite.pragma('wal_autocheckpoint = 0');
  let worker: Worker;
  try {
    worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3'), everyMs } });
  } catch {
    fallback();
    return { stop: () => undefined };
  }
  worker.unref();
  worker.once('error', fallback);
  worker.once('exit', fallback);
  return {
    stop() {
      stopped = true;
      worker.postMessage('stop');
    },
  };
}

/**
 * Kysely prepares every query afresh; the same few hundred SQL texts repeat, so their prepared
 * statements are kept (better-sqlite3 statements are reusable, and Kysely runs one query at a time).
 */
function withStatementCache(sqlite: SQLite.Database, close: () => void, limit = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close,
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
