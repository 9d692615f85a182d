import { setImmediate as nextTurn } from 'node:timers/promises';
import { reminderPlan, visitTimeText } from '@wellness/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { visitCalendar } from './calendar';
import { clock, nowIso } from './clock';
import { visitReminderMail } from './customer-mail';
import { NOTIFICATION_TEXT, notifyMassager } from './notifications';
import { queueMails, visitKey } from './outbox';
import { periodicPasses } from './passes';

/** How often each instance looks for reminders that have come due. */
const REMINDER_LOOK_MS = 30_000;

const HOUR_MS = 3_600_000;

/** A therapist's first name, all the customer learns of them. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** An accepted visit within reach of a reminder, as the look found it. */
interface Candidate {
  id: number;
  visit_start: string;
  massager_id: number;
  accepted_at: string | null;
}

/**
 * Reminders of accepted visits: at each lead of REMINDER_HOURS before a visit, a mail to the customer
 * (through the outbox, with the visit's calendar file) and a notification to the therapist. Every
 * `everyMs`, and at once after `kick()` (an acceptance), it looks for accepted visits whose reminders
 * have come due (shared reminderPlan: the nearest due lead only) and settles each by inserting its
 * `visit_reminders` row in one transaction with the mail and the notification. The row's primary key
 * makes that happen once, whichever instance sharing the database gets there first, and across
 * restarts; a cancelled, completed, moved or reassigned visit is checked again inside that transaction
 * and gets nothing for its old state.
 */
export function startReminders(
  db: Kysely<Database>,
  options: { leads: readonly number[]; log: FastifyBaseLogger; queued: () => void; everyMs?: number },
): { kick(): void; flush(): Promise<number>; stop(): Promise<void> } {
  const { leads, log, queued, everyMs = REMINDER_LOOK_MS } = options;
  const farthest = Math.max(0, ...leads);

  async function look(stopping: () => boolean): Promise<number> {
    if (leads.length === 0) return 0;
    const now = clock.now();
    const visits = (await db
      .selectFrom('customers as c')
      .innerJoin('requests as r', 'r.customer_id', 'c.id')
      .select(['c.id', 'c.visit_start', 'c.massager_id', 'r.accepted_at'])
      .where('c.visit_start', 'is not', null)
      .where('c.massager_id', 'is not', null)
      .where('c.visit_start', '>', new Date(now).toISOString())
      .where('c.visit_start', '<=', new Date(now + farthest * HOUR_MS).toISOString())
      .where('c.status', '=', 'accepted')
      .orderBy('c.visit_start')
      .execute()) as Candidate[];
    if (visits.length === 0) return 0;
    const settledRows = await db
      .selectFrom('visit_reminders')
      .select(['customer_id', 'visit_start', 'massager_id', 'lead_hours'])
      .where(
        'customer_id',
        'in',
        visits.map((visit) => visit.id),
      )
      .execute();
    let sent = 0;
    for (const visit of visits) {
      if (stopping()) break;
      const settled = settledRows
        .filter((row) => row.customer_id === visit.id && row.visit_start === visit.visit_start && row.massager_id === visit.massager_id)
        .map((row) => row.lead_hours);
      const plan = reminderPlan({
        start: Date.parse(visit.visit_start),
        acceptedAt: visit.accepted_at ? Date.parse(visit.accepted_at) : now,
        leads,
        settled,
        now,
      });
      if (plan.send === null && plan.skip.length === 0) continue;
      // On SQLite every query answers at once, so without this a look with many visits due (the first
      // after a restart, or after a day of downtime) ran as one long task: 330 due visits held every
      // request up for 2 s. Between visits the server answers what has come in meanwhile.
      await nextTurn();
      if (await settle(db, log, visit, plan.send, plan.skip)) sent += 1;
    }
    if (sent > 0) queued();
    return sent;
  }

  const passes = periodicPasses(look, { everyMs, log, failure: 'looking for due visit reminders failed (tried again shortly)' });
  return { kick: passes.kick, flush: passes.run, stop: passes.stop };
}

/** Settles one visit's due reminders in one transaction; answers whether this instance sent one. */
function settle(db: Kysely<Database>, log: FastifyBaseLogger, visit: Candidate, send: number | null, skip: readonly number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('customers as c')
      .innerJoin('requests as r', 'r.customer_id', 'c.id')
      .select(['c.name', 'c.email', 'c.reference', 'c.status', 'c.visit_start', 'c.visit_minutes', 'c.massager_id', 'c.erased_at', 'r.massager_name'])
      .where('c.id', '=', visit.id);
    // PostgreSQL: a cancellation or a move of this visit waits for this transaction, or this one for it.
    // SQLite: the transaction holds the one write lock from its start.
    if (isPostgres(db)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (row === undefined || row.massager_name === null) return false;
    const unchanged = row.status === 'accepted' && row.erased_at === null && row.visit_start === visit.visit_start && row.massager_id === visit.massager_id;
    if (!unchanged) return false;
    for (const lead of skip) await claim(trx, visit, lead, 'skipped');
    if (send === null || !(await claim(trx, visit, send, 'sent'))) return false;
    const page = await trx.selectFrom('booking_tokens').select('customer_id').where('customer_id', '=', visit.id).executeTakeFirst();
    const therapist = firstName(row.massager_name);
    await queueMails(trx, [
      {
        customerId: visit.id,
        kind: 'visit-reminder',
        to: row.email,
        ...visitReminderMail({
          name: row.name,
          reference: row.reference,
          therapistFirstName: therapist,
          start: visit.visit_start,
          hasPage: page !== undefined,
        }),
        attachments: [
          visitCalendar({
            reference: row.reference,
            customerId: visit.id,
            start: visit.visit_start,
            minutes: row.visit_minutes,
            therapistFirstName: therapist,
          }),
        ],
        visitKey: visitKey(visit.visit_start, visit.massager_id),
      },
    ]);
    await notifyMassager(trx, {
      massagerId: visit.massager_id,
      massagerName: row.massager_name,
      customerId: visit.id,
      customerName: row.name,
      message: NOTIFICATION_TEXT.reminder(row.name, row.reference ?? `#${visit.id}`, visitTimeText(visit.visit_start, row.visit_minutes)),
    });
    log.info({ customerId: visit.id, leadHours: send }, 'visit reminder queued');
    return true;
  });
}

/** Inserts a reminder's row unless it exists: answers whether this transaction is the one that settled it. */
async function claim(trx: Transaction<Database>, visit: Candidate, lead: number, outcome: 'sent' | 'skipped'): Promise<boolean> {
  const inserted = await trx
    .insertInto('visit_reminders')
    .values({ customer_id: visit.id, visit_start: visit.visit_start, massager_id: visit.massager_id, lead_hours: lead, outcome, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['customer_id', 'visit_start', 'massager_id', 'lead_hours']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
