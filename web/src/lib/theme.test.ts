// The Chakra system registers only the recipes the app uses (lib/theme.ts). A component whose recipe is missing
// renders unstyled without any error, so this scans src/ for every value imported from '@chakra-ui/react' and
// requires each recipe-backed component's recipe to be registered.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES, system } from './theme';

/** Components styled by a recipe → its key (several share the button recipe; Field's icons use `icon`). */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Card: 'card',
  Code: 'code',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  EmptyState: 'emptyState',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  SegmentGroup: 'segmentGroup',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
};

/** Imports that need no recipe: layout primitives, providers and helpers. */
const NO_RECIPE = new Set([
  'AbsoluteCenter',
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'GridItem',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Span',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defaultSystem',
  'defineConfig',
  'useClipboard',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of (match[1] ?? '').split(',')) {
        const name = raw
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (!name || name.startsWith('type ')) continue;
        found.set(name, file);
      }
    }
  }
  return found;
}

describe('Chakra system', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const recipeKeys = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    for (const [name, file] of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const key = RECIPE_OF[name];
      expect(key, `${name} (imported in ${file}) is not known: add it to lib/theme.test.ts`).toBeDefined();
      expect(
        recipeKeys.has(key ?? ''),
        `${name} needs the "${key}" recipe: register it in lib/theme.ts`,
      ).toBe(true);
    }
  });

  it('is a working system with the default tokens', () => {
    expect(system.token('colors.blue.600')).toBe('#2563eb');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('tabs')).toBe(true);
  });
});
