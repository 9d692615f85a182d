import { ChakraProvider } from '@chakra-ui/react';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { createLeanSystem } from '@wellness/shared/ui/lean-system';
import type { ReactNode } from 'react';

/**
 * The recipes of the Chakra components the public pages render (Button and IconButton, Container,
 * Heading, Link, List, Spinner; the others are layout primitives without a recipe): every visitor's
 * first page downloads this bundle, so it carries no other component's styles.
 */
const system = createLeanSystem({
  recipes: { button: buttonRecipe, container: containerRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe },
  slotRecipes: { list: listSlotRecipe },
  // Besides the site's own brand colours.
  palettes: ['gray', 'green', 'whiteAlpha', 'blackAlpha'],
});

/**
 * The same system for the public roots that leave Chakra's global CSS (reset, tokens, cascade layers) to
 * the header's root: the four public roots of a page (header, page, floating button, footer) would
 * each insert an identical copy of it, and every insertion restyles the whole page on screen.
 * Only what ChakraProvider reads to render its global styles differs; the system's own layers are as before.
 */
const systemWithoutGlobalCss = { ...system, _global: [], _config: { ...system._config, disableLayers: true } } as typeof system;

/**
 * Chakra with the site's theme, without AppProviders' toaster: no public root shows a toast, and every
 * extra toaster would add another identical "Notifications" landmark with the same id to the page.
 * `globalCss={false}` for a root that is only ever on screen with the header's root (which has it).
 */
export function PublicProviders({ children, globalCss = true }: { children: ReactNode; globalCss?: boolean }) {
  return <ChakraProvider value={globalCss ? system : systemWithoutGlobalCss}>{children}</ChakraProvider>;
}
