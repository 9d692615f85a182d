import type { CustomerItem, PersonalDetails } from '@wellness/shared/rules';
import { type Expression, type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { inListOrder, locatePage, windowSql } from './paging';
import { type SearchColumn, termRange, termsMatching } from './text-search';
import { allOf, dayCounts, onOneSnapshot, statusTotals } from './totals';

/** The appointment as the screens show it: date plus time text, else the booking's appointment text. */
export function appointmentText(row: { appointment_date: string | null; appointment_time: string | null; appointment: string }): string {
  const parts = [row.appointment_date, row.appointment_time].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' ') : row.appointment;
}

/** A customer filter of the admin list: the column has the text at the start of a word (text-search.ts). */
export interface TextFilter {
  column: SearchColumn;
  text: string;
}

/** One or more filters of the list, or none. */
type Filters = TextFilter | readonly TextFilter[] | undefined;

/** A page of the admin customer list and the number of customers in all its pages. */
type CustomerPage = { data: CustomerItem[]; totalRecords: number };

/** A customer's own details, under the names of their columns (the list item, the customer's download). */
export function personalDetails(row: PersonalDetails): PersonalDetails {
  return { name: row.name, contact: row.contact, email: row.email, address: row.address, gender: row.gender, age: row.age };
}

function joined(db: Kysely<Database>) {
  return db.selectFrom('customers as c').leftJoin('requests as r', 'r.customer_id', 'c.id').leftJoin('massagers as m', 'm.id', 'r.massager_id');
}

/** Their items, in the order of `ids` (the page's order), read by primary key. */
async function itemsOf(db: Kysely<Database>, ids: number[]): Promise<CustomerItem[]> {
  if (ids.length === 0) return [];
  const rows = await itemQuery(db).where('c.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function itemQuery(db: Kysely<Database>) {
  return joined(db).selectAll('c').select(['m.name as current_massager', 'r.massager_name as past_massager']);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

function toItem(row: ItemRow): CustomerItem {
  return {
    type: 'Customer',
    id: row.id,
    time: row.created_at,
    ...personalDetails(row),
    prefgender: row.prefgender,
    issue: row.issue,
    therapy: row.therapy,
    appointment: appointmentText(row),
    adate: row.appointment_date,
    atime: row.appointment_time,
    status: row.status,
    massagerId: row.massager_id,
    massagerName: row.current_massager ?? row.past_massager ?? null,
    reference: row.reference,
    erased: row.erased_at !== null,
    minutes: row.visit_minutes,
  };
}

/** The open (not completed) customers, as the SQL condition of the partial indexes (written out so that the planner matches it). */
const OPEN = sql<SqlBool>`status <> 'completed'`;

/**
 * One page of the admin customer list, newest first, completed customers hidden (as the screen hides
 * them), optionally filtered by name, address or both: the server-paged form of the list, for
 * databases too large to send whole. The total and the page are read on one snapshot.
 *
 * Without a filter the total comes from the counters and the page is an index range placed by
 * locatePage (paging.ts). A filter is a range of customer_search_terms (text-search.ts): the count
 * reads the matching terms only (one per customer), and the page is read as below.
 */
export function customerPage(db: Kysely<Database>, filter: Filters, page: number, perPage: number): Promise<CustomerPage> {
  return onOneSnapshot(db, (snapshot) => pageOf(snapshot, filter, page, perPage));
}

/** The filters that have text. */
function activeFilters(filter: Filters): TextFilter[] {
  const filters: readonly TextFilter[] = Array.isArray(filter) ? filter : filter ? [filter] : [];
  return filters.filter((f) => f.text.trim() !== '');
}

async function pageOf(db: Kysely<Database>, filters: Filters, page: number, perPage: number): Promise<CustomerPage> {
  const offset = (page - 1) * perPage;
  const ids = (query: RawBuilder<{ id: number }>) => query.execute(db).then((r) => r.rows.map((row) => Number(row.id)));
  const [first, ...more] = activeFilters(filters);

  if (!first) {
    const totals = await statusTotals(db);
    const open = allOf(totals) - totals.completed;
    const window = await locatePage(open, offset, perPage, () => dayCounts(db, { open: true }));
    if (!window) return { data: [], totalRecords: open };
    const { bound, slice } = windowSql(window);
    const found = await ids(sql<{ id: number }>`select id from customers where ${OPEN} and ${bound} ${slice}`);
    return { data: await itemsOf(db, inListOrder(window, found)), totalRecords: open };
  }

  // One term per customer for the first filter, narrowed by the others: the count reads only matching terms.
  const others = more.map((f) => sql<SqlBool>`customer_id in (select customer_id from customer_search_terms where ${termRange(f.column, f.text, 'open')})`);
  const matching = sql.join([termsMatching(first.column, first.text), ...others], sql` and `);
  const counted = await sql<{ n: number }>`select count(*) as n from customer_search_terms where ${matching}`.execute(db);
  const totalRecords = Number(counted.rows[0]?.n ?? 0);
  const window = await locatePage(totalRecords, offset, perPage);
  if (!window) return { data: [], totalRecords };
  // Two ways to the page, both index reads: the open customers in list order, kept when they have a
  // matching term (about (rows to pass) x open / matches entries: cheap when matches are common), or
  // the matching terms sorted by list order (every match read: cheap when they are few).
  const totals = await statusTotals(db);
  const open = allOf(totals) - totals.completed;
  if ((window.skip + window.count) * open <= (totalRecords * totalRecords) / 2) {
    const { bound, slice } = windowSql(window, 'c.created_at', 'c.id');
    const has = (f: TextFilter) =>
      sql<SqlBool>`exists (select 1 from customer_search_terms t where t.customer_id = c.id and ${termRange(f.column, f.text, 'open')})`;
    const found = await ids(
      sql<{ id: number }>`select c.id from customers c where ${OPEN} and ${sql.join([first, ...more].map(has), sql` and `)} and ${bound} ${slice}`,
    );
    return { data: await itemsOf(db, inListOrder(window, found)), totalRecords };
  }
  const { bound, slice } = windowSql(window, 'created_at', 'customer_id');
  const found = await ids(sql<{ id: number }>`select customer_id as id from customer_search_terms where ${matching} and ${bound} ${slice}`);
  return { data: await itemsOf(db, inListOrder(window, found)), totalRecords };
}

/** Customers whose column has the typed text at the start of a word (text-search.ts), completed ones included. */
export function withText(filter: TextFilter): Expression<SqlBool> {
  return sql<SqlBool>`c.id in (select customer_id from customer_search_terms where ${termRange(filter.column, filter.text, 'any')})`;
}

/**
 * Customers with their request and massager, newest first (the whole lists of the spec); with
 * conditions, only those that meet every one.
 */
export async function customerItems(db: Kysely<Database>, conditions: readonly Expression<SqlBool>[] = []): Promise<CustomerItem[]> {
  let query = itemQuery(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  if (conditions.length > 0) query = query.where((eb) => eb.and(conditions));
  return (await query.execute()).map(toItem);
}
