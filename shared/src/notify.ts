import { TIMINGS } from './rules/constants';

export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  message: string;
  duration: number;
}

/** The server ended the session: the shell goes to the sign-in dialog (the client has told the user). */
export const SESSION_ENDED_EVENT = 'wellness:session-ended';

/** Toasts travel as a window event: every root may ask, the one toast region of the page shows them. */
export const NOTIFY_EVENT = 'wellness:notify';

/**
 * Asks for a toast in the site's form (header 'Notification', subtext 'Just now', the message beneath).
 * Success and failure toasts close after 5000 ms (spec section 4).
 */
export function notify(type: ToastRequest['type'], message: string, duration: number = TIMINGS.failureToastMs): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(NOTIFY_EVENT, { detail: { type, message, duration } }));
}
