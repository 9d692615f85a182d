import { BOOKING_DAYS_AHEAD, OPENING_HOURS } from './constants';
import { addDays, indiaNow, isRealDate } from './dates';
import { APPOINTMENT_MESSAGES } from './messages';

/**
 * The visitor's preferred visit: a wall-clock date and slot in Pune, written into the booking's
 * `appointment` text as "YYYY-MM-DD HH:MM" (or "YYYY-MM-DD" when only a day is chosen), the same
 * words the admin's adate and atime make. One set of rules for the form and the API.
 */
export interface PreferredVisit {
  date: string;
  time: string;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot a visit may start at: 09:00, 09:30 … 20:30. */
export const APPOINTMENT_SLOTS: readonly string[] = (() => {
  const slots: string[] = [];
  for (let at = minutesOf(OPENING_HOURS.opens); at + OPENING_HOURS.slotMinutes <= minutesOf(OPENING_HOURS.closes); at += OPENING_HOURS.slotMinutes) {
    slots.push(clockOf(at));
  }
  return slots;
})();

/** The days a visitor may choose: today up to BOOKING_DAYS_AHEAD days ahead, in Pune. */
export function bookableDates(now: number | Date = Date.now()): { first: string; last: string } {
  const today = indiaNow(now).date;
  return { first: today, last: addDays(today, BOOKING_DAYS_AHEAD) };
}

/** The slots still ahead on `date` (all of them on a later day, none on an earlier one). */
export function slotsOn(date: string, now: number | Date = Date.now()): string[] {
  const current = indiaNow(now);
  if (!date || date > current.date) return [...APPOINTMENT_SLOTS];
  if (date < current.date) return [];
  return APPOINTMENT_SLOTS.filter((slot) => slot > current.time);
}

/** What is wrong with this preferred date and time, or null when it can be booked (both may be empty). */
export function preferredVisitProblem({ date, time }: PreferredVisit, now: number | Date = Date.now()): string | null {
  if (date) {
    const { first, last } = bookableDates(now);
    if (!isRealDate(date) || date < first || date > last) return APPOINTMENT_MESSAGES.dateRange;
  }
  if (!time) return null;
  if (!APPOINTMENT_SLOTS.includes(time)) return APPOINTMENT_MESSAGES.timeSlot;
  if (!date) return APPOINTMENT_MESSAGES.dateForTime;
  if (!slotsOn(date, now).includes(time)) return APPOINTMENT_MESSAGES.past;
  return null;
}

/** The booking's appointment text for a preferred date and time ('' when none was chosen). */
export function appointmentFromPreferred({ date, time }: PreferredVisit): string {
  return date ? [date, time].filter(Boolean).join(' ') : '';
}

const APPOINTMENT_TEXT = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;

/** The preferred date and time an appointment text names; null when the text has another shape. */
export function preferredFromAppointment(text: string): PreferredVisit | null {
  if (text === '') return { date: '', time: '' };
  const [, date, time = ''] = APPOINTMENT_TEXT.exec(text) ?? [];
  return date === undefined ? null : { date, time };
}
