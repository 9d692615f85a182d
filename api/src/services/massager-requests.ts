import {
  MASSAGER_PANEL_STATUSES,
  massagerMoveFrom,
  type MassagerMoveTarget,
  SCHEDULE_MESSAGES,
  SERVER_MESSAGES,
  tooEarlyToComplete,
} from '@wellness/shared/rules';
import { type Kysely, sql } from 'kysely';
import type { Customer, Database } from '../db/schema';
import { visitCalendar } from './calendar';
import { clock, nowIso } from './clock';
import { requestAcceptedMail, visitCompletedMail } from './customer-mail';
import { appointmentText } from './customers';
import { ConflictError, NotFoundError } from './errors';
import { type Actor, recordEvents } from './history';
import { NOTIFICATION_TEXT, notifyAdmins } from './notifications';
import { queueMails } from './outbox';
import { locatePage, windowSql } from './paging';
import { conflictMessage, placementConflict } from './schedule';
import { dayCounts, onOneSnapshot, statusTotals } from './totals';

/** The massager's own name and id, as the session holds them. */
export interface Me {
  id: number;
  name: string;
}

/** A therapist's first name, for the customer's mail (the full name stays with the centre). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The massager's dashboard counts, from the counters kept by triggers (migration 0002): no scan of the requests. */
export async function massagerCounts(db: Kysely<Database>, massagerId: number) {
  const totals = await statusTotals(db, massagerId);
  return {
    // The customers the card opens: the panel's list holds the pending and accepted requests only.
    totalCustomerCount: MASSAGER_PANEL_STATUSES.reduce((sum, status) => sum + totals[status], 0),
    totalAcceptedOrders: totals.accepted,
    totalCompletedOrders: totals.completed,
  };
}

/** One page of the massager's open requests (pending and accepted), newest first, with their total. */
export async function assignedRequestsPage(db: Kysely<Database>, massagerId: number, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  // The total from the counters; the page from the index customers_massager (its entries carry the
  // status), placed by locatePage, joined for its rows only.
  const { rows, totalRecords } = await onOneSnapshot(db, async (snapshot) => {
    const totals = await statusTotals(snapshot, massagerId);
    const total = MASSAGER_PANEL_STATUSES.reduce((sum, status) => sum + totals[status], 0);
    const window = await locatePage(total, offset, perPage, () => dayCounts(snapshot, { massagerId, statuses: [...MASSAGER_PANEL_STATUSES] }));
    if (!window) return { rows: [] as Customer[], totalRecords: total };
    const { bound, slice } = windowSql(window);
    // As literals, so that the statement reads as the index's definition does.
    const listed = sql.join(MASSAGER_PANEL_STATUSES.map((status) => sql.lit(status)));
    const found = await sql<Customer>`select c.* from (
            select id, created_at from customers where massager_id = ${massagerId} and status in (${listed}) and ${bound} ${slice}
          ) p join customers c on c.id = p.id
          order by c.created_at desc, c.id desc`.execute(snapshot);
    return { rows: found.rows, totalRecords: total };
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      requestId: row.id,
      requestTime: row.created_at,
      name: row.name,
      contact: row.contact,
      email: row.email,
      issue: row.issue,
      therapy: row.therapy,
      gender: row.gender,
      address: row.address,
      appointment: appointmentText(row),
      status: row.status,
    })),
    totalRecords,
  };
}

/** What a move wrote besides the request, for the caller to set going once it is committed. */
export interface MoveResult {
  /** A mail to the customer waits in the outbox. */
  mailQueued: boolean;
}

/**
 * Moves one of the massager's requests on (pending → accepted or rejected, accepted → completed), in
 * one transaction with the history event, the admins' notification and, for an acceptance or a
 * completed visit, the customer's mail. NotFoundError: not a request of this massager; ConflictError:
 * not from the status the move starts at, a clash in the schedule, or a visit not yet begun.
 */
export async function moveRequest(db: Kysely<Database>, mine: Me, requestId: number, next: MassagerMoveTarget, actor: Actor): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('requests as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select([
        'r.customer_id',
        'r.status',
        'c.name',
        'c.email',
        'c.reference',
        'c.appointment',
        'c.appointment_date',
        'c.appointment_time',
        'c.visit_start',
        'c.visit_minutes',
        'c.area',
      ])
      .where('r.customer_id', '=', requestId)
      .where('r.massager_id', '=', mine.id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(SERVER_MESSAGES.requestNotFound);
    if (next === 'completed' && tooEarlyToComplete(row.visit_start, clock.now())) {
      throw new ConflictError(SCHEDULE_MESSAGES.completeTooEarly);
    }
    if (next === 'accepted' && row.status === 'pending') {
      const conflict = await placementConflict(trx, mine.id, { id: row.customer_id, start: row.visit_start, minutes: row.visit_minutes, area: row.area });
      if (conflict) throw new ConflictError(conflictMessage(conflict));
    }
    const now = nowIso();
    const stamp = next === 'accepted' ? { accepted_at: now } : next === 'rejected' ? { rejected_at: now } : { completed_at: now };
    const updated = await trx
      .updateTable('requests')
      .set({ status: next, status_changed_at: now, ...stamp })
      .where('customer_id', '=', row.customer_id)
      .where('massager_id', '=', mine.id)
      .where('status', '=', massagerMoveFrom(next))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ConflictError(SERVER_MESSAGES.transitionRefused);
    await recordEvents(trx, [{ customerId: row.customer_id, kind: next, actor }], now);
    await notifyAdmins(trx, {
      customerId: row.customer_id,
      customerName: row.name,
      massagerName: mine.name,
      message: NOTIFICATION_TEXT[next](mine.name, row.name),
    });
    // The customer hears of an acceptance and of the completed visit, by a mail written with the change.
    const mailQueued = next !== 'rejected';
    if (mailQueued) {
      const facts = { name: row.name, reference: row.reference };
      const therapistFirstName = firstName(mine.name);
      await queueMails(trx, [
        next === 'accepted'
          ? {
              customerId: row.customer_id,
              kind: 'request-accepted',
              to: row.email,
              ...requestAcceptedMail({ ...facts, therapistFirstName, appointment: appointmentText(row) }),
              attachments: row.visit_start
                ? [visitCalendar({ ...facts, customerId: row.customer_id, start: row.visit_start, minutes: row.visit_minutes, therapistFirstName })]
                : [],
            }
          : { customerId: row.customer_id, kind: 'visit-completed', to: row.email, ...visitCompletedMail(facts) },
      ]);
    }
    return { mailQueued };
  });
}
