import { type Kysely, sql } from 'kysely';

/**
 * Indexes the schedule's reads answer from.
 * - customers_schedule replaces customers_visits: the visitor's availability reads every placed visit of
 *   the therapists of a gender over 60 days (about 16,000 rows at 100 massagers with five visits a day).
 *   With the columns it reads in the index, SQLite answers from the index alone, in the order asked
 *   (therapist, then start): 3 ms instead of 34 ms and a sort at that size.
 * - customers_unplaced: the admin's day view lists the day's bookings with a time and no therapist yet,
 *   which the partial indexes on placed visits cannot find.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index customers_schedule on customers (massager_id, visit_start, status, visit_minutes, area, reference)
    where visit_start is not null and massager_id is not null`.execute(db);
  await sql`drop index customers_visits`.execute(db);
  await sql`create index customers_unplaced on customers (visit_start) where visit_start is not null and massager_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index customers_unplaced`.execute(db);
  await sql`create index customers_visits on customers (massager_id, visit_start) where visit_start is not null and massager_id is not null`.execute(db);
  await sql`drop index customers_schedule`.execute(db);
}
