import { BOOKING_MESSAGES } from '@wellness/shared/rules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { onPostgres, startServer, type TestServer, newestCustomerId, validBooking } from './helpers';

/** Many writes at once: each commit on its own, the WAL copied back by the checkpointer. */
(onPostgres ? describe.skip : describe)('SQLite under many commits', () => {
  let dataDir: string;
  let db: Kysely<Database>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-writes-'));
    db = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (name: string) => async (trx: Kysely<Database>) => {
    await trx.insertInto('rate_limits').values({ key: `test|${name}`, hits: 1, reset_at: 0 }).execute();
  };

  test('the WAL is copied into the database file by the checkpointing worker, not by the commits', async () => {
    const file = path.join(dataDir, 'wellness.sqlite');
    const before = fs.statSync(file).size;
    const big = 'x'.repeat(2000);
    for (let i = 0; i < 1000; i += 1) await put(`wal-${i}-${big}`)(db);
    // No commit checkpoints (wal_autocheckpoint = 0): only the worker, every 200 ms, grows the file.
    for (let i = 0; i < 50 && fs.statSync(file).size <= before + 1_000_000; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(fs.statSync(file).size).toBeGreaterThan(before + 1_000_000);
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows).toEqual([{ wal_autocheckpoint: 0 }]);
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
    for (const [i, answer] of answers.entries()) {
      expect(answer.body).toEqual({ status: 'success', message: BOOKING_MESSAGES.success });
      const id = await newestCustomerId(server, names[i]!);
      const row = await server.app.db.selectFrom('customers').select(['name', 'age']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: names[i], age: 20 + (i % 60) });
      const notes = await server.app.db.selectFrom('notifications').select(['customer_name', 'recipient_role']).where('customer_id', '=', id).execute();
      expect(notes).toEqual([{ customer_name: names[i], recipient_role: 'admin' }]);
    }
  });
});
