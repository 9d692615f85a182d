import { isPublicPagePath } from '@wellness/shared';
import { useSyncExternalStore } from 'react';

/**
 * Whether the public page has rendered its content (a page may wait for its data, as the certificates
 * do). On a public path the footer waits for it, so that it never appears in the viewport and then jumps
 * down (a layout shift). On other paths (booking page, Page Not Found) it is a root of its own and shows
 * at once.
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

export function useFooterMayShow(pathname: string): boolean {
  const pageReady = useSyncExternalStore(subscribe, () => ready, () => ready);
  return pageReady || !isPublicPagePath(pathname);
}
