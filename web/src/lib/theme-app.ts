// The recipes of the app's components beyond the first load (decision 0040): tables, badges, cards, selects…
// Every page, dialog and widget loaded through lib/lazy-page.tsx brings this module with its own code (unless it
// is one of the light public pages), and importing it adds the recipes to the one Chakra system (lib/theme.ts)
// before anything using them renders. lib/theme.test.tsx checks that every component is covered.
// The recipes of components only some modules render — dialogs (lib/dialog-recipe.ts), alerts, menus, tabs, the
// date picker's popover, the segment group, breadcrumbs, stats, data lists — are registered by those modules
// themselves, so a page that shows none of them does not load them (issue 36, decision 0072).
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { registerRecipes, system } from './theme';

export const APP_RECIPES = {
  badge: badgeRecipe,
  textarea: textareaRecipe,
};

export const APP_SLOT_RECIPES = {
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
};

registerRecipes(system, APP_RECIPES, APP_SLOT_RECIPES);
