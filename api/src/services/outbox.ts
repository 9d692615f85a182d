import { mailKindLabel } from '@wellness/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { clock, nowIso } from './clock';
import type { CustomerMail } from './customer-mail';
import { type NewEvent, recordEvents, SYSTEM } from './history';
import type { MailAttachment, Mailer } from './mail';
import { NOTIFICATION_TEXT, notifyAdmins } from './notifications';
import { periodicPasses } from './passes';

/** A mail to a customer, queued in the transaction of the change it tells of. */
export interface QueuedMail extends CustomerMail {
  customerId: number | null;
  kind: string;
  to: string;
  attachments?: readonly MailAttachment[];
  /**
   * For a mail that holds only while its booking stays the accepted visit it was written for (a
   * reminder): that visit's key (visitKey). The sender drops the mail if the visit was cancelled,
   * completed, moved or given to another therapist meanwhile.
   */
  visitKey?: string;
}

/** A visit as a mail may depend on it: its start and its therapist. */
export const visitKey = (start: string, massagerId: number): string => `${start} ${massagerId}`;

/** Writes mails into the outbox, in the caller's transaction: they exist exactly when the change does. */
export async function queueMails(trx: Transaction<Database> | Kysely<Database>, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        customer_id: mail.customerId,
        kind: mail.kind,
        // Lower case: one address however it was typed (the ceiling above counts by it).
        recipient: mail.to.toLowerCase(),
        recipient_key: mailboxKey(mail.to),
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        attachments: mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null,
        visit_key: mail.visitKey ?? null,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * One mailbox however its address is dressed: lower case, without a plus-tag or dots in the local part
 * (`A.Sha+1@x` and `asha+2@x` are `asha@x`). Some providers ignore dots and most deliver plus-tags to the
 * same mailbox; for a ceiling, counting a few distinct mailboxes as one is the safe side.
 */
function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0]?.replace(/\./g, '') ?? '';
  return `${local}${lower.slice(at)}`;
}

/**
 * Booking confirmations one address gets in 24 hours at most. The address a booking gives is not
 * verified: without a ceiling, anyone could have the site mail a stranger over and over. The bookings
 * themselves are all stored.
 */
const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;

/** Whether `address` may get another booking confirmation today (under the daily ceiling). */
export async function mayConfirmTo(trx: Transaction<Database> | Kysely<Database>, address: string): Promise<boolean> {
  const since = new Date(clock.now() - 24 * 3_600_000).toISOString();
  const counted = await trx
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'booking-confirmation')
    .where('created_at', '>', since)
    .where('recipient_key', '=', mailboxKey(address))
    .executeTakeFirst();
  return Number(counted?.n ?? 0) < CONFIRMATIONS_PER_ADDRESS_PER_DAY;
}

/** Waits after the 1st, 2nd, … failed attempt: a minute, then longer, at most 6 hours; 12 attempts in all. */
const LONGEST_RETRY_DELAY_MS = 6 * 3_600_000;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, LONGEST_RETRY_DELAY_MS];
const OUTBOX_MAX_ATTEMPTS = 12;
/** How long a claimed mail is left to its sender before another instance may try it. */
const CLAIM_MS = 2 * 60_000;
/** A mail given up on is never due again. */
const NEVER = '9999-12-31T00:00:00.000Z';
/** After this many failed attempts of one mail, the admins get a notification (it is still retried). */
export const FAILURES_TOLD_TO_ADMINS = 3;

/** Whether a mail written for a visit (visitKey) still holds: the booking is that accepted visit still. */
async function visitStillHolds(db: Kysely<Database>, customerId: number | null, key: string): Promise<boolean> {
  if (customerId === null) return false;
  const visit = await db.selectFrom('customers').select(['status', 'visit_start', 'massager_id']).where('id', '=', customerId).executeTakeFirst();
  return visit?.status === 'accepted' && visit.visit_start !== null && visit.massager_id !== null && visitKey(visit.visit_start, visit.massager_id) === key;
}

/** Sent (or given up) mails older than `keepMs` leave the table; the mail log keeps their outcome. */
export async function pruneSentMails(db: Kysely<Database>, keepMs: number): Promise<number> {
  const before = new Date(clock.now() - keepMs).toISOString();
  const done = await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<=', before)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('next_attempt_at', '=', NEVER)]))
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}

/** The admins' notification that a mail keeps failing, naming its booking (by reference, as a cancellation does). */
async function tellAdminsOfFailures(trx: Transaction<Database>, mail: { customer_id: number | null; recipient: string }, label: string): Promise<void> {
  const booking =
    mail.customer_id === null ? undefined : await trx.selectFrom('customers').select('reference').where('id', '=', mail.customer_id).executeTakeFirst();
  const name = booking?.reference ?? (mail.customer_id === null ? mail.recipient : `#${mail.customer_id}`);
  await notifyAdmins(trx, {
    customerId: mail.customer_id,
    customerName: name,
    massagerName: null,
    message: NOTIFICATION_TEXT.mailFailing(label, name, FAILURES_TOLD_TO_ADMINS),
  });
}

type OutboxRow = Selectable<Database['mail_outbox']>;

/** An outbox row as the mailer sends it. */
const outgoing = (mail: OutboxRow) => ({
  to: mail.recipient,
  subject: mail.subject,
  text: mail.body_text,
  html: mail.body_html,
  kind: mail.kind,
  attachments: mail.attachments === null ? [] : (JSON.parse(mail.attachments) as MailAttachment[]),
});

/** After a failed attempt: when to try again (never after the last), the history's words, and whether the admins are told now. */
function afterFailure(mail: OutboxRow, error: unknown, label: string) {
  const attempts = mail.attempts + 1;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? LONGEST_RETRY_DELAY_MS;
  const last = attempts >= OUTBOX_MAX_ATTEMPTS;
  const next = last ? NEVER : new Date(clock.now() + delay).toISOString();
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  // The history says that a mail is late, not the server's error text (it may name the address).
  const story = `${label}, attempt ${attempts} of ${OUTBOX_MAX_ATTEMPTS}${last ? ', given up' : ', tried again later'}`;
  const event: NewEvent | null = mail.customer_id === null ? null : { customerId: mail.customer_id, kind: 'mail-failed', actor: SYSTEM, detail: story };
  return { outcome: { next_attempt_at: next, last_error: detail }, event, last, tellAdmins: attempts === FAILURES_TOLD_TO_ADMINS };
}

/**
 * Sends the outbox's due mails through the mailer (SMTP, or the local .eml outbox without SMTP_URL):
 * every few seconds, and at once when `kick()` says new mail is waiting. Each mail is claimed by moving
 * its next attempt forward (a conditional update), so that API instances sharing a database never send
 * the same mail twice at once. A failure is logged by the mailer (mail log) and retried later; a booking
 * never fails because its mail did.
 */
export function startOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  log: FastifyBaseLogger,
  everyMs = 5000,
): { kick(): void; flush(): Promise<number>; stop(): Promise<void> } {
  async function sendDue(stopping: () => boolean): Promise<number> {
    let sent = 0;
    const now = nowIso();
    const due = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(20)
      .execute();
    for (const mail of due) {
      if (stopping()) break;
      const claimedUntil = new Date(clock.now() + CLAIM_MS).toISOString();
      const claim = await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: claimedUntil, attempts: mail.attempts + 1 })
        .where('id', '=', mail.id)
        .where('next_attempt_at', '=', mail.next_attempt_at)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      // The outcome is written only over this claim: the row may have gone meanwhile (its customer
      // deleted) and its id been given to a new mail (SQLite reuses the highest rowid).
      const claimed = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
        eb.and([eb('id', '=', mail.id), eb('next_attempt_at', '=', claimedUntil), eb('attempts', '=', mail.attempts + 1)]);
      /** The outcome, and the event in its customer's history, in one transaction (none if the mail is gone). */
      const settle = (
        outcome: { sent_at: string; last_error: null } | { next_attempt_at: string; last_error: string },
        event: NewEvent | null,
        tellAdmins = false,
      ) =>
        db.transaction().execute(async (trx) => {
          const settled = await trx.updateTable('mail_outbox').set(outcome).where(claimed).executeTakeFirst();
          if (Number(settled.numUpdatedRows) !== 1) return;
          if (event) await recordEvents(trx, [event]);
          if (tellAdmins) await tellAdminsOfFailures(trx, mail, label);
        });
      const label = mailKindLabel(mail.kind);
      if (mail.visit_key !== null && !(await visitStillHolds(db, mail.customer_id, mail.visit_key))) {
        // Written for a visit that is no longer as it was: it would tell a wrong time, or of a visit not to come.
        await db.deleteFrom('mail_outbox').where(claimed).execute();
        log.info({ mailId: mail.id, kind: mail.kind }, 'a mail about a visit that has changed since was dropped unsent');
        continue;
      }
      try {
        await mailer.send(outgoing(mail));
        await settle(
          { sent_at: nowIso(), last_error: null },
          mail.customer_id === null ? null : { customerId: mail.customer_id, kind: 'mail-sent', actor: SYSTEM, detail: label },
        );
        sent += 1;
      } catch (error) {
        const failure = afterFailure(mail, error, label);
        await settle(failure.outcome, failure.event, failure.tellAdmins);
        if (failure.last) log.error({ mailId: mail.id, to: mail.recipient }, 'a customer mail was given up after its last attempt');
      }
    }
    return sent;
  }

  const passes = periodicPasses(sendDue, { everyMs, log, failure: 'sending the mail outbox failed (tried again shortly)' });
  return { kick: passes.kick, flush: passes.run, stop: passes.stop };
}
