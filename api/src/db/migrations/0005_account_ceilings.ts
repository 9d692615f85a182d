import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Per-account ceilings on guessing, kept in the database so that they hold across API instances and
 * restarts whatever the number of client addresses: the login's wrong passwords in a row and its wait,
 * the reset-code lock, and one row per wrong reset code (counted over a rolling 24 hours).
 * Sessions also remember their last request, for the idle limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('staff').addColumn('login_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('staff').addColumn('login_retry_at', 'text').execute();
  await db.schema.alterTable('staff').addColumn('reset_locked_until', 'text').execute();
  await db.schema
    .createTable('reset_code_failures')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_code_failures_staff').on('reset_code_failures').columns(['staff_id', 'created_at']).execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.dropTable('reset_code_failures').execute();
  await db.schema.alterTable('staff').dropColumn('reset_locked_until').execute();
  await db.schema.alterTable('staff').dropColumn('login_retry_at').execute();
  await db.schema.alterTable('staff').dropColumn('login_failures').execute();
}
