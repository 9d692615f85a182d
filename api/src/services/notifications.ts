import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, NotificationTable } from '../db/schema';
import { compiledRowsTemplate, powerOfTwoRuns } from '../db/write-queue';
import { nowIso } from './clock';

type Db = Kysely<Database> | Transaction<Database>;
type AdminEvent = { customerId: number; customerName: string; massagerName: string | null; message: string };

/** The events that write a notification, each in the same transaction as the event itself. */
export async function notifyAdmins(db: Db, event: AdminEvent): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      recipient_role: 'admin',
      massager_id: null,
      customer_id: event.customerId,
      customer_name: event.customerName,
      massager_name: event.massagerName,
      message: event.message,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * notifyAdmins for many events at once, with its statement compiled once per number of rows: for a
 * write that runs on every call and in batches (bookings, see WriteQueue.runBulk). The same rows.
 */
export function adminNotifier(db: Kysely<Database>): (trx: Db, events: readonly AdminEvent[]) => Promise<void> {
  const insert = compiledRowsTemplate<Insertable<NotificationTable>>((rows) =>
    db.insertInto('notifications').values(
      rows.map((row) => ({
        recipient_role: row.recipient_role,
        massager_id: row.massager_id,
        customer_id: row.customer_id,
        customer_name: row.customer_name,
        massager_name: row.massager_name,
        message: row.message,
        created_at: row.created_at,
      })),
    ),
  );
  return async (trx, events) => {
    const createdAt = nowIso();
    const rows = events.map((event) => ({
      recipient_role: 'admin' as const,
      massager_id: null,
      customer_id: event.customerId,
      customer_name: event.customerName,
      massager_name: event.massagerName,
      message: event.message,
      created_at: createdAt,
    }));
    for (const run of powerOfTwoRuns(rows)) await trx.executeQuery(insert(run));
  };
}

export async function notifyMassager(
  db: Db,
  event: { massagerId: number; massagerName: string; customerId: number; customerName: string; message: string },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      recipient_role: 'massager',
      massager_id: event.massagerId,
      customer_id: event.customerId,
      customer_name: event.customerName,
      massager_name: event.massagerName,
      message: event.message,
      created_at: nowIso(),
    })
    .execute();
}

export const NOTIFICATION_TEXT = {
  booking: (customer: string) => `New booking request from ${customer}.`,
  assigned: (customer: string) => `Customer ${customer} has been assigned to you.`,
  accepted: (massager: string, customer: string) => `${massager} accepted the request of ${customer}.`,
  rejected: (massager: string, customer: string) => `${massager} rejected the request of ${customer}.`,
  completed: (massager: string, customer: string) => `${massager} completed the request of ${customer}.`,
};
