import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import { Pool, types } from 'pg';
import * as initial from './migrations/0001_initial';
import * as listCounters from './migrations/0002_list_counters';
import * as notificationInbox from './migrations/0003_notification_inbox';
import * as customersOpenBoth from './migrations/0004_customers_open_both';
import * as accountCeilings from './migrations/0005_account_ceilings';
import * as repairListIndexes from './migrations/0006_repair_list_indexes';
import * as bookingReferenceMailOutbox from './migrations/0007_booking_reference_mail_outbox';
import * as historyConsent from './migrations/0008_history_consent';
import * as plainTextFilters from './migrations/0009_plain_text_filters';
import * as unreadCounter from './migrations/0010_unread_counter';
import * as customerSearchTerms from './migrations/0011_customer_search_terms';
import * as schedule from './migrations/0012_schedule';
import * as bookingTokens from './migrations/0013_booking_tokens';
import * as bookingFloodGuard from './migrations/0020_booking_flood_guard';
import * as loginDevices from './migrations/0021_login_devices';
import * as scheduleIndexes from './migrations/0022_schedule_indexes';
import * as remindersCalendar from './migrations/0030_reminders_calendar';
import * as erasureLookups from './migrations/0031_erasure_lookups';
import type { Database } from './schema';

const WAL_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a write waits for another connection's lock before it answers 503. */
const SQLITE_BUSY_TIMEOUT_MS = 2000;

/** Numbered migrations, imported statically so that they run the same from src (tests) and dist. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_list_counters': listCounters,
  '0003_notification_inbox': notificationInbox,
  '0004_customers_open_both': customersOpenBoth,
  '0005_account_ceilings': accountCeilings,
  '0006_repair_list_indexes': repairListIndexes,
  '0007_booking_reference_mail_outbox': bookingReferenceMailOutbox,
  '0008_history_consent': historyConsent,
  '0009_plain_text_filters': plainTextFilters,
  '0010_unread_counter': unreadCounter,
  '0011_customer_search_terms': customerSearchTerms,
  '0012_schedule': schedule,
  '0013_booking_tokens': bookingTokens,
  '0020_booking_flood_guard': bookingFloodGuard,
  '0021_login_devices': loginDevices,
  '0022_schedule_indexes': scheduleIndexes,
  '0030_reminders_calendar': remindersCalendar,
  '0031_erasure_lookups': erasureLookups,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

// PostgreSQL answers bigint (count(*), the rate-limit clock) as text; every such value here fits a JS number.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL: connections in the pool. */
  pgPoolMax?: number;
  /** PostgreSQL: longest statement (server side) and longest wait for an answer (client side), in ms; 0: none. */
  pgStatementTimeoutMs?: number;
  /** PostgreSQL: longest wait for a new connection or a free one from the pool, in ms. */
  pgConnectTimeoutMs?: number;
}

/**
 * PostgreSQL's timeouts. A stalled server (stopped, or a network partition) keeps its TCP connections
 * open and answers nothing: only client-side timers turn that into an error (then a 503 with
 * Retry-After) instead of requests that hang for ever. The server-side statement_timeout fires a little
 * earlier, so that a merely slow statement is cancelled by the server and its connection stays usable.
 * A transaction left idle (a crashed request) is ended by the server after 10 s.
 */
function postgresTimeouts(options: DatabaseOptions) {
  const statementMs = options.pgStatementTimeoutMs ?? 4000;
  return {
    max: options.pgPoolMax ?? 10,
    connectionTimeoutMillis: options.pgConnectTimeoutMs ?? 3000,
    keepAlive: true,
    ...(statementMs > 0
      ? {
          query_timeout: statementMs,
          options: `-c statement_timeout=${Math.max(1, statementMs - 500)} -c idle_in_transaction_session_timeout=10000`,
        }
      : {}),
  };
}

/** The PostgreSQL pool behind a database handle, for the metrics. */
const pools = new WeakMap<Kysely<Database>, Pool>();
export const poolOf = (db: Kysely<Database>): Pool | null => pools.get(db) ?? null;

export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, ...postgresTimeouts(options) });
    // An idle connection ended by the server (a restart, or a database dropped while the pool closes)
    // is removed by the pool and replaced on the next query; without a listener, pg-pool's 'error'
    // event would be thrown and stop the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const file = path.join(options.dataDir, 'wellness.sqlite');
  createPrivately(options.dataDir, file);
  const sqlite = new SQLite(file);
  // WAL lets readers and one writer work at once; busy_timeout makes a write wait for another process's
  // lock instead of failing at once. better-sqlite3 waits synchronously, so the wait is kept short
  // (after it the request answers 503 and may be retried).
  // synchronous = NORMAL: a commit is in the WAL file before the answer, so a killed process loses
  // nothing (a power cut may lose the last commits, never corrupt the file).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed in the file, so that an erased customer's old values are
  // not left in free space of its pages (see services/privacy.ts).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // Temporary storage (statement journals, sorts) in memory, not in temp files: a write with triggers
  // inside a transaction (a booking: the counters and the search queue) keeps a statement journal that
  // outgrows SQLite's in-memory part and was opened, written and unlinked as a file on every commit.
  // It only serves to undo a failed statement; a crash recovers from the WAL, as before.
  sqlite.pragma('temp_store = MEMORY');
  // A page cache of up to 32 MB (SQLite's default is 2 MB): a filter that reads a customer row per match
  // (name and address together) then finds most of its pages in memory instead of asking the operating
  // system for each. Memory is taken only as pages are read.
  sqlite.pragma('cache_size = -32768');
  // The WAL is cut back to at most 64 MB each time it starts over (it grew to 1.3 GB under sustained
  // writes and never shrank); see startIdleTruncation below.
  sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  const idleTruncation = startIdleTruncation(file, sqlite);
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect(
      { database: withStatementCache(sqlite, () => sqlite.close()) },
      { inTransaction: () => sqlite.inTransaction, afterDestroy: () => idleTruncation.stop() },
    ),
  });
}

/**
 * The data folder and the database file are readable by their owner only (0700 and 0600), also when an
 * earlier version created them with the default umask. SQLite creates its -wal and -shm files with the
 * database file's permissions.
 */
function createPrivately(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  }
}

/** What the driver asks of the open SQLite file: whether a transaction is open, and what follows closing it. */
interface SqliteFile {
  inTransaction(): boolean;
  afterDestroy(): Promise<void>;
}

/**
 * Transactions begin IMMEDIATE: they take the write lock at their start (waiting up to busy_timeout for
 * it) instead of at their first write. The file may have other writers (a second API process, the
 * migrate command); in WAL mode a deferred transaction that has read and then writes after one of them
 * committed fails at once with SQLITE_BUSY_SNAPSHOT, which no wait can cure.
 * A transaction begun with access mode 'read only' (the one snapshot of a total and its page) stays
 * deferred: it never writes, so it must not wait for the write lock nor hold other writers back.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #file: SqliteFile;

  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], file: SqliteFile) {
    super(config);
    this.#file = file;
  }

  /**
   * SQLite itself rolls a transaction back on some errors (SQLITE_FULL on a full disk, SQLITE_IOERR,
   * SQLITE_NOMEM): a ROLLBACK after that fails with 'no transaction is active', and that error would
   * replace the one that tells what happened (a full disk answered 500 instead of 503).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#file.inTransaction()) return;
    await super.rollbackTransaction(connection);
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    await this.#file.afterDestroy();
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(settings?.accessMode === 'read only' ? 'begin' : 'begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  readonly #file: SqliteFile;

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], file: SqliteFile) {
    super(config);
    this.#config = config;
    this.#file = file;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#file);
  }
}

/**
 * The WAL is kept small by SQLite itself: the commit that takes it past 4,000 pages (16 MB) copies it
 * back into the database file (wal_autocheckpoint), and the next write starts it over; after each
 * restart journal_size_limit cuts the file back to at most 64 MB. A checkpoint copies each page changed
 * since the last one once, however often it changed: the pages every booking changes (counters, the
 * newest leaves of each index) are copied a quarter as often as with SQLite's default of 1,000 pages
 * (booking POST under 50 clients: 1,255 to 1,343 req/s). A checkpointing worker thread, which had to
 * find a gap between the API's writes, had let the WAL reach 775 MB (scripts/fault-wal.mjs,
 * docs/deploy.md). When writes pause for a while the WAL is truncated to nothing.
 */
function startIdleTruncation(file: string, sqlite: SQLite.Database, everyMs = 10_000): { stop(): Promise<void> } {
  sqlite.pragma('wal_autocheckpoint = 4000');
  let lastSize = -1;
  const timer = setInterval(() => {
    if (!sqlite.open || sqlite.inTransaction) return;
    let size: number;
    try {
      size = fs.statSync(`${file}-wal`).size;
    } catch {
      return;
    }
    // Unchanged for a whole interval: nobody is writing, so the truncation waits for no one.
    if (size > 0 && size === lastSize) {
      sqlite.pragma('busy_timeout = 100');
      try {
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // Busy after all: the next quiet interval tries again.
      } finally {
        sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      }
      size = 0;
    }
    lastSize = size;
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
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
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
