import { PUBLIC_PATHS } from '@wellness/shared';
import { useSyncExternalStore } from 'react';

/**
 * Whether the public page has rendered. The footer is a separate React root that may load first;
 * on a public path it waits for the page, so that it never appears in the viewport and then jumps down
 * (a layout shift). On other paths (booking page, Page Not Found) it shows at once.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPublicPagePath = (pathname: string): boolean => (PUBLIC_PATHS as readonly string[]).includes(pathname);

export function useFooterMayShow(pathname: string): boolean {
  const pageReady = useSyncExternalStore(subscribe, () => ready, () => ready);
  return pageReady || !isPublicPagePath(pathname);
}
