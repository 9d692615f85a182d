/**
 * The therapist's own day: the words and rules of the massager's My visits and Time off screens, and
 * the two rules the API enforces on them (what a time off covers, when a visit may be completed).
 */
import { addDays, formatAppointment, formatClock, formatDateTime } from './dates';
import { type DayHours, indiaClock, instantOf, SCHEDULE_MESSAGES, type Span, TIME_OFF_MAX_DAYS, weekdayOf, WEEKDAYS } from './schedule';

const MINUTE_MS = 60_000;

export const MY_VISITS_MESSAGES = {
  title: 'My visits',
  intro: 'Today and the next 7 days, in time order.',
  dashboardLink: 'Open My visits',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noTimeHeading: 'No time set yet',
  noTimeNote: 'The admin has not given these visits a time yet.',
  empty: 'No visits for today or the next 7 days. Time to rest!',
  lastUpdated: (when: string) => `Last updated ${when}`,
  refresh: 'Refresh',
  listLabel: (day: string) => `Visits of ${day}`,
  map: 'Map',
  mapLabel: (name: string) => `Map of ${name}'s address (Google Maps)`,
  callLabel: (name: string, contact: string) => `Call ${name} on ${contact}`,
  address: 'Address',
  therapy: 'Therapy',
  issue: 'Issue',
  reference: 'Reference',
  completeFrom: (time: string) => `Complete is possible from ${time}.`,
} as const;

export const TIME_OFF_MESSAGES = {
  title: 'Time off',
  link: 'Time off and working hours',
  upcoming: 'Your time off',
  none: 'No time off ahead.',
  addHeading: 'Add time off',
  fromDate: 'From date',
  fromTime: 'From time',
  toDate: 'Until date',
  toTime: 'Until time',
  note: 'Note',
  timesHint: 'Leave a time empty for the whole day.',
  save: 'Save time off',
  saveFailed: 'The time off could not be saved. Please try again.',
  remove: 'Remove',
  removeLabel: (when: string) => `Remove time off ${when}`,
  removeFailed: 'The time off could not be removed. Please try again.',
  removeQuestion: (when: string) => ({
    title: 'Remove this time off?',
    text: `Your time off ${when} will be removed: the admin may then give you visits at that time.`,
    confirmLabel: 'Yes, remove',
  }),
  adminRemoveQuestion: (name: string, when: string) => ({
    title: 'Remove this time off?',
    text: `The time off of ${name}, ${when}, will be removed: visits may then be given to them at that time.`,
    confirmLabel: 'Yes, remove',
  }),
  /** The answer to time off saved over visits assigned but not yet accepted: they stay, for the admin to reassign. */
  savedOverPending: (visits: readonly { reference: string; when: string }[]) => {
    const named = visits.map(({ reference, when }) => `${reference} at ${when}`).join(', ');
    return visits.length === 1
      ? `Time off saved. It covers the pending visit ${named}: the admin must reassign it.`
      : `Time off saved. It covers the pending visits ${named}: the admin must reassign them.`;
  },
  /** The admins' notification when a massager's own time off covers a pending visit of theirs. */
  pendingUnderTimeOff: (massager: string, reference: string, when: string) =>
    `${massager} added time off over the pending visit ${reference} at ${when}. Reassign it.`,
  wholeDay: 'whole day',
  wholeDays: 'whole days',
  hoursHeading: 'Working hours',
  weekHeading: 'Weekly working hours (India time)',
  dayColumn: 'Day',
  opensColumn: 'Opens',
  closesColumn: 'Closes',
  /** Between a day's two times, read by the eye; the inputs' own names say "from" and "to". */
  until: 'to',
  saveHours: 'Save hours',
  saveHoursFailed: 'The working hours could not be saved. Please try again.',
  adminTitle: (name: string) => `Hours and time off of ${name}`,
  adminTitleNone: 'Hours and time off',
  hoursOwn: 'Set by the admin; ask the admin to change them.',
  hoursCentre: "The centre's opening hours; ask the admin to change them.",
  dayOff: 'Day off',
} as const;

/** The instants of a time off: a date without a time starts at the day's start, or ends at its end. */
export function timeOffSpan(request: { fromDate: string; fromTime?: string; toDate: string; toTime?: string }): Span {
  const start = instantOf(request.fromDate, request.fromTime || '00:00');
  const end = request.toTime ? instantOf(request.toDate, request.toTime) : instantOf(addDays(request.toDate, 1), '00:00');
  return { start, end };
}

/** Why a time off cannot be entered (it ends before it starts, has ended already, or is too long), or null. */
export function timeOffProblem({ start, end }: Span, now: number): string | null {
  if (end <= start) return SCHEDULE_MESSAGES.timeOffOrder;
  if (end <= now) return SCHEDULE_MESSAGES.timeOffPast;
  if (end - start > TIME_OFF_MAX_DAYS * 24 * 60 * MINUTE_MS) return SCHEDULE_MESSAGES.timeOffTooLong;
  return null;
}

/** A visit is done once it has begun, not the evening before: completing one with a time waits for it. */
export const tooEarlyToComplete = (start: string | null, now: number): boolean => start !== null && Date.parse(start) > now;

/** "10:00 AM–11:30 AM", India time. */
export function visitClockRange(start: string, minutes: number): string {
  return `${formatClock(indiaClock(start).time)}–${formatClock(indiaClock(Date.parse(start) + minutes * MINUTE_MS).time)}`;
}

/** "Today, Friday 27 Nov 26", "Tomorrow, …", "Sunday 29 Nov 26". */
export function visitDayHeading(date: string, today: string): string {
  const day = `${WEEKDAYS[weekdayOf(date)]} ${formatAppointment(date)}`;
  if (date === today) return `${MY_VISITS_MESSAGES.today}, ${day}`;
  if (date === addDays(today, 1)) return `${MY_VISITS_MESSAGES.tomorrow}, ${day}`;
  return day;
}

/** A time off in words: "28 Nov 26, whole day", "28 Nov 26 – 30 Nov 26, whole days", "28 Nov 26, 1:00 PM – 5:00 PM". */
export function timeOffText({ start, end }: { start: string; end: string }): string {
  const from = indiaClock(start);
  const to = indiaClock(end);
  if (from.time === '00:00' && to.time === '00:00') {
    const last = addDays(to.date, -1);
    return last === from.date
      ? `${formatAppointment(from.date)}, ${TIME_OFF_MESSAGES.wholeDay}`
      : `${formatAppointment(from.date)} – ${formatAppointment(last)}, ${TIME_OFF_MESSAGES.wholeDays}`;
  }
  if (from.date === to.date) return `${formatAppointment(from.date)}, ${formatClock(from.time)} – ${formatClock(to.time)}`;
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

/** One day's working hours in words: "9:00 AM – 9:00 PM" or "Day off". */
export const dayHoursText = (day: DayHours): string => (day ? `${formatClock(day.opens)} – ${formatClock(day.closes)}` : TIME_OFF_MESSAGES.dayOff);
