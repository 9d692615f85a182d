import { useEffect, useLayoutEffect } from 'react';
import { canonicalUrl, pageMetaFor } from '../content/pages';
import { applyPageMeta } from '../lib/pageMeta';
import { markPageReady } from '../pageReady';

/**
 * Each public page scrolls to the top on open and sets its own title, description, keywords and
 * canonical address. `contentReady` says when the page's content is in place (the footer waits for it).
 */
export function usePageMeta(path: string, contentReady = true): void {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    applyPageMeta(pageMetaFor(path), canonicalUrl(path));
  }, [path]);
  useEffect(() => {
    if (contentReady) markPageReady();
  }, [contentReady]);
}
