/**
 * The customer's own page of a booking: a private link, needing no account, to see the visit and cancel
 * it. The link carries a random token (never personal data); the server keeps only its hash.
 */
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

/** The customer may cancel on the page until this many hours before the visit; after it, they phone. */
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
export type CustomerBookingStatus = 'pending' | 'assigned' | 'accepted' | 'completed' | 'cancelled';
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

/** Whether the page may still cancel a visit at `now` (ms): not closed, and not within the cut-off. */
export function mayCancelOnline(status: CustomerBookingStatus, visitStart: string | null, now: number): boolean {
  if (status === 'completed' || status === 'cancelled') return false;
  return visitStart === null || Date.parse(visitStart) - now >= CUSTOMER_CANCEL_CUTOFF_HOURS * 3_600_000;
}

/** The customer's page as the API answers it: nothing about staff beyond the therapist's first name. */
export interface CustomerBookingAnswer {
  reference: string | null;
  status: CustomerBookingStatus;
  /** Each step reached, with its time (ISO, UTC); steps not reached are left out. */
  timeline: { step: BookingStep; at: string }[];
  /** The scheduled visit (ISO, UTC) and its length, or null when no time is set. */
  visitStart: string | null;
  visitMinutes: number;
  /** The visitor's preferred visit as booked ("YYYY-MM-DD[ HH:MM]", or ''). */
  preferred: string;
  therapy: string;
  /** Once the therapist has accepted: their first name. */
  therapistFirstName: string | null;
  mayCancel: boolean;
}
