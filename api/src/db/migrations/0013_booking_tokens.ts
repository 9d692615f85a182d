import type { Kysely } from 'kysely';

/**
 * The customer's private link to a booking's page: the SHA-256 of its random token (the token itself is
 * only in the link the customer got), one per booking. Erasing the booking's personal data makes the
 * link answer as unknown (the lookup requires erased_at null); deleting the booking deletes its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_tokens')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_tokens').execute();
}
