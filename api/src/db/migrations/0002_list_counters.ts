import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Issue 8: no whole-table work per page of a list, filter or report.
 *
 * - customers.status and customers.massager_id: the customer's request status ('pending' without a
 *   request) and massager, copied from `requests` by triggers, so that one index of `customers` serves
 *   each ordered page (the open list, each report, the massager panel) as an index range.
 * - Counters kept by triggers in the same transaction as every write, whatever writes (the API, a
 *   seeding script, psql): customer_totals (per massager and status), customer_days (per India-time
 *   booking day and status) and massager_customer_days (per massager, status and day). Totals of the
 *   lists and dashboards read a handful of counter rows; report totals sum one row per day of the range.
 * - Text filters: on SQLite, FTS5 trigram tables over lower(name) and lower(address) of the open
 *   (not completed) customers, case-sensitive over the already lower-cased text, so that a phrase match
 *   is exactly `instr(lower(column), text)`, kept up to date through customer_search_queue (see
 *   below); on PostgreSQL, pg_trgm GIN indexes on lower(column) when the extension can be created.
 *
 * Every existing database is backfilled here. On PostgreSQL the counter tables carry a `shard`
 * (customer id % 16) so that concurrent bookings do not queue on one counter row, and the triggers
 * are statement-level with transition tables, taking counter rows in one sorted order per statement.
 */
export const COUNTER_SHARDS_POSTGRES = 16;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The Migrator already runs each PostgreSQL migration in a transaction.
    await upPostgres(db);
  } else {
    // SQLite: DDL is transactional too, but the Migrator does not open one; a half-done upgrade
    // (the process killed during the backfill) would otherwise leave a database that cannot start.
    await db.transaction().execute((trx) => upSqlite(trx));
  }
}

async function commonSchema(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('customers').addColumn('massager_id', 'integer').execute();
  await sql`update customers set status = r.status, massager_id = r.massager_id
            from requests r where r.customer_id = customers.id`.execute(db);

  await db.schema
    .createTable('customer_totals')
    .addColumn('massager_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_totals_pk', ['massager_id', 'status', 'shard'])
    .execute();
  await db.schema
    .createTable('customer_days')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_days_pk', ['status', 'day', 'shard'])
    .execute();
  await db.schema
    .createTable('massager_customer_days')
    .addColumn('massager_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('massager_customer_days_pk', ['massager_id', 'status', 'day'])
    .execute();
  // Report totals over every status: one range per day, all statuses.
  await db.schema.createIndex('customer_days_day').on('customer_days').columns(['day', 'status', 'n']).execute();

  // Few indexes, each written by the booking only where it must be (a booking is the busiest write):
  // - every report of the admin: the booking-time range with the status in the entry (a status report
  //   tests it without reading the table; deep pages skip whole days through the counters);
  await db.schema.dropIndex('customers_created_at').execute();
  await db.schema.createIndex('customers_created_at').on('customers').columns(['created_at', 'id', 'status']).execute();
  // - the massager's reports and panel (written on assignment, not on booking);
  await sql`create index customers_massager on customers (massager_id, created_at, id, status) where massager_id is not null`.execute(db);
  // - the text filters of the open list (completed hidden), newest first: on SQLite one index per
  //   column carrying lower(column), so that a filtered page is read in list order testing each entry
  //   without reading the table, and a filter of 1 or 2 characters (no trigram) is counted from the
  //   entries; on PostgreSQL the open list without the text (a B-tree entry is limited to about 2,700
  //   bytes; pg_trgm serves the filters there).
  if (isPostgres(db)) {
    await sql`create index customers_open on customers (created_at, id) where status <> 'completed'`.execute(db);
  } else {
    await sql`create index customers_open_name on customers (created_at, id, lower(name)) where status <> 'completed'`.execute(db);
    await sql`create index customers_open_address on customers (created_at, id, lower(address)) where status <> 'completed'`.execute(db);
  }
  // requests_status served the old dashboard's scan; the counters replace it.
  await db.schema.dropIndex('requests_status').execute();
}

// SQLite ----------------------------------------------------------------------------------------

/** The India-time day (UTC+05:30, no daylight saving) of an ISO-8601 UTC time, as YYYY-MM-DD. */
const SQLITE_DAY = (column: string) => `coalesce(date(${column}, '+330 minutes'), '')`;

function sqliteCount(row: 'new' | 'old', delta: 1 | -1): string {
  const day = SQLITE_DAY(`${row}.created_at`);
  return `
    insert into customer_totals (massager_id, status, shard, n) values (coalesce(${row}.massager_id, 0), ${row}.status, 0, ${delta})
      on conflict (massager_id, status, shard) do update set n = n + excluded.n;
    insert into customer_days (status, day, shard, n) values (${row}.status, ${day}, 0, ${delta})
      on conflict (status, day, shard) do update set n = n + excluded.n;
    insert into massager_customer_days (massager_id, status, day, n)
      select ${row}.massager_id, ${row}.status, ${day}, ${delta} where ${row}.massager_id is not null
      on conflict (massager_id, status, day) do update set n = n + excluded.n;`;
}

/**
 * The trigram tables are not written by the triggers: one FTS5 write per small transaction costs
 * about 0.25 ms (a new segment and its merges per commit), several times the booking's own insert.
 * The triggers queue the customer's id instead (customer_search_queue, in the same transaction) and
 * the API indexes the queue in batches (services/search-index.ts). Until then the searches read a
 * queued customer from `customers` itself, so that they stay exact at every moment.
 */
const SQLITE_QUEUE = (id: string) => `
    insert into customer_search_queue (id, fresh) values (${id}, 0) on conflict (id) do update set fresh = 0;`;
const SQLITE_QUEUE_NEW = (id: string) => `
    insert into customer_search_queue (id, fresh) values (${id}, 1) on conflict (id) do nothing;`;

async function upSqlite(db: Kysely<any>): Promise<void> {
  await commonSchema(db);
  const day = SQLITE_DAY('created_at');
  await sql.raw(`insert into customer_totals (massager_id, status, shard, n)
    select coalesce(massager_id, 0), status, 0, count(*) from customers group by 1, 2`).execute(db);
  await sql.raw(`insert into customer_days (status, day, shard, n)
    select status, ${day}, 0, count(*) from customers group by 1, 2`).execute(db);
  await sql.raw(`insert into massager_customer_days (massager_id, status, day, n)
    select massager_id, status, ${day}, count(*) from customers where massager_id is not null group by 1, 2, 3`).execute(db);

  // Contentless (the text lives in customers), rows deletable by id; case-sensitive trigrams of the
  // lower-cased text, so that a phrase query is the same test as instr(lower(column), text). They hold
  // the open (not completed) customers, except those whose id is in customer_search_queue.
  for (const [table, column] of [['customer_name_search', 'name'], ['customer_address_search', 'address']] as const) {
    await sql.raw(`create virtual table ${table} using fts5(${column}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`).execute(db);
    await sql.raw(`insert into ${table} (rowid, ${column}) select id, lower(${column}) from customers where status <> 'completed'`).execute(db);
  }
  // fresh: queued by its insert, so not in the trigram tables yet (nothing to delete there).
  await db.schema
    .createTable('customer_search_queue')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fresh', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A request's status and massager, copied onto its customer (no request: pending, no massager).
  await sql.raw(`create trigger requests_to_customer_insert after insert on requests begin
    update customers set status = new.status, massager_id = new.massager_id where id = new.customer_id;
  end`).execute(db);
  await sql.raw(`create trigger requests_to_customer_update after update of customer_id, status, massager_id on requests begin
    update customers set status = 'pending', massager_id = null where id = old.customer_id and old.customer_id <> new.customer_id;
    update customers set status = new.status, massager_id = new.massager_id
      where id = new.customer_id and (status is not new.status or massager_id is not new.massager_id);
  end`).execute(db);
  await sql.raw(`create trigger requests_to_customer_delete after delete on requests begin
    update customers set status = 'pending', massager_id = null where id = old.customer_id;
  end`).execute(db);

  await sql.raw(`create trigger customers_counters_insert after insert on customers begin
    ${sqliteCount('new', 1)}
    ${SQLITE_QUEUE_NEW('new.id')}
  end`).execute(db);
  await sql.raw(`create trigger customers_counters_delete after delete on customers begin
    ${sqliteCount('old', -1)}
    ${SQLITE_QUEUE('old.id')}
  end`).execute(db);
  await sql.raw(`create trigger customers_counters_update after update of id, status, massager_id, created_at on customers
    when old.id <> new.id or old.status is not new.status or old.massager_id is not new.massager_id or old.created_at is not new.created_at
  begin
    ${sqliteCount('old', -1)}
    ${sqliteCount('new', 1)}
  end`).execute(db);
  await sql.raw(`create trigger customers_search_update after update of id, name, address, status on customers
    when old.id <> new.id or old.name is not new.name or old.address is not new.address
      or (old.status = 'completed') <> (new.status = 'completed')
  begin
    ${SQLITE_QUEUE('old.id')}
    ${SQLITE_QUEUE('new.id')}
  end`).execute(db);
}

// PostgreSQL ------------------------------------------------------------------------------------

const PG_DAY = (column: string) =>
  `to_char((${column}::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * The three counter upserts of one statement's changes, `deltas` being a query of
 * (id, massager_id, status, created_at, delta) rows; each table's rows are taken in key order.
 */
function pgCounterUpserts(deltas: string): string {
  const shard = `id % ${COUNTER_SHARDS_POSTGRES}`;
  return `
    insert into customer_totals (massager_id, status, shard, n)
      select coalesce(massager_id, 0), status, ${shard}, sum(delta) from (${deltas}) d
      group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (massager_id, status, shard) do update set n = customer_totals.n + excluded.n;
    insert into customer_days (status, day, shard, n)
      select status, ${PG_DAY('created_at')}, ${shard}, sum(delta) from (${deltas}) d
      group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (status, day, shard) do update set n = customer_days.n + excluded.n;
    insert into massager_customer_days (massager_id, status, day, n)
      select massager_id, status, ${PG_DAY('created_at')}, sum(delta) from (${deltas}) d where massager_id is not null
      group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (massager_id, status, day) do update set n = massager_customer_days.n + excluded.n;`;
}

const PG_ROWS = (table: string, delta: number) => `select id, massager_id, status, created_at, ${delta} as delta from ${table}`;

async function upPostgres(db: Kysely<any>): Promise<void> {
  await commonSchema(db);
  const shard = `id % ${COUNTER_SHARDS_POSTGRES}`;
  await sql.raw(`insert into customer_totals (massager_id, status, shard, n)
    select coalesce(massager_id, 0), status, ${shard}, count(*) from customers group by 1, 2, 3`).execute(db);
  await sql.raw(`insert into customer_days (status, day, shard, n)
    select status, ${PG_DAY('created_at')}, ${shard}, count(*) from customers group by 1, 2, 3`).execute(db);
  await sql.raw(`insert into massager_customer_days (massager_id, status, day, n)
    select massager_id, status, ${PG_DAY('created_at')}, count(*) from customers where massager_id is not null group by 1, 2, 3`).execute(db);

  // pg_trgm lets lower(column) LIKE '%text%' use an index. A role that may not create the extension
  // still gets every other part of this migration: the filters then scan, as before.
  await sql`savepoint wellness_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index customers_name_trgm on customers using gin (lower(name) gin_trgm_ops) where status <> 'completed'`.execute(db);
    await sql`create index customers_address_trgm on customers using gin (lower(address) gin_trgm_ops) where status <> 'completed'`.execute(db);
    await sql`release savepoint wellness_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint wellness_trgm`.execute(db);
  }

  const fn = async (name: string, body: string) => {
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        ${body}
        return null;
      end $$`).execute(db);
  };
  await fn('customers_counters_insert', pgCounterUpserts(PG_ROWS('new_rows', 1)));
  await fn('customers_counters_delete', pgCounterUpserts(PG_ROWS('old_rows', -1)));
  await fn('customers_counters_update', pgCounterUpserts(`${PG_ROWS('new_rows', 1)} union all ${PG_ROWS('old_rows', -1)}`));
  await sql`create trigger customers_counters_insert after insert on customers referencing new table as new_rows
            for each statement execute function customers_counters_insert()`.execute(db);
  await sql`create trigger customers_counters_delete after delete on customers referencing old table as old_rows
            for each statement execute function customers_counters_delete()`.execute(db);
  await sql`create trigger customers_counters_update after update on customers referencing old table as old_rows new table as new_rows
            for each statement execute function customers_counters_update()`.execute(db);

  // A request's status and massager, copied onto its customer (no request: pending, no massager).
  const sync = (ids: string) => `
    update customers c set status = coalesce(n.status, 'pending'), massager_id = n.massager_id
      from (${ids}) ids left join new_rows n on n.customer_id = ids.id
      where c.id = ids.id and (c.status is distinct from coalesce(n.status, 'pending') or c.massager_id is distinct from n.massager_id);`;
  await fn('requests_to_customer_insert', sync('select customer_id as id from new_rows'));
  await fn('requests_to_customer_update', sync('select customer_id as id from new_rows union select customer_id from old_rows'));
  await fn(
    'requests_to_customer_delete',
    `update customers c set status = 'pending', massager_id = null from old_rows o
       where c.id = o.customer_id and (c.status <> 'pending' or c.massager_id is not null);`,
  );
  await sql`create trigger requests_to_customer_insert after insert on requests referencing new table as new_rows
            for each statement execute function requests_to_customer_insert()`.execute(db);
  await sql`create trigger requests_to_customer_update after update on requests referencing old table as old_rows new table as new_rows
            for each statement execute function requests_to_customer_update()`.execute(db);
  await sql`create trigger requests_to_customer_delete after delete on requests referencing old table as old_rows
            for each statement execute function requests_to_customer_delete()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of ['requests_to_customer_insert', 'requests_to_customer_update', 'requests_to_customer_delete']) {
    await sql.raw(`drop trigger if exists ${t}${pg ? ' on requests' : ''}`).execute(db);
    if (pg) await sql.raw(`drop function if exists ${t}()`).execute(db);
  }
  for (const t of ['customers_counters_insert', 'customers_counters_delete', 'customers_counters_update', 'customers_search_update']) {
    await sql.raw(`drop trigger if exists ${t}${pg ? ' on customers' : ''}`).execute(db);
    if (pg) await sql.raw(`drop function if exists ${t}()`).execute(db);
  }
  for (const t of ['customer_name_search', 'customer_address_search', 'customer_search_queue', 'customer_totals', 'customer_days', 'massager_customer_days']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const i of ['customers_open', 'customers_open_name', 'customers_open_address', 'customers_massager', 'customers_created_at', 'customers_name_trgm', 'customers_address_trgm']) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  await db.schema.createIndex('customers_created_at').on('customers').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('requests_status').ifNotExists().on('requests').column('status').execute();
  await db.schema.alterTable('customers').dropColumn('massager_id').execute();
  await db.schema.alterTable('customers').dropColumn('status').execute();
}
