import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { PRERENDERED_CLASSES_ATTRIBUTE, PRERENDERED_STYLE_ATTRIBUTE } from '@wellness/shared/prerender';
import { createLeanSystem } from '@wellness/shared/ui/lean-system';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { type ReactNode, useState } from 'react';

/**
 * The recipes of the Chakra components the public pages render (Button and IconButton, Container,
 * Heading, Link, List, Spinner; the others are layout primitives without a recipe): every visitor's
 * first page downloads this bundle, so it carries no other component's styles.
 * Built on first use: `createSystem` is one of the longest pieces of main-thread work of the live start,
 * which runs it in a task of its own (exposes/app.tsx).
 */
let system: SystemContext | null = null;
export function publicSystem(): SystemContext {
  system ??= createLeanSystem({
    recipes: { button: buttonRecipe, container: containerRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe },
    slotRecipes: { list: listSlotRecipe },
    // Besides the site's own brand colours.
    palettes: ['gray', 'green', 'whiteAlpha', 'blackAlpha'],
  });
  return system;
}

/**
 * The same system for a root that leaves Chakra's global CSS (reset, tokens, cascade layers) to another:
 * a pre-rendered page brings it (the live page keeps the copy's style sheet), and on the other pages the
 * header's root inserts it. A second copy would restyle the whole page on screen as it is inserted, and
 * parsing it is a long task on a phone. Only what ChakraProvider reads to render its global styles
 * differs; the system's own layers are as before.
 */
let systemWithoutGlobalCss: SystemContext | null = null;
function publicSystemWithoutGlobalCss(): SystemContext {
  const full = publicSystem();
  systemWithoutGlobalCss ??= { ...full, _global: [], _config: { ...full._config, disableLayers: true } } as SystemContext;
  return systemWithoutGlobalCss;
}

/** True when the page already has Chakra's global CSS from its pre-rendered copy. */
const pageHasGlobalCss = () => typeof document !== 'undefined' && document.querySelector(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`) !== null;

/**
 * The pre-rendered copy's class rules are the live page's (scripts/prerender.mjs): emotion's cache takes
 * them as inserted, before this root inserts any style, so that it does not insert them again.
 */
function adoptPrerenderedClasses(cache: ReturnType<typeof useEmotionCache>): void {
  if (!cache || typeof document === 'undefined') return;
  const ids = document.querySelector(`style[${PRERENDERED_CLASSES_ATTRIBUTE}]`)?.getAttribute(PRERENDERED_CLASSES_ATTRIBUTE) ?? '';
  for (const id of ids.split(' ')) if (id) cache.inserted[id] ??= true;
}

/**
 * Chakra with the site's theme, without AppProviders' toaster: no public root shows a toast, and every
 * extra toaster would add another identical "Notifications" landmark with the same id to the page.
 * `globalCss={false}` for a root that is only ever on screen with the header's root (which has it).
 */
export function PublicProviders({ children, globalCss = true }: { children: ReactNode; globalCss?: boolean }) {
  const cache = useEmotionCache();
  const [insertsGlobalCss] = useState(() => {
    adoptPrerenderedClasses(cache);
    return globalCss && !pageHasGlobalCss();
  });
  return <ChakraProvider value={insertsGlobalCss ? publicSystem() : publicSystemWithoutGlobalCss()}>{children}</ChakraProvider>;
}
