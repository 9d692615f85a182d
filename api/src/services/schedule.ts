import {
  availability,
  AVAILABILITY_MAX_DAYS,
  type AvailabilityDay,
  type DayHours,
  daySpan,
  DEFAULT_WEEKLY_HOURS,
  LONGEST_TRAVEL_MINUTES,
  SCHEDULE_MESSAGES,
  type ScheduleConflict,
  scheduleConflict,
  SCHEDULED_STATUSES,
  type ScheduledVisit,
  type TherapistDay,
  type TimeOff,
  VISIT_MINUTES_RANGE,
  visitTimeText,
  type WeeklyHours,
} from '@wellness/shared/rules';
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const MINUTE_MS = 60_000;
/** How far around a visit other visits can matter: the longest visit plus the longest travel. */
const REACH_MS = (VISIT_MINUTES_RANGE.max + LONGEST_TRAVEL_MINUTES) * MINUTE_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the therapist's schedule for the rest of the transaction, so that two transactions placing
 * visits with one therapist run one after the other and the second sees the first's visit. PostgreSQL:
 * a row lock on the massager. SQLite: every writing transaction already begins IMMEDIATE, holding the
 * one write lock from its start (db/database.ts).
 */
export async function lockTherapist(trx: Transaction<Database>, massagerId: number): Promise<void> {
  if (isPostgres(trx as Kysely<Database>)) await sql`select id from massagers where id = ${massagerId} for update`.execute(trx);
}

/** Week of hours of these massagers (those without rows of their own work the centre's hours). */
export async function weeklyHoursOf(db: Db, massagerIds: readonly number[]): Promise<Map<number, WeeklyHours>> {
  const found = new Map<number, DayHours[]>();
  if (massagerIds.length > 0) {
    const rows = await db.selectFrom('massager_hours').select(['massager_id', 'weekday', 'opens', 'closes']).where('massager_id', 'in', massagerIds).execute();
    for (const row of rows) {
      const week = found.get(row.massager_id) ?? DEFAULT_WEEKLY_HOURS.map(() => null);
      week[row.weekday] = row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null;
      found.set(row.massager_id, week);
    }
  }
  return new Map(massagerIds.map((id) => [id, found.get(id) ?? DEFAULT_WEEKLY_HOURS]));
}

interface VisitRow {
  id: number;
  massager_id: number | null;
  visit_start: string | null;
  visit_minutes: number;
  area: string | null;
  reference: string | null;
}

const asVisit = (row: VisitRow): ScheduledVisit => ({
  id: row.id,
  start: Date.parse(row.visit_start as string),
  minutes: row.visit_minutes,
  area: row.area,
  reference: row.reference,
});

/**
 * The schedules of these massagers between two instants: hours, time off and the visits that hold time
 * (but the booking `without`, when a booking is being moved).
 */
export async function therapistDays(db: Db, massagerIds: readonly number[], from: number, to: number, without?: number): Promise<Map<number, TherapistDay>> {
  const days = new Map<number, { hours: WeeklyHours; timeOff: TimeOff[]; visits: ScheduledVisit[] }>();
  if (massagerIds.length === 0) return days;
  const hours = await weeklyHoursOf(db, massagerIds);
  for (const id of massagerIds) days.set(id, { hours: hours.get(id) ?? DEFAULT_WEEKLY_HOURS, timeOff: [], visits: [] });
  const offs = await db
    .selectFrom('time_off')
    .select(['id', 'massager_id', 'starts_at', 'ends_at'])
    .where('massager_id', 'in', massagerIds)
    .where('ends_at', '>', iso(from))
    .where('starts_at', '<', iso(to))
    .execute();
  for (const off of offs) days.get(off.massager_id)?.timeOff.push({ id: off.id, start: Date.parse(off.starts_at), end: Date.parse(off.ends_at) });
  let visitQuery = db
    .selectFrom('customers')
    .select(['id', 'massager_id', 'visit_start', 'visit_minutes', 'area', 'reference'])
    .where('massager_id', 'in', massagerIds)
    .where('visit_start', '>=', iso(from - REACH_MS))
    .where('visit_start', '<', iso(to + REACH_MS))
    .where('status', 'in', [...SCHEDULED_STATUSES]);
  if (without !== undefined) visitQuery = visitQuery.where('id', '!=', without);
  // The order of the index customers_schedule: read from it alone, no sort.
  const visits = await visitQuery.orderBy('massager_id').orderBy('visit_start').execute();
  for (const row of visits) if (row.massager_id !== null) days.get(row.massager_id)?.visits.push(asVisit(row));
  return days;
}

/** The refusal a conflict reads as (409). */
export function conflictMessage(conflict: ScheduleConflict): string {
  if (conflict.kind === 'hours') return SCHEDULE_MESSAGES.outsideHours;
  if (conflict.kind === 'off') return SCHEDULE_MESSAGES.offDuring;
  return SCHEDULE_MESSAGES.busy(conflict.visit.reference ?? `#${conflict.visit.id}`, visitTimeText(conflict.visit.start, conflict.visit.minutes));
}

/**
 * The one check every placement goes through (assigning, editing a visit's time or length, accepting):
 * locks the therapist's schedule for the transaction, then answers why the visit does not fit, or null.
 * A visit without a time ('Any time') is not in the schedule and always fits.
 */
export async function placementConflict(
  trx: Transaction<Database>,
  massagerId: number,
  visit: { id: number; start: string | null; minutes: number; area: string | null },
): Promise<ScheduleConflict | null> {
  await lockTherapist(trx, massagerId);
  if (!visit.start) return null;
  const candidate: ScheduledVisit = { id: visit.id, start: Date.parse(visit.start), minutes: visit.minutes, area: visit.area };
  const days = await therapistDays(trx, [massagerId], candidate.start, candidate.start + visit.minutes * MINUTE_MS);
  const day = days.get(massagerId);
  return day ? scheduleConflict(day, candidate) : null;
}

/** Massagers of a gender ('any': all), for the visitor's availability (ids and genders only). */
async function massagersOfGender(db: Db, gender: string): Promise<number[]> {
  let query = db.selectFrom('massagers').select('id');
  if (gender === 'male' || gender === 'female') query = query.where(sql<boolean>`lower(gender) = ${gender}`);
  return (await query.execute()).map((row) => row.id);
}

/**
 * The visitor's availability: for each day and slot, how many therapists of the preferred gender are
 * free. `without`: the booking the customer is moving, whose present time holds nobody for its new one.
 */
export async function visitorAvailability(
  db: Db,
  query: { from: string; days: number; area: string | null; gender: string; now: number; without?: number },
): Promise<AvailabilityDay[]> {
  const days = Math.min(query.days, AVAILABILITY_MAX_DAYS);
  const ids = await massagersOfGender(db, query.gender);
  const window = { start: daySpan(query.from).start, end: daySpan(query.from).start + days * 86_400_000 };
  const schedules = await therapistDays(db, ids, window.start, window.end, query.without);
  return availability([...schedules.values()], { first: query.from, days, area: query.area }, query.now);
}
