import {
  type DayHours,
  type HoursAnswer,
  SCHEDULE_MESSAGES,
  scheduleConflict,
  SERVER_MESSAGES,
  TIME_OFF_MESSAGES,
  type TimeOffItem,
  timeOffProblem,
  timeOffSpan,
  visitEnd,
  visitTimeText,
} from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clock, nowIso } from './clock';
import { ConflictError, InvalidRequestError, NotFoundError } from './errors';
import { notifyAdmins } from './notifications';
import { lockTherapist, weeklyHoursOf } from './schedule';

const iso = (ms: number) => new Date(ms).toISOString();

export async function ensureMassager(db: Kysely<Database>, massagerId: number): Promise<void> {
  if (!(await db.selectFrom('massagers').select('id').where('id', '=', massagerId).executeTakeFirst()))
    throw new NotFoundError(SERVER_MESSAGES.massagerNotFound);
}

/** A massager's week of hours (Sunday first), and whether they are its own rather than the centre's. */
export async function hoursOf(db: Kysely<Database>, massagerId: number): Promise<HoursAnswer> {
  const custom = (await db.selectFrom('massager_hours').select('weekday').where('massager_id', '=', massagerId).executeTakeFirst()) !== undefined;
  const hours = (await weeklyHoursOf(db, [massagerId])).get(massagerId) ?? [];
  return { massagerId, hours: [...hours], custom };
}

/** The accepted visits of a massager from now on, for the checks of new hours and new time off. */
async function acceptedVisitsAhead(trx: Kysely<Database>, massagerId: number, from: string, to?: string) {
  let query = trx
    .selectFrom('customers')
    .select(['id', 'reference', 'visit_start', 'visit_minutes', 'area'])
    .where('massager_id', '=', massagerId)
    .where('status', '=', 'accepted')
    .where('visit_start', '>=', from);
  if (to !== undefined) query = query.where('visit_start', '<', to);
  const rows = await query.orderBy('visit_start').execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    start: Date.parse(row.visit_start as string),
    minutes: row.visit_minutes,
    area: row.area,
  }));
}

/**
 * Saves a massager's week of hours. Refused (ConflictError, naming the visit) when an accepted visit ahead would
 * fall outside them: that visit must be reassigned first.
 */
export async function saveHours(db: Kysely<Database>, massagerId: number, hours: readonly DayHours[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTherapist(trx, massagerId);
    for (const visit of await acceptedVisitsAhead(trx, massagerId, nowIso())) {
      if (scheduleConflict({ hours, timeOff: [], visits: [] }, visit)?.kind === 'hours') {
        throw new ConflictError(SCHEDULE_MESSAGES.hoursExcludeVisit(visit.reference ?? `#${visit.id}`, visitTimeText(visit.start, visit.minutes)));
      }
    }
    await trx.deleteFrom('massager_hours').where('massager_id', '=', massagerId).execute();
    await trx
      .insertInto('massager_hours')
      .values(hours.map((day, weekday) => ({ massager_id: massagerId, weekday, opens: day?.opens ?? null, closes: day?.closes ?? null })))
      .execute();
  });
}

/** A massager's time off that has not ended yet, soonest first. */
export async function timeOffOf(db: Kysely<Database>, massagerId: number): Promise<TimeOffItem[]> {
  const rows = await db
    .selectFrom('time_off')
    .select(['id', 'starts_at', 'ends_at', 'note'])
    .where('massager_id', '=', massagerId)
    .where('ends_at', '>', iso(clock.now()))
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => ({ id: row.id, start: row.starts_at, end: row.ends_at, note: row.note || null }));
}

export interface TimeOffRequest {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  note: string;
}

/** The visits assigned to a massager and not yet accepted that a span of time off overlaps, soonest first. */
async function pendingVisitsUnder(trx: Kysely<Database>, massagerId: number, span: { start: number; end: number }) {
  const rows = await trx
    .selectFrom('customers')
    .select(['id', 'name', 'reference', 'visit_start', 'visit_minutes'])
    .where('massager_id', '=', massagerId)
    .where('status', '=', 'pending')
    // The longest visit begins at most a day before it ends.
    .where('visit_start', '>=', iso(span.start - 24 * 3_600_000))
    .where('visit_start', '<', iso(span.end))
    .orderBy('visit_start')
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, reference: row.reference, start: Date.parse(row.visit_start as string), minutes: row.visit_minutes }))
    .filter((visit) => visit.start < span.end && visitEnd(visit) > span.start)
    .map((visit) => ({ ...visit, reference: visit.reference ?? `#${visit.id}`, when: visitTimeText(visit.start, visit.minutes) }));
}

/**
 * Adds time off and answers the message to show. Refused (ConflictError) when it would cover an accepted
 * visit, naming it (reference and time), until that visit is reassigned; InvalidRequestError when it ends
 * before it starts, has ended already or is too long (timeOffProblem). Over a visit assigned but not yet accepted it is saved (the massager knows best when
 * they cannot work), and the answer names each such visit for the admin to reassign; when the massager
 * entered it, the admins are notified too, as nothing else would bring it to their eyes.
 */
export async function addTimeOff(db: Kysely<Database>, massagerId: number, request: TimeOffRequest, byMassager = false): Promise<string> {
  const span = timeOffSpan(request);
  const problem = timeOffProblem(span, clock.now());
  if (problem) throw new InvalidRequestError(problem);
  return db.transaction().execute(async (trx) => {
    await lockTherapist(trx, massagerId);
    const visits = await acceptedVisitsAhead(trx, massagerId, iso(span.start - 24 * 3_600_000), iso(span.end));
    const covered = visits.find((visit) => visit.start < span.end && visitEnd(visit) > span.start);
    if (covered) {
      throw new ConflictError(SCHEDULE_MESSAGES.timeOffCoversVisit(covered.reference ?? `#${covered.id}`, visitTimeText(covered.start, covered.minutes)));
    }
    const now = nowIso();
    await trx
      .insertInto('time_off')
      .values({ massager_id: massagerId, starts_at: iso(span.start), ends_at: iso(span.end), note: request.note || null, created_at: now })
      .execute();
    const pending = await pendingVisitsUnder(trx, massagerId, span);
    if (pending.length === 0) return SCHEDULE_MESSAGES.timeOffSaved;
    if (byMassager) {
      const { name } = await trx.selectFrom('massagers').select('name').where('id', '=', massagerId).executeTakeFirstOrThrow();
      for (const visit of pending) {
        await notifyAdmins(
          trx,
          {
            customerId: visit.id,
            customerName: visit.name,
            massagerName: name,
            message: TIME_OFF_MESSAGES.pendingUnderTimeOff(name, visit.reference, visit.when),
          },
          now,
        );
      }
    }
    return TIME_OFF_MESSAGES.savedOverPending(pending);
  });
}

/** Removes time off; `massagerId` limits it to that massager's own (a massager's session). */
export async function removeTimeOff(db: Kysely<Database>, id: number, massagerId: number | null): Promise<void> {
  let query = db.deleteFrom('time_off').where('id', '=', id);
  if (massagerId !== null) query = query.where('massager_id', '=', massagerId);
  if (Number((await query.executeTakeFirst()).numDeletedRows) === 0) throw new NotFoundError(SERVER_MESSAGES.notFound);
}
