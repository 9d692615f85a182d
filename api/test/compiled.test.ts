import type { Kysely } from 'kysely';
import { compiledOnce } from '../src/db/compiled';
import type { Database } from '../src/db/schema';
import { serverForFile } from './helpers';

/**
 * A query compiled once (the session lookup, the rate-limit count) runs with each call's own values, on
 * SQLite and PostgreSQL alike, and keeps the constants it was written with.
 */
describe('a query compiled once', () => {
  const server = serverForFile();

  const hitsOf = compiledOnce((db: Kysely<Database>, key: string, before: number) =>
    db.selectFrom('rate_limits').select(['key', 'hits']).where('key', '=', key).where('reset_at', '<', before).where('hits', '>', 0),
  );

  test('answers for the values of each call, not those of the first', async () => {
    const { db } = server.app;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'compiled|a', hits: 1, reset_at: 100 },
        { key: 'compiled|b', hits: 2, reset_at: 200 },
      ])
      .execute();
    expect((await hitsOf(db, 'compiled|a', 1000)).rows).toEqual([{ key: 'compiled|a', hits: 1 }]);
    expect((await hitsOf(db, 'compiled|b', 1000)).rows).toEqual([{ key: 'compiled|b', hits: 2 }]);
    // The same key, a bound that excludes it: the value is used, not the first call's.
    expect((await hitsOf(db, 'compiled|b', 150)).rows).toEqual([]);
    await db.updateTable('rate_limits').set({ hits: 0 }).where('key', '=', 'compiled|a').execute();
    // The constant of the query (hits > 0) still applies.
    expect((await hitsOf(db, 'compiled|a', 1000)).rows).toEqual([]);
  });

  test('a value that does not end up a parameter of the query is refused', () => {
    // A value that shapes the text (here: left out of it) would silently be the first call's for ever.
    const ignoring = compiledOnce((db: Kysely<Database>, key: string) =>
      db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', key.length > 0 ? 'x' : 'y'),
    );
    expect(() => ignoring(server.app.db, 'compiled|a')).toThrow(/every value must be a parameter/);
  });
});
