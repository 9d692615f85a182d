import { indiaClock, tooEarlyToComplete, visitDayHeading } from '@wellness/shared';
import type { MyVisit } from '@wellness/shared/client';
import { isActionEnabled, type RequestAction } from '../customers/requestActions';

/** One day of My visits: its heading and its visits in time order. */
export interface VisitDay {
  date: string;
  heading: string;
  visits: MyVisit[];
}

/**
 * The visits by India-time day, in time order, and those with no time yet apart (to be listed last).
 * The server sends them in time order already; sorting again keeps the days right whatever it sends.
 */
export function groupVisitsByDay(visits: readonly MyVisit[], now: number): { days: VisitDay[]; untimed: MyVisit[] } {
  const today = indiaClock(now).date;
  const timed = visits.filter((visit): visit is MyVisit & { start: string } => visit.start !== null);
  timed.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days: VisitDay[] = [];
  for (const visit of timed) {
    const date = indiaClock(visit.start).date;
    const last = days.at(-1);
    if (last?.date === date) last.visits.push(visit);
    else days.push({ date, heading: visitDayHeading(date, today), visits: [visit] });
  }
  return { days, untimed: visits.filter((visit) => visit.start === null) };
}

/** Accept, Reject and Complete as in the customer list, and Complete only from the visit's start on. */
export function isVisitActionEnabled(action: RequestAction, visit: Pick<MyVisit, 'status' | 'start'>, now: number): boolean {
  if (!isActionEnabled(action, visit.status)) return false;
  return action !== 'complete' || !tooEarlyToComplete(visit.start, now);
}
