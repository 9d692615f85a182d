import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { selectSlotRecipe } from 'chakra-theme/recipes/select';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { statSlotRecipe } from 'chakra-theme/recipes/stat';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { createLeanSystem } from './leanSystem';

/**
 * The system of the staff's screens, the sign-in dialogs and the shell's own pages and toasts, built
 * once per page from the one theme config: it comes with the staff's shared Chakra module (./chakra.ts).
 * It carries the recipes of the Chakra components those screens render (Alert, Badge, Button with
 * IconButton and CloseButton, Card, Checkbox, Container, DataList, Dialog, Field, Heading, Input, Link, List,
 * NativeSelect, RadioGroup, Select, Spinner, Stat, Table, Tabs, Textarea, Toast; the others are layout
 * primitives without a recipe), not Chakra's whole set, which was about a fifth of what a therapist
 * signing in downloaded.
 * A component whose recipe is left out renders unstyled: a screen that starts using another Chakra
 * component adds its recipe here.
 */
export const system = createLeanSystem({
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    link: linkRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    select: selectSlotRecipe,
    stat: statSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
  // Besides the site's own brand colours: the status badges' and alerts' (orange pending, red rejected
  // and errors, green done, blue information), and the grays of the screens.
  palettes: ['gray', 'green', 'red', 'blue', 'orange', 'whiteAlpha', 'blackAlpha'],
});
