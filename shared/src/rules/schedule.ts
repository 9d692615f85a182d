/**
 * The schedule's rules, one module for the API, the panels and the booking form. A visit is a start
 * instant (UTC, epoch ms here, ISO text in the database) and a length in minutes; days, slots, working
 * hours and time off are India time (Asia/Kolkata, UTC+05:30 all year: India keeps no daylight saving).
 *
 * A visit holds its therapist from (start − travel from the previous visit's area) to (end + travel to
 * the next visit's area): two visits of one therapist clash when either would have to begin before the
 * therapist could arrive from the other.
 */
import { slotsOn } from './appointment';
import { OPENING_HOURS } from './constants';
import { addDays } from './dates';
import { LONGEST_TRAVEL_MINUTES, travelMinutes } from './travel';

/** A visit's default length, setting up and packing included; the admin may change one visit's length. */
export const VISIT_MINUTES = 90;
/** The lengths the admin may give one visit (minutes). */
export const VISIT_MINUTES_RANGE = { min: 30, max: 240, step: 15 } as const;
/** The massager's My visits: today and the next 7 days. */
export const MY_VISITS_DAYS_AHEAD = 7;
/** The schedule statuses: a visit assigned to a therapist and not yet done, rejected or cancelled holds its time. */
export const SCHEDULED_STATUSES = ['pending', 'accepted'] as const;
/** The longest span of days one availability question may cover. */
export const AVAILABILITY_MAX_DAYS = 62;
/** How long a browser or proxy may keep an availability answer (seconds). */
export const AVAILABILITY_CACHE_SECONDS = 30;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * MINUTE_MS;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The instant (epoch ms) of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in Pune. */
export function instantOf(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0) - INDIA_OFFSET_MS;
}

/** The ISO text (UTC) the database keeps for a wall-clock date and time in Pune. */
export const isoOf = (date: string, time: string): string => new Date(instantOf(date, time)).toISOString();

/** The Pune wall clock of an instant: date, time (HH:MM), weekday (0 Sunday) and minutes since midnight. */
export function indiaClock(instant: number | string): { date: string; time: string; weekday: number; minutes: number } {
  const shifted = new Date((typeof instant === 'string' ? Date.parse(instant) : instant) + INDIA_OFFSET_MS);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: shifted.getUTCDay(), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The weekday (0 Sunday) of a date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export const minutesOfClock = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** One day's working hours ("HH:MM" India time), or null for a day off. */
export type DayHours = { opens: string; closes: string } | null;
/** Sunday first, as Date.getUTCDay counts. */
export type WeeklyHours = readonly DayHours[];

/** A massager with no hours of its own works the centre's opening hours every day. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = WEEKDAYS.map(() => ({ opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes }));

/** What is wrong with a week of hours, or null: each working day opens before it closes, on the half hour. */
export function weeklyHoursProblem(hours: readonly DayHours[]): string | null {
  if (hours.length !== 7) return SCHEDULE_MESSAGES.hoursWeek;
  for (const day of hours) {
    if (!day) continue;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(day.opens) || !/^([01]\d|2[0-4]):[0-5]\d$/.test(day.closes)) return SCHEDULE_MESSAGES.hoursFormat;
    if (minutesOfClock(day.closes) <= minutesOfClock(day.opens)) return SCHEDULE_MESSAGES.hoursOrder;
  }
  return null;
}

/** An interval of time, epoch ms, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** A visit in a therapist's schedule. */
export interface ScheduledVisit {
  id: number;
  start: number;
  minutes: number;
  area: string | null;
  reference?: string | null;
}

/** Time off of a therapist. */
export interface TimeOff extends Span {
  id: number;
}

/** What a therapist's schedule holds around the time in question. */
export interface TherapistDay {
  hours: WeeklyHours;
  timeOff: readonly TimeOff[];
  /** Sorted by start. */
  visits: readonly ScheduledVisit[];
}

/** Why a therapist cannot take a visit: outside its hours, on time off, or busy with another visit. */
export type ScheduleConflict = { kind: 'hours' } | { kind: 'off'; timeOff: TimeOff } | { kind: 'busy'; visit: ScheduledVisit };

export const visitEnd = (visit: { start: number; minutes: number }): number => visit.start + visit.minutes * MINUTE_MS;

/** True when two visits of one therapist leave too little time to travel between them. */
export function visitsClash(a: ScheduledVisit, b: ScheduledVisit): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return visitEnd(first) + travelMinutes(first.area, second.area) * MINUTE_MS > second.start;
}

/** The working hours of the Pune day holding `start`, as instants (null: a day off). */
function workingSpan(hours: WeeklyHours, start: number): Span | null {
  const { date, weekday } = indiaClock(start);
  const day = hours[weekday];
  if (!day) return null;
  return { start: instantOf(date, day.opens), end: instantOf(date, day.closes) };
}

/** The first visits of a sorted list that may clash with [from, to] once travel is counted. */
function nearby(visits: readonly ScheduledVisit[], visit: ScheduledVisit): ScheduledVisit[] {
  const reach = LONGEST_TRAVEL_MINUTES * MINUTE_MS;
  const from = visit.start - reach - VISIT_MINUTES_RANGE.max * MINUTE_MS;
  const to = visitEnd(visit) + reach;
  let lo = 0;
  let hi = visits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((visits[mid] as ScheduledVisit).start < from) lo = mid + 1;
    else hi = mid;
  }
  const found: ScheduledVisit[] = [];
  for (let i = lo; i < visits.length && (visits[i] as ScheduledVisit).start < to; i += 1) found.push(visits[i] as ScheduledVisit);
  return found;
}

/** Why this therapist cannot take the visit, or null when it can (the visit itself is left out of its list). */
export function scheduleConflict(day: TherapistDay, visit: ScheduledVisit): ScheduleConflict | null {
  const working = workingSpan(day.hours, visit.start);
  if (!working || visit.start < working.start || visitEnd(visit) > working.end) return { kind: 'hours' };
  const off = day.timeOff.find((span) => span.start < visitEnd(visit) && visit.start < span.end);
  if (off) return { kind: 'off', timeOff: off };
  const busy = nearby(day.visits, visit).find((other) => other.id !== visit.id && visitsClash(other, visit));
  return busy ? { kind: 'busy', visit: busy } : null;
}

/** One day of the visitor's availability: each slot still ahead, with how many therapists are free for it. */
export interface AvailabilityDay {
  date: string;
  slots: { time: string; free: number }[];
}

/**
 * For each day from `first` for `days` days: each slot still ahead (in Pune, at `now`) and how many of
 * the therapists could take a visit of `minutes` in `area` starting then.
 */
export function availability(
  therapists: readonly TherapistDay[],
  query: { first: string; days: number; area: string | null; minutes?: number },
  now: number = Date.now(),
): AvailabilityDay[] {
  const minutes = query.minutes ?? VISIT_MINUTES;
  const result: AvailabilityDay[] = [];
  for (let i = 0; i < query.days; i += 1) {
    const date = addDays(query.first, i);
    const slots = slotsOn(date, now).map((time) => {
      const visit = { id: 0, start: instantOf(date, time), minutes, area: query.area };
      return { time, free: therapists.reduce((n, day) => n + (scheduleConflict(day, visit) ? 0 : 1), 0) };
    });
    result.push({ date, slots });
  }
  return result;
}

/** The first day of an availability answer with a free slot, or null. */
export const nextFreeDay = (days: readonly AvailabilityDay[]): string | null => days.find((day) => day.slots.some((slot) => slot.free > 0))?.date ?? null;

/** The Pune day's start and end instants. */
export function daySpan(date: string): Span {
  const start = instantOf(date, '00:00');
  return { start, end: start + DAY_MS };
}

/** A Google Maps search for an address (no API key, opens the app on a phone). */
export const mapSearchUrl = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Digits for a tel: link ('+91' added to a 10-digit Indian number). */
export function telHref(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+91${digits}` : digits}`;
}

/** "10:00 AM–11:30 AM" in Pune time, for a visit block or a refusal. */
export function visitTimeText(start: number | string, minutes: number): string {
  const from = indiaClock(start);
  const to = indiaClock((typeof start === 'string' ? Date.parse(start) : start) + minutes * MINUTE_MS);
  const clock = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return `${(h ?? 0) % 12 || 12}:${String(m ?? 0).padStart(2, '0')} ${(h ?? 0) < 12 ? 'AM' : 'PM'}`;
  };
  return `${from.date} ${clock(from.time)}–${clock(to.time)}`;
}

export const SCHEDULE_MESSAGES = {
  busy: (reference: string, when: string) => `This massager already has visit ${reference} at ${when}.`,
  offDuring: 'This massager has time off then.',
  outsideHours: "This visit is outside the massager's working hours.",
  timeOffCoversVisit: (reference: string, when: string) => `This time off covers the accepted visit ${reference} at ${when}. Reassign that visit first.`,
  hoursExcludeVisit: (reference: string, when: string) => `These hours leave out the accepted visit ${reference} at ${when}. Reassign that visit first.`,
  completeTooEarly: 'A visit can be marked completed only from its start time.',
  hoursWeek: 'Give the hours of all seven days.',
  hoursFormat: 'Write each time as HH:MM.',
  hoursOrder: 'A working day must close after it opens.',
  timeOffOrder: 'Time off must end after it starts.',
  timeOffSaved: 'Time off saved.',
  timeOffRemoved: 'Time off removed.',
  hoursSaved: 'Working hours saved.',
  minutesRange: `A visit lasts ${VISIT_MINUTES_RANGE.min} to ${VISIT_MINUTES_RANGE.max} minutes, in steps of ${VISIT_MINUTES_RANGE.step}.`,
  noFreeSlots: 'Every time on this day is taken.',
  nextFreeDay: (date: string) => `The next day with a free time is ${date}.`,
  chooseDay: (date: string) => `Choose ${date}`,
  slotTaken: 'taken',
  todayClosed: (last: string) => `Today's last visit time (${last}) has passed. Choose another day, or Any time.`,
  timeNotFree: (time: string, date: string) => `${time} is not free on ${date}. Please choose another time.`,
  chooseArea: 'Choose your area to see which times are free.',
} as const;
