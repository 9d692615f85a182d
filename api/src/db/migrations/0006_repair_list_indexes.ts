import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Migration 0002 was edited three times after it first shipped, so databases migrated by main between
 * those edits carry other customer indexes (and, on SQLite, an older search queue) than a new one, and
 * the list queries that name their index fail there with "no such index". This brings every such
 * database to what 0002 makes today; on a database that already has it, it rebuilds the same indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Indexes of the earlier texts that the current one does not make.
  for (const name of ['customers_status', 'customers_massager_status', 'customers_massager_open']) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
  // The same names with other columns in earlier texts: made again as 0002 makes them today.
  await sql`drop index if exists customers_created_at`.execute(db);
  await sql`create index customers_created_at on customers (created_at, id, status)`.execute(db);
  await sql`drop index if exists customers_massager`.execute(db);
  await sql`create index customers_massager on customers (massager_id, created_at, id, status) where massager_id is not null`.execute(db);
  if (isPostgres(db)) {
    await sql`create index if not exists customers_open on customers (created_at, id) where status <> 'completed'`.execute(db);
    return;
  }
  await sql`drop index if exists customers_open`.execute(db);
  await sql`drop index if exists customers_open_name`.execute(db);
  await sql`drop index if exists customers_open_address`.execute(db);
  await sql`create index customers_open_name on customers (created_at, id, lower(name)) where status <> 'completed'`.execute(db);
  await sql`create index customers_open_address on customers (created_at, id, lower(address)) where status <> 'completed'`.execute(db);
  await repairSearchQueue(db);
}

/**
 * The first text's search queue had no `fresh` column (a customer queued by its own insert, so not yet
 * in the trigram tables), and its triggers queued without it.
 */
async function repairSearchQueue(db: Kysely<any>): Promise<void> {
  const columns = await sql<{ name: string }>`select name from pragma_table_info('customer_search_queue')`.execute(db);
  if (columns.rows.length === 0 || columns.rows.some((column) => column.name === 'fresh')) return;
  await sql`alter table customer_search_queue add column fresh integer not null default 0`.execute(db);
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and sql like '%customer_search_queue%'`.execute(db);
  const old = /insert into customer_search_queue \(id\) values \(([a-z.]+)\) on conflict \(id\) do nothing;/g;
  for (const trigger of triggers.rows) {
    const text = trigger.sql.replace(old, (_match, id: string) =>
      trigger.name === 'customers_counters_insert'
        ? `insert into customer_search_queue (id, fresh) values (${id}, 1) on conflict (id) do nothing;`
        : `insert into customer_search_queue (id, fresh) values (${id}, 0) on conflict (id) do update set fresh = 0;`,
    );
    await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    await sql.raw(text).execute(db);
  }
}

/** Nothing to undo: the indexes are those of 0002, whose own `down` removes them. */
export async function down(): Promise<void> {}
