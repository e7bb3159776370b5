// The recipes of the app's components beyond the first load (decision 0040): tables, menus, dialogs, badges…
// Every page, dialog and widget loaded through lib/lazy-page.tsx brings this module with its own code (unless it
// is one of the light public pages), and importing it adds the recipes to the one Chakra system (lib/theme.ts)
// before anything using them renders. lib/theme.test.tsx checks that every component is covered.
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme/recipes/segment-group';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { registerRecipes, system } from './theme';

export const APP_RECIPES = {
  badge: badgeRecipe,
  textarea: textareaRecipe,
};

/**
 * Dialogs are often `size={{ base: 'full', md: … }}`: full screen on a phone, a card on a desktop. Responsive
 * variants only add styles per breakpoint, so the `full` size's `minH: 100dvh`, zero margin and square corners
 * leaked into every desktop size and dialogs stretched to the full window height. Each card size resets them.
 */
const CARD_SIZE_RESET = { minH: 'auto', '--dialog-margin': 'var(--dialog-base-margin)', borderRadius: 'l3' };
const dialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(
      Object.entries(dialogSlotRecipe.variants?.size ?? {}).map(([size, styles]) => [
        size,
        size === 'full' || size === 'cover'
          ? styles
          : { ...styles, content: { ...CARD_SIZE_RESET, ...(styles.content ?? {}) } },
      ]),
    ),
  },
} as typeof dialogSlotRecipe;

export const APP_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

registerRecipes(system, APP_RECIPES, APP_SLOT_RECIPES);
