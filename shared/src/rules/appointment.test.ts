import { APPOINTMENT_SLOTS, appointmentFromPreferred, bookableDates, preferredFromAppointment, preferredVisitProblem, slotsOn } from './appointment';
import { BOOKING_DAYS_AHEAD } from './constants';
import { formatAppointment } from './dates';
import { APPOINTMENT_MESSAGES as A } from './messages';
import { bookingFormSchema, bookingRequestSchema } from './schemas';

/** 24 Nov 2026, 15:10 in Pune. */
const NOW = Date.parse('2026-11-24T15:10:00+05:30');

describe('the preferred visit', () => {
  it('offers the half hours from opening to a slot before closing, as the messages say', () => {
    expect(APPOINTMENT_SLOTS[0]).toBe('09:00');
    expect(APPOINTMENT_SLOTS.at(-1)).toBe('20:30');
    expect(APPOINTMENT_SLOTS).toHaveLength(24);
    expect(A.timeSlot).toContain(formatAppointment(`2026-01-01 ${APPOINTMENT_SLOTS[0]}`).split(', ')[1]);
    expect(A.timeSlot).toContain(formatAppointment(`2026-01-01 ${APPOINTMENT_SLOTS.at(-1)}`).split(', ')[1]);
    expect(A.dateRange).toContain(`${BOOKING_DAYS_AHEAD} days`);
  });

  it('takes the days from today in India to 60 days ahead', () => {
    expect(bookableDates(NOW)).toEqual({ first: '2026-11-24', last: '2027-01-23' });
    // 23:00 UTC on the 24th is already the 25th in Pune.
    expect(bookableDates(Date.parse('2026-11-24T23:00:00Z')).first).toBe('2026-11-25');
  });

  it('leaves only the slots still ahead today', () => {
    expect(slotsOn('2026-11-24', NOW)[0]).toBe('15:30');
    expect(slotsOn('2026-11-25', NOW)).toEqual(APPOINTMENT_SLOTS);
    expect(slotsOn('2026-11-23', NOW)).toEqual([]);
  });

  it.each([
    [{ date: '', time: '' }, null],
    [{ date: '2026-11-24', time: '' }, null],
    [{ date: '2026-11-24', time: '15:30' }, null],
    [{ date: '2027-01-23', time: '20:30' }, null],
    [{ date: '2026-11-24', time: '15:00' }, A.past],
    [{ date: '2026-11-23', time: '' }, A.dateRange],
    [{ date: '2027-01-24', time: '' }, A.dateRange],
    [{ date: '2026-11-31', time: '' }, A.dateRange],
    [{ date: '2026-11-25', time: '10:15' }, A.timeSlot],
    [{ date: '2026-11-25', time: '21:00' }, A.timeSlot],
    [{ date: '', time: '10:30' }, A.dateForTime],
  ])('%j → %s', (visit, problem) => {
    expect(preferredVisitProblem(visit, NOW)).toBe(problem);
  });

  it('is written into the appointment text and read back from it', () => {
    expect(appointmentFromPreferred({ date: '2026-11-25', time: '10:30' })).toBe('2026-11-25 10:30');
    expect(appointmentFromPreferred({ date: '2026-11-25', time: '' })).toBe('2026-11-25');
    expect(appointmentFromPreferred({ date: '', time: '' })).toBe('');
    expect(preferredFromAppointment('2026-11-25 10:30')).toEqual({ date: '2026-11-25', time: '10:30' });
    expect(preferredFromAppointment('')).toEqual({ date: '', time: '' });
    expect(preferredFromAppointment('next Tuesday')).toBeNull();
  });

  it('the form shows each rule on its own field; the payload is checked against the clock it is given', () => {
    const form = (preferredDate: string, preferredTime: string) => {
      try {
        bookingFormSchema.validateSyncAt('preferredTime', { preferredDate, preferredTime }, { context: { now: NOW } });
        bookingFormSchema.validateSyncAt('preferredDate', { preferredDate, preferredTime }, { context: { now: NOW } });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(form('2026-11-24', '15:00')).toBe(A.past);
    expect(form('', '15:00')).toBe(A.dateForTime);
    expect(form('2026-11-20', '15:00')).toBe(A.dateRange);
    expect(form('2026-11-24', '15:30')).toBeNull();
    expect(() => bookingRequestSchema.validateSyncAt('appointment', { appointment: '2026-11-24 15:00' }, { context: { now: NOW } })).toThrow(A.past);
    expect(bookingRequestSchema.validateSyncAt('appointment', { appointment: '2026-11-24 15:30' }, { context: { now: NOW } })).toBe('2026-11-24 15:30');
  });
});
