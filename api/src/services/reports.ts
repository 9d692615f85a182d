import { type AdminReportType, type MassagerReportType, type ReportLine, type ReportRow, reportRow, type RequestStatus } from '@wellness/shared/rules';
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { CustomerTable, Database } from '../db/schema';
import { appointmentText } from './customers';
import { indiaDayRange, locatePage, windowSql } from './paging';
import { dayCounts, dayTotal, onOneSnapshot } from './totals';

export { indiaDayRange } from './paging';

// The rows of spec section 3, as the contract describes the reports' answers.
export type { GeneralReportRow, ReportRow } from '@wellness/shared/rules';

export interface ReportQuery {
  startDate: string;
  endDate: string;
  /** Omitted: every row (for the PDF), up to `limit`. */
  page?: number;
  perPage?: number;
  limit?: number;
}

export interface ReportScope {
  kind: 'admin' | 'massager';
  type: AdminReportType | MassagerReportType;
  massagerId?: number;
}

const STATUS_OF: Record<string, RequestStatus | null> = {
  general: null,
  total_customers_by_massager: null,
  pending: 'pending',
  accepted: 'accepted',
  accepted_customers_by_massager: 'accepted',
  completed: 'completed',
  completed_customers_by_massager: 'completed',
};

/**
 * One page of a report (or its first `limit` rows, for the PDF), newest first, with the total of the
 * range, read on one snapshot. No whole-table work: the total sums one counter row per day of the range
 * (customer_days, massager_customer_days), and the page is an index range (customers_created_at or
 * customers_massager, whose entries carry the status) placed by locatePage (paging.ts), then joined
 * for its rows only. A customer without a request is pending (spec section 4).
 */
export function runReport(db: Kysely<Database>, scope: ReportScope, query: ReportQuery): Promise<{ rows: ReportRow[]; totalRecords: number }> {
  return onOneSnapshot(db, (snapshot) => reportOf(snapshot, scope, query));
}

async function reportOf(db: Kysely<Database>, scope: ReportScope, query: ReportQuery): Promise<{ rows: ReportRow[]; totalRecords: number }> {
  const { from, to } = indiaDayRange(query.startDate, query.endDate);
  const status = STATUS_OF[scope.type] ?? null;
  const massagerId = scope.kind === 'massager' ? (scope.massagerId ?? -1) : undefined;
  const totalRecords = await dayTotal(db, {
    startDay: query.startDate,
    endDay: query.endDate,
    ...(status ? { status } : {}),
    ...(massagerId !== undefined ? { massagerId } : {}),
  });

  let limit: number;
  let offset = 0;
  if (query.page !== undefined && query.perPage !== undefined) {
    limit = query.perPage;
    offset = (query.page - 1) * query.perPage;
  } else {
    limit = query.limit ?? totalRecords;
  }
  const window = await locatePage(totalRecords, offset, limit, () =>
    dayCounts(db, {
      startDay: query.startDate,
      endDay: query.endDate,
      ...(status ? { statuses: [status] } : {}),
      ...(massagerId !== undefined ? { massagerId } : {}),
    }),
  );
  if (!window) return { rows: [], totalRecords };

  let page = db
    .selectFrom('customers')
    .select('id')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where(windowSql(window).bound as Expression<SqlBool>)
    .orderBy('created_at', window.order)
    .orderBy('id', window.order)
    .limit(window.count)
    .offset(window.skip);
  if (massagerId !== undefined) page = page.where('massager_id', '=', massagerId);
  if (status) page = page.where('status', '=', status);
  // The page's rows only, newest first whichever way the index was read.
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('customers as c', 'c.id', 'p.id')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .leftJoin('massagers as m', 'm.id', 'r.massager_id')
    .selectAll('c')
    .select(['m.name as current_massager', 'r.massager_name as past_massager'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const general = scope.kind === 'admin' && scope.type === 'general';
  return { totalRecords, rows: rows.map((row) => reportRow(lineOf(row), general)) };
}

/** A report line of a customer row of the database. */
function lineOf(row: Selectable<CustomerTable> & { current_massager: string | null; past_massager: string | null }): ReportLine {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    email: row.email,
    address: row.address,
    issue: row.issue,
    therapy: row.therapy,
    age: row.age,
    gender: row.gender,
    prefgender: row.prefgender,
    time: row.created_at,
    appointment: appointmentText(row),
    massager: row.current_massager ?? row.past_massager ?? null,
    status: row.status,
  };
}
