// The dialog recipe, registered on the Chakra system by every module that renders Chakra's Dialog (each imports
// this file): most pages open no dialog until clicked, and their dialogs load then (lazyDialog), so the recipe is
// not in their first load (issue 36, decision 0072; lib/theme.test.tsx checks every Dialog's module imports it).
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { registerRecipes, system } from './theme';

/**
 * Dialogs are often `size={{ base: 'full', md: … }}`: full screen on a phone, a card on a desktop. Responsive
 * variants only add styles per breakpoint, so the `full` size's `minH: 100dvh`, zero margin and square corners
 * leaked into every desktop size and dialogs stretched to the full window height. Each card size resets them.
 */
const CARD_SIZE_RESET = { minH: 'auto', '--dialog-margin': 'var(--dialog-base-margin)', borderRadius: 'l3' };
export const dialogRecipe = {
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

registerRecipes(system, {}, { dialog: dialogRecipe });
