import {
  isMassagerActionEnabled,
  MASSAGER_ACTIONS,
  MASSAGER_MESSAGES,
  MASSAGER_MOVES,
  MASSAGER_PANEL_STATUSES,
  type MassagerAction,
  type MassagerMoveTarget,
  requestStatusOf,
} from '@wellness/shared';
import type { ConfirmQuestion } from '@wellness/shared/ui';

/** What a massager can do with a request assigned to them (spec section 4; shared/rules/requestStatus.ts). */
export const REQUEST_ACTIONS = MASSAGER_ACTIONS;
export type RequestAction = MassagerAction;

/** The status each action asks the server for. */
export const ACTION_STATUS = Object.fromEntries(MASSAGER_ACTIONS.map((action) => [action, MASSAGER_MOVES[action].to])) as Record<
  RequestAction,
  MassagerMoveTarget
>;

export const ACTION_LABEL: Record<RequestAction, string> = { accept: 'Accept', reject: 'Reject', complete: 'Complete' };

export function isActionEnabled(action: RequestAction, status: string): boolean {
  return isMassagerActionEnabled(action, requestStatusOf(status));
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

/** The confirmation, worded for accepting (green: a commitment) or rejecting (red). */
export function confirmationQuestion(action: 'accept' | 'reject', customerName: string): ConfirmQuestion {
  return action === 'accept'
    ? {
        title: 'Accept this request?',
        text: `Are you sure you want to accept the request of ${customerName}? You commit to visiting them.`,
        confirmLabel: 'Yes, accept',
        palette: 'green',
      }
    : {
        title: 'Reject this request?',
        text: `Are you sure you want to reject the request of ${customerName}? It leaves your list and the admin is told.`,
        confirmLabel: 'Yes, reject',
        palette: 'red',
      };
}

/** The panel lists pending and accepted requests; completed and rejected ones leave it (spec section 4). */
export function isShownInList(status: string): boolean {
  return (MASSAGER_PANEL_STATUSES as readonly string[]).includes(requestStatusOf(status));
}
