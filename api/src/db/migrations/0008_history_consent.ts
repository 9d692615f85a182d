import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Each booking's story (booked, assigned, accepted, edited, mailed, …), written in the transaction of
 * the change it tells of, with its time and actor; a customer's deletion takes it along. And the
 * booking's consent to the privacy notice (when, which version), and when its personal data was erased
 * (on request, or by the retention job).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('customer_events')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text')
    .addColumn('subject', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_events_customer').on('customer_events').columns(['customer_id', 'id']).execute();
  await db.schema.alterTable('customers').addColumn('consent_at', 'text').execute();
  await db.schema.alterTable('customers').addColumn('consent_version', 'text').execute();
  await db.schema.alterTable('customers').addColumn('erased_at', 'text').execute();
  // The retention job looks for completed requests by their completion time.
  await db.schema.createIndex('requests_completed_at').on('requests').column('completed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('requests_completed_at').execute();
  await db.schema.alterTable('customers').dropColumn('erased_at').execute();
  await db.schema.alterTable('customers').dropColumn('consent_version').execute();
  await db.schema.alterTable('customers').dropColumn('consent_at').execute();
  await db.schema.dropTable('customer_events').execute();
}
