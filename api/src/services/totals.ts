import type { RequestStatus } from '@wellness/shared/rules';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import type { DayCount } from './paging';

/**
 * Totals read from the counters that triggers keep in the same transaction as every write
 * (migration 0002): a handful of rows each, whatever the number of customers.
 */
export type StatusTotals = Record<RequestStatus, number>;

/** Customers per status ('pending' includes those without a request), of one massager or of all. */
export async function statusTotals(db: Kysely<Database>, massagerId?: number): Promise<StatusTotals> {
  let query = db
    .selectFrom('customer_totals')
    .select(['status', sql<number>`sum(n)`.as('n')])
    .groupBy('status');
  if (massagerId !== undefined) query = query.where('massager_id', '=', massagerId);
  const totals: StatusTotals = { pending: 0, accepted: 0, rejected: 0, completed: 0, cancelled: 0 };
  for (const row of await query.execute()) totals[row.status] = Number(row.n);
  return totals;
}

export const allOf = (totals: StatusTotals) => totals.pending + totals.accepted + totals.rejected + totals.completed + totals.cancelled;

/** Customers booked on the India-time days startDay..endDay (YYYY-MM-DD, both inclusive). */
export async function dayTotal(
  db: Kysely<Database>,
  range: { startDay: string; endDay: string; status?: RequestStatus; massagerId?: number },
): Promise<number> {
  let row: { n: number | null } | undefined;
  if (range.massagerId !== undefined) {
    let query = db
      .selectFrom('massager_customer_days')
      .select(sql<number>`sum(n)`.as('n'))
      .where('massager_id', '=', range.massagerId)
      .where('day', '>=', range.startDay)
      .where('day', '<=', range.endDay);
    if (range.status) query = query.where('status', '=', range.status);
    row = await query.executeTakeFirst();
  } else {
    let query = db
      .selectFrom('customer_days')
      .select(sql<number>`sum(n)`.as('n'))
      .where('day', '>=', range.startDay)
      .where('day', '<=', range.endDay);
    if (range.status) query = query.where('status', '=', range.status);
    row = await query.executeTakeFirst();
  }
  return Number(row?.n ?? 0);
}

/**
 * Runs the reads of one answer (a total and its page) on one snapshot, so that the total always
 * matches the rows even while others write: a read transaction on SQLite (WAL), repeatable read on
 * PostgreSQL.
 */
export async function onOneSnapshot<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  // 'read only' also keeps the SQLite transaction deferred (see ImmediateSqliteDriver in db/database.ts).
  const builder = db.transaction().setAccessMode('read only');
  return (isPostgres(db) ? builder.setIsolationLevel('repeatable read') : builder).execute(work);
}

/** Rows per India-time day (for placing deep pages, see paging.ts): of the open list, a report or a massager's list. */
export async function dayCounts(
  db: Kysely<Database>,
  scope: { startDay?: string; endDay?: string; statuses?: RequestStatus[]; open?: boolean; massagerId?: number },
): Promise<DayCount[]> {
  const table = scope.massagerId !== undefined ? 'massager_customer_days' : 'customer_days';
  let query = db
    .selectFrom(table)
    .select(['day', sql<number>`sum(n)`.as('n')])
    .groupBy('day');
  if (scope.massagerId !== undefined) query = query.where('massager_id', '=', scope.massagerId);
  if (scope.startDay !== undefined) query = query.where('day', '>=', scope.startDay);
  if (scope.endDay !== undefined) query = query.where('day', '<=', scope.endDay);
  if (scope.statuses) query = query.where('status', 'in', scope.statuses);
  if (scope.open) query = query.where('status', '<>', 'completed');
  return (await query.execute()).map((r) => ({ day: r.day, n: Number(r.n) }));
}
