import { MASSAGER_MESSAGES, type RequestStatus } from '@wellness/shared';

/** What a massager can do with a request assigned to them (spec section 4). */
export const REQUEST_ACTIONS = ['accept', 'reject', 'complete'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The status each action asks the server for. */
export const ACTION_STATUS: Record<RequestAction, Exclude<RequestStatus, 'pending'>> = {
  accept: 'accepted',
  reject: 'rejected',
  complete: 'completed',
};

export const ACTION_LABEL: Record<RequestAction, string> = { accept: 'Accept', reject: 'Reject', complete: 'Complete' };

/** The statuses that disable each action, as the spec lists them. */
const DISABLED_WHEN: Record<RequestAction, readonly RequestStatus[]> = {
  accept: ['accepted', 'completed'],
  reject: ['accepted', 'completed'],
  complete: ['completed', 'pending'],
};

export function isActionEnabled(action: RequestAction, status: string): boolean {
  return !DISABLED_WHEN[action].includes(status.toLowerCase() as RequestStatus);
}

/** Accept and reject ask first; Complete does not (spec sections 2 and 4). */
export function needsConfirmation(action: RequestAction): action is 'accept' | 'reject' {
  return action !== 'complete';
}

/** The spec's success messages, each with an emoji. */
export const ACTION_SUCCESS: Record<RequestAction, string> = {
  accept: `${MASSAGER_MESSAGES.accepted} ✅`,
  reject: `${MASSAGER_MESSAGES.rejected} ❌`,
  complete: `${MASSAGER_MESSAGES.completed} 🎉`,
};

/** The confirmation, worded for accepting or rejecting. */
export function confirmationText(action: 'accept' | 'reject', customerName: string) {
  return action === 'accept'
    ? {
        title: 'Accept this request?',
        text: `Are you sure you want to accept the request of ${customerName}? You commit to visiting them.`,
        confirm: 'Yes, accept',
      }
    : {
        title: 'Reject this request?',
        text: `Are you sure you want to reject the request of ${customerName}? It leaves your list and the admin is told.`,
        confirm: 'Yes, reject',
      };
}

/** The panel hides completed and rejected requests (spec section 4). */
export function isShownInList(status: string): boolean {
  const value = status.toLowerCase();
  return value !== 'completed' && value !== 'rejected';
}
