import { ChakraProvider } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { publicSystem } from './publicSystem';

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/**
 * The page's emotion cache (its class rules and their registry shared), except that styles of a
 * <Global>, which each come in a sheet of their own, are not inserted: for a root whose global CSS
 * another root on the page has already inserted. A second copy would restyle the whole page as it is
 * inserted, and parsing it is a long task on a phone.
 */
function withoutGlobalStyles(cache: EmotionCache): EmotionCache {
  return {
    ...cache,
    insert: (selector, serialized, sheet, shouldCache) => (sheet === cache.sheet ? cache.insert(selector, serialized, sheet, shouldCache) : undefined),
  };
}

/**
 * Chakra with the site's theme, without AppProviders' toaster: no public root shows a toast, and every
 * extra toaster would add another identical "Notifications" landmark with the same id to the page.
 * On a pre-rendered page Chakra's global CSS is the copy's: the build wrote it with emotion's
 * server-rendered markers (scripts/prerender/index.mjs), which emotion's Global takes as its own instead of
 * inserting the CSS again. `globalCss={false}` for a root that is only ever on screen with the header's
 * root (which has it).
 */
export function PublicProviders({ children, globalCss = true }: { children: ReactNode; globalCss?: boolean }) {
  const cache = useEmotionCache();
  const [ownCache] = useState(() => (globalCss || !cache ? null : withoutGlobalStyles(cache)));
  const chakra = <ChakraProvider value={publicSystem()}>{children}</ChakraProvider>;
  return ownCache ? <CacheProvider value={ownCache}>{chakra}</CacheProvider> : chakra;
}
