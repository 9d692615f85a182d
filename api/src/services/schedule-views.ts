import {
  addDays,
  type AssignOption,
  assignOptionRank,
  daySpan,
  indiaClock,
  MY_VISITS_DAYS_AHEAD,
  type MyVisit,
  requestStatusOf,
  scheduleConflict,
  type ScheduleDayAnswer,
  type ScheduleVisit,
  SERVER_MESSAGES,
  type TherapistDay,
  travelMinutes,
  visitTimeText,
} from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from './clock';
import { NotFoundError } from './errors';
import { therapistDays, weeklyHoursOf } from './schedule';

const iso = (ms: number) => new Date(ms).toISOString();

/** The statuses a day view shows: everything placed with a therapist except what was rejected. */
const SHOWN_STATUSES = ['pending', 'accepted', 'completed', 'cancelled'] as const;

/** Visits of a therapist in time order, each with the travel from the one before it (cancelled ones hold no time). */
function withTravel(visits: Omit<ScheduleVisit, 'travelBefore'>[]): ScheduleVisit[] {
  let previous: Omit<ScheduleVisit, 'travelBefore'> | null = null;
  return visits.map((visit) => {
    const travelBefore = previous && visit.status !== 'cancelled' ? travelMinutes(previous.area, visit.area) : null;
    if (visit.status !== 'cancelled') previous = visit;
    return { ...visit, travelBefore };
  });
}

/** The admin's day: every massager side by side with its hours, time off and visits, and the day's unassigned visits. */
export async function scheduleDay(db: Kysely<Database>, date: string): Promise<ScheduleDayAnswer> {
  const span = daySpan(date);
  const massagers = await db.selectFrom('massagers').select(['id', 'name', 'gender']).orderBy('name').execute();
  const ids = massagers.map((m) => m.id);
  const hours = await weeklyHoursOf(db, ids);
  const offs = ids.length
    ? await db
        .selectFrom('time_off')
        .select(['id', 'massager_id', 'starts_at', 'ends_at', 'note'])
        .where('ends_at', '>', iso(span.start))
        .where('starts_at', '<', iso(span.end))
        .orderBy('starts_at')
        .execute()
    : [];
  const ofTheDay = db
    .selectFrom('customers')
    .select(['id', 'reference', 'name', 'address', 'contact', 'area', 'status', 'massager_id', 'visit_start', 'visit_minutes'])
    .where('visit_start', '>=', iso(span.start))
    .where('visit_start', '<', iso(span.end))
    .orderBy('visit_start');
  // Two reads, each answered by its own partial index (placed visits; bookings with a time and no therapist).
  const placed = await ofTheDay.where('massager_id', 'is not', null).execute();
  const unassigned = await ofTheDay.where('massager_id', 'is', null).where('status', '=', 'pending').execute();
  const byMassager = new Map<number, typeof placed>();
  for (const row of placed) {
    const list = byMassager.get(row.massager_id as number);
    if (list) list.push(row);
    else byMassager.set(row.massager_id as number, [row]);
  }
  const visitOf = (row: (typeof placed)[number]) => ({
    customerId: row.id,
    reference: row.reference,
    name: row.name,
    address: row.address,
    contact: row.contact,
    area: row.area,
    status: requestStatusOf(row.status),
    start: row.visit_start as string,
    minutes: row.visit_minutes,
  });
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    massagers: massagers.map((m) => ({
      id: m.id,
      name: m.name,
      gender: m.gender,
      hours: hours.get(m.id)?.[weekday] ?? null,
      timeOff: offs.filter((off) => off.massager_id === m.id).map((off) => ({ id: off.id, start: off.starts_at, end: off.ends_at, note: off.note || null })),
      visits: withTravel((byMassager.get(m.id) ?? []).filter((row) => (SHOWN_STATUSES as readonly string[]).includes(row.status)).map(visitOf)),
    })),
    unassigned: unassigned.map((row) => ({ ...visitOf(row), travelBefore: null })),
  };
}

/**
 * How each massager stands for one booking's time: free, busy (with the clashing visit), off, outside
 * its hours, or not the preferred gender; free ones first. What Assign would refuse (busy, off, outside
 * hours) is told before the gender, which is the visitor's wish and does not stop an assignment: 'gender'
 * is a massager who could take the visit. A booking with no time: 'no-time' for all (it is assigned as
 * today, outside the schedule), gender still told. `minutes`: the length the admin has chosen in the
 * dialog (the booking's own without), as Assign will check it.
 */
export async function assignOptions(
  db: Kysely<Database>,
  customerId: number,
  minutes?: number | null,
): Promise<{ data: AssignOption[]; start: string | null; minutes: number }> {
  const booking = await db
    .selectFrom('customers')
    .select(['id', 'prefgender', 'visit_start', 'visit_minutes', 'area'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!booking) throw new NotFoundError(SERVER_MESSAGES.customerNotFound);
  const massagers = await db.selectFrom('massagers').select(['id', 'gender']).execute();
  const preferred = booking.prefgender.toLowerCase();
  const start = booking.visit_start ? Date.parse(booking.visit_start) : null;
  const length = minutes ?? booking.visit_minutes;
  const days =
    start === null
      ? new Map<number, TherapistDay>()
      : await therapistDays(
          db,
          massagers.map((m) => m.id),
          start,
          start + length * 60_000,
        );
  const options = massagers.map((m): AssignOption => {
    const otherGender = (preferred === 'male' || preferred === 'female') && m.gender.toLowerCase() !== preferred;
    const day = start === null ? undefined : days.get(m.id);
    const conflict = start === null || !day ? null : scheduleConflict(day, { id: booking.id, start, minutes: length, area: booking.area });
    if (!conflict) return { massagerId: m.id, state: otherGender ? 'gender' : start === null || !day ? 'no-time' : 'free', clash: null };
    if (conflict.kind === 'busy') {
      return {
        massagerId: m.id,
        state: 'busy',
        clash: { reference: conflict.visit.reference ?? `#${conflict.visit.id}`, when: visitTimeText(conflict.visit.start, conflict.visit.minutes) },
      };
    }
    return { massagerId: m.id, state: conflict.kind, clash: null };
  });
  options.sort((a, b) => assignOptionRank(a.state) - assignOptionRank(b.state) || a.massagerId - b.massagerId);
  return { data: options, start: booking.visit_start, minutes: length };
}

/**
 * The massager's visits of today and the next 7 days (India time), in time order, with what it needs
 * on the road: the full address and the customer's phone. Its open requests with no time yet come last.
 */
export async function myVisits(db: Kysely<Database>, massagerId: number): Promise<MyVisit[]> {
  const today = indiaClock(clock.now()).date;
  const from = daySpan(today).start;
  const to = daySpan(addDays(today, MY_VISITS_DAYS_AHEAD)).end;
  const columns = ['id', 'reference', 'name', 'contact', 'address', 'area', 'issue', 'therapy', 'status', 'visit_start', 'visit_minutes'] as const;
  const timed = await db
    .selectFrom('customers')
    .select(columns)
    .where('massager_id', '=', massagerId)
    .where('visit_start', '>=', iso(from))
    .where('visit_start', '<', iso(to))
    .where('status', 'in', ['pending', 'accepted', 'completed'])
    .orderBy('visit_start')
    .execute();
  const untimed = await db
    .selectFrom('customers')
    .select(columns)
    .where('massager_id', '=', massagerId)
    .where('visit_start', 'is', null)
    .where('status', 'in', ['pending', 'accepted'])
    .orderBy('created_at')
    .execute();
  return [...timed, ...untimed].map((row) => ({
    requestId: row.id,
    reference: row.reference,
    name: row.name,
    contact: row.contact,
    address: row.address,
    area: row.area,
    issue: row.issue,
    therapy: row.therapy,
    status: requestStatusOf(row.status),
    start: row.visit_start,
    minutes: row.visit_minutes,
  }));
}
