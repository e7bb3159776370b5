// The Chakra system: the default theme's tokens, global styles and conditions, but only the recipes of the
// components this app renders (docs/decisions/0012-web-code-splitting.md). `defaultSystem` carries all ~80
// recipes (~120 kB of JavaScript) in every page's first load; these are the ones used.
// Using a Chakra component whose recipe is not listed here renders it unstyled: lib/theme.test.ts scans src/
// for every component imported from '@chakra-ui/react' and fails until its recipe is added below.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
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

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes: RECIPES,
      slotRecipes: SLOT_RECIPES,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
