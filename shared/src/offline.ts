import { apiBaseUrl } from './api/config';
import { whenIdle } from './idle';
import { CACHE_FILES_MESSAGE, FORGET_MESSAGE, OFFLINE_CACHE_PREFIX, SERVICE_WORKER_URL, SERVICE_WORKER_VISITS_PARAM } from './rules/offline';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

/**
 * The site's own files this page has loaded (scripts, manifests, images): the service worker keeps
 * them, so that a reload without signal can start the panel again. Never an API answer.
 */
function loadedSiteFiles(): string[] {
  const api = new URL(apiBaseUrl(), window.location.origin).pathname;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && !url.pathname.startsWith(`${api}/`) && !url.pathname.startsWith('/api/');
    });
}

type ManifestAssets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
type FederationManifest = { exposes?: { assets?: ManifestAssets }[]; shared?: { assets?: ManifestAssets }[] };

const assetNames = (assets: ManifestAssets | undefined): string[] =>
  [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]);

/**
 * Every file of a remote, from its mf-manifest.json (`manifestUrl`): its exposed modules with their lazy
 * parts, and its own copies of the shared packages. Reloaded straight on a panel path without signal,
 * the remote starts from its own copies: the home page that lent it another remote's is not loaded then.
 */
async function remoteFiles(manifestUrl: string): Promise<string[]> {
  try {
    const answer = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!answer.ok) return [];
    const manifest = (await answer.json()) as FederationManifest;
    const names = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((part) => assetNames(part.assets));
    return [manifestUrl, ...new Set(names)].map((name) => new URL(name, manifestUrl).href).filter((url) => new URL(url).origin === window.location.origin);
  } catch {
    return [];
  }
}

/**
 * Registers the service worker that keeps the signed-in massager's list of visits (the answer of
 * `visitsPath`, an API path) readable offline, and hands it the files the page has loaded and every file
 * of the panel's remote (`panelManifest`, the address of its mf-manifest.json). Done when the browser is
 * idle: the panel's first screen does not wait for it.
 */
export function keepVisitsOffline(visitsPath: string, panelManifest?: string): () => void {
  if (!supported()) return () => undefined;
  return whenIdle(
    () => {
      const script = `${SERVICE_WORKER_URL}?${new URLSearchParams({ [SERVICE_WORKER_VISITS_PARAM]: `${apiBaseUrl()}${visitsPath}` })}`;
      navigator.serviceWorker
        .register(script, { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then(async (registration) => {
          const files = [...new Set([...loadedSiteFiles(), ...(panelManifest ? await remoteFiles(panelManifest) : [])])];
          registration.active?.postMessage({ type: CACHE_FILES_MESSAGE, payload: { urlsToCache: files } });
        })
        .catch((error: unknown) => console.warn('The list of visits will not be kept offline', error));
    },
    { timeout: 3000, fallbackMs: 1000 },
  );
}

/** Signing out: the service worker goes, and every cache it filled (the list of visits with them). */
export async function forgetOfflineData(): Promise<void> {
  if (!supported()) return;
  try {
    // An unregistered worker still serves the open page: told first, it stores nothing more.
    navigator.serviceWorker.controller?.postMessage({ type: FORGET_MESSAGE });
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Could not remove the offline copy', error);
  }
}
