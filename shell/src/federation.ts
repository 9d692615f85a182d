import { loadRemote, type ModuleFederationRuntimePlugin, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { configureApi } from '@wellness/shared';
import sharedPackage from '@wellness/shared/package.json';
import type { ParcelConfigObject } from 'single-spa';
import remotes from '../../config/remotes.json';

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

/**
 * Each remote's mf-manifest.json as the compatibility check read it, by absolute address: the federation
 * runtime is handed the same answer instead of asking the server again (a round trip on a phone, and the
 * bytes of the manifest, before the remote's first file can load).
 */
const manifestTexts = new Map<string, string>();
const absolute = (url: string) => new URL(url, window.location.href).href;

const manifestOnce: ModuleFederationRuntimePlugin = {
  name: 'wellness-manifest-once',
  fetch(url) {
    const text = manifestTexts.get(absolute(url));
    if (text === undefined) return undefined;
    return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  },
};
let pluginRegistered = false;

/** Fetched at start, never baked into the build: deploying a remote changes at most one line of it. */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = parseManifest(await response.json());
  if (!pluginRegistered) {
    registerPlugins([manifestOnce]);
    pluginRegistered = true;
  }
  registerRemotes(Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })));
  remoteEntries.clear();
  compatibility.clear();
  manifestTexts.clear();
  for (const [name, entry] of Object.entries(manifest.remotes)) remoteEntries.set(name, entry);
  configureApi({ baseURL: manifest.apiBase });
  return manifest;
}

type Remote = keyof typeof remotes;

/** A remote's exposed module as the federation runtime names it: `<federation name>/<expose>`. */
const exposed = (remote: Remote, expose: string): string => `${remotes[remote].name}/${expose}`;

/** The exposed modules the shell mounts; the remotes' names come from config/remotes.json. */
export const REMOTE_MODULES = {
  publicApp: exposed('mf-public', 'app'),
  publicHeader: exposed('mf-public', 'header'),
  publicFooter: exposed('mf-public', 'footer'),
  publicBookNow: exposed('mf-public', 'bookNowButton'),
  bookingDialog: exposed('mf-booking', 'dialog'),
  bookingPage: exposed('mf-booking', 'page'),
  bookingManage: exposed('mf-booking', 'manage'),
  authDialogs: exposed('mf-auth', 'dialogs'),
  adminApp: exposed('mf-admin', 'app'),
  massagerApp: exposed('mf-massager', 'app'),
} as const;
export type RemoteModule = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

/** A module of the public site's remote (its pages, header, footer): these have pre-rendered copies. */
export const isPublicRemote = (module: RemoteModule): boolean => module.startsWith(exposed('mf-public', ''));

/**
 * The versions of the shared singletons this shell provides. A remote built against a `shared` whose
 * range this version does not satisfy is not mounted: the visitor gets a clear message instead of a
 * remote calling functions the page's one copy of `shared` does not have.
 */
export const PROVIDED_SHARED: Readonly<Record<string, string>> = { '@wellness/shared': sharedPackage.version };

/** A remote whose manifest requires a shared package version this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly packageName: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`${remote} needs ${packageName} ${required}, this site provides ${provided}`);
    this.name = 'IncompatibleRemoteError';
  }
}

const remoteEntries = new Map<string, string>();
const compatibility = new Map<string, Promise<void>>();

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/**
 * Reads the remote's mf-manifest.json (the address remotes.json gives; an entry that is a remoteEntry.js
 * carries no manifest and is not checked) and compares its `shared` requirements with PROVIDED_SHARED.
 * A manifest that cannot be read is left to the federation runtime, which then fails in its own way.
 */
export function checkRemoteCompatibility(remote: string, fetchImpl?: typeof fetch): Promise<void> {
  let pending = compatibility.get(remote);
  if (!pending) {
    pending = (async () => {
      const entry = remoteEntries.get(remote);
      if (!entry || !/\.json(\?|#|$)/.test(entry)) return;
      let shared: ManifestShared[] = [];
      try {
        const response = await (fetchImpl ?? fetch)(entry, { cache: 'no-cache' });
        if (!response.ok) return;
        const body = (await response.json()) as { shared?: unknown };
        manifestTexts.set(absolute(entry), JSON.stringify(body));
        if (Array.isArray(body?.shared)) shared = body.shared as ManifestShared[];
      } catch {
        return;
      }
      for (const item of shared) {
        if (typeof item?.name !== 'string' || typeof item.requiredVersion !== 'string') continue;
        const provided = PROVIDED_SHARED[item.name];
        if (provided && !satisfy(provided, item.requiredVersion)) {
          throw new IncompatibleRemoteError(remote, item.name, item.requiredVersion, provided);
        }
      }
    })();
    pending.catch(() => compatibility.delete(remote));
    compatibility.set(remote, pending);
  }
  return pending;
}

const cache = new Map<RemoteModule, Promise<ParcelConfigObject>>();
/** The lifecycles loaded already, for a parcel that can mount in its first render. */
const loaded = new Map<RemoteModule, ParcelConfigObject>();

/** A remote module's lifecycles when they have loaded already, else undefined. */
export const loadedParcelConfig = (id: RemoteModule): ParcelConfigObject | undefined => loaded.get(id);

/**
 * Loads a remote's single-spa lifecycles once, after checking that the remote was built against the
 * shared version this shell provides; a failed load is retried on the next request.
 */
export function loadParcelConfig(id: RemoteModule, fetchImpl?: typeof fetch): Promise<ParcelConfigObject> {
  let pending = cache.get(id);
  if (!pending) {
    const remote = id.split('/')[0] ?? id;
    pending = checkRemoteCompatibility(remote, fetchImpl)
      .then(() => loadRemote<{ default: ParcelConfigObject }>(id))
      .then((module) => {
        const config = module?.default;
        if (!config || typeof config.mount !== 'function') throw new Error(`${id} does not expose single-spa lifecycles`);
        loaded.set(id, config);
        return config;
      });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

const prefetched = new Set<RemoteModule>();

interface ManifestAssets {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * An exposed module's files, as its remote's manifest lists them: the remote's entry and the module's
 * own chunks (not those it loads later, such as a form's rules). Addresses are the manifest's own
 * ('auto': beside the manifest).
 */
function exposedFiles(id: RemoteModule): string[] {
  const [remote = '', expose = ''] = id.split('/');
  const entry = remoteEntries.get(remote);
  const text = entry ? manifestTexts.get(absolute(entry)) : undefined;
  if (!entry || !text) return [];
  const manifest = JSON.parse(text) as ManifestAssets;
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', absolute(entry));
  const remoteEntry = manifest.metaData?.remoteEntry;
  const chunks = manifest.exposes?.find((item) => item.name === expose)?.assets?.js?.sync;
  return [
    ...(typeof remoteEntry?.name === 'string' ? [`${typeof remoteEntry.path === 'string' ? remoteEntry.path : ''}${remoteEntry.name}`] : []),
    ...(Array.isArray(chunks) ? chunks.filter((chunk): chunk is string => typeof chunk === 'string') : []),
  ].map((file) => new URL(file, base).href);
}

/**
 * Fetches an exposed module's files into the browser's cache, at the lowest priority and without
 * running any of them (link prefetch), so that the tap that needs it (Book Now, Log In) costs no
 * download. The federation runtime's own preload ran the remote's entry and queued every file at once,
 * on the main thread and the line of a phone whose visitor is reading. A remote built for another
 * version of `shared` is not fetched at all (the real load says why); a prefetch that fails is left to
 * the real load to report.
 */
export function prefetchRemoteModule(id: RemoteModule): void {
  if (prefetched.has(id) || cache.has(id)) return;
  prefetched.add(id);
  const [remote = ''] = id.split('/');
  checkRemoteCompatibility(remote)
    .then(() => {
      for (const href of exposedFiles(id)) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.href = href;
        document.head.append(link);
      }
    })
    .catch((error: unknown) => console.warn(`Could not prefetch ${id}`, error));
}
