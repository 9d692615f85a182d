import { ChakraProvider } from '@chakra-ui/react';
import { createLeanSystem } from '@wellness/shared/ui/lean-system';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { selectSlotRecipe } from 'chakra-theme/recipes/select';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import type { ReactNode } from 'react';

/**
 * The recipes of the Chakra components the booking dialog and page render (Alert, Button and
 * CloseButton, Checkbox, Container, Dialog, Field, Heading, Input, NativeSelect, RadioGroup, Select,
 * Spinner, Textarea; the others are layout primitives without a recipe, or styled in place like Link). The dialog is what a visitor's first tap on Book Now
 * downloads, on a phone too: Chakra's full set of recipes was a fifth of it.
 */
const system = createLeanSystem({
  recipes: { button: buttonRecipe, container: containerRecipe, heading: headingRecipe, input: inputRecipe, spinner: spinnerRecipe, textarea: textareaRecipe },
  slotRecipes: {
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    select: selectSlotRecipe,
  },
  // Besides the site's own brand colours: green buttons and success, red errors, blue information.
  palettes: ['gray', 'green', 'red', 'blue', 'whiteAlpha', 'blackAlpha'],
});

/** Chakra with the site's theme for the booking roots; the page's toasts are the shell's. */
export function BookingProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
