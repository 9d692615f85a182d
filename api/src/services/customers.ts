import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CustomerItem } from '@wellness/shared/rules';
import type { Database } from '../db/schema';

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

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .leftJoin('massagers as m', 'm.id', 'r.massager_id');
}

/**
 * One page of the admin customer list, newest first, completed customers hidden (as the screen hides
 * them): the server-paged form of the list, for databases too large to send whole.
 */
export async function customerPage(
  db: Kysely<Database>,
  where: Filter | undefined,
  page: number,
  perPage: number,
): Promise<{ data: CustomerItem[]; totalRecords: number }> {
  const open: Filter = (eb) => eb.or([eb('r.status', 'is', null), eb('r.status', '!=', 'completed')]);
  let count = joined(db).select(sql<number>`count(*)`.as('n')).where(open);
  if (where) count = count.where(where);
  const total = await count.executeTakeFirstOrThrow();
  const data = await customerItems(db, (eb) => (where ? eb.and([open(eb), where(eb)]) : open(eb)), {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { data, totalRecords: Number(total.n) };
}

/** Customers with their request and massager, newest first, optionally filtered and cut. */
export async function customerItems(
  db: Kysely<Database>,
  where?: Filter,
  slice?: { limit: number; offset: number },
): Promise<CustomerItem[]> {
  let query = joined(db)
    .selectAll('c')
    .select(['r.status as request_status', 'r.massager_id as massager_id', 'm.name as current_massager', 'r.massager_name as past_massager'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  if (where) query = query.where(where);
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
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
    status: row.request_status ?? 'pending',
    massagerId: row.massager_id,
    massagerName: row.current_massager ?? row.past_massager ?? null,
  }));
}
