import { CUSTOMER_CANCEL_CUTOFF_HOURS, customerStatusOf, mayCancelOnline, tokenOfCustomerBookingPath } from './customerPage';
import { isPagePath } from './routes';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_Z';

describe("the customer's private booking link", () => {
  it('is a page for a token of 43 base64url characters, and only then', () => {
    expect(tokenOfCustomerBookingPath(`/booking/${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfCustomerBookingPath(`/booking/${TOKEN}/`)).toBe(TOKEN);
    expect(isPagePath(`/booking/${TOKEN}`)).toBe(true);
    for (const path of ['/booking/', '/booking/short', `/booking/${TOKEN}x`, `/booking/${TOKEN.slice(1)}.`, `/bookings/${TOKEN}`]) {
      expect(isPagePath(path)).toBe(false);
    }
  });
});

describe('cancelling online', () => {
  const now = Date.parse('2026-12-01T04:30:00.000Z');
  const hoursAhead = (h: number) => new Date(now + h * 3_600_000).toISOString();
  it(`is allowed up to ${CUSTOMER_CANCEL_CUTOFF_HOURS} hours before the visit, and for a visit without a time`, () => {
    expect(mayCancelOnline('accepted', hoursAhead(CUSTOMER_CANCEL_CUTOFF_HOURS), now)).toBe(true);
    expect(mayCancelOnline('accepted', hoursAhead(CUSTOMER_CANCEL_CUTOFF_HOURS - 0.01), now)).toBe(false);
    expect(mayCancelOnline('pending', null, now)).toBe(true);
  });
  it('is refused once completed or cancelled', () => {
    expect(mayCancelOnline('completed', hoursAhead(48), now)).toBe(false);
    expect(mayCancelOnline('cancelled', hoursAhead(48), now)).toBe(false);
  });
  it('reads a pending request with a therapist as assigned, a rejected one as pending', () => {
    expect(customerStatusOf('pending', true)).toBe('assigned');
    expect(customerStatusOf('pending', false)).toBe('pending');
    expect(customerStatusOf('rejected', true)).toBe('pending');
  });
});
