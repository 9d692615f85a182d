import { isPublicPagePath } from '@wellness/shared';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the public page has rendered its content (a page may wait for its data, as the certificates
 * do). On a public path the footer waits for it, so that it never appears in the viewport and then jumps
 * down (a layout shift). On other paths (booking page, Page Not Found) it is a parcel of its own and shows
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

/**
 * The footer follows the page in a render of its own, as a transition (React slices it and yields to
 * input): on a phone, rendering it in the same task as the page made one long task of the live start.
 */
export function useFooterMayShow(pathname: string): boolean {
  const [pageReady, setPageReady] = useState(ready);
  useEffect(() => {
    const show = () => startTransition(() => setPageReady(true));
    if (ready) {
      show();
      return undefined;
    }
    return subscribe(show);
  }, []);
  return pageReady || !isPublicPagePath(pathname);
}
