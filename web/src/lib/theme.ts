// The Chakra system: the default theme's tokens, global styles and conditions, but only the recipes of the
// components this app renders (docs/decisions/0012-web-code-splitting.md). `defaultSystem` carries all ~80
// recipes (~120 kB of JavaScript) in every page's first load; these are the ones used.
// The recipes here are the ones the first load needs: the entry (guards, spinners, the error screen) and the
// light public pages (landing, sign-in). The rest of the app's recipes ride in lib/theme-app.ts, which every
// other page, dialog and widget loads with its code (lib/lazy-page.tsx) and which adds them to this same system
// before they render (decision 0040); a lazily loaded piece used on a light page (the toaster, the landing
// page's tab list) registers its own recipe.
// Using a Chakra component whose recipe is registered nowhere, or rendering one before its recipe is, leaves
// it unstyled without an error: lib/theme.test.tsx walks src/'s imports from the entry and fails on either.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { RecipeDefinition, SlotRecipeConfig, SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakra-theme';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { codeRecipe } from '@chakra-ui/react/theme/recipes/code';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';

export const RECIPES = {
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const SLOT_RECIPES = {
  field: fieldSlotRecipe,
  list: listSlotRecipe,
};

/**
 * Chakra's global styles, plus: for people who ask their device for less motion (WCAG 2.3.3), the open and close
 * animations of menus, dialogs, popovers, toasts and the like (every Zag part marks its state in `data-state`) end
 * at once. Spinners and skeletons keep theirs: they say that something is loading. 0.01 ms rather than none, so the
 * `animationend` that closes a dialog or a menu still fires.
 */
export const GLOBAL_CSS = {
  ...globalCss,
  '@media (prefers-reduced-motion: reduce)': {
    '[data-state], [data-state]::before, [data-state]::after': {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
    },
  },
};

/** A new system with the first load's recipes (the app uses the one below; tests make their own). */
export function createAppSystem(): SystemContext {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss: GLOBAL_CSS,
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
}

let created: SystemContext | undefined;

/** The app's system, created the first time anything asks for it. */
function appSystem(): SystemContext {
  return (created ??= createAppSystem());
}

/** No global styles: the stylesheet has them (`providedSystem`). */
const NO_GLOBAL_STYLES: SystemContext['_global'] = [];

/** A view of the app's system that creates it on first use; `override` answers some keys itself. */
function lazySystem(override: Partial<Record<keyof SystemContext, unknown>> = {}): SystemContext {
  const has = (key: PropertyKey) => Object.prototype.hasOwnProperty.call(override, key);
  return new Proxy({} as SystemContext, {
    get: (_, key) => (has(key) ? override[key as keyof SystemContext] : Reflect.get(appSystem(), key)),
    has: (_, key) => has(key) || Reflect.has(appSystem(), key),
    ownKeys: () => Reflect.ownKeys(appSystem()),
    getOwnPropertyDescriptor: (_, key) => {
      if (has(key))
        return {
          value: override[key as keyof SystemContext],
          enumerable: true,
          configurable: true,
          writable: false,
        };
      const descriptor = Reflect.getOwnPropertyDescriptor(appSystem(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The Chakra system. Creating it (its ~660 tokens: names, custom properties, references) is the largest piece of
 * work before anything renders, and a page's static modules all run in one task: with them it made one ~50 ms task
 * (~200 ms at Lighthouse's 4× CPU slowdown), during which nothing a person does gets an answer. So it is created
 * on first use, and main.tsx has `prepareSystem()` create it in a task of its own while the page's chunks are still
 * arriving (decision 0094). Read through this object, it is the system itself.
 */
export const system: SystemContext = lazySystem();

/**
 * The system ChakraProvider is given (app/App.tsx, prerender.tsx): `system` without global styles of its own. They
 * ship as a stylesheet built ahead (generated/chakra-global.css, imported by app/App.tsx and kept equal to
 * `system`'s by lib/chakra-global-css.test.tsx), so no page serialises them in its first task, and Chakra builds
 * them only when something reads `_global` (web/vite.config.ts, chakraLazyGlobalStyles; decision 0094). Every
 * other property is `system`'s own — the same recipes, tokens and functions.
 */
export const providedSystem: SystemContext = lazySystem({ _global: NO_GLOBAL_STYLES });

/** The next task: a message rather than a timer, which a tab opened in the background would hold for a second. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Creates the system in a task of its own, unless something has already needed it; resolves once it exists. */
export function prepareSystem(): Promise<void> {
  if (created) return Promise.resolve();
  return nextTask().then(() => void appSystem());
}

/**
 * Adds recipes to `system` after it was created (lib/theme-app.ts). A Chakra system looks a recipe up by its key
 * in its config's theme each time a component first asks for it, so one added before any component using it
 * renders is used like one given at creation (lib/theme.test.tsx proves it on this Chakra version).
 */
export function registerRecipes(
  target: SystemContext,
  recipes: Record<string, RecipeDefinition>,
  slotRecipes: Record<string, SlotRecipeConfig>,
): void {
  const theme = (target._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
