import type { Kysely } from 'kysely';

/**
 * The admin's inbox (recipient_role 'admin', any massager_id) as an index range in list order: the
 * inbox index of 0001 puts massager_id before is_read and created_at, which serves a massager's inbox
 * but left the admin's unread count and newest-100 page to read and sort every admin notification
 * (seconds with tens of thousands of unread bookings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notifications_role_inbox')
    .on('notifications')
    .columns(['recipient_role', 'is_read', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_role_time').on('notifications').columns(['recipient_role', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_role_time').execute();
  await db.schema.dropIndex('notifications_role_inbox').execute();
}
