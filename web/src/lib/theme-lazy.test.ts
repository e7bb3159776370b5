// The Chakra system is created on first use, and prepareSystem() creates it in a task of its own (lib/theme.ts,
// decision 0094): importing the module creates nothing, so the page's first task (its modules running) does not
// carry the system's ~660 tokens. Runs with modules of its own (web/vite.config.ts ISOLATED_TESTS): the setup file
// has already created the shared module's system.
import { describe, expect, it, vi } from 'vitest';

async function freshTheme() {
  vi.resetModules();
  const created = vi.fn();
  vi.doMock('@chakra-ui/react', async (importOriginal) => {
    const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
    return {
      ...chakra,
      createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
        created();
        return chakra.createSystem(...configs);
      },
    };
  });
  const theme = await import('./theme');
  return { theme, created };
}

describe('the app’s Chakra system', () => {
  it('is not created when the module loads, but in the task after prepareSystem(), once', async () => {
    const { theme, created } = await freshTheme();
    expect(created).not.toHaveBeenCalled();
    const prepared = theme.prepareSystem();
    await Promise.resolve();
    expect(created, 'not in the calling task').not.toHaveBeenCalled();
    await prepared;
    expect(created).toHaveBeenCalledTimes(1);
    await theme.prepareSystem();
    expect(theme.system.getRecipeFn).toBe(theme.providedSystem.getRecipeFn);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('is created by whatever reads it first, and reads as the system itself', async () => {
    const { theme, created } = await freshTheme();
    expect(theme.system.$$chakra).toBe(true);
    expect(created).toHaveBeenCalledTimes(1);
    expect(Object.keys(theme.system)).toEqual(Object.keys(theme.createAppSystem()));
    expect('css' in theme.providedSystem).toBe(true);
    expect(theme.providedSystem._global).toEqual([]);
    expect(theme.system._global.length).toBe(3);
    // Recipes registered later reach the same system (lib/theme-app.ts does so through `system`).
    theme.registerRecipes(theme.system, { extra: { base: { color: 'red.600' } } }, {});
    expect(theme.providedSystem.getRecipe('extra')).toEqual({ base: { color: 'red.600' } });
    expect(created).toHaveBeenCalledTimes(2); // the createAppSystem() call above made its own
  });
});
