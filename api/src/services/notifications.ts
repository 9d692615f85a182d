import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
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
