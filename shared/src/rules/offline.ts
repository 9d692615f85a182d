/**
 * A therapist's list of visits stays readable without signal (shell/src/sw.ts, a service worker that the
 * massager panel registers and signing out removes). These are the names both sides use.
 */

/** Said when something is to be sent to the server while the phone has no connection: it is not sent. */
export const OFFLINE_MESSAGES = {
  actionRefused: 'You are offline: nothing was sent. Please try again when you have a connection.',
} as const;

/** The service worker's script, at the site's root so that it serves every page of the site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The query parameter of SERVICE_WORKER_URL that names the one API answer it keeps (the list of visits). */
export const SERVICE_WORKER_VISITS_PARAM = 'visits';
/** Every cache the service worker fills starts with this: signing out deletes them all. */
export const OFFLINE_CACHE_PREFIX = 'wellness-offline-';
/** The message signing out sends the service worker: it keeps nothing more (it serves the page until it closes). */
export const FORGET_MESSAGE = 'WELLNESS_FORGET';
/** The message a page sends the service worker with the site's files it has loaded (Workbox's own). */
export const CACHE_FILES_MESSAGE = 'CACHE_URLS';
