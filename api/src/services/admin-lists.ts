import { type CustomerFilterAnswer, type massagerSearchRequestSchema, RECORDS_PER_PAGE } from '@wellness/shared/rules';
import { type Kysely, sql } from 'kysely';
import type { InferType } from 'yup';
import type { Database } from '../db/schema';
import { customerItems, customerPage, type TextFilter, withText } from './customers';
import { matchesWordStart } from './text-search';
import { allOf, statusTotals } from './totals';

/** The admin dashboard's totals, from the counters kept by triggers (migration 0002): no scan of the customers. */
export async function dashboardTotals(db: Kysely<Database>) {
  const [totals, massagers] = await Promise.all([
    statusTotals(db),
    db
      .selectFrom('massagers')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalCustomerCount: allOf(totals),
    totalMassagerCount: Number(massagers.n),
    totalPendingStatus: totals.pending,
    totalAcceptedStatus: totals.accepted,
    totalCompletedStatus: totals.completed,
  };
}

/** Customers (newest first), massagers and requests in one list, as cust_mas_requests_view.php has it. */
export async function combinedList(db: Kysely<Database>) {
  const [customers, massagers, requests] = await Promise.all([
    customerItems(db),
    db.selectFrom('massagers').select(['id', 'name', 'contact', 'email', 'gender', 'address', 'age']).orderBy('name').execute(),
    db.selectFrom('requests').select(['customer_id', 'status', 'massager_id']).execute(),
  ]);
  return {
    data: [
      ...customers,
      ...massagers.map((m) => ({ type: 'Massager' as const, ...m })),
      ...requests.map((r) => ({ type: 'Request' as const, id: r.customer_id, request_status: r.status, massagerId: r.massager_id })),
    ],
  };
}

/** Which massager each customer is assigned to. */
export async function assignedMassagers(db: Kysely<Database>) {
  const rows = await db.selectFrom('requests').select(['customer_id', 'massager_id']).where('massager_id', 'is not', null).execute();
  return rows.map((r) => ({ customerId: r.customer_id, massagerId: r.massager_id as number }));
}

/** A customer filter's answer: the whole match as the spec has it, or one page of it (completed hidden). */
export async function filteredCustomers(
  db: Kysely<Database>,
  body: { name: string; address: string; page?: number; per_page?: number },
): Promise<CustomerFilterAnswer> {
  const filters: TextFilter[] = [
    { column: 'name', text: body.name },
    { column: 'address', text: body.address },
  ];
  if (body.page === undefined) {
    const wanted = filters.filter((filter) => filter.text.trim() !== '');
    return { status: 'success', data: await customerItems(db, wanted.map(withText)) };
  }
  return { status: 'success', ...(await customerPage(db, filters, body.page, body.per_page ?? RECORDS_PER_PAGE)) };
}

/** Massagers for the assign dialog, by address text and gender (male, female, or any other value for all). */
export async function searchMassagers(db: Kysely<Database>, search: InferType<typeof massagerSearchRequestSchema>) {
  const gender = search.gender.toLowerCase();
  let query = db.selectFrom('massagers').select(['id', 'name', 'address', 'gender']).orderBy('name');
  if (gender === 'male' || gender === 'female') query = query.where(sql`lower(gender)`, '=', gender);
  // The centre's own staff: a handful of rows, filtered here with the one meaning of a text filter.
  const rows = (await query.execute()).filter((m) => matchesWordStart(m.address, search.address));
  return rows.map((m) => ({ massager_id: m.id, massager_name: m.name, massager_address: m.address, massager_gender: m.gender }));
}
