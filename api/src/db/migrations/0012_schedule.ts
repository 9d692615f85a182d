import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The schedule. A booking with a time becomes a visit: its start instant (UTC ISO text) and length in
 * minutes (90 by default), and the locality it is in (for the travel between visits). Each massager has
 * weekly working hours (no rows: the centre's opening hours every day) and time off. A request may now be
 * cancelled (by its customer, or when its personal data is erased), which 0001's check on requests.status
 * did not allow: PostgreSQL changes the constraint, SQLite (which cannot alter a check) copies the table
 * into a new one and puts its indexes and triggers (0002) back.
 *
 * Visits already booked get their start from the admin's date and time, or else from the visitor's
 * preferred "YYYY-MM-DD HH:MM" (India time, UTC+05:30).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) await allowCancelledPostgres(db);
  else await allowCancelledSqlite(db);

  await db.schema.alterTable('customers').addColumn('visit_start', 'text').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('visit_minutes', 'integer', (c) => c.notNull().defaultTo(90))
    .execute();
  await db.schema.alterTable('customers').addColumn('area', 'text').execute();
  await backfillVisitStart(db, pg);
  // A therapist's visits around a time (the clash check, My visits), and one day's visits of everyone (the admin's day view).
  await sql`create index customers_visits on customers (massager_id, visit_start) where visit_start is not null and massager_id is not null`.execute(db);
  await sql`create index customers_visit_day on customers (visit_start) where visit_start is not null and massager_id is not null`.execute(db);

  await db.schema
    .createTable('massager_hours')
    .addColumn('massager_id', 'integer', (c) => c.notNull().references('massagers.id').onDelete('cascade'))
    // 0 Sunday … 6 Saturday; opens and closes null: a day off.
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens', 'text')
    .addColumn('closes', 'text')
    .addPrimaryKeyConstraint('massager_hours_pk', ['massager_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('time_off')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('massager_id', 'integer', (c) => c.notNull().references('massagers.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('time_off_massager').on('time_off').columns(['massager_id', 'ends_at']).execute();
}

async function allowCancelledPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table requests drop constraint if exists requests_status_check`.execute(db);
  await sql`alter table requests add constraint requests_status_check check (status in ('pending', 'accepted', 'rejected', 'completed', 'cancelled'))`.execute(
    db,
  );
  await sql`alter table requests add column cancelled_at text`.execute(db);
}

async function allowCancelledSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table requests_new (
    customer_id integer primary key references customers (id) on delete cascade,
    massager_id integer references massagers (id) on delete set null,
    massager_name text,
    status text not null check (status in ('pending', 'accepted', 'rejected', 'completed', 'cancelled')),
    assigned_at text not null,
    status_changed_at text not null,
    accepted_at text,
    rejected_at text,
    completed_at text,
    cancelled_at text
  )`.execute(db);
  await sql`insert into requests_new (customer_id, massager_id, massager_name, status, assigned_at, status_changed_at, accepted_at, rejected_at, completed_at)
            select customer_id, massager_id, massager_name, status, assigned_at, status_changed_at, accepted_at, rejected_at, completed_at from requests`.execute(
    db,
  );
  await sql`drop table requests`.execute(db);
  await sql`alter table requests_new rename to requests`.execute(db);
  await sql`create index requests_massager_status on requests (massager_id, status)`.execute(db);
  await sql`create index requests_completed_at on requests (completed_at)`.execute(db);
  // As 0002 made them: a request's status and massager, copied onto its customer.
  await sql`create trigger requests_to_customer_insert after insert on requests begin
    update customers set status = new.status, massager_id = new.massager_id where id = new.customer_id;
  end`.execute(db);
  await sql`create trigger requests_to_customer_update after update of customer_id, status, massager_id on requests begin
    update customers set status = 'pending', massager_id = null where id = old.customer_id and old.customer_id <> new.customer_id;
    update customers set status = new.status, massager_id = new.massager_id
      where id = new.customer_id and (status is not new.status or massager_id is not new.massager_id);
  end`.execute(db);
  await sql`create trigger requests_to_customer_delete after delete on requests begin
    update customers set status = 'pending', massager_id = null where id = old.customer_id;
  end`.execute(db);
}

async function backfillVisitStart(db: Kysely<unknown>, pg: boolean): Promise<void> {
  // The wall clock, "YYYY-MM-DD HH:MM": the admin's date and time, else the visitor's preferred one.
  const clock = sql`case
      when appointment_date is not null and appointment_time is not null then appointment_date || ' ' || substr(appointment_time, 1, 5)
      when appointment like '____-__-__ __:__' then appointment
    end`;
  if (pg) {
    await sql`update customers set visit_start = to_char(to_timestamp(${clock}, 'YYYY-MM-DD HH24:MI') - interval '330 minutes', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')
              where (${clock}) ~ '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$'`.execute(db);
  } else {
    await sql`update customers set visit_start = strftime('%Y-%m-%dT%H:%M:%S.000Z', ${clock}, '-330 minutes')
              where strftime('%Y-%m-%dT%H:%M:%S.000Z', ${clock}, '-330 minutes') is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_off').execute();
  await db.schema.dropTable('massager_hours').execute();
  await sql`drop index customers_visit_day`.execute(db);
  await sql`drop index customers_visits`.execute(db);
  await db.schema.alterTable('customers').dropColumn('area').execute();
  await db.schema.alterTable('customers').dropColumn('visit_minutes').execute();
  await db.schema.alterTable('customers').dropColumn('visit_start').execute();
}
