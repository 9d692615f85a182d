import { DISPLAY_TIME_ZONE } from './constants';

/** Made on first use: a formatter with a time zone loads ICU's zone data, tens of milliseconds on a phone,
 *  which a public page (that shows no date) should not pay while it starts. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** India-time clock parts of an instant; the words around them are ours (ICU spells September "Sept"
 *  in some versions and writes "pm" in lower case). */
const clockParts = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: DISPLAY_TIME_ZONE,
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "24 Nov 26" (day, short month, 2-digit year). */
function dayText(year: number, month: number, day: number): string {
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${String(year % 100).padStart(2, '0')}`;
}

/** "3:05 PM" (12-hour clock). */
function clockText(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A wall-clock time, "HH:MM", on the 12-hour clock the site shows: "14:30" → "2:30 PM". */
export function formatClock(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return clockText(hour ?? 0, minute ?? 0);
}

/** Day, short month, 2-digit year and a 12-hour clock, in India time (spec section 9): "24 Nov 26, 3:05 PM". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value: text } of clockParts().formatToParts(date)) part[type] = Number(text);
  // The formatter always gives these five parts; the defaults only satisfy the type.
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = part;
  return `${dayText(year, month, day)}, ${clockText(hour % 24, minute)}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/;

/**
 * An appointment is a wall-clock date and time in Pune ("2026-11-24 15:05", the spec's adate and atime
 * joined), not an instant: it is written in the same words without any zone arithmetic. Text in any
 * other shape (older bookings) is shown as it is.
 */
export function formatAppointment(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const match = WALL_CLOCK.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute] = match;
  if (Number(month) < 1 || Number(month) > 12) return text;
  const date = dayText(Number(year), Number(month), Number(day));
  return hour === undefined ? date : `${date}, ${clockText(Number(hour), Number(minute))}`;
}

const isoClock = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The date (YYYY-MM-DD) and wall clock (HH:MM) it is now in India time. */
export function indiaNow(now: number | Date = Date.now()): { date: string; time: string } {
  const part: Record<string, string> = {};
  for (const { type, value } of isoClock().formatToParts(now)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Today as YYYY-MM-DD in India time. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaNow(now).date;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days a date field accepts: a year 0 or 9999 is a typing slip, not a day to book, report or plan. */
export const SUPPORTED_DATES = { first: '2000-01-01', last: '2199-12-31' } as const;

/** True when `value` (YYYY-MM-DD) names a real calendar day. */
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real day (isRealDate) within SUPPORTED_DATES. */
export const isSupportedDate = (value: string): boolean => isRealDate(value) && value >= SUPPORTED_DATES.first && value <= SUPPORTED_DATES.last;

/** `date` (YYYY-MM-DD) moved by whole days: calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Reports open on the first day of the current month through today (spec section 9), in India time. */
export function currentMonthRange(now: Date = new Date()): { start: string; end: string } {
  const end = todayInIndia(now);
  return { start: `${end.slice(0, 8)}01`, end };
}
