import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { createDatabase, type DatabaseOptions, migrateToLatest } from './database';
import { isPostgres } from './dialect';
import type { Database } from './schema';

/** Any number fixed for this application: the PostgreSQL advisory lock held while migrating and seeding. */
const STARTUP_LOCK = 7_240_411_038;

/**
 * Waits until the database answers, retrying with a growing pause (up to 10 s) and logging each
 * failure: an API started before PostgreSQL, or while it restarts, comes up by itself once it is there.
 */
export async function waitForDatabase(db: Kysely<Database>, log: FastifyBaseLogger, signal?: AbortSignal): Promise<void> {
  for (let attempt = 1, pauseMs = 250; ; attempt += 1, pauseMs = Math.min(10_000, pauseMs * 2)) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log.info({ attempt }, 'database reachable');
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      log.warn({ attempt, retryInMs: pauseMs, err: error instanceof Error ? error.message : String(error) }, 'database not reachable yet');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * Migrations and the start's seeding, once, however many instances start together: on PostgreSQL under
 * a session advisory lock on a connection of its own, without the request timeouts (a migration on a
 * large table may take long); on SQLite each step runs in a write transaction, which the file's lock
 * already serialises between processes.
 */
export async function migrateAndSeed(options: DatabaseOptions, db: Kysely<Database>, seed: (db: Kysely<Database>) => Promise<void>): Promise<string[]> {
  if (!isPostgres(db)) {
    // Kysely takes no lock for SQLite migrations (and some of ours commit on their own): the processes
    // that share the file take turns through a lock file beside it.
    return withLockFile(path.join(options.dataDir, 'wellness.sqlite.start-lock'), async () => {
      const applied = await migrateToLatest(db);
      await seed(db);
      return applied;
    });
  }
  const untimed = createDatabase({ ...options, pgPoolMax: 1, pgStatementTimeoutMs: 0 });
  try {
    return await untimed.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
      try {
        const applied = await migrateToLatest(connection);
        await seed(connection);
        return applied;
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
      }
    });
  } finally {
    await untimed.destroy();
  }
}

/** A lock older than this was left by a process that died while starting: it is taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/** Runs `work` while holding an exclusively created file; waits (polling) while another process holds it. */
async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.closeSync(fs.openSync(file, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(file).mtimeMs > STALE_LOCK_MS) fs.rmSync(file, { force: true });
      } catch {
        // Removed meanwhile by its holder: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
