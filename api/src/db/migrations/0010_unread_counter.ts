import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';
import { COUNTER_SHARDS_POSTGRES } from './0002_list_counters';

/**
 * The unread count of each inbox (the admins', each massager's), kept by triggers in the same
 * transaction as every write of `notifications`, whatever writes. Every panel load and every live
 * update asks for it, and counting the unread rows grew with them: 0.3 to 0.6 ms at 12,000, half the
 * time of the whole call. massager_id 0 is the admins' inbox (ids start at 1).
 *
 * On PostgreSQL the rows carry a shard (notification id % 16), so that concurrent bookings do not
 * queue on the admins' one counter row, and the triggers are statement-level with transition tables,
 * as the customer counters of 0002 are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_unread')
    .addColumn('recipient_role', 'text', (c) => c.notNull())
    .addColumn('massager_id', 'integer', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_unread_pk', ['recipient_role', 'massager_id', 'shard'])
    .execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`insert into notification_unread (recipient_role, massager_id, shard, n)
            select recipient_role, coalesce(massager_id, 0), 0, count(*) from notifications where is_read = 0 group by 1, 2`.execute(db);
  const add = (row: 'new' | 'old', delta: 1 | -1) => `
    insert into notification_unread (recipient_role, massager_id, shard, n)
      select ${row}.recipient_role, coalesce(${row}.massager_id, 0), 0, ${delta} where ${row}.is_read = 0
      on conflict (recipient_role, massager_id, shard) do update set n = n + excluded.n;`;
  await sql.raw(`create trigger notifications_unread_insert after insert on notifications begin ${add('new', 1)} end`).execute(db);
  await sql.raw(`create trigger notifications_unread_delete after delete on notifications begin ${add('old', -1)} end`).execute(db);
  await sql
    .raw(
      `create trigger notifications_unread_update after update of is_read, recipient_role, massager_id on notifications begin
      ${add('old', -1)}
      ${add('new', 1)}
    end`,
    )
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const shard = `id % ${COUNTER_SHARDS_POSTGRES}`;
  await sql
    .raw(
      `insert into notification_unread (recipient_role, massager_id, shard, n)
      select recipient_role, coalesce(massager_id, 0), ${shard}, count(*) from notifications where is_read = 0 group by 1, 2, 3`,
    )
    .execute(db);
  const rows = (table: string, delta: number) => `select id, recipient_role, massager_id, ${delta} as delta from ${table} where is_read = 0`;
  // Counter rows in one sorted order per statement: two concurrent statements never wait on each other crosswise.
  const upsert = (deltas: string) => `
    insert into notification_unread (recipient_role, massager_id, shard, n)
      select recipient_role, coalesce(massager_id, 0), ${shard}, sum(delta) from (${deltas}) d
      group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
      on conflict (recipient_role, massager_id, shard) do update set n = notification_unread.n + excluded.n;`;
  const fn = async (name: string, body: string) => {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
      begin
        ${body}
        return null;
      end $$`,
      )
      .execute(db);
  };
  await fn('notifications_unread_insert', upsert(rows('new_rows', 1)));
  await fn('notifications_unread_delete', upsert(rows('old_rows', -1)));
  await fn('notifications_unread_update', upsert(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`));
  await sql`create trigger notifications_unread_insert after insert on notifications referencing new table as new_rows
            for each statement execute function notifications_unread_insert()`.execute(db);
  await sql`create trigger notifications_unread_delete after delete on notifications referencing old table as old_rows
            for each statement execute function notifications_unread_delete()`.execute(db);
  await sql`create trigger notifications_unread_update after update on notifications referencing old table as old_rows new table as new_rows
            for each statement execute function notifications_unread_update()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of ['notifications_unread_insert', 'notifications_unread_delete', 'notifications_unread_update']) {
    await sql.raw(`drop trigger if exists ${t}${pg ? ' on notifications' : ''}`).execute(db);
    if (pg) await sql.raw(`drop function if exists ${t}()`).execute(db);
  }
  await db.schema.dropTable('notification_unread').ifExists().execute();
}
