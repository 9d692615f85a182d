import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * A booking's reference for its customer (random: it tells nothing of how many bookings there are), and
 * the mails to customers waiting to be sent: written in the same transaction as the change they tell
 * of, sent by the outbox worker, retried while SMTP is down. A customer's deletion takes its mails along.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('customers').addColumn('reference', 'text').execute();
  await db.schema.createIndex('customers_reference').unique().on('customers').column('reference').execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_customer').on('mail_outbox').column('customer_id').execute();
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropIndex('customers_reference').execute();
  await db.schema.alterTable('customers').dropColumn('reference').execute();
}
