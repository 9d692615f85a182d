import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CustomerItem } from '@wellness/shared/rules';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { inListOrder, locatePage, type PageWindow, windowSql } from './paging';
import { containsIgnoringCase, containsIgnoringCaseInOrder, filterText, trigramPhrase, usesTrigrams } from './text-search';
import { allOf, dayCounts, onOneSnapshot, statusTotals } from './totals';

/** The appointment as the screens show it: date plus time text, else the booking's appointment text. */
export function appointmentText(row: {
  appointment_date: string | null;
  appointment_time: string | null;
  appointment: string;
}): string {
  const parts = [row.appointment_date, row.appointment_time].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' ') : row.appointment;
}

type Filter = (eb: any) => Expression<SqlBool>;

/** A customer filter of the admin list: the column contains the text, ignoring case. */
export interface TextFilter {
  column: 'name' | 'address';
  text: string;
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .leftJoin('massagers as m', 'm.id', 'r.massager_id');
}

/** Their items, in the order of `ids` (the page's order), read by primary key. */
async function itemsOf(db: Kysely<Database>, ids: number[]): Promise<CustomerItem[]> {
  if (ids.length === 0) return [];
  const rows = await itemQuery(db).where('c.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function itemQuery(db: Kysely<Database>) {
  return joined(db)
    .selectAll('c')
    .select(['m.name as current_massager', 'r.massager_name as past_massager']);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

function toItem(row: ItemRow): CustomerItem {
  return {
    type: 'Customer',
    id: row.id,
    time: row.created_at,
    name: row.name,
    contact: row.contact,
    email: row.email,
    address: row.address,
    gender: row.gender,
    age: row.age,
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
  };
}

/**
 * Rough costs in microseconds (SQLite, 100,000 customers), to choose how a filtered page is read:
 * visiting one open customer in list order and testing its text in the index customers_open_name or
 * customers_open_address, against taking one trigram match and sorting it into list order.
 */
const COST = { orderedVisit: 0.1, sortedMatch: 1.3 };

/** PostgreSQL: up to this many open customers visited in list order (a table row each), the page is read that way. */
const PG_IN_ORDER_VISITS = 1000;

/** The open (not completed) customers, as the SQL condition of the partial indexes (written out so that the planner matches it). */
const OPEN = sql<SqlBool>`status <> 'completed'`;

/**
 * One page of the admin customer list, newest first, completed customers hidden (as the screen hides
 * them), optionally filtered: the server-paged form of the list, for databases too large to send whole.
 * The total and the page are read on one snapshot.
 *
 * No whole-table work without a filter: the total comes from the counters, the page is an index range
 * placed by locatePage (paging.ts). Filters on SQLite: with 3 characters or more,
 * the total from the trigram tables; with 1 or 2 (no trigram), from the entries of the index
 * customers_open_name or customers_open_address (created_at, id, lower(column) of each open customer:
 * every entry, but not the table). The page is read in list order from that index, testing each entry
 * until the page is full, or, when the matches are too few for that, from the matches sorted,
 * whichever costs less. On PostgreSQL the total comes from the pg_trgm index (each match rechecked in
 * the table), and the page is read in list order when that is short, else from the matches sorted.
 * A page past the end reads no rows.
 */
export function customerPage(
  db: Kysely<Database>,
  filter: TextFilter | readonly TextFilter[] | undefined,
  page: number,
  perPage: number,
): Promise<{ data: CustomerItem[]; totalRecords: number }> {
  return onOneSnapshot(db, (snapshot) => pageOf(snapshot, filter, page, perPage));
}

/**
 * Name and address together (the screen's two filters at once): the customers matching both. The
 * longer text leads. On SQLite, when both have trigrams the total is the intersection of their trigram
 * matches; else both are tested on the entries of customers_open_both (migration 0004). On PostgreSQL
 * both conditions go to the planner.
 */
function leadingFilter(filter: TextFilter | readonly TextFilter[] | undefined): {
  lead?: TextFilter;
  second?: TextFilter;
  others: Expression<SqlBool>;
  narrowed: boolean;
} {
  const active = (Array.isArray(filter) ? filter : filter ? [filter] : [])
    .filter((f: TextFilter) => filterText(f.text) !== '')
    .sort((a: TextFilter, b: TextFilter) => Array.from(filterText(b.text)).length - Array.from(filterText(a.text)).length);
  const [lead, ...rest] = active;
  const others = rest.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(rest.map((f: TextFilter) => containsIgnoringCase(f.column, f.text)), sql` and `)}`;
  return { lead, second: rest[0], others, narrowed: rest.length > 0 };
}

/**
 * SQLite: the open customers whose column contains the filter's text (3 characters or more), as ids:
 * from the trigram table, but for the customers queued for indexing, tested in `customers` itself
 * (CROSS JOIN: SQLite reads the short queue first, whatever its statistics say).
 */
function trigramParts(filter: TextFilter): { indexed: RawBuilder<{ id: number }>; queued: RawBuilder<{ id: number }> } {
  const table = sql.table(filter.column === 'name' ? 'customer_name_search' : 'customer_address_search');
  return {
    indexed: sql<{ id: number }>`select rowid as id from ${table} where ${table} match ${trigramPhrase(filterText(filter.text))}
      and rowid not in (select id from customer_search_queue)`,
    queued: sql<{ id: number }>`select q.id as id from customer_search_queue q cross join customers c on c.id = q.id
      where c.status <> 'completed' and ${containsIgnoringCase(`c.${filter.column}`, filter.text)}`,
  };
}

function trigramMatches(filter: TextFilter): RawBuilder<{ id: number }> {
  const { indexed, queued } = trigramParts(filter);
  return sql<{ id: number }>`${indexed} union all ${queued}`;
}

async function pageOf(
  db: Kysely<Database>,
  filters: TextFilter | readonly TextFilter[] | undefined,
  page: number,
  perPage: number,
): Promise<{ data: CustomerItem[]; totalRecords: number }> {
  const offset = (page - 1) * perPage;
  const totals = await statusTotals(db);
  const open = allOf(totals) - totals.completed;
  const rows = (query: RawBuilder<{ id: number }>) => query.execute(db).then((r) => r.rows.map((row) => Number(row.id)));

  const { lead: filter, second, others, narrowed } = leadingFilter(filters);
  const text = filter ? filterText(filter.text) : '';
  if (!filter || text === '') {
    const window = await locatePage(open, offset, perPage, () => dayCounts(db, { open: true }));
    if (!window) return { data: [], totalRecords: open };
    const { bound, slice } = windowSql(window);
    const ids = await rows(sql<{ id: number }>`select id from customers where ${OPEN} and ${bound} ${slice}`);
    return { data: await itemsOf(db, inListOrder(window, ids)), totalRecords: open };
  }

  const column = filter.column;
  const contains = containsIgnoringCase(column, filter.text);
  let totalRecords: number;
  let window: PageWindow | null;
  /** Set when the page is read from the matches, sorted, rather than in list order. */
  let matches: RawBuilder<unknown> | null = null;
  /** Name and address at once, not both with trigrams (SQLite): scanned in customers_open_both (migration 0004). */
  const scanBoth = narrowed && !(usesTrigrams(text) && second !== undefined && usesTrigrams(second.text));
  const ordered = sql.table(scanBoth ? 'customers_open_both' : column === 'name' ? 'customers_open_name' : 'customers_open_address');
  /** Open customers visited in list order before the page is full, when the matches are spread evenly. */
  const visits = (w: PageWindow | null, total: number) => (w ? Math.min(open, ((w.skip + w.count) * open) / Math.max(1, total)) : 0);
  let pgInOrder = false;
  if (isPostgres(db)) {
    // The total from the pg_trgm index (rows rechecked in the table). The page: read in list order
    // through customers_open when that finds it within about a thousand rows; else the planner's way
    // (the matches from the pg_trgm index, sorted).
    const counted = await sql<{ n: number }>`select count(*) as n from customers where ${OPEN} and ${contains} and ${others}`.execute(db);
    totalRecords = Number(counted.rows[0]?.n ?? 0);
    window = await locatePage(totalRecords, offset, perPage);
    pgInOrder = visits(window, totalRecords) <= PG_IN_ORDER_VISITS;
  } else if (!usesTrigrams(text) || scanBoth) {
    // No trigram (or name and address at once, one of them without): counted from the index's entries
    // (not the table); the page read in list order, which reads at most as many entries.
    const counted = await sql<{ n: number }>`select count(*) as n from customers indexed by ${ordered} where ${OPEN} and ${contains} and ${others}`.execute(db);
    totalRecords = Number(counted.rows[0]?.n ?? 0);
    window = await locatePage(totalRecords, offset, perPage);
  } else {
    // The trigram table is exact for every customer but those queued for indexing (a few at most,
    // see services/search-index.ts), which are tested in `customers` itself.
    const found = trigramMatches(filter);
    if (second && usesTrigrams(second.text)) {
      // Both filters have trigrams: the customers in both sets of matches, without reading a customer.
      const both = sql`select id from (${found}) intersect select id from (${trigramMatches(second)})`;
      const counted = await sql<{ n: number }>`select count(*) as n from (${both})`.execute(db);
      totalRecords = Number(counted.rows[0]?.n ?? 0);
      window = await locatePage(totalRecords, offset, perPage);
      if (visits(window, totalRecords) * COST.orderedVisit > totalRecords * COST.sortedMatch) matches = both;
    } else {
      const { indexed, queued } = trigramParts(filter);
      const counted = await sql<{ n: number }>`select (select count(*) from (${indexed})) + (select count(*) from (${queued})) as n`.execute(db);
      totalRecords = Number(counted.rows[0]?.n ?? 0);
      window = await locatePage(totalRecords, offset, perPage);
      if (visits(window, totalRecords) * COST.orderedVisit > totalRecords * COST.sortedMatch) matches = found;
    }
  }
  if (!window) return { data: [], totalRecords };
  const { bound, slice } = windowSql(window);
  const ids = await rows(
    matches
      ? sql<{ id: number }>`select id from customers where id in (${matches}) and ${others} and ${bound} ${slice}`
      : isPostgres(db)
        ? sql<{ id: number }>`select id from customers where ${OPEN} and ${pgInOrder ? containsIgnoringCaseInOrder(column, filter.text) : contains} and ${others} and ${bound} ${slice}`
        : sql<{ id: number }>`select id from customers indexed by ${ordered} where ${OPEN} and ${contains} and ${others} and ${bound} ${slice}`,
  );
  return { data: await itemsOf(db, inListOrder(window, ids)), totalRecords };
}

/** Customers with their request and massager, newest first, optionally filtered (the whole lists of the spec). */
export async function customerItems(db: Kysely<Database>, where?: Filter): Promise<CustomerItem[]> {
  let query = itemQuery(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  if (where) query = query.where(where);
  return (await query.execute()).map(toItem);
}
