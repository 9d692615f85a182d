import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { createDatabase, migrateToLatest, MIGRATIONS } from '../src/db/database';
import { searchTermsAtShipping } from '../src/db/migrations/0011_customer_search_terms';
import type { Database } from '../src/db/schema';
import { searchTerms } from '../src/services/text-search';
import { customerRow, freshPostgresDatabase } from './helpers';

/**
 * A shipped migration is never edited (a database migrated by the earlier text would differ from one
 * migrated by the new text, and nothing would run to bring it level): fixes come as new migrations.
 * Each shipped file's SHA-256 is committed in checksums.json; a new migration adds its line there.
 * The one exception is a repair that changes no row a migration writes, proven by a test below: 0011
 * imported the live term function and now carries its own copy.
 */
describe('shipped migrations are never edited', () => {
  const dir = path.join(__dirname, '..', 'src', 'db', 'migrations');
  const recorded = JSON.parse(fs.readFileSync(path.join(dir, 'checksums.json'), 'utf8')) as Record<string, string>;
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.ts$/.test(f))
    .sort();

  test.each(files.map((f) => [f]))('%s has the checksum it shipped with', (file) => {
    const sum = createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
    expect([file, sum]).toEqual([file, recorded[file]]);
  });

  test('every migration file is registered, in order, and none was removed', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(files.map((f) => f.replace(/\.ts$/, '')));
    expect(Object.keys(recorded).sort()).toEqual(files);
  });
});

/**
 * 0011 wrote the existing customers' filter terms with the API's function of the time; it now carries
 * that function's copy. The copy writes what the live function writes: when the live one changes, the
 * terms 0011 wrote are stale and a new migration must write them again (see migrate search-terms).
 */
describe("0011's copy of the term function", () => {
  const texts = ['Sneha Kulkarni', '12, Warje-Malwadi Road', 'sneha snehal', 'स्नेहा कुलकर्णी, कोथरूड', '  ', 'Flat 4B / Karve Nagar (near ÉCOLE)', 'a a a'];
  test.each(texts.map((t) => [t]))('%j has the terms the API writes', (text) => {
    expect(searchTermsAtShipping(text)).toEqual(searchTerms(text));
  });
});

/**
 * Databases migrated by main while 0002 had an earlier text (test/fixtures/shipped-0002) upgrade to the
 * schema a new database gets: same indexes and triggers, and the list queries work on them.
 */
describe('a database migrated by an earlier main upgrades cleanly', () => {
  const fixtures = path.join(__dirname, 'fixtures', 'shipped-0002');
  const shipped = fs
    .readdirSync(fixtures)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

  type Db = Kysely<Database>;
  async function open(): Promise<{ db: Db; close: () => Promise<void> }> {
    if (process.env.TEST_DATABASE_URL) {
      const pg = await freshPostgresDatabase();
      const db = createDatabase({ databaseUrl: pg.url, dataDir: '' });
      return {
        db,
        close: async () => {
          await db.destroy();
          await pg.drop();
        },
      };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-upgrade-'));
    const db = createDatabase({ databaseUrl: null, dataDir });
    return {
      db,
      close: async () => {
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  /** The customers' indexes and the triggers, as the database describes them. */
  async function schemaOf(db: Db): Promise<string[]> {
    const rows = process.env.TEST_DATABASE_URL
      ? await sql<{ d: string }>`select indexdef as d from pg_indexes where tablename = 'customers'
          union all select tgname || ' ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal`.execute(db)
      : await sql<{ d: string }>`select type || ' ' || name || ' ' || coalesce(sql, '') as d from sqlite_master where type in ('index', 'trigger')`.execute(db);
    return rows.rows.map((row) => row.d.replace(/\s+/g, ' ')).sort();
  }

  let expected: string[];
  beforeAll(async () => {
    const fresh = await open();
    try {
      await migrateToLatest(fresh.db);
      expected = await schemaOf(fresh.db);
    } finally {
      await fresh.close();
    }
  });

  test.each(shipped.map((commit) => [commit]))('0002 as shipped in %s', async (commit) => {
    const earlier = (await import(path.join(fixtures, commit))) as Migration;
    const { db, close } = await open();
    try {
      // That main's migrations: 0001, its 0002, and 0003 (which no edit touched).
      const then: Record<string, Migration> = { ...MIGRATIONS, '0002_list_counters': earlier };
      const names = ['0001_initial', '0002_list_counters', '0003_notification_inbox'];
      const old = new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, then[n]!])) } });
      const before = await old.migrateToLatest();
      expect(before.error).toBeUndefined();
      await db.insertInto('customers').values(customerRow()).execute();

      await migrateToLatest(db);
      expect(await schemaOf(db)).toEqual(expected);
      // The booking written before the upgrade is still there and counted; new ones are too.
      await db.insertInto('customers').values(customerRow()).execute();
      const counted = await db
        .selectFrom('customer_totals')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(2);
    } finally {
      await close();
    }
  });
});
