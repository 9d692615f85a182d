import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@wellness/shared';
import type { ParcelConfigObject } from 'single-spa';

/** The runtime manifest: remote name → address of its mf-manifest.json (or remoteEntry.js). */
export interface RemotesManifest {
  apiBase?: string;
  remotes: Record<string, string>;
}

export const MANIFEST_URL = '/remotes.json';

export function parseManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not an object');
  const { remotes, apiBase } = value as Record<string, unknown>;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json has no "remotes" map');
  const entries = Object.entries(remotes as Record<string, unknown>);
  for (const [name, entry] of entries) {
    if (typeof entry !== 'string' || !entry) throw new Error(`remotes.json: no address for ${name}`);
  }
  return { remotes: remotes as Record<string, string>, apiBase: typeof apiBase === 'string' ? apiBase : undefined };
}

/** Fetched at start, never baked into the build: deploying a remote changes at most one line of it. */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = parseManifest(await response.json());
  registerRemotes(Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })));
  configureApi({ baseURL: manifest.apiBase });
  return manifest;
}

/** Exposed modules of the remotes, as `<remote>/<expose>`. */
export const REMOTE_MODULES = {
  publicApp: 'mf_public/app',
  publicHeader: 'mf_public/header',
  publicFooter: 'mf_public/footer',
  publicBookNow: 'mf_public/bookNowButton',
  bookingDialog: 'mf_booking/dialog',
  bookingPage: 'mf_booking/page',
  authDialogs: 'mf_auth/dialogs',
  adminApp: 'mf_admin/app',
  massagerApp: 'mf_massager/app',
} as const;
export type RemoteModule = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

const cache = new Map<RemoteModule, Promise<ParcelConfigObject>>();

/** Loads a remote's single-spa lifecycles once; a failed load is retried on the next request. */
export function loadParcelConfig(id: RemoteModule): Promise<ParcelConfigObject> {
  let pending = cache.get(id);
  if (!pending) {
    pending = loadRemote<{ default: ParcelConfigObject }>(id).then((module) => {
      const config = module?.default;
      if (!config || typeof config.mount !== 'function') throw new Error(`${id} does not expose single-spa lifecycles`);
      return config;
    });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
