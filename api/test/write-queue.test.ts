import { BOOKING_MESSAGES } from '@wellness/shared/rules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { compiledRowsTemplate, compiledTemplate, powerOfTwoRuns, WriteQueue } from '../src/db/write-queue';
import { onPostgres, startServer, type TestServer, newestCustomerId, validBooking } from './helpers';

/** The group commit of bookings and rate-limit counts (db/write-queue.ts). */
(onPostgres ? describe.skip : describe)('WriteQueue', () => {
  let dataDir: string;
  let db: Kysely<Database>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-queue-'));
    db = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const key = (name: string) => `test|${name}`;
  const put = (name: string, hits = 1) => async (trx: Kysely<Database>) => {
    await trx.insertInto('rate_limits').values({ key: key(name), hits, reset_at: 0 }).execute();
    return name;
  };
  const stored = async (prefix: string) =>
    (await db.selectFrom('rate_limits').select('key').where('key', 'like', `${key(prefix)}%`).orderBy('key').execute()).map((r) => r.key);

  test('units queued together commit in one transaction, each answered with its own result', async () => {
    const queue = new WriteQueue(db);
    const transactions = jest.spyOn(db, 'transaction');
    try {
      const names = Array.from({ length: 20 }, (_, i) => `together-${String(i).padStart(2, '0')}`);
      expect(await Promise.all(names.map((name) => queue.run(put(name))))).toEqual(names);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await stored('together-')).toEqual(names.map(key));
    } finally {
      transactions.mockRestore();
    }
  });

  test('a unit that fails is refused alone and leaves nothing; the others of its batch are written', async () => {
    const queue = new WriteQueue(db);
    const answers = await Promise.allSettled([
      queue.run(put('fail-a')),
      queue.run(async (trx) => {
        await put('fail-b')(trx);
        await put('fail-a')(trx); // primary key taken: this unit fails after writing fail-b
        return 'never';
      }),
      queue.run(put('fail-c')),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored('fail-')).toEqual([key('fail-a'), key('fail-c')]);
  });

  test('a failing bulk write is retried input by input: only the faulty input is refused', async () => {
    const queue = new WriteQueue(db);
    const calls: number[] = [];
    const bulk = async (trx: Kysely<Database>, names: readonly string[]) => {
      calls.push(names.length);
      for (const name of names) {
        if (name === 'bulk-bad') throw new Error('bad input');
        await put(name)(trx);
      }
      return names.map((name) => name.toUpperCase());
    };
    const answers = await Promise.allSettled(['bulk-1', 'bulk-2', 'bulk-bad', 'bulk-3'].map((name) => queue.runBulk(bulk, name)));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'BULK-1' },
      { status: 'fulfilled', value: 'BULK-2' },
      { status: 'rejected', reason: new Error('bad input') },
      { status: 'fulfilled', value: 'BULK-3' },
    ]);
    expect(calls[0]).toBe(4); // all four at once first
    expect(await stored('bulk-')).toEqual(['bulk-1', 'bulk-2', 'bulk-3'].map(key));
  });

  test('a database-wide failure (busy) answers the whole batch with it, without retrying one by one', async () => {
    const queue = new WriteQueue(db);
    let runs = 0;
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const answers = await Promise.allSettled([
      queue.run(async (trx) => {
        runs += 1;
        await put('busy-a')(trx);
        return 'a';
      }),
      queue.run(async () => {
        runs += 1;
        throw busy;
      }),
      queue.run(put('busy-c')),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(answers.map((a) => (a as PromiseRejectedResult).reason)).toEqual([busy, busy, busy]);
    expect(runs).toBe(2);
    expect(await stored('busy-')).toEqual([]);
  });

  test('units queued behind a batch the database did not answer get the same answer at once, not a wait of their own', async () => {
    const queue = new WriteQueue(db);
    const transactions = jest.spyOn(db, 'transaction');
    try {
      const unavailable = Object.assign(new Error('timeout exceeded when trying to connect'), { code: 'SQLITE_BUSY' });
      let fail!: () => void;
      const stalled = new Promise<void>((resolve) => (fail = resolve));
      let laterRuns = 0;
      const first = queue.run(async () => {
        await stalled;
        throw unavailable;
      });
      // Queued while the first batch waits on the database.
      await new Promise((resolve) => setImmediate(resolve));
      const later = [1, 2, 3].map(() =>
        queue.run(async (trx) => {
          laterRuns += 1;
          return put(`behind-${laterRuns}`)(trx);
        }),
      );
      fail();
      const answers = await Promise.allSettled([first, ...later]);
      expect(answers.map((a) => (a as PromiseRejectedResult).reason)).toEqual([unavailable, unavailable, unavailable, unavailable]);
      expect(laterRuns).toBe(0);
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
  });

  test('drain waits for every queued unit', async () => {
    const queue = new WriteQueue(db);
    const done: string[] = [];
    for (const name of ['drain-1', 'drain-2']) void queue.run(put(name)).then((n) => done.push(n));
    await queue.drain();
    await new Promise((resolve) => setImmediate(resolve));
    expect(done.sort()).toEqual(['drain-1', 'drain-2']);
  });

  test('compiled templates run the same statements as the query builder', async () => {
    const upsert = compiledTemplate<{ key: string; hits: number }, { hits: number }>((param) =>
      db
        .insertInto('rate_limits')
        .values({ key: param('key'), hits: param('hits'), reset_at: param('hits') })
        .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`rate_limits.hits + ${param('hits')}` }))
        .returning('hits'),
    );
    expect((await db.executeQuery(upsert({ key: key('template'), hits: 2 }))).rows).toEqual([{ hits: 2 }]);
    expect((await db.executeQuery(upsert({ key: key('template'), hits: 3 }))).rows).toEqual([{ hits: 5 }]);
    expect(() => compiledTemplate(() => db.selectFrom('rate_limits').select('key').where('hits', '=', 1))).toThrow(/every value must be a param/);

    const insert = compiledRowsTemplate<{ key: string; hits: number }>((rows) =>
      db.insertInto('rate_limits').values(rows.map((row) => ({ key: row.key, hits: row.hits, reset_at: row.hits }))),
    );
    await db.executeQuery(insert([1, 2, 3].map((i) => ({ key: key(`rows-${i}`), hits: i }))));
    await db.executeQuery(insert([{ key: key('rows-4'), hits: 4 }]));
    const rows = await db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', `${key('rows-')}%`).orderBy('key').execute();
    expect(rows).toEqual([1, 2, 3, 4].map((i) => ({ key: key(`rows-${i}`), hits: i })));
  });

  test('the WAL stays small under a burst of writes: SQLite checkpoints it every 1,000 pages', async () => {
    const file = path.join(dataDir, 'wellness.sqlite');
    const before = fs.statSync(file).size;
    const queue = new WriteQueue(db);
    const big = 'x'.repeat(2000);
    let largest = 0;
    // Some 20 MB of rows, in batches of the queue's size.
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(Array.from({ length: 1000 }, (_, i) => queue.run(put(`wal-${round}-${i}-${big}`))));
      largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
    }
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows).toEqual([{ wal_autocheckpoint: 1000 }]);
    expect(fs.statSync(file).size).toBeGreaterThan(before + 10_000_000);
    expect(largest).toBeLessThan(16 * 1024 * 1024);
  });

  test('powerOfTwoRuns splits into runs of 64, 32, ... 1, in order', () => {
    const items = Array.from({ length: 103 }, (_, i) => i);
    const runs = powerOfTwoRuns(items);
    expect(runs.map((r) => r.length)).toEqual([64, 32, 4, 2, 1]);
    expect(runs.flat()).toEqual(items);
    expect(powerOfTwoRuns([])).toEqual([]);
  });
});

describe('bookings written together', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('each parallel booking is stored as its own row, with its own notification', async () => {
    const letters = (i: number) => `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
    const names = Array.from({ length: 120 }, (_, i) => `Together ${letters(i)}`);
    const answers = await Promise.all(names.map((name, i) => server.client().post('/api/add_customer.php', validBooking({ name, age: String(20 + (i % 60)) }))));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    // Each its own reference, written together or not.
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(names.length);
    for (const [i, answer] of answers.entries()) {
      expect(answer.body).toEqual({ status: 'success', message: BOOKING_MESSAGES.success, reference: expect.stringMatching(/^KW-/) });
      const id = await newestCustomerId(server, names[i]!);
      const row = await server.app.db.selectFrom('customers').select(['name', 'age']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: names[i], age: 20 + (i % 60) });
      const notes = await server.app.db.selectFrom('notifications').select(['customer_name', 'recipient_role']).where('customer_id', '=', id).execute();
      expect(notes).toEqual([{ customer_name: names[i], recipient_role: 'admin' }]);
    }
  });
});
