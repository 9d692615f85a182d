import { PUNE_AREAS } from './areas';
import {
  availability,
  DEFAULT_WEEKLY_HOURS,
  indiaClock,
  instantOf,
  isoOf,
  nextFreeDay,
  scheduleConflict,
  type TherapistDay,
  visitsClash,
  weeklyHoursProblem,
} from './schedule';
import { areaOfAddress, TRAVEL_ASSUMPTIONS, TRAVEL_MINUTES, travelMinutes } from './travel';

describe('the travel table', () => {
  test('the same area counts 15 minutes; every entry is a whole quarter of an hour, the same both ways', () => {
    for (const from of PUNE_AREAS) {
      expect(TRAVEL_MINUTES[from][from]).toBe(15);
      for (const to of PUNE_AREAS) {
        expect(TRAVEL_MINUTES[from][to] % 15).toBe(0);
        expect(TRAVEL_MINUTES[from][to]).toBe(TRAVEL_MINUTES[to][from]);
      }
    }
  });

  test('neighbouring localities are near, opposite ends of the city far', () => {
    expect(travelMinutes('Kothrud', 'Karve Nagar')).toBe(15);
    expect(travelMinutes('Kothrud', 'Wagholi')).toBeGreaterThanOrEqual(75);
    expect(travelMinutes('Talegaon', 'Undri')).toBeGreaterThan(travelMinutes('Kothrud', 'Deccan Gymkhana'));
  });

  test('an address of no known locality counts the cautious hour', () => {
    expect(travelMinutes('Kothrud', null)).toBe(TRAVEL_ASSUMPTIONS.unknownAreaMinutes);
  });

  test("the area of an address: the booking form's part, else the longest name found as words", () => {
    expect(areaOfAddress('Lane 5, Karve Nagar, 411038')).toBe('Karve Nagar');
    expect(areaOfAddress('Flat 3, Baner Gaon Road, Pune')).toBe('Pune');
    expect(areaOfAddress('Flat 3 near Baner Gaon temple')).toBe('Baner Gaon');
    expect(areaOfAddress('Sussex Lane')).toBeNull();
  });
});

describe('India time', () => {
  test('a wall clock in Pune is 5 h 30 min ahead of UTC, all year', () => {
    expect(isoOf('2026-12-01', '10:00')).toBe('2026-12-01T04:30:00.000Z');
    expect(indiaClock('2026-12-01T18:40:00.000Z')).toMatchObject({ date: '2026-12-02', time: '00:10' });
  });
});

const day = '2026-12-10';
const visit = (id: number, time: string, area: string, minutes = 90) => ({ id, start: instantOf(day, time), minutes, area, reference: `KW-${id}` });
const therapist = (visits: ReturnType<typeof visit>[] = [], extra: Partial<TherapistDay> = {}): TherapistDay => ({
  hours: DEFAULT_WEEKLY_HOURS,
  timeOff: [],
  visits,
  ...extra,
});

describe('what holds a therapist', () => {
  test('visits at 10:00 and 10:30 clash; 10:00 and 14:00 in the same area do not', () => {
    expect(visitsClash(visit(1, '10:00', 'Kothrud'), visit(2, '10:30', 'Kothrud'))).toBe(true);
    expect(visitsClash(visit(1, '10:00', 'Kothrud'), visit(2, '14:00', 'Kothrud'))).toBe(false);
  });

  test('the travel to the next visit counts after the end, the travel from the previous one before the start', () => {
    // 10:00 + 90 min = 11:30, + 15 min in the same area: 11:45 is the first start possible.
    expect(visitsClash(visit(1, '10:00', 'Kothrud'), visit(2, '11:30', 'Kothrud'))).toBe(true);
    expect(visitsClash(visit(1, '10:00', 'Kothrud'), visit(2, '12:00', 'Kothrud'))).toBe(false);
    expect(visitsClash(visit(2, '12:00', 'Wagholi'), visit(1, '10:00', 'Kothrud'))).toBe(true);
  });

  test('a conflict says why: hours, time off, or the visit in the way', () => {
    const busy = therapist([visit(1, '10:00', 'Kothrud')]);
    expect(scheduleConflict(busy, visit(9, '10:30', 'Kothrud'))).toEqual({ kind: 'busy', visit: visit(1, '10:00', 'Kothrud') });
    expect(scheduleConflict(busy, visit(9, '20:00', 'Kothrud'))).toEqual({ kind: 'hours' });
    const off = { id: 4, start: instantOf(day, '13:00'), end: instantOf(day, '15:00') };
    expect(scheduleConflict(therapist([], { timeOff: [off] }), visit(9, '14:00', 'Kothrud'))).toEqual({ kind: 'off', timeOff: off });
    expect(scheduleConflict(busy, visit(1, '10:30', 'Kothrud'))).toBeNull();
  });

  test('weekly hours are checked: seven days, each closing after it opens', () => {
    expect(weeklyHoursProblem(DEFAULT_WEEKLY_HOURS)).toBeNull();
    expect(weeklyHoursProblem([null, null])).not.toBeNull();
    expect(weeklyHoursProblem(DEFAULT_WEEKLY_HOURS.map(() => ({ opens: '18:00', closes: '09:00' })))).not.toBeNull();
  });
});

describe("the visitor's availability", () => {
  const now = instantOf('2026-12-09', '12:00');

  test('a slot is free when at least one therapist could come; full slots stay listed with 0', () => {
    const days = availability([therapist([visit(1, '11:00', 'Aundh')])], { first: day, days: 1, area: 'Aundh' }, now);
    const slots = days[0]?.slots ?? [];
    expect(slots.find((s) => s.time === '11:00')?.free).toBe(0);
    expect(slots.find((s) => s.time === '14:00')?.free).toBe(1);
    expect(slots.find((s) => s.time === '20:30')?.free).toBe(0);
  });

  test('the next free day is named when a day is full', () => {
    const offAllDay = { id: 1, start: instantOf(day, '00:00'), end: instantOf('2026-12-11', '00:00') };
    const days = availability([therapist([], { timeOff: [offAllDay] })], { first: day, days: 3, area: 'Kothrud' }, now);
    expect(days[0]?.slots.every((s) => s.free === 0)).toBe(true);
    expect(nextFreeDay(days)).toBe('2026-12-11');
  });
});
