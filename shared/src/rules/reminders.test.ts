import { DEFAULT_REMINDER_HOURS, LATE_REMINDER_MIN_HOURS, MAX_REMINDER_HOURS, parseReminderHours, REMINDER_ON_TIME_MS, reminderPlan } from './reminders';

const HOUR = 3_600_000;

describe('REMINDER_HOURS', () => {
  it('defaults to 24 and 2 hours before the visit', () => {
    expect(DEFAULT_REMINDER_HOURS).toEqual([24, 2]);
    expect(parseReminderHours(undefined)).toEqual([24, 2]);
    expect(parseReminderHours('  ')).toEqual([24, 2]);
  });

  it('reads whole hours separated by commas or spaces, farthest first, each once', () => {
    expect(parseReminderHours('48')).toEqual([48]);
    expect(parseReminderHours('2, 24,2 6')).toEqual([24, 6, 2]);
  });

  it(`refuses anything but whole hours from 1 to ${MAX_REMINDER_HOURS}, naming what is wrong`, () => {
    for (const bad of ['0', '1.5', '-2', 'two', `${MAX_REMINDER_HOURS + 1}`, '24;2']) {
      expect(() => parseReminderHours(bad)).toThrow(/REMINDER_HOURS must be whole hours/);
    }
    expect(() => parseReminderHours('24,x')).toThrow('"x" is not');
  });
});

describe('which reminder of an accepted visit goes out', () => {
  const start = Date.parse('2026-12-10T05:00:00.000Z');
  const leads = [24, 2];
  const acceptedEarly = start - 5 * 24 * HOUR;
  const plan = (now: number, settled: number[] = [], acceptedAt = acceptedEarly) => reminderPlan({ start, acceptedAt, leads, settled, now });

  it('none before the first lead', () => {
    expect(plan(start - 25 * HOUR)).toEqual({ send: null, skip: [] });
  });

  it('each lead when its time comes, once', () => {
    expect(plan(start - 24 * HOUR)).toEqual({ send: 24, skip: [] });
    expect(plan(start - 23 * HOUR, [24])).toEqual({ send: null, skip: [] });
    expect(plan(start - 2 * HOUR + 30_000, [24])).toEqual({ send: 2, skip: [] });
    expect(plan(start - HOUR, [24, 2])).toEqual({ send: null, skip: [] });
  });

  it('accepted after a lead has passed: only the nearest passed one, at once, the farther ones skipped', () => {
    const acceptedAt = start - 3 * HOUR;
    expect(plan(acceptedAt, [], acceptedAt)).toEqual({ send: 24, skip: [] });
    // The leads still ahead at the acceptance come in their time.
    expect(plan(start - 2 * HOUR + 30_000, [24], acceptedAt)).toEqual({ send: 2, skip: [] });
    const later = start - 90 * 60_000;
    expect(plan(later, [], later)).toEqual({ send: 2, skip: [24] });
  });

  it(`accepted late: nothing once the visit is ${LATE_REMINDER_MIN_HOURS} hour away or less`, () => {
    const acceptedAt = start - 50 * 60_000;
    expect(plan(acceptedAt, [], acceptedAt)).toEqual({ send: null, skip: [2, 24] });
  });

  it('a lead an hour or less before the visit goes out on time, but not when found late', () => {
    const oneHour = (now: number, acceptedAt = acceptedEarly) => reminderPlan({ start, acceptedAt, leads: [1], settled: [], now });
    expect(oneHour(start - HOUR + 30_000)).toEqual({ send: 1, skip: [] });
    expect(oneHour(start - HOUR + REMINDER_ON_TIME_MS + 1)).toEqual({ send: null, skip: [1] });
    expect(oneHour(start - HOUR + 30_000, start - HOUR + 10_000)).toEqual({ send: null, skip: [1] });
  });

  it('after a stopped server: the nearest due lead only, and never once the visit has begun', () => {
    expect(plan(start - 3 * HOUR)).toEqual({ send: 24, skip: [] });
    expect(plan(start - 90 * 60_000)).toEqual({ send: 2, skip: [24] });
    expect(plan(start + 60_000)).toEqual({ send: null, skip: [2, 24] });
  });

  it('a farther lead never follows a nearer one already settled', () => {
    expect(plan(start - 90 * 60_000, [2])).toEqual({ send: null, skip: [24] });
  });
});
