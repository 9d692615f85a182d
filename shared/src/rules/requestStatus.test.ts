import { REQUEST_STATUSES } from './constants';
import {
  ASSIGNABLE_STATUSES,
  canAssign,
  isMassagerActionEnabled,
  listedForAdmin,
  MASSAGER_ACTIONS,
  MASSAGER_MOVES,
  MASSAGER_PANEL_STATUSES,
  massagerMoveFrom,
  requestStatusOf,
  statusLabel,
  statusPalette,
} from './requestStatus';

describe('the life of a booking request', () => {
  it('reads a customer without a request, or any casing, as the spec does', () => {
    expect(requestStatusOf(null)).toBe('pending');
    expect(requestStatusOf('')).toBe('pending');
    expect(requestStatusOf('Accepted')).toBe('accepted');
    expect(requestStatusOf('nonsense')).toBe('pending');
  });

  it('lets the admin assign while pending or rejected, never once accepted, completed or cancelled', () => {
    expect(REQUEST_STATUSES.filter(canAssign)).toEqual([...ASSIGNABLE_STATUSES]);
    expect(canAssign('accepted')).toBe(false);
    expect(canAssign('completed')).toBe(false);
    expect(canAssign('cancelled')).toBe(false);
    // A cancelled booking stays in the admin's list, marked so.
    expect(REQUEST_STATUSES.filter(listedForAdmin)).toEqual(['pending', 'accepted', 'rejected', 'cancelled']);
  });

  it('moves a massager may make: pending → accepted or rejected, accepted → completed', () => {
    expect(MASSAGER_ACTIONS.map((action) => `${MASSAGER_MOVES[action].from} → ${MASSAGER_MOVES[action].to}`)).toEqual([
      'pending → accepted',
      'pending → rejected',
      'accepted → completed',
    ]);
    expect(massagerMoveFrom('completed')).toBe('accepted');
    expect(massagerMoveFrom('rejected')).toBe('pending');
  });

  it("enables the massager's buttons as spec section 4 says, and only for moves the server takes", () => {
    const enabled = (status: (typeof REQUEST_STATUSES)[number]) => MASSAGER_ACTIONS.filter((action) => isMassagerActionEnabled(action, status));
    expect(enabled('pending')).toEqual(['accept', 'reject']);
    expect(enabled('accepted')).toEqual(['complete']);
    expect(enabled('completed')).toEqual([]);
    // Every button enabled on a listed request is a move the server accepts from that status.
    for (const status of MASSAGER_PANEL_STATUSES) {
      for (const action of enabled(status)) expect(MASSAGER_MOVES[action].from).toBe(status);
    }
  });

  it('labels and badge colours of spec section 4', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(['pending', 'rejected', 'accepted', 'completed'].map((s) => statusPalette(s, 'list'))).toEqual(['orange', 'red', 'green', 'gray']);
    expect(['completed', 'pending', 'accepted', 'rejected'].map((s) => statusPalette(s, 'report'))).toEqual(['green', 'orange', 'blue', 'gray']);
  });
});
