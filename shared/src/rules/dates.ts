import { DISPLAY_TIME_ZONE } from './constants';

/** Made on first use: a formatter with a time zone loads ICU's zone data, tens of milliseconds on a phone,
 *  which a public page (that shows no date) should not pay while it starts. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const displayFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: DISPLAY_TIME_ZONE,
      day: '2-digit',
      month: 'short',
      year: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }),
);

/** Day, short month, 2-digit year and a 12-hour clock, in India time (spec section 9): "21 Nov 26, 3:05 pm". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return displayFormat().format(date);
}

const isoDay = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today as YYYY-MM-DD in India time. */
export function todayInIndia(now: Date = new Date()): string {
  return isoDay().format(now);
}

/** Reports open on the first day of the current month through today (spec section 9), in India time. */
export function currentMonthRange(now: Date = new Date()): { start: string; end: string } {
  const end = todayInIndia(now);
  return { start: `${end.slice(0, 8)}01`, end };
}
