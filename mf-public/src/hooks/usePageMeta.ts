import { useEffect, useLayoutEffect } from 'react';
import { canonicalUrl, pageMetaFor } from '../content/pages';
import { applyPageMeta } from '../lib/pageMeta';
import { markPageReady } from '../pageReady';

/** Whether this document has shown a public page yet. */
let shownOne = false;

/** The path the document was loaded at, if the browser tells it. */
function landingPath(): string | null {
  const entry = window.performance?.getEntriesByType?.('navigation')[0];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * Each public page scrolls to the top on open and sets its own title, description, keywords and
 * canonical address. The page the document was loaded at keeps the visitor's place instead: it may
 * have been read and scrolled in its pre-rendered copy before the live site took it over.
 * `contentReady` says when the page's content is in place (the footer waits for it).
 */
export function usePageMeta(path: string, contentReady = true): void {
  useLayoutEffect(() => {
    const landedHere = !shownOne && path === landingPath();
    shownOne = true;
    if (!landedHere) window.scrollTo(0, 0);
    applyPageMeta(pageMetaFor(path), canonicalUrl(path));
  }, [path]);
  useEffect(() => {
    if (contentReady) markPageReady();
  }, [contentReady]);
}
