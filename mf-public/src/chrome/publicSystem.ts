import type { SystemContext } from '@chakra-ui/react';
import { createLeanSystem } from '@wellness/shared/ui/lean-system';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';

/**
 * The recipes of the Chakra components the public pages render (Button and IconButton, Container,
 * Heading, Link, List, Spinner; the others are layout primitives without a recipe): every visitor's
 * first page downloads this bundle, so it carries no other component's styles.
 * Built on first use: `createSystem` is one of the longest pieces of main-thread work of the live start,
 * which runs it in a task of its own (exposes/app.tsx). The build renders the same system on the server
 * for the pre-rendered pages' global CSS (scripts/prerender/global-css.mjs).
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
