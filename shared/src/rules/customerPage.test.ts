import {
  beforeCutoff,
  CUSTOMER_CANCEL_CUTOFF_HOURS,
  CUSTOMER_PAGE_MESSAGES,
  customerStatusOf,
  mayCancelOnline,
  tokenOfCustomerBookingPath,
} from './customerPage';
import { historyEventText } from './history';
import { isPagePath } from './routes';
import { SITE_CONFIG } from './site';

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

describe('changing the time online', () => {
  const now = Date.parse('2026-12-01T04:30:00.000Z');
  it(`asks for a new time at least ${CUSTOMER_CANCEL_CUTOFF_HOURS} hours ahead, and says so with the phones`, () => {
    expect(beforeCutoff(new Date(now + CUSTOMER_CANCEL_CUTOFF_HOURS * 3_600_000).toISOString(), now)).toBe(true);
    expect(beforeCutoff(new Date(now + 3_600_000).toISOString(), now)).toBe(false);
    expect(CUSTOMER_PAGE_MESSAGES.newTimeTooSoon).toContain(SITE_CONFIG.phones[0].display);
  });
  it('is recorded in the History with both times and the therapist let go; a download says only that it happened', () => {
    const event = { id: 1, at: '', actorRole: 'visitor' as const, actor: null };
    expect(historyEventText({ ...event, kind: 'rescheduled', subject: 'Ravi Patil', detail: 'from 01 Dec 26, 10:00 AM to 02 Dec 26, 11:00 AM' })).toBe(
      'Visit time changed from 01 Dec 26, 10:00 AM to 02 Dec 26, 11:00 AM by the visitor; Ravi Patil is no longer assigned',
    );
    expect(historyEventText({ ...event, kind: 'data-downloaded', subject: null, detail: null })).toBe('Personal data downloaded by the visitor');
  });
});
