import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** The whole schema of issue 3: accounts, bookings, requests, notifications, videos, sessions, codes, mail, limits. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const autoId = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('staff')
    .addColumn('id', id, autoId)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'massager')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('massagers')
    .addColumn('id', id, autoId)
    .addColumn('staff_id', 'integer', (c) => c.notNull().unique().references('staff.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', id, autoId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('prefgender', 'text', (c) => c.notNull())
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('therapy', 'text', (c) => c.notNull())
    .addColumn('appointment', 'text', (c) => c.notNull())
    .addColumn('appointment_date', 'text')
    .addColumn('appointment_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_created_at').on('customers').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('requests')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('massager_id', 'integer', (c) => c.references('massagers.id').onDelete('set null'))
    .addColumn('massager_name', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'rejected', 'completed')`),
    )
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('rejected_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('requests_massager_status').on('requests').columns(['massager_id', 'status']).execute();
  await db.schema.createIndex('requests_status').on('requests').column('status').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', id, autoId)
    .addColumn('recipient_role', 'text', (c) => c.notNull())
    .addColumn('massager_id', 'integer', (c) => c.references('massagers.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('massager_name', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_inbox')
    .on('notifications')
    .columns(['recipient_role', 'massager_id', 'is_read', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_customer').on('notifications').column('customer_id').execute();

  await db.schema
    .createTable('feedback_videos')
    .addColumn('id', id, autoId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_staff').on('sessions').column('staff_id').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', id, autoId)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_staff').on('otp_codes').columns(['staff_id', 'created_at']).execute();

  await db.schema
    .createTable('mail_log')
    .addColumn('id', id, autoId)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'mail_log',
    'otp_codes',
    'sessions',
    'feedback_videos',
    'notifications',
    'requests',
    'customers',
    'massagers',
    'staff',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
