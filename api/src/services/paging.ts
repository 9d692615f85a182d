import { type RawBuilder, sql } from 'kysely';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The UTC bounds [from, to) of the India-time days start_date..end_date, both inclusive. */
export function indiaDayRange(startDate: string, endDate: string): { from: string; to: string } {
  const start = Date.parse(`${startDate}T00:00:00Z`) - IST_OFFSET_MS;
  const end = Date.parse(`${endDate}T00:00:00Z`) - IST_OFFSET_MS + 24 * 60 * 60 * 1000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** Rows of a list per India-time booking day (YYYY-MM-DD), from the counters. */
export interface DayCount {
  day: string;
  n: number;
}

/**
 * Where one page of a list ordered newest first (created_at desc, id desc) is read: the rows of the
 * page are the `count` rows after skipping `skip`, in `order`, within `bound`; `reverse` when they
 * were read oldest first.
 */
export interface PageWindow {
  order: 'desc' | 'asc';
  skip: number;
  count: number;
  reverse: boolean;
  /** Desc: created_at < bound (the start of the day after the page's first day); asc: created_at >= bound. */
  bound: string | null;
}

/** Below this many rows to skip, the offset is cheap enough as it is. */
const SEEK_FROM = 500;

/**
 * Places a page so that no page costs more than reading about one day of the list:
 * - a page in the older half of the list is read from the oldest end (ascending, then reversed),
 *   so that the last page costs what the first does;
 * - with the list's rows per day (exact counters, read only for a deep page), whole days before the
 *   page are skipped through the created_at index instead of row by row.
 * Answers null when the page is past the end. The day counts must be of exactly these `total` rows
 * (read on the same snapshot); when they are not (or a booking time has no day), no day is skipped.
 */
export async function locatePage(total: number, offset: number, limit: number, dayCounts?: () => Promise<DayCount[]>): Promise<PageWindow | null> {
  if (offset >= total || limit <= 0) return null;
  const count = Math.min(limit, total - offset);
  const older = total - offset - count;
  let window: PageWindow =
    older < offset ? { order: 'asc', skip: older, count, reverse: true, bound: null } : { order: 'desc', skip: offset, count, reverse: false, bound: null };
  if (window.skip < SEEK_FROM || !dayCounts) return window;
  const days = await dayCounts();
  if (days.some((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d.day)) || days.reduce((sum, d) => sum + d.n, 0) !== total) return window;
  const walk = [...days].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  if (window.order === 'asc') walk.reverse();
  let passed = 0;
  for (const d of walk) {
    if (passed + d.n > window.skip) {
      const { from, to } = indiaDayRange(d.day, d.day);
      window = { ...window, skip: window.skip - passed, bound: window.order === 'desc' ? to : from };
      break;
    }
    passed += d.n;
  }
  return window;
}

/** The window's created_at condition (true without a bound) and its ORDER BY ... LIMIT ... OFFSET. */
export function windowSql(window: PageWindow, column = 'created_at', id = 'id'): { bound: RawBuilder<unknown>; slice: RawBuilder<unknown> } {
  const c = sql.ref(column);
  const i = sql.ref(id);
  const bound = window.bound === null ? sql`1 = 1` : window.order === 'desc' ? sql`${c} < ${window.bound}` : sql`${c} >= ${window.bound}`;
  const order = window.order === 'desc' ? sql`order by ${c} desc, ${i} desc` : sql`order by ${c} asc, ${i} asc`;
  return { bound, slice: sql`${order} limit ${window.count} offset ${window.skip}` };
}

/** The page's rows newest first, however they were read. */
export function inListOrder<T>(window: PageWindow, rows: T[]): T[] {
  return window.reverse ? [...rows].reverse() : rows;
}
