import { closeAuthDialog, openBooking, openLogin, openRoleSelect, PRERENDERED_ID, ROLES, store, whenIdle } from '@wellness/shared';
import {
  chosenPrerenderedRole,
  PRERENDERED_DIALOG_OPENED_EVENT,
  PRERENDERED_ROLE_EVENT,
  prerenderedDialog,
  prerenderedRoleChoice,
  type PrerenderedRoleEvent,
  PRESSED_PATH_ATTRIBUTE,
} from '@wellness/shared/prerender';

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

const isRole = (value: string | null): value is (typeof ROLES)[number] => (ROLES as readonly (string | null)[]).includes(value);

/**
 * The copy of the role choice is on screen (Log In pressed while mf-auth loads): the live dialogs follow
 * it through the store. A role pressed on it opens that role's login; closing it closes them.
 */
function followRoleChoice(state: string | null): void {
  const { authDialog, loginRole } = store.getState().ui;
  if (state === 'closed') {
    if (authDialog !== 'closed') store.dispatch(closeAuthDialog());
    return;
  }
  document.getElementById(PRERENDERED_ID)?.removeAttribute(PRESSED_PATH_ATTRIBUTE);
  if (isRole(state)) {
    if (authDialog !== 'login' || loginRole !== state) store.dispatch(openLogin(state));
  } else if (authDialog === 'closed') store.dispatch(openRoleSelect());
}
const onRoleChoice = (event: Event) => followRoleChoice((event as CustomEvent<PrerenderedRoleEvent>).detail.state);

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, { timeout: PUBLIC_START_IDLE_TIMEOUT_MS, fallbackMs: 0 }));

/** Resolves once the role and login dialogs are closed: signed in (the page left for a panel) or given up. */
const authDialogsClosed = () =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (store.getState().ui.authDialog !== 'closed') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });

/**
 * Called once as the live site starts, before its first render. A visitor who pressed Book Now (or Log
 * In) on the pre-rendered page waits for that dialog, nothing else: its remote loads first, and the
 * public page's live code (its copy is on screen, inert behind the modal dialog) only once the live
 * dialog has taken over and the browser is idle, so that on a phone's slow line and CPU the dialog does
 * not share either with a page the visitor is not using. Someone signing in is on the way to a panel,
 * which has no use for the public page: its live code waits until the dialogs close, and a sign-in
 * (the page left) never loads it. A later press on the copy opens the live dialog at once as well.
 */
export function followPrerenderedBooking(): void {
  window.addEventListener(PRERENDERED_DIALOG_OPENED_EVENT, openLiveBooking);
  window.addEventListener(PRERENDERED_ROLE_EVENT, onRoleChoice);
  const booking = prerenderedDialog();
  const roles = prerenderedRoleChoice();
  if (!booking && !roles) return;
  const settled = new Promise<void>((resolve) => (releasePublic = resolve));
  publicGate = (booking ? settled : settled.then(authDialogsClosed)).then(idle);
  if (booking) openLiveBooking();
  else followRoleChoice(chosenPrerenderedRole());
}

/** The dialog's remote (booking, or the role and login dialogs) has mounted, failed or is slow: the public page's live code may load. */
export function bookingSettled(): void {
  releasePublic?.();
  releasePublic = null;
}

/** Resolves when the public page's live code may load (at once, unless the booking dialog goes first). */
export function publicMayStart(): Promise<void> {
  return publicGate;
}
