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
 * Chakra with the site's theme, without AppProviders' toaster: no public root shows a toast, and every
 * extra toaster would add another identical "Notifications" landmark with the same id to the page.
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
