/**
 * The customer's own page of a booking: a private link, needing no account, to see the visit, ask for
 * another time, cancel it, download or erase their data. The link carries a random token (never
 * personal data); the server keeps only its hash.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { customerBookingAnswer, customerDataAnswer } from './answers';
import type { RequestStatus } from './constants';
import { SITE_CONFIG } from './site';

/** 32 random bytes in base64url: 43 characters, 256 bits. */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CUSTOMER_BOOKING_PREFIX = '/booking/';

/** The page of a booking, as a path of the site. */
export const customerBookingPath = (token: string): string => `${CUSTOMER_BOOKING_PREFIX}${token}`;

/** The token of a /booking/<token> path (a trailing slash is the same page), or null. */
export function tokenOfCustomerBookingPath(pathname: string): string | null {
  if (!pathname.startsWith(CUSTOMER_BOOKING_PREFIX)) return null;
  const token = pathname.slice(CUSTOMER_BOOKING_PREFIX.length).replace(/\/$/, '');
  return BOOKING_TOKEN_PATTERN.test(token) ? token : null;
}

/** The customer may change or cancel on the page until this many hours before the visit; after it, they phone. */
export const CUSTOMER_CANCEL_CUTOFF_HOURS = 3;

const phones = SITE_CONFIG.phones.map((phone) => phone.display).join(' or ');

export const CUSTOMER_PAGE_MESSAGES = {
  title: 'Your booking',
  badToken: 'This booking link is not valid.',
  cancelButton: 'Cancel this visit',
  cancelConfirm: 'Cancel this visit? The therapist and the centre will be told.',
  confirmCancel: 'Yes, cancel the visit',
  keep: 'Keep the visit',
  cancelled: 'Your visit is cancelled. We have e-mailed you a confirmation.',
  tooLate: `It is less than ${CUSTOMER_CANCEL_CUTOFF_HOURS} hours before your visit: please call us on ${phones} to cancel or change it.`,
  alreadyCancelled: 'This visit is already cancelled.',
  alreadyCompleted: 'This visit is completed: it can no longer be changed.',
  callUs: `This visit cannot be changed here right now: please call us on ${phones}.`,
  failed: 'Something went wrong. Please try again, or call us.',
  link: 'Your booking page (keep this link private):',
  changeButton: 'Change the date or time',
  changeTitle: 'Change the date or time',
  changeIntro: 'Choose another day and time. The centre then confirms your therapist, or finds you another: until then your visit shows as Pending.',
  changeSubmit: 'Ask for this time',
  newDate: 'New date',
  newTime: 'New time',
  noTimeYet: 'Choose a time',
  chooseTime: 'Please choose a date and a time.',
  sameTime: 'Your visit is already at this time.',
  changed: 'Your visit is moved to the new time. The centre will confirm your therapist; we have e-mailed you.',
  slotNotFree: (time: string, date: string) => `${time} on ${date} is no longer free. Please choose another time.`,
  newTimeTooSoon: `Please choose a time at least ${CUSTOMER_CANCEL_CUTOFF_HOURS} hours from now, or call us on ${phones}.`,
  dataTitle: 'Your data',
  dataIntro: 'Download everything we keep about this booking, or erase your personal data for good.',
  download: 'Download my data',
  downloaded: 'Your data is downloaded.',
  erased: 'Your personal data has been erased. This link no longer opens the booking.',
} as const;

/** The steps of a booking's timeline, in order; a cancelled booking ends with 'cancelled'. */
export const BOOKING_STEPS = ['requested', 'assigned', 'accepted', 'completed', 'cancelled'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const BOOKING_STEP_LABELS: Readonly<Record<BookingStep, string>> = {
  requested: 'Requested',
  assigned: 'Therapist assigned',
  accepted: 'Accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What the customer's page reads as the booking's state (a rejection puts it back to Pending). */
export const CUSTOMER_BOOKING_STATUSES = ['pending', 'assigned', 'accepted', 'completed', 'cancelled'] as const;
export type CustomerBookingStatus = (typeof CUSTOMER_BOOKING_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Readonly<Record<CustomerBookingStatus, string>> = {
  pending: 'Pending',
  assigned: 'Therapist assigned',
  accepted: 'Accepted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function customerStatusOf(status: RequestStatus, hasTherapist: boolean): CustomerBookingStatus {
  if (status === 'accepted' || status === 'completed' || status === 'cancelled') return status;
  return status === 'pending' && hasTherapist ? 'assigned' : 'pending';
}

const CUTOFF_MS = CUSTOMER_CANCEL_CUTOFF_HOURS * 3_600_000;

/** Whether a visit at `visitStart` is still beyond the cut-off at `now` (ms); a visit without a time always is. */
export const beforeCutoff = (visitStart: string | null, now: number): boolean => visitStart === null || Date.parse(visitStart) - now >= CUTOFF_MS;

/** Whether the page may still cancel a visit at `now` (ms): not closed, and not within the cut-off. */
export function mayCancelOnline(status: CustomerBookingStatus, visitStart: string | null, now: number): boolean {
  if (status === 'completed' || status === 'cancelled') return false;
  return beforeCutoff(visitStart, now);
}

/** The customer's page as the API answers it: nothing about staff beyond the therapist's first name. */
export type CustomerBookingAnswer = FromSchema<typeof customerBookingAnswer>;

/** What customer_data.php answers: the customer's own data, nothing about staff beyond a first name. */
export type CustomerDataAnswer = FromSchema<typeof customerDataAnswer>;
