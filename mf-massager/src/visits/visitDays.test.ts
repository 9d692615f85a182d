import type { MyVisit } from '@wellness/shared/client';
import { groupVisitsByDay, isVisitActionEnabled } from './visitDays';

/** 27 Nov 2026, 10:00 in Pune (04:30 UTC). */
const NOW = Date.parse('2026-11-27T04:30:00.000Z');

function visit(requestId: number, start: string | null, status: MyVisit['status'] = 'accepted'): MyVisit {
  return {
    requestId,
    reference: `KW-${requestId}`,
    name: `Customer ${requestId}`,
    contact: '9876543210',
    address: 'Lane 5, Karve Nagar, Kothrud, 411038',
    area: 'Kothrud',
    issue: 'Back pain',
    therapy: 'Deep tissue',
    status,
    start,
    minutes: 90,
  };
}

describe('My visits: today and the next 7 days, grouped by India-time day in time order', () => {
  it('groups by the day in Pune, not in UTC: 00:15 in Pune the next day is 18:45 UTC the day before', () => {
    const { days } = groupVisitsByDay([visit(1, '2026-11-27T05:30:00.000Z'), visit(2, '2026-11-27T18:45:00.000Z')], NOW);
    expect(days.map((day) => [day.date, day.visits.map((v) => v.requestId)])).toEqual([
      ['2026-11-27', [1]],
      ['2026-11-28', [2]],
    ]);
  });

  it('names today and tomorrow, then the weekday and date in the site’s format', () => {
    const { days } = groupVisitsByDay([visit(1, '2026-11-27T05:30:00.000Z'), visit(2, '2026-11-28T05:30:00.000Z'), visit(3, '2026-11-30T05:30:00.000Z')], NOW);
    expect(days.map((day) => day.heading)).toEqual(['Today, Friday 27 Nov 26', 'Tomorrow, Saturday 28 Nov 26', 'Monday 30 Nov 26']);
  });

  it('keeps each day in time order and lists the visits with no time yet apart, last', () => {
    const { days, untimed } = groupVisitsByDay(
      [visit(4, null, 'pending'), visit(1, '2026-11-27T09:30:00.000Z'), visit(2, '2026-11-27T04:30:00.000Z'), visit(3, null)],
      NOW,
    );
    expect(days).toHaveLength(1);
    expect(days[0]!.visits.map((v) => v.requestId)).toEqual([2, 1]);
    expect(untimed.map((v) => v.requestId)).toEqual([4, 3]);
  });

  it('has no days and nothing untimed for an empty answer', () => {
    expect(groupVisitsByDay([], NOW)).toEqual({ days: [], untimed: [] });
  });
});

describe("'Complete' is possible only from the visit's start on", () => {
  it('is disabled before the start of an accepted visit, and enabled from its start', () => {
    const accepted = visit(1, '2026-11-27T05:30:00.000Z');
    expect(isVisitActionEnabled('complete', accepted, Date.parse('2026-11-27T05:29:59.000Z'))).toBe(false);
    expect(isVisitActionEnabled('complete', accepted, Date.parse('2026-11-27T05:30:00.000Z'))).toBe(true);
    expect(isVisitActionEnabled('complete', accepted, Date.parse('2026-11-27T08:00:00.000Z'))).toBe(true);
  });

  it('follows the status rules first: never on a pending or completed visit, even after its start', () => {
    const later = Date.parse('2026-11-28T00:00:00.000Z');
    expect(isVisitActionEnabled('complete', visit(1, '2026-11-27T05:30:00.000Z', 'pending'), later)).toBe(false);
    expect(isVisitActionEnabled('complete', visit(1, '2026-11-27T05:30:00.000Z', 'completed'), later)).toBe(false);
  });

  it('is enabled on an accepted visit with no time (the server has no start to wait for)', () => {
    expect(isVisitActionEnabled('complete', visit(1, null), NOW)).toBe(true);
  });

  it('leaves Accept and Reject of a pending visit to the status rules, whatever the time', () => {
    const pending = visit(1, '2026-11-30T05:30:00.000Z', 'pending');
    expect(isVisitActionEnabled('accept', pending, NOW)).toBe(true);
    expect(isVisitActionEnabled('reject', pending, NOW)).toBe(true);
    expect(isVisitActionEnabled('accept', visit(2, '2026-11-30T05:30:00.000Z'), NOW)).toBe(false);
  });
});
