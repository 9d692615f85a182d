import fs from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ERASED_NAME, PRIVACY_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { cancelBooking } from './cancellation';
import { clock, nowIso } from './clock';
import { ConflictError, NotFoundError } from './errors';
import { type Actor, recordEvents, SYSTEM } from './history';
import { rewriteSearchTerms } from './text-search';

/** The reason an erased customer's visit is cancelled, in its history and the therapist's notice. */
const ERASURE_REASON = 'personal data erased';

/**
 * Erases a customer's personal data (DPDP Act 2023: on the person's request, or once it is no longer
 * needed), in the caller's transaction: name, contact, e-mail, address, health details and consent
 * record are removed wherever they were kept, old values included: the customer, its notifications
 * (each names the customer as it was called when written), its mails (queued or sent, to any address
 * it had), the mail log, failed-mail details. A visit not yet made is cancelled (its therapist is told,
 * by the booking's reference) and can no longer be assigned. The booking itself stays, with its status,
 * therapy, times, age and gender, so that counts and reports still add up. Answers the outbox files to
 * delete once committed (see afterErasure), or null when there is no such customer or it was erased.
 * `tellAdmins` when the admins did not erase it themselves (the customer did, from their page).
 */
export async function eraseCustomer(
  trx: Transaction<Database>,
  customerId: number,
  actor: Actor,
  story: { kind: 'erased' | 'anonymised'; detail?: string } = { kind: 'erased' },
  tellAdmins = false,
): Promise<string[] | null> {
  const customer = await trx.selectFrom('customers').select(['name', 'email']).where('id', '=', customerId).where('erased_at', 'is', null).executeTakeFirst();
  if (!customer) return null;
  const now = nowIso();
  await trx
    .updateTable('customers')
    .set({ name: ERASED_NAME, contact: '', email: '', address: '', issue: '', consent_at: null, consent_version: null, erased_at: now })
    .where('id', '=', customerId)
    .execute();
  await rewriteSearchTerms(trx, customerId);
  // Each notification's sentence was written with the name its customer_name keeps (an admin's later
  // edit changes neither), so both go, whatever the customer was called then.
  await trx
    .updateTable('notifications')
    .set({ customer_name: ERASED_NAME, message: sql<string>`replace(replace(message, customer_name, ${ERASED_NAME}), ${customer.name}, ${ERASED_NAME})` })
    .where('customer_id', '=', customerId)
    .where('customer_name', '!=', '')
    .execute();
  // After the notifications above: the therapist's notice of the cancellation names the reference only.
  await cancelBooking(trx, customerId, actor, { reason: ERASURE_REASON, tellAdmins });
  // Every address the customer's mails went to (an edit may have changed it since), then the mails.
  const queued = await trx.selectFrom('mail_outbox').select('recipient').where('customer_id', '=', customerId).execute();
  const addresses = [...new Set([customer.email, ...queued.map((m) => m.recipient)].map((a) => a.toLowerCase()).filter((a) => a !== ''))];
  await trx.deleteFrom('mail_outbox').where('customer_id', '=', customerId).execute();
  const files: string[] = [];
  for (const address of addresses) files.push(...(await scrubMailLog(trx, customerId, address)));
  await trx.updateTable('customer_events').set({ detail: null }).where('customer_id', '=', customerId).where('kind', '=', 'mail-failed').execute();
  await recordEvents(trx, [{ customerId, kind: story.kind, actor, detail: story.detail ?? null }], nowIso());
  return files;
}

/**
 * The mail log keeps that a mail went out, not to whom, unless another booking still uses the address;
 * answers the outbox files those mails were written to (they hold the address and the name).
 */
async function scrubMailLog(trx: Transaction<Database>, customerId: number, address: string): Promise<string[]> {
  const shared = await trx
    .selectFrom('customers')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address)
    .where('id', '!=', customerId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (shared) return [];
  const logged = await trx
    .selectFrom('mail_log')
    .select(['detail', 'outcome'])
    .where(sql<string>`lower(recipient)`, '=', address)
    .where('kind', '!=', 'otp')
    .execute();
  await trx
    .updateTable('mail_log')
    .set({ recipient: ERASED_NAME, detail: null })
    .where(sql<string>`lower(recipient)`, '=', address)
    .where('kind', '!=', 'otp')
    .execute();
  return logged.flatMap((row) => (row.outcome === 'outbox' && row.detail ? [row.detail] : []));
}

/**
 * After the erasure is committed: its outbox files are deleted (only files inside the outbox folder),
 * and SQLite's WAL is checkpointed and truncated, so that the old pages (secure_delete zeroes them in
 * the database file) are not left readable in the WAL either.
 */
export async function afterErasure(db: Kysely<Database>, dataDir: string, files: readonly string[]): Promise<void> {
  const outbox = path.resolve(dataDir, 'outbox');
  for (const file of files) {
    const resolved = path.resolve(file);
    if (path.dirname(resolved) === outbox) await fs.rm(resolved, { force: true });
  }
  if (!isPostgres(db)) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/**
 * The admin erases a customer's personal data on request, and then its mails' files. NotFoundError: no
 * such customer; ConflictError: already erased.
 */
export async function eraseOnRequest(db: Kysely<Database>, dataDir: string, customerId: number, actor: Actor): Promise<void> {
  const files = await db.transaction().execute(async (trx) => {
    const erased = await eraseCustomer(trx, customerId, actor);
    if (erased) return erased;
    const exists = await trx.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
    throw exists ? new ConflictError(PRIVACY_MESSAGES.alreadyErased) : new NotFoundError(SERVER_MESSAGES.customerNotFound);
  });
  await afterErasure(db, dataDir, files);
}

/** `months` calendar months before now, in UTC. */
function monthsAgo(months: number): string {
  const date = new Date(clock.now());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

/**
 * Anonymises the completed bookings whose visit ended more than `months` ago, a batch per
 * transaction; answers how many. Run daily by every instance: a booking already done is skipped.
 * Between batches the server answers what has come in meanwhile: on SQLite a batch runs as one task,
 * and the first run over a long-kept database (2,000 bookings) had held every request for a second.
 */
export async function anonymiseExpired(db: Kysely<Database>, dataDir: string, months: number, batch = 50): Promise<number> {
  const before = monthsAgo(months);
  let total = 0;
  const files: string[] = [];
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('requests as r')
        .innerJoin('customers as c', 'c.id', 'r.customer_id')
        .select('r.customer_id')
        .where('r.status', '=', 'completed')
        .where('r.completed_at', '<=', before)
        .where('c.erased_at', 'is', null)
        .orderBy('r.completed_at')
        .limit(batch)
        .execute();
      let n = 0;
      for (const row of due) {
        const erased = await eraseCustomer(trx, row.customer_id, SYSTEM, { kind: 'anonymised', detail: `${months} months after the visit` });
        if (erased) {
          n += 1;
          files.push(...erased);
        }
      }
      return { n, more: due.length === batch };
    });
    total += done.n;
    if (done.n > 0) await afterErasure(db, dataDir, files.splice(0));
    if (!done.more) return total;
    await nextTurn();
  }
}
