import { ERASED_NAME } from '@wellness/shared/rules';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { clock, nowIso } from './clock';
import { type Actor, recordEvents, SYSTEM } from './history';
import { rewriteSearchTerms } from './text-search';

/**
 * Erases a customer's personal data (DPDP Act 2023: on the person's request, or once it is no longer
 * needed): name, contact, e-mail, address and health details are replaced wherever they were kept (the
 * customer, its notifications, its unsent mails, the mail log, failed-mail details). The booking itself
 * stays, with its status, therapy, times, age and gender, so that counts and reports still add up.
 * Answers false when there is no such customer or it was erased already.
 */
export async function eraseCustomer(
  trx: Transaction<Database>,
  customerId: number,
  actor: Actor,
  story: { kind: 'erased' | 'anonymised'; detail?: string } = { kind: 'erased' },
): Promise<boolean> {
  const customer = await trx.selectFrom('customers').select(['name', 'email']).where('id', '=', customerId).where('erased_at', 'is', null).executeTakeFirst();
  if (!customer) return false;
  const now = nowIso();
  await trx
    .updateTable('customers')
    .set({ name: ERASED_NAME, contact: '', email: '', address: '', issue: '', erased_at: now })
    .where('id', '=', customerId)
    .execute();
  await rewriteSearchTerms(trx, customerId);
  // The notifications' sentences name the customer: the name is replaced in them too.
  await trx
    .updateTable('notifications')
    .set({ customer_name: ERASED_NAME, message: sql<string>`replace(message, ${customer.name}, ${ERASED_NAME})` })
    .where('customer_id', '=', customerId)
    .execute();
  await trx.deleteFrom('mail_outbox').where('customer_id', '=', customerId).execute();
  // The mail log keeps that a mail went out, not to whom, unless another booking still uses the address.
  const address = customer.email.toLowerCase();
  const shared = await trx
    .selectFrom('customers')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address)
    .where('id', '!=', customerId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!shared && address !== '') {
    await trx
      .updateTable('mail_log')
      .set({ recipient: ERASED_NAME, detail: null })
      .where(sql<string>`lower(recipient)`, '=', address)
      .where('kind', '!=', 'otp')
      .execute();
  }
  await trx.updateTable('customer_events').set({ detail: null }).where('customer_id', '=', customerId).where('kind', '=', 'mail-failed').execute();
  await recordEvents(trx, [{ customerId, kind: story.kind, actor, detail: story.detail ?? null }], now);
  return true;
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
 */
export async function anonymiseExpired(db: Kysely<Database>, months: number, batch = 200): Promise<number> {
  const before = monthsAgo(months);
  let total = 0;
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
        if (await eraseCustomer(trx, row.customer_id, SYSTEM, { kind: 'anonymised', detail: `${months} months after the visit` })) n += 1;
      }
      return { n, more: due.length === batch };
    });
    total += done.n;
    if (!done.more) return total;
  }
}
