// The Chakra system registers only the recipes the app uses (lib/theme.ts, lib/theme-app.ts). A component whose
// recipe is missing renders unstyled without any error, so this scans src/ for every value imported from
// '@chakra-ui/react' and requires each recipe-backed component's recipe to be registered — for the components
// that can render before lib/theme-app.ts has run, in lib/theme.ts itself; for those whose recipe neither file
// holds (dialogs, menus, tabs…), by the very module that renders them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { ChakraProvider, Table } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES, createAppSystem, registerRecipes, system } from './theme';
import { APP_RECIPES, APP_SLOT_RECIPES } from './theme-app';

/** Components styled by a recipe → its key (several share the button recipe; Field's icons use `icon`). */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Breadcrumb: 'breadcrumb',
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
  // The open menu's state (components/menu/LoadedMenu.tsx), inside a Menu.
  useMenuContext: 'menu',
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

const SRC = join(__dirname, '..');

/** The values one file imports from '@chakra-ui/react'. */
function chakraNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const raw of (match[1] ?? '').split(',')) {
      const name = raw
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  // A recipe used by its key (`useSlotRecipe({ key: 'tabs' })`) counts as the component of that key.
  for (const match of text.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'(\w+)'/g))
    names.push(`recipe:${match[1]}`);
  return names.filter((name) => name !== 'useSlotRecipe' && name !== 'useRecipe');
}

/** Recipes a file imports from Chakra's theme files (`@chakra-ui/react/theme/recipes/x`) to register itself. */
function ownRecipes(text: string): string[] {
  return [...text.matchAll(/from '@chakra-ui\/react\/theme\/recipes\/([\w-]+)'/g)].map((m) =>
    m[1]!.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
  );
}

/**
 * Recipes a file registers itself: its own imports of Chakra's recipe files, and those of the local modules it
 * imports for that (`import '../lib/dialog-recipe'`).
 */
function registeredBy(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const keys = new Set(ownRecipes(text));
  for (const m of text.matchAll(/import\s*(?:[^;]*?from\s*)?'(\.[^']+)'/g)) {
    const child = resolveModule(file, m[1]!);
    if (child) for (const key of ownRecipes(readFileSync(child, 'utf8'))) keys.add(key);
  }
  return keys;
}

/** Every recipe key registered anywhere: lib/theme.ts, lib/theme-app.ts and the pieces that bring their own. */
function registeredAnywhere(): Set<string> {
  return new Set(sourceFiles(SRC).flatMap((file) => ownRecipes(readFileSync(file, 'utf8'))));
}

function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const name of chakraNames(readFileSync(file, 'utf8'))) found.set(name, file);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const FULL_THEME = join(SRC, 'lib/theme-app.ts');
const LAZY_LOADERS = /lazy(?:Page|Dialog|Widget)\(/g;

/**
 * Does the dynamic import at `at` load with the full theme? Only when it is the page of a lazyPage, lazyDialog or
 * lazyWidget call (lib/lazy-page.tsx loads lib/theme-app.ts beside it) that does not say `fullTheme: false`.
 */
function loadsFullTheme(text: string, at: number): boolean {
  let call = -1;
  for (const match of text.matchAll(LAZY_LOADERS)) if (match.index < at) call = match.index;
  if (call < 0 || text.slice(call, at).includes(';')) return false;
  const end = text.indexOf(';', at);
  return !/fullTheme:\s*false/.test(text.slice(call, end < 0 ? undefined : end));
}

/**
 * Every component that can render before lib/theme-app.ts has run, with the file it is imported in: a walk of
 * the imports from the entry (and the prerender), where a page, dialog or widget that loads the full theme, or a
 * module importing lib/theme-app.ts itself, ends the walk.
 */
function firstLoadChakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === FULL_THEME) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const statics = [
      ...text.matchAll(/(?:import|export)\s(?!type\s)[^;]*?from\s*'(\.[^']+)'|import\s*'(\.[^']+)'/g),
    ];
    const children = statics.map((m) => resolveModule(file, (m[1] ?? m[2])!)).filter((f) => f !== null);
    if (children.includes(FULL_THEME)) return;
    const own = new Set(ownRecipes(text));
    for (const name of chakraNames(text)) {
      if (!own.has(keyOf(name) ?? '')) found.set(name, relative(SRC, file));
    }
    children.forEach(visit);
    for (const m of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
      const child = resolveModule(file, m[1]!);
      if (child && !loadsFullTheme(text, m.index)) visit(child);
    }
  };
  visit(join(SRC, 'main.tsx'));
  visit(join(SRC, 'prerender.tsx'));
  return found;
}

function keyOf(name: string): string | undefined {
  return name.startsWith('recipe:') ? name.slice('recipe:'.length) : RECIPE_OF[name];
}

describe('Chakra system', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const recipeKeys = registeredAnywhere();
    for (const key of [RECIPES, SLOT_RECIPES, APP_RECIPES, APP_SLOT_RECIPES].flatMap((r) => Object.keys(r))) {
      expect(recipeKeys.has(key), key).toBe(true);
    }
    for (const [name, file] of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const key = keyOf(name);
      expect(key, `${name} (imported in ${file}) is not known: add it to lib/theme.test.tsx`).toBeDefined();
      expect(
        recipeKeys.has(key ?? ''),
        `${name} needs the "${key}" recipe: register it in lib/theme.ts`,
      ).toBe(true);
    }
  });

  it('has in lib/theme.ts the recipe of every component that can render before the full theme loads', () => {
    const found = firstLoadChakraImports();
    // The walk reaches the entry's own components and the light public pages, and stops at the others; the
    // landing page's tab list and the toaster bring their own recipes.
    expect(['features/auth/LoginPage.tsx', 'features/superadmin/SuperadminLoginPage.tsx']).toContain(
      found.get('Field'),
    );
    expect(found.get('Code')).toBe('app/ErrorBoundary.tsx');
    expect(found.has('Table')).toBe(false);
    expect(found.has('recipe:tabs')).toBe(false);
    expect(found.has('Toast')).toBe(false);
    const base = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    for (const [name, file] of found) {
      if (NO_RECIPE.has(name)) continue;
      const key = keyOf(name) ?? '';
      expect(
        base.has(key),
        `${name} (in ${file}) can render before lib/theme-app.ts has loaded: move the "${key}" recipe to lib/theme.ts`,
      ).toBe(true);
    }
    const app = [...Object.keys(APP_RECIPES), ...Object.keys(APP_SLOT_RECIPES)];
    expect(
      app.filter((key) => base.has(key)),
      'registered twice',
    ).toEqual([]);
  });

  it('has the recipe of every component neither lib/theme.ts nor lib/theme-app.ts holds in each module rendering it', () => {
    const shared = new Set(
      [RECIPES, SLOT_RECIPES, APP_RECIPES, APP_SLOT_RECIPES].flatMap((r) => Object.keys(r)),
    );
    const own = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const name of chakraNames(text)) {
        const key = keyOf(name);
        if (NO_RECIPE.has(name) || !key || shared.has(key)) continue;
        own.add(key);
        expect(
          registeredBy(file).has(key),
          `${name} (in ${relative(SRC, file)}) needs the "${key}" recipe registered by its own module`,
        ).toBe(true);
      }
    }
    // The ones moved out of lib/theme-app.ts (issue 36) are among them.
    expect([...own]).toEqual(expect.arrayContaining(['dialog', 'menu', 'tabs', 'popover', 'segmentGroup']));
  });

  it('is a working system with the default tokens and, once lib/theme-app.ts has run, its recipes', () => {
    expect(system.token('colors.blue.600')).toBe('#2563eb');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('table')).toBe(true);
    expect(system.isRecipe('badge')).toBe(true);
  });

  it('styles a component whose recipe was added after the system was created (registerRecipes)', () => {
    const late = createAppSystem();
    const cell = () => document.querySelector('table');
    const { unmount } = render(
      <ChakraProvider value={late}>
        <Table.Root size="sm">
          <Table.Body />
        </Table.Root>
      </ChakraProvider>,
    );
    const unstyled = cell()?.className;
    unmount();
    const styled = createAppSystem();
    registerRecipes(styled, APP_RECIPES, APP_SLOT_RECIPES);
    render(
      <ChakraProvider value={styled}>
        <Table.Root size="sm">
          <Table.Body />
        </Table.Root>
      </ChakraProvider>,
    );
    expect(late.isSlotRecipe('table')).toBe(false);
    expect(styled.isSlotRecipe('table')).toBe(true);
    // The recipe's styles (the table root's border-collapse) reach the page only from the system that has it.
    const rulesOf = (className: string | undefined) => {
      const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
      const classes = (className ?? '').split(/\s+/).filter((name) => name.startsWith('css-'));
      return classes.flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? []).join('');
    };
    expect(rulesOf(unstyled)).not.toMatch(/border-collapse/);
    expect(rulesOf(cell()?.className)).toMatch(/border-collapse/);
  });
});
