import type { NotificationItem, Role } from '@wellness/shared/rules';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';

type Db = Kysely<Database> | Transaction<Database>;
/** What a notification says: about which customer (none for a notice about the system), by which massager. */
type NotificationEvent = { customerId: number | null; customerName: string; massagerName: string | null; message: string };

/** Writes one notification into an inbox, in the same transaction as the event itself. */
async function notify(db: Db, inbox: Inbox, event: NotificationEvent, at: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      recipient_role: inbox.role,
      massager_id: inbox.massagerId,
      customer_id: event.customerId,
      customer_name: event.customerName,
      massager_name: event.massagerName,
      message: event.message,
      created_at: at,
    })
    .execute();
}

/** The events that write a notification, each in the same transaction as the event itself. */
export async function notifyAdmins(db: Db, event: NotificationEvent, at = nowIso()): Promise<void> {
  await notify(db, { role: 'admin', massagerId: null }, event, at);
}

export async function notifyMassager(db: Db, event: NotificationEvent & { massagerId: number; customerId: number; massagerName: string }): Promise<void> {
  await notify(db, { role: 'massager', massagerId: event.massagerId }, event, nowIso());
}

export const NOTIFICATION_TEXT = {
  booking: (customer: string) => `New booking request from ${customer}.`,
  assigned: (customer: string) => `Customer ${customer} has been assigned to you.`,
  accepted: (massager: string, customer: string) => `${massager} accepted the request of ${customer}.`,
  rejected: (massager: string, customer: string) => `${massager} rejected the request of ${customer}.`,
  completed: (massager: string, customer: string) => `${massager} completed the request of ${customer}.`,
  cancelled: (reference: string, when: string | null) => `Visit ${reference}${when ? ` on ${when}` : ''} has been cancelled.`,
  movedFromMassager: (reference: string, when: string | null, to: string) =>
    `The customer moved visit ${reference}${when ? ` from ${when}` : ''} to ${to}: it is no longer assigned to you.`,
  movedToAdmins: (reference: string, from: string, to: string, massager: string | null) =>
    `The customer moved visit ${reference} from ${from} to ${to}${massager ? ` (was with ${massager})` : ''}: please assign a massager.`,
  reminder: (customer: string, reference: string, when: string) => `Reminder: your visit to ${customer} (${reference}) is on ${when}.`,
  mailFailing: (mail: string, booking: string, failures: number) =>
    `The mail "${mail}" of ${booking} has failed ${failures} times; it is tried again later (see the Mail log).`,
};

/** The newest notifications listed in one answer; the count still counts every unread one. */
const NOTIFICATION_LIST_LIMIT = 100;

/** An inbox: the admins' (massagerId null) or one massager's. */
export interface Inbox {
  role: Role;
  massagerId: number | null;
}

/** The condition of an inbox's rows. */
function inInbox(inbox: Inbox) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    inbox.role === 'admin'
      ? eb('recipient_role', '=', 'admin')
      : eb.and([eb('recipient_role', '=', 'massager'), eb('massager_id', '=', inbox.massagerId ?? -1)]);
}

/** The inbox's unread total, from the counter rows the triggers of migration 0010 keep. */
async function unreadCount(db: Kysely<Database>, inbox: Inbox): Promise<number> {
  const row = await db
    .selectFrom('notification_unread')
    .select(sql<number | null>`sum(n)`.as('n'))
    .where('recipient_role', '=', inbox.role)
    .where('massager_id', '=', inbox.role === 'admin' ? 0 : (inbox.massagerId ?? -1))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The unread count and the newest notifications (every one, or the unread only), newest first. */
export async function inboxOf(db: Kysely<Database>, inbox: Inbox, unreadOnly: boolean): Promise<{ count: number; notifications: NotificationItem[] }> {
  let query = db
    .selectFrom('notifications')
    // What the answer holds: the recipient and customer columns stay in the table.
    .select(['id', 'customer_name', 'message', 'massager_name', 'created_at', 'is_read'])
    .where(inInbox(inbox))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT);
  if (unreadOnly) query = query.where('is_read', '=', 0);
  const [count, rows] = await Promise.all([unreadCount(db, inbox), query.execute()]);
  return {
    count,
    notifications: rows.map((n) => ({
      id: n.id,
      customerName: n.customer_name,
      message: n.message,
      massagerName: n.massager_name,
      time: n.created_at,
      notify: n.is_read ? 'read' : 'unread',
    })),
  };
}

/** Marks every notification of the inbox as read. */
export async function markInboxRead(db: Kysely<Database>, inbox: Inbox): Promise<void> {
  await db.updateTable('notifications').set({ is_read: 1 }).where(inInbox(inbox)).where('is_read', '=', 0).execute();
}
