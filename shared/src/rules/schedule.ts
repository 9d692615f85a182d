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
import { addDays, formatAppointment, formatClock } from './dates';
import { LONGEST_TRAVEL_MINUTES, travelMinutes } from './travel';

/** A visit's default length, setting up and packing included; the admin may change one visit's length. */
export const VISIT_MINUTES = 90;
/** The lengths the admin may give one visit (minutes). */
export const VISIT_MINUTES_RANGE = { min: 30, max: 240, step: 15 } as const;
/** The lengths the admin may choose for one visit, in minutes. */
export const VISIT_LENGTHS: readonly number[] = Array.from(
  { length: (VISIT_MINUTES_RANGE.max - VISIT_MINUTES_RANGE.min) / VISIT_MINUTES_RANGE.step + 1 },
  (_, i) => VISIT_MINUTES_RANGE.min + i * VISIT_MINUTES_RANGE.step,
);
/** The massager's My visits: today and the next 7 days. */
export const MY_VISITS_DAYS_AHEAD = 7;
/** The schedule statuses: a visit assigned to a therapist and not yet done, rejected or cancelled holds its time. */
export const SCHEDULED_STATUSES = ['pending', 'accepted'] as const;
/** The longest span of days one availability question may cover. */
export const AVAILABILITY_MAX_DAYS = 62;
/** How long a browser or proxy may keep an availability answer (seconds). */
export const AVAILABILITY_CACHE_SECONDS = 30;
/** The longest time off entered at once: a longer absence is a massager made Inactive. */
export const TIME_OFF_MAX_DAYS = 366;

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
    // A day may close at midnight (24:00), never later.
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(day.opens) || !/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(day.closes)) return SCHEDULE_MESSAGES.hoursFormat;
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

/**
 * The start times at which a visit of `minutes` in `area` would clash with `other`: it must not begin
 * before the therapist, done with `other`, could travel to it, nor end too late to travel to `other`.
 * The open interval (other's start − minutes − travel there, other's end + travel from there).
 */
function blockedStarts(other: ScheduledVisit, area: string | null, minutes: number): Span {
  return {
    start: other.start - (minutes + travelMinutes(area, other.area)) * MINUTE_MS,
    end: visitEnd(other) + travelMinutes(other.area, area) * MINUTE_MS,
  };
}

/** True when two visits of one therapist leave too little time to travel between them. */
export function visitsClash(a: ScheduledVisit, b: ScheduledVisit): boolean {
  const blocked = blockedStarts(a, b.area, b.minutes);
  return blocked.start < b.start && b.start < blocked.end;
}

/** The Pune day holding an instant, counted in days since 1970-01-01 (a Thursday). */
const indiaDayNumber = (instant: number): number => Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS);
const THURSDAY = 4;

/** The working hours of the Pune day `dayNumber`, as instants (null: a day off). */
function workingSpan(hours: WeeklyHours, dayNumber: number): Span | null {
  const day = hours[(dayNumber + THURSDAY) % 7];
  if (!day) return null;
  const midnight = dayNumber * DAY_MS - INDIA_OFFSET_MS;
  return { start: midnight + minutesOfClock(day.opens) * MINUTE_MS, end: midnight + minutesOfClock(day.closes) * MINUTE_MS };
}

/**
 * One Pune day of a therapist, made ready to answer for many start times of one kind of visit (its
 * length and area) whether it fits: the day's hours, the time off and, for each neighbouring visit, the
 * start times it rules out. The visitor's availability asks this for every slot of every therapist over
 * 60 days, so the work that does not depend on the start time is done once per day.
 */
interface PreparedDay {
  minutes: number;
  working: Span | null;
  timeOff: readonly TimeOff[];
  blocked: readonly { span: Span; visit: ScheduledVisit }[];
}

function prepareDay(day: TherapistDay, dayNumber: number, visit: { id: number; minutes: number; area: string | null }): PreparedDay {
  const midnight = dayNumber * DAY_MS - INDIA_OFFSET_MS;
  const reach = LONGEST_TRAVEL_MINUTES * MINUTE_MS;
  // A visit starting this day can meet neighbours that start from the longest visit plus the longest
  // travel before midnight, up to its own length plus the longest travel after the day's end.
  const from = midnight - VISIT_MINUTES_RANGE.max * MINUTE_MS - reach;
  const to = midnight + DAY_MS + visit.minutes * MINUTE_MS + reach;
  let lo = 0;
  let hi = day.visits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((day.visits[mid] as ScheduledVisit).start < from) lo = mid + 1;
    else hi = mid;
  }
  const blocked: { span: Span; visit: ScheduledVisit }[] = [];
  for (let i = lo; i < day.visits.length && (day.visits[i] as ScheduledVisit).start < to; i += 1) {
    const other = day.visits[i] as ScheduledVisit;
    if (other.id !== visit.id) blocked.push({ span: blockedStarts(other, visit.area, visit.minutes), visit: other });
  }
  return {
    minutes: visit.minutes,
    working: workingSpan(day.hours, dayNumber),
    timeOff: day.timeOff.filter((off) => off.start < to && from < off.end),
    blocked,
  };
}

/** Why the prepared kind of visit cannot start at `start` (an instant of the prepared day), or null. */
function conflictAt(day: PreparedDay, start: number): ScheduleConflict | null {
  const end = start + day.minutes * MINUTE_MS;
  if (!day.working || start < day.working.start || end > day.working.end) return { kind: 'hours' };
  const off = day.timeOff.find((span) => span.start < end && start < span.end);
  if (off) return { kind: 'off', timeOff: off };
  const busy = day.blocked.find(({ span }) => span.start < start && start < span.end);
  return busy ? { kind: 'busy', visit: busy.visit } : null;
}

/** Why this therapist cannot take the visit, or null when it can (the visit itself is left out of its list). */
export function scheduleConflict(day: TherapistDay, visit: ScheduledVisit): ScheduleConflict | null {
  return conflictAt(prepareDay(day, indiaDayNumber(visit.start), visit), visit.start);
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
  const visit = { id: 0, minutes, area: query.area };
  for (let i = 0; i < query.days; i += 1) {
    const date = addDays(query.first, i);
    const times = slotsOn(date, now);
    const starts = times.map((time) => instantOf(date, time));
    const free = starts.map(() => 0);
    const dayNumber = indiaDayNumber(instantOf(date, '12:00'));
    for (const therapist of therapists) {
      const prepared = prepareDay(therapist, dayNumber, visit);
      starts.forEach((start, k) => {
        if (!conflictAt(prepared, start)) free[k] = (free[k] ?? 0) + 1;
      });
    }
    result.push({ date, slots: times.map((time, k) => ({ time, free: free[k] ?? 0 })) });
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

/** "15 Jan 27, 10:00 AM–11:30 AM" in Pune time (the site's date words), for a visit block or a refusal. */
export function visitTimeText(start: number | string, minutes: number): string {
  const from = indiaClock(start);
  const to = indiaClock((typeof start === 'string' ? Date.parse(start) : start) + minutes * MINUTE_MS);
  return `${formatAppointment(`${from.date} ${from.time}`)}–${formatClock(to.time)}`;
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
  timeOffPast: 'This time off has already ended. Choose dates from today on.',
  timeOffTooLong: `Time off can last at most ${TIME_OFF_MAX_DAYS} days at a time.`,
  daysRange: `Ask for 1 to ${AVAILABILITY_MAX_DAYS} days.`,
  chooseMassager: 'Choose a massager.',
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
  noFreeDayAhead: (days: number) => `No therapist has a free time in the next ${days} days.`,
  noFreeDayAheadFor: (gender: string, days: number) => `No ${gender} therapist has a free time in the next ${days} days.`,
  sendWithAnyTime: 'You can still choose Any time and send your request: the centre will call you to fix a time.',
  sendWithAnyone: 'Choose Any as the preferred gender to see more times, or choose Any time and send your request: the centre will call you to fix a time.',
  firstFreeDay: (date: string) => `No later day has a free time; the first day with one is ${date}.`,
  availabilityUnknown: 'Free times could not be checked just now. You can still choose a time, or Any time, and send: the centre confirms the time by phone.',
  availabilityUnknownChange: 'Free times could not be checked just now. You can still choose a time and send: the centre confirms it by phone.',
} as const;

/**
 * How each massager stands for one booking's time, for the Assign dialog, in the order it lists them:
 * free first, then those who could take the visit (no time set; the other gender than the visitor
 * wished), then those Assign would refuse (busy, off, outside hours).
 */
export const ASSIGN_OPTION_STATES = ['free', 'no-time', 'gender', 'busy', 'off', 'hours'] as const;
export type AssignOptionState = (typeof ASSIGN_OPTION_STATES)[number];

/** The states Assign refuses: the schedule's conflicts (another visit with its travel, time off, working hours). */
export const ASSIGN_REFUSED_STATES: readonly AssignOptionState[] = ['busy', 'off', 'hours'];

/** Where a state comes in the Assign dialog's list. */
export const assignOptionRank = (state: AssignOptionState): number => ASSIGN_OPTION_STATES.indexOf(state);
