import { type Expression, type Kysely, type SqlBool } from 'kysely';
import type { RequestStatus } from '@wellness/shared/rules';
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

export interface CustomerItem {
  type: 'Customer';
  id: number;
  time: string;
  name: string;
  contact: string;
  email: string;
  address: string;
  gender: string;
  age: number;
  prefgender: string;
  issue: string;
  therapy: string;
  appointment: string;
  adate: string | null;
  atime: string | null;
  /** The request's status, 'pending' when the customer has no request yet. */
  status: RequestStatus;
  massagerId: number | null;
  /** null until a massager is assigned (the screen shows the label Assign). */
  massagerName: string | null;
}

/** Customers with their request and massager, newest first, optionally filtered. */
export async function customerItems(
  db: Kysely<Database>,
  where?: (eb: any) => Expression<SqlBool>,
): Promise<CustomerItem[]> {
  let query = db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .leftJoin('massagers as m', 'm.id', 'r.massager_id')
    .selectAll('c')
    .select(['r.status as request_status', 'r.massager_id as massager_id', 'm.name as current_massager', 'r.massager_name as past_massager'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  if (where) query = query.where(where);
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
