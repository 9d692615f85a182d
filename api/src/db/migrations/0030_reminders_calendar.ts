import type { Kysely } from 'kysely';

/**
 * Reminders of accepted visits, and mails that carry files.
 *
 * `visit_reminders`: one row per reminder settled (sent, or skipped as no longer useful), keyed by the
 * visit as it was reminded of (booking, start, therapist) and the lead in hours. A reminder is claimed
 * by inserting its row: the primary key lets exactly one API instance do it, whatever number of them
 * share the database, and after a restart the row is still there. A visit moved to another time or
 * therapist is a new key, so it gets reminders of its own. No personal data: ids and times only.
 *
 * `mail_outbox.attachments`: the files a mail carries (JSON: filename, content type, text content), such
 * as a visit's calendar file. `mail_outbox.visit_key`: for a mail that holds only while its visit stays
 * as it was (a reminder), that visit's start and therapist; the sender drops it otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('visit_key', 'text').execute();
  await db.schema
    .createTable('visit_reminders')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('visit_start', 'text', (c) => c.notNull())
    .addColumn('massager_id', 'integer', (c) => c.notNull().references('massagers.id').onDelete('cascade'))
    .addColumn('lead_hours', 'integer', (c) => c.notNull())
    // sent or skipped
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_reminders_pk', ['customer_id', 'visit_start', 'massager_id', 'lead_hours'])
    .execute();
  await db.schema.createIndex('visit_reminders_massager').on('visit_reminders').column('massager_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_reminders').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('visit_key').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
