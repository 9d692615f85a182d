import type { Kysely } from 'kysely';

/**
 * Device cookies (OWASP's answer to locking staff out from afar): a browser that signed in to an account
 * gets a random token, whose SHA-256 is a row here with the browser's own count of wrong passwords for
 * that account. Failures from a known browser are counted on its row, never on the account's, so
 * strangers guessing the account never hold back its owner's browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_staff').on('login_devices').column('staff_id').execute();
  await db.schema.createIndex('login_devices_last_used').on('login_devices').column('last_used_at').execute();
}
