import { TIMINGS } from './rules/constants';

export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  message: string;
  duration: number;
  /** It announces the move to another screen (signed in, session ended): that move does not dismiss it. */
  outlivesScreen?: boolean;
}

/** The server ended the session: the shell goes to the sign-in dialog (the client has told the user). */
export const SESSION_ENDED_EVENT = 'wellness:session-ended';

/** Toasts travel as a window event: every root may ask, the one toast region of the page shows them. */
export const NOTIFY_EVENT = 'wellness:notify';

/** The screen changed: the toasts about the one left are dismissed (see `screenChanged`). */
export const SCREEN_CHANGED_EVENT = 'wellness:screen-changed';

/**
 * Asks for a toast in the site's form (header 'Notification', subtext 'Just now', the message beneath).
 * Success and failure toasts close after 5000 ms (spec section 4).
 */
export function notify(
  type: ToastRequest['type'],
  message: string,
  duration: number = TIMINGS.failureToastMs,
  options: Pick<ToastRequest, 'outlivesScreen'> = {},
): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(NOTIFY_EVENT, { detail: { type, message, duration, ...options } }));
}

/**
 * Tells the toast region the screen changed: a toast about the screen left ('Data not found' from a
 * search) would otherwise stand over the new one, contradicting it.
 */
export function screenChanged(): void {
  window.dispatchEvent(new Event(SCREEN_CHANGED_EVENT));
}
