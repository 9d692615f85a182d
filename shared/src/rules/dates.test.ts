import { currentMonthRange, formatAppointment, formatDateTime } from './dates';
import { pageWindow } from './paging';

describe('dates are shown in India time', () => {
  it('as day, short month, 2-digit year and a 12-hour clock', () => {
    expect(formatDateTime('2026-11-24T09:35:00.000Z')).toBe('24 Nov 26, 3:05 PM');
    expect(formatDateTime('2026-09-04T06:30:00.000Z')).toBe('04 Sep 26, 12:00 PM');
  });
  it('crossing midnight in India', () => {
    expect(formatDateTime('2026-11-21T19:00:00.000Z')).toBe('22 Nov 26, 12:30 AM');
  });
  it('an appointment (Pune wall-clock text) in the same words, without zone arithmetic', () => {
    expect(formatAppointment('2026-11-24 15:05')).toBe('24 Nov 26, 3:05 PM');
    expect(formatAppointment('2026-11-24 09:00:00')).toBe('24 Nov 26, 9:00 AM');
    expect(formatAppointment('2026-12-01')).toBe('01 Dec 26');
    expect(formatAppointment('tomorrow evening')).toBe('tomorrow evening');
    expect(formatAppointment('')).toBe('');
  });
  it('leaves an empty value empty', () => {
    expect(formatDateTime(null)).toBe('');
  });
});

describe('reports default to the first of the current month through today', () => {
  it('in India time', () => {
    expect(currentMonthRange(new Date('2026-11-21T10:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-21' });
    // 30 Nov 20:00 UTC is already 1 Dec in Pune.
    expect(currentMonthRange(new Date('2026-11-30T20:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-01' });
  });
});

describe('the report paginator shows at most 5 page numbers, 2 either side', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])('page %i of %i shows %o', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });
});
