// lib/chakra-theme.ts rebuilds Chakra's default theme from the package's own files (decision 0040); this keeps it
// equal to what the '@chakra-ui/react/theme' barrel exports, so a Chakra update that changes the theme's shape
// fails here rather than changing the app's look.
import { describe, expect, it } from 'vitest';
import * as barrel from '@chakra-ui/react/theme';
import * as parts from './chakra-theme';
import { RECIPES, SLOT_RECIPES } from './theme';
import { APP_RECIPES, APP_SLOT_RECIPES } from './theme-app';

describe("Chakra's default theme, from its files", () => {
  it.each([
    'tokens',
    'semanticTokens',
    'breakpoints',
    'globalCss',
    'keyframes',
    'layerStyles',
    'textStyles',
    'animationStyles',
    'cssVarsPrefix',
    'cssVarsRoot',
  ] as const)('%s equals the barrel export', (name) => {
    expect(parts[name]).toEqual(barrel[name]);
  });

  it("registers Chakra's own recipe objects under Chakra's own keys", () => {
    for (const [key, recipe] of Object.entries({ ...RECIPES, ...APP_RECIPES })) {
      expect(recipe, key).toEqual(barrel.recipes[key as keyof typeof barrel.recipes]);
    }
    for (const [key, recipe] of Object.entries({ ...SLOT_RECIPES, ...APP_SLOT_RECIPES })) {
      if (key === 'dialog') continue; // lib/theme-app.ts adjusts its card sizes
      expect(recipe, key).toEqual(barrel.slotRecipes[key as keyof typeof barrel.slotRecipes]);
    }
  });
});
