import { type Kysely, sql } from 'kysely';

/**
 * Indexes for erasing a customer's personal data. Each erasure asks whether another booking still uses
 * the address (customers by lower(email)) and finds the mail log's rows sent to it (mail_log by
 * lower(recipient)). Without them each erasure read every customer and every logged mail: at 100,000
 * bookings about 17 ms an erasure, and the retention job's first run over 2,000 expired bookings held the
 * API for 35 s. SQLite and PostgreSQL both index the expression as the queries write it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index customers_email_lower on customers (lower(email))`.execute(db);
  await sql`create index mail_log_recipient_lower on mail_log (lower(recipient))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_log_recipient_lower`.execute(db);
  await sql`drop index customers_email_lower`.execute(db);
}
