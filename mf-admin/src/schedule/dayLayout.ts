import { indiaClock, minutesOfClock } from '@wellness/shared';
import type { ScheduleVisit, TimeOffItem } from '@wellness/shared/client';

/** The day view's time axis, India time: 08:00 to 22:00, so that the centre's 09:00–21:00 sits inside with room for travel. */
export const AXIS = { from: 8 * 60, to: 22 * 60 } as const;
export const PX_PER_MINUTE = 1.2;
/** The grid's height in px. */
export const GRID_HEIGHT = (AXIS.to - AXIS.from) * PX_PER_MINUTE;
/** An hour's label is 16 px tall, centred on its line. */
const LABEL_HALF = 8;
/** Room below the grid for the lower half of the last hour's label, which sits on the grid's bottom line. */
export const LABEL_ROOM = LABEL_HALF + 4;

const clamp = (minutes: number) => Math.min(AXIS.to, Math.max(AXIS.from, minutes));

/** Minutes since midnight in Pune of an instant, on the day shown (an instant of another day is clamped to it). */
function minutesOnDay(iso: string, date: string): number {
  const clock = indiaClock(iso);
  if (clock.date < date) return AXIS.from;
  if (clock.date > date) return AXIS.to;
  return clock.minutes;
}

/** Where a span sits on the axis, in px from its top, and how tall it is. */
function place(fromMinutes: number, toMinutes: number): { top: number; height: number } {
  const top = (clamp(fromMinutes) - AXIS.from) * PX_PER_MINUTE;
  return { top, height: Math.max(0, (clamp(toMinutes) - clamp(fromMinutes)) * PX_PER_MINUTE) };
}

export function visitBlock(visit: ScheduleVisit, date: string) {
  const start = minutesOnDay(visit.start, date);
  return { ...place(start, start + visit.minutes), travel: visit.travelBefore ? place(start - visit.travelBefore, start) : null };
}

/** True when some of the visit lies within one of the massager's time off (edges that only touch do not count). */
export function duringTimeOff(visit: Pick<ScheduleVisit, 'start' | 'minutes'>, timeOff: readonly Pick<TimeOffItem, 'start' | 'end'>[]): boolean {
  const start = Date.parse(visit.start);
  const end = start + visit.minutes * 60_000;
  return timeOff.some((off) => Date.parse(off.start) < end && start < Date.parse(off.end));
}

/** A block tall enough for three lines (time, name, area and status) shows them apart; a shorter one joins time and name. */
export const THREE_LINES_PX = 52;

export const timeOffBlock = (off: TimeOffItem, date: string) => place(minutesOnDay(off.start, date), minutesOnDay(off.end, date));

/** The shaded parts outside a day's hours (all of it on a day off). */
export function closedBlocks(hours: { opens: string; closes: string } | null) {
  if (!hours) return [place(AXIS.from, AXIS.to)];
  return [place(AXIS.from, minutesOfClock(hours.opens)), place(minutesOfClock(hours.closes), AXIS.to)].filter((block) => block.height > 0);
}

/** Where an hour's label starts, in px from the axis' top. */
export const hourLabelTop = (minutes: number) => place(minutes, minutes).top - LABEL_HALF;

/** The hour marks of the axis: 08:00 … 22:00. */
export const HOUR_MARKS = Array.from({ length: (AXIS.to - AXIS.from) / 60 + 1 }, (_, i) => AXIS.from + i * 60);
