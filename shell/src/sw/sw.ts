/// <reference lib="webworker" />
/**
 * The service worker of a therapist's phone (registered by the massager panel, removed on sign-out:
 * shared/src/offline.ts). It keeps one API answer, the signed-in massager's list of visits, so that the
 * list stays readable without signal, and the site's own files (scripts, manifests, the shell's page)
 * so that a reload without signal starts the panel again. Any other API call goes to the network only;
 * a change sent without a connection is refused with a clear message, never queued out of sight.
 * Built by the shell's webpack config (config/webpack.factory.cjs) with Workbox.
 */
import { FORGET_MESSAGE, OFFLINE_CACHE_PREFIX, OFFLINE_MESSAGES, SERVICE_WORKER_VISITS_PARAM } from '@wellness/shared/rules/offline';
import { clientsClaim } from 'workbox-core';
import { Route, Router } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const VISITS_CACHE = `${OFFLINE_CACHE_PREFIX}visits`;
const FILES_CACHE = `${OFFLINE_CACHE_PREFIX}files`;
/** The shell's own page (not a pre-rendered public page): it starts any panel path. */
const SHELL_PAGE = '/index.html';
const visitsPath = new URL(self.location.href).searchParams.get(SERVICE_WORKER_VISITS_PARAM);
const visitsUrl = visitsPath ? new URL(visitsPath, self.location.origin).href : null;
// A POST cannot be a cache key: the list is kept under a GET of the same address.
const visitsKey = visitsUrl ? new Request(visitsUrl) : null;

const isApi = (url: URL) => url.pathname.startsWith('/api/') || url.href === visitsUrl;

// Signed out: nothing more is stored (the page goes on through this worker until it closes).
let forgotten = false;
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === FORGET_MESSAGE) forgotten = true;
});
/** Stores only whole answers (status 200), and nothing once signed out. */
const keep = { cacheWillUpdate: async ({ response }: { response: Response }) => (!forgotten && response.status === 200 ? response : null) };

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(caches.open(FILES_CACHE).then((cache) => cache.add(SHELL_PAGE)));
});
// The page that registered it (the panel, loaded from the home page) is served from now on.
clientsClaim();

const refused = () =>
  new Response(JSON.stringify({ status: 'error', message: OFFLINE_MESSAGES.actionRefused }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const router = new Router();

if (visitsKey) {
  router.registerRoute(
    new Route(
      ({ url }) => url.href === visitsUrl,
      new NetworkFirst({ cacheName: VISITS_CACHE, plugins: [keep, { cacheKeyWillBeUsed: async () => visitsKey }] }),
      'POST',
    ),
  );
}

// Every other call that would change something: the network, or a clear refusal.
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  router.registerRoute(
    new Route(({ url, sameOrigin }) => sameOrigin && isApi(url), new NetworkOnly({ plugins: [{ handlerDidError: async () => refused() }] }), method),
  );
}

// A panel path without signal: the shell's page, which starts the panel from the files kept below.
router.registerRoute(
  new Route(
    ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !isApi(url),
    new NetworkOnly({ plugins: [{ handlerDidError: async () => (await caches.match(SHELL_PAGE, { cacheName: FILES_CACHE })) ?? Response.error() }] }),
  ),
);

// The site's files, fresh from the network (hashed ones from the browser's cache) and kept for offline.
router.registerRoute(
  new Route(
    ({ request, url, sameOrigin }) => sameOrigin && request.mode !== 'navigate' && !isApi(url),
    new NetworkFirst({ cacheName: FILES_CACHE, plugins: [keep] }),
  ),
);

router.addFetchListener();
// The files the page loaded before this worker served it: Workbox's CACHE_URLS message
// (CACHE_FILES_MESSAGE), each through the routes above.
router.addCacheListener();
