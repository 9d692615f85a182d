import { openBooking, PRERENDERED_ID, store, whenIdle } from '@wellness/shared';
import { PRERENDERED_DIALOG_OPENED_EVENT, prerenderedDialog, PRESSED_PATH_ATTRIBUTE } from '@wellness/shared/prerender';

/** Past this, the public page's live code loads even if the browser never falls idle. */
const PUBLIC_START_IDLE_TIMEOUT_MS = 2000;

let releasePublic: (() => void) | null = null;
let publicGate: Promise<void> = Promise.resolve();

/**
 * Book Now pressed on the pre-rendered page is answered by the live booking dialog itself, opened
 * through the store: the live page must not press Book Now again when it takes over from the copy.
 */
function openLiveBooking(): void {
  document.getElementById(PRERENDERED_ID)?.removeAttribute(PRESSED_PATH_ATTRIBUTE);
  if (!store.getState().ui.bookingOpen) store.dispatch(openBooking());
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, { timeout: PUBLIC_START_IDLE_TIMEOUT_MS, fallbackMs: 0 }));

/**
 * Called once as the live site starts, before its first render. A visitor who pressed Book Now on the
 * pre-rendered page waits for the booking form, nothing else: the booking dialog loads first, and the
 * public page's live code (its copy is on screen, inert behind the modal dialog) only once the live
 * dialog has taken over and the browser is idle, so that on a phone's slow line and CPU the form does
 * not share either with a page the visitor is not using. A later press on the copy opens the live
 * dialog at once as well.
 */
export function followPrerenderedBooking(): void {
  window.addEventListener(PRERENDERED_DIALOG_OPENED_EVENT, openLiveBooking);
  if (!prerenderedDialog()) return;
  publicGate = new Promise<void>((resolve) => (releasePublic = resolve)).then(idle);
  openLiveBooking();
}

/** The booking dialog's remote has mounted, failed or is slow: the public page's live code may load. */
export function bookingSettled(): void {
  releasePublic?.();
  releasePublic = null;
}

/** Resolves when the public page's live code may load (at once, unless the booking dialog goes first). */
export function publicMayStart(): Promise<void> {
  return publicGate;
}
