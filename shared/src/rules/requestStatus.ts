import { REQUEST_STATUSES, type RequestStatus } from './constants';
import { capitalise } from './sanitize';

/**
 * The life of a booking request (spec section 4), in one place for the API's checks and both panels:
 * its states, who may move it from what to what, where it is listed, its labels and badge colours.
 *
 *   (no request) ── admin assigns ──▶ pending ── massager accepts ──▶ accepted ── completes ──▶ completed
 *                                        │ ▲
 *                      massager rejects  ▼ │  admin assigns again (to anyone)
 *                                      rejected
 *
 *   pending or accepted ── the customer cancels, or its data is erased ──▶ cancelled (final)
 *
 * The states themselves are REQUEST_STATUSES (constants.ts).
 */
/** A customer without a request record reads as pending (spec section 4). */
export function requestStatusOf(value: string | null | undefined): RequestStatus {
  const status = (value || 'pending').toLowerCase();
  return (REQUEST_STATUSES as readonly string[]).includes(status) ? (status as RequestStatus) : 'pending';
}

// ---------------------------------------------------------------- the admin

/** The statuses from which the admin may assign (or reassign) a massager: not once accepted. */
export const ASSIGNABLE_STATUSES = ['pending', 'rejected'] as const satisfies readonly RequestStatus[];

export function canAssign(status: RequestStatus): boolean {
  return (ASSIGNABLE_STATUSES as readonly RequestStatus[]).includes(status);
}

/** The admin's customer list hides completed requests. */
export const listedForAdmin = (status: RequestStatus): boolean => status !== 'completed';

// ---------------------------------------------------------------- the massager

export const MASSAGER_ACTIONS = ['accept', 'reject', 'complete'] as const;
export type MassagerAction = (typeof MASSAGER_ACTIONS)[number];
export type MassagerMoveTarget = Exclude<RequestStatus, 'pending' | 'cancelled'>;

/** Each action of a massager: the status it leads to, and the one status the server takes it from. */
export const MASSAGER_MOVES: Record<MassagerAction, { to: MassagerMoveTarget; from: RequestStatus }> = {
  accept: { to: 'accepted', from: 'pending' },
  reject: { to: 'rejected', from: 'pending' },
  complete: { to: 'completed', from: 'accepted' },
};

/** The one status a massager may move a request to `to` from (the server answers 409 otherwise). */
export function massagerMoveFrom(to: MassagerMoveTarget): RequestStatus {
  const move = Object.values(MASSAGER_MOVES).find((candidate) => candidate.to === to);
  if (!move) throw new Error(`No massager action leads to '${to}'`);
  return move.from;
}

/**
 * The panel's buttons, as the spec words them: Accept and Reject disabled once accepted or completed,
 * Complete disabled while pending or once completed. (A rejected request is not listed to the massager.)
 */
const DISABLED_WHEN: Record<MassagerAction, readonly RequestStatus[]> = {
  accept: ['accepted', 'completed', 'cancelled'],
  reject: ['accepted', 'completed', 'cancelled'],
  complete: ['completed', 'pending', 'cancelled'],
};

export function isMassagerActionEnabled(action: MassagerAction, status: RequestStatus): boolean {
  return !DISABLED_WHEN[action].includes(status);
}

/** The statuses a booking may still be cancelled from (by its customer, or by erasing its data). */
export const CANCELLABLE_STATUSES = ['pending', 'accepted'] as const satisfies readonly RequestStatus[];

/** The massager's panel lists its pending and accepted requests (completed and rejected ones are hidden). */
export const MASSAGER_PANEL_STATUSES = ['pending', 'accepted'] as const satisfies readonly RequestStatus[];

// ---------------------------------------------------------------- labels and badges

/** Badge colours of spec section 4, as Chakra colour palettes. */
const BOOTSTRAP_TO_PALETTE = { warning: 'orange', danger: 'red', success: 'green', primary: 'blue', secondary: 'gray' } as const;
type Tone = keyof typeof BOOTSTRAP_TO_PALETTE;

/** In the admin customer list: pending warning, rejected danger, accepted success, otherwise secondary. */
const LIST_TONES: Partial<Record<RequestStatus, Tone>> = { pending: 'warning', rejected: 'danger', accepted: 'success' };
/** In reports: completed success, pending warning, accepted primary. */
const REPORT_TONES: Partial<Record<RequestStatus, Tone>> = { completed: 'success', pending: 'warning', accepted: 'primary' };

export function statusPalette(status: string, where: 'list' | 'report'): (typeof BOOTSTRAP_TO_PALETTE)[Tone] {
  const tones = where === 'list' ? LIST_TONES : REPORT_TONES;
  return BOOTSTRAP_TO_PALETTE[tones[status.toLowerCase() as RequestStatus] ?? 'secondary'];
}

/** 'pending' → 'Pending'. */
export function statusLabel(status: string): string {
  return capitalise(status);
}
