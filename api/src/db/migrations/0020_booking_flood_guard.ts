import type { Kysely } from 'kysely';

/**
 * What the booking form's flood guard needs:
 * - `spent_challenges`: each solved proof-of-work challenge books once (its signature, until it expires);
 * - `customers_contact`: the same phone booking again within a day is found without a scan;
 * - `mail_outbox.recipient_key`: the address with plus-tags and dots taken out of its local part, so
 *   that the daily ceiling of confirmations to one mailbox counts `a.b+1@x` and `ab+2@x` as one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_challenges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spent_challenges_expires').on('spent_challenges').column('expires_at').execute();
  await db.schema.createIndex('customers_contact').on('customers').columns(['contact', 'created_at']).execute();
  await db.schema.alterTable('mail_outbox').addColumn('recipient_key', 'text').execute();
  await db.schema.createIndex('mail_outbox_recipient_key').on('mail_outbox').columns(['recipient_key', 'kind', 'created_at']).execute();
}
