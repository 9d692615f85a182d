import {
  type DayHours,
  type HoursAnswer,
  SCHEDULE_MESSAGES,
  scheduleConflict,
  type TimeOffItem,
  timeOffSpan,
  visitEnd,
  visitTimeText,
} from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clock, nowIso } from './clock';
import type { Outcome } from './customer-changes';
import { lockTherapist, weeklyHoursOf } from './schedule';

const iso = (ms: number) => new Date(ms).toISOString();

export async function massagerExists(db: Kysely<Database>, massagerId: number): Promise<boolean> {
  return (await db.selectFrom('massagers').select('id').where('id', '=', massagerId).executeTakeFirst()) !== undefined;
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
 * Saves a massager's week of hours. Refused (409, naming the visit) when an accepted visit ahead would
 * fall outside them: that visit must be reassigned first.
 */
export async function saveHours(db: Kysely<Database>, massagerId: number, hours: readonly DayHours[]): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockTherapist(trx, massagerId);
    for (const visit of await acceptedVisitsAhead(trx, massagerId, nowIso())) {
      if (scheduleConflict({ hours, timeOff: [], visits: [] }, visit)?.kind === 'hours') {
        return { code: 409, message: SCHEDULE_MESSAGES.hoursExcludeVisit(visit.reference ?? `#${visit.id}`, visitTimeText(visit.start, visit.minutes)) };
      }
    }
    await trx.deleteFrom('massager_hours').where('massager_id', '=', massagerId).execute();
    await trx
      .insertInto('massager_hours')
      .values(hours.map((day, weekday) => ({ massager_id: massagerId, weekday, opens: day?.opens ?? null, closes: day?.closes ?? null })))
      .execute();
    return { code: 200 };
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

/**
 * Adds time off. Refused (409) when it would cover an accepted visit, naming it (reference and time),
 * until that visit is reassigned; 400 when it ends before it starts.
 */
export async function addTimeOff(db: Kysely<Database>, massagerId: number, request: TimeOffRequest): Promise<Outcome | { code: 400; message: string }> {
  const span = timeOffSpan(request);
  if (span.end <= span.start) return { code: 400, message: SCHEDULE_MESSAGES.timeOffOrder };
  return db.transaction().execute(async (trx) => {
    await lockTherapist(trx, massagerId);
    const visits = await acceptedVisitsAhead(trx, massagerId, iso(span.start - 24 * 3_600_000), iso(span.end));
    const covered = visits.find((visit) => visit.start < span.end && visitEnd(visit) > span.start);
    if (covered) {
      return {
        code: 409 as const,
        message: SCHEDULE_MESSAGES.timeOffCoversVisit(covered.reference ?? `#${covered.id}`, visitTimeText(covered.start, covered.minutes)),
      };
    }
    await trx
      .insertInto('time_off')
      .values({ massager_id: massagerId, starts_at: iso(span.start), ends_at: iso(span.end), note: request.note || null, created_at: nowIso() })
      .execute();
    return { code: 200 as const };
  });
}

/** Removes time off; `massagerId` limits it to that massager's own (a massager's session). False: none such. */
export async function removeTimeOff(db: Kysely<Database>, id: number, massagerId: number | null): Promise<boolean> {
  let query = db.deleteFrom('time_off').where('id', '=', id);
  if (massagerId !== null) query = query.where('massager_id', '=', massagerId);
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
}
