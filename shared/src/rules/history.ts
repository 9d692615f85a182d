/**
 * A booking's history: the events stored with each change (in the change's transaction) and the
 * sentence each reads as in the History dialog.
 */

import type { FromSchema } from 'json-schema-to-ts';
import type { historyEvent } from './answers';

export const HISTORY_EVENT_KINDS = [
  'booked',
  'assigned',
  'reassigned',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'edited',
  'mail-sent',
  'mail-failed',
  'erased',
  'anonymised',
  'rescheduled',
  'data-downloaded',
] as const;
export type HistoryEventKind = (typeof HISTORY_EVENT_KINDS)[number];

/** Who made the change: the visitor who booked, a member of staff, or the server itself. */
export const HISTORY_ACTOR_ROLES = ['visitor', 'admin', 'massager', 'system'] as const;
export type HistoryActorRole = (typeof HISTORY_ACTOR_ROLES)[number];

/** One event as customer_history.php answers it, newest first (described in answers.ts). */
export type HistoryEvent = FromSchema<typeof historyEvent>;

/** The customer mails' kinds, as the history and the mail log name them. */
export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  otp: 'Password reset code',
  'booking-confirmation': 'Booking confirmation',
  'request-accepted': 'Therapist accepted',
  'visit-completed': 'Thank-you after the visit',
  'booking-cancelled': 'Visit cancelled by the customer',
  'booking-changed': 'Visit time changed by the customer',
  'visit-reminder': 'Visit reminder',
};

export const mailKindLabel = (kind: string): string => MAIL_KIND_LABELS[kind] ?? kind;

const by = (event: HistoryEvent): string => {
  if (event.actorRole === 'admin') return event.actor ? `the admin (${event.actor})` : 'the admin';
  if (event.actorRole === 'massager') return event.actor ?? 'the massager';
  if (event.actorRole === 'visitor') return 'the visitor';
  return 'the system';
};

/** The event's sentence in the History dialog. */
export function historyEventText(event: HistoryEvent): string {
  switch (event.kind) {
    case 'booked':
      return `Booked by the visitor${event.detail ? ` (reference ${event.detail})` : ''}`;
    case 'assigned':
      return `Assigned to ${event.subject ?? 'a massager'} by ${by(event)}`;
    case 'reassigned':
      return `Reassigned from ${event.detail ?? 'another massager'} to ${event.subject ?? 'a massager'} by ${by(event)}`;
    case 'accepted':
      return `Accepted by ${by(event)}`;
    case 'rejected':
      return `Rejected by ${by(event)}`;
    case 'completed':
      return `Completed by ${by(event)}`;
    case 'cancelled':
      return `Cancelled by ${by(event)}${event.detail ? ` (${event.detail})` : ''}`;
    case 'edited':
      return `Edited by ${by(event)}${event.detail ? `: ${event.detail}` : ''}`;
    case 'mail-sent':
      return `Mail sent to the customer: ${event.detail ?? 'mail'}`;
    case 'mail-failed':
      return `Mail to the customer not sent yet: ${event.detail ?? 'mail'}`;
    case 'erased':
      return `Personal data erased by ${by(event)}`;
    case 'rescheduled':
      return `Visit time changed${event.detail ? ` ${event.detail}` : ''} by ${by(event)}${event.subject ? `; ${event.subject} is no longer assigned` : ''}`;
    case 'data-downloaded':
      return `Personal data downloaded by ${by(event)}`;
    case 'anonymised':
      return `Personal data removed after the retention period${event.detail ? ` (${event.detail})` : ''}`;
    default:
      return String(event.kind);
  }
}

export const HISTORY_MESSAGES = {
  button: 'History',
  title: (name: string) => `History of ${name}`,
  failed: 'Failed to fetch the history. Please try again.',
  empty: 'Nothing has been recorded for this booking yet.',
} as const;
