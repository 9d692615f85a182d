import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../src/db/database';
import type { Database } from '../src/db/schema';

/**
 * The SQLite file has other writers beside the API's connection (a second API process, the backup,
 * an operator's sqlite3 shell). A transaction that reads and then writes must not fail because one of them
 * committed in between: in WAL mode a deferred transaction would get SQLITE_BUSY_SNAPSHOT on its first
 * write, at once and without waiting (a 503 for the massager accepting a request).
 */
describe('SQLite transactions', () => {
  let dataDir: string;
  let db: Kysely<Database>;
  let other: SQLite.Database;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-db-'));
    db = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(db);
    other = new SQLite(path.join(dataDir, 'wellness.sqlite'));
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a read-then-write transaction holds the write lock from its start, so another writer cannot make it fail', async () => {
    await db.insertInto('rate_limits').values({ key: 'tx|a', hits: 1, reset_at: 0 }).execute();
    let otherWrite: string | undefined;
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('rate_limits').select('hits').where('key', '=', 'tx|a').executeTakeFirstOrThrow();
      try {
        other.prepare("insert into rate_limits (key, hits, reset_at) values ('tx|other', 1, 0)").run();
        otherWrite = 'committed';
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      await trx
        .updateTable('rate_limits')
        .set({ hits: row.hits + 1 })
        .where('key', '=', 'tx|a')
        .execute();
    });
    expect(otherWrite).toBe('SQLITE_BUSY');
    const stored = await db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', 'tx|%').orderBy('key').execute();
    expect(stored).toEqual([{ key: 'tx|a', hits: 2 }]);
    // Once the transaction has committed, the other connection writes as usual.
    other.prepare("insert into rate_limits (key, hits, reset_at) values ('tx|other', 1, 0)").run();
  });

  test("a 'read only' transaction (one snapshot for a total and its page) stays deferred: other writers go on", async () => {
    const before = await db.selectFrom('rate_limits').select('key').where('key', 'like', 'ro|%').execute();
    const seen = await db
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        const first = await trx.selectFrom('rate_limits').select('key').where('key', 'like', 'ro|%').execute();
        other.prepare("insert into rate_limits (key, hits, reset_at) values ('ro|other', 1, 0)").run();
        const second = await trx.selectFrom('rate_limits').select('key').where('key', 'like', 'ro|%').execute();
        return { first, second };
      });
    expect(before).toEqual([]);
    // The same snapshot throughout, and the other connection's row is there afterwards.
    expect(seen).toEqual({ first: [], second: [] });
    expect(await db.selectFrom('rate_limits').select('key').where('key', 'like', 'ro|%').execute()).toEqual([{ key: 'ro|other' }]);
  });

  test('an error after which SQLite ended the transaction itself (a full disk) reaches the caller as it was', async () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limits').values({ key: 'full|a', hits: 1, reset_at: 0 }).execute();
      // What SQLite does on SQLITE_FULL in a write: the whole transaction is rolled back there and then.
      await sql`rollback`.execute(trx);
      throw full;
    });
    await expect(attempt).rejects.toBe(full);
    expect(await db.selectFrom('rate_limits').select('key').where('key', 'like', 'full|%').execute()).toEqual([]);
    // The connection is usable afterwards.
    await db.transaction().execute((trx) => trx.insertInto('rate_limits').values({ key: 'full|b', hits: 1, reset_at: 0 }).execute());
    expect(await db.selectFrom('rate_limits').select('key').where('key', 'like', 'full|%').execute()).toEqual([{ key: 'full|b' }]);
  });
});
