import type { RequestStatus } from './constants';

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
  return status ? status[0]!.toUpperCase() + status.slice(1).toLowerCase() : '';
}
