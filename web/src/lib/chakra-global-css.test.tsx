// The Chakra system's global styles — the reset, the global CSS and a custom property for each token, in light and
// dark — ship as a stylesheet built ahead (generated/chakra-global.css, imported by app/App.tsx) instead of being
// serialised in every page's first task (lib/theme.ts, decision 0094). This keeps the file equal to what Chakra's
// own provider would insert for this very system: a Chakra update or a theme change that alters them fails here;
// `npx vitest run --root web src/lib/chakra-global-css.test.tsx -u` writes the file again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { render } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { lazyGlobalStyles } from '../../vite.config';
import { createAppSystem, providedSystem, system } from './theme';

/**
 * The CSS emotion writes for `styles`, as ChakraProvider's <Global> does: the rules it inserts into the cache's
 * container (or renders in place, in emotion's server build).
 */
function emotionCss(styles: unknown): string {
  const sheets = document.createElement('div');
  const { container } = render(
    <CacheProvider value={createCache({ key: 'css', container: sheets, speedy: false })}>
      <Global styles={styles as never} />
    </CacheProvider>,
  );
  const tags = [container, sheets].flatMap((el) => [
    ...el.querySelectorAll('style[data-emotion^="css-global"]'),
  ]);
  // One element per rule in emotion's browser build without `speedy`; their text in order is the sheet.
  if (tags.length === 0) throw new Error('no global <style> element');
  return tags.map((tag) => tag.textContent ?? '').join('');
}

describe("Chakra's global styles as a stylesheet", () => {
  const fresh = createAppSystem();
  const css = `${fresh.layers.atRule}\n${emotionCss(fresh._global)}\n`;

  it('is the generated file, byte for byte', async () => {
    await expect(css).toMatchFileSnapshot('../generated/chakra-global.css');
  });

  it('holds the reset, the global styles and every token, light and dark', () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('--chakra-colors-red-600:');
    expect(css).toContain('--chakra-colors-fg:');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
    // Every custom property Chakra declares, under :root and under each condition (dark mode, breakpoints); a
    // blank value (`blurs.none` is ' ') is no declaration at all, in emotion's output as in the browser.
    let declared = 0;
    for (const vars of fresh.tokens.cssVarMap.values())
      for (const [name, value] of vars) {
        if (String(value).trim() === '') continue;
        expect(css, name).toContain(`${name}:`);
        declared += 1;
      }
    expect(declared).toBeGreaterThan(500);
  });

  it('is not inserted again by the app: its provider has none, everything else is the system', () => {
    expect(providedSystem._global).toEqual([]);
    for (const key of Object.keys(system) as (keyof typeof system)[]) {
      if (key === '_global') continue;
      expect(providedSystem[key], key).toBe(system[key]);
    }
  });
});

describe("Chakra's createSystem, built (chakraLazyGlobalStyles in web/vite.config.ts)", () => {
  const file = join(
    dirname(createRequire(resolve('package.json')).resolve('@chakra-ui/react')),
    '../esm/styled-system/system.js',
  );
  const source = readFileSync(file, 'utf8');

  it('builds the global styles on first read of `_global`, not at creation', () => {
    const built = lazyGlobalStyles(source);
    expect(built).not.toContain('const _global = [');
    expect(built).toContain('let _global;');
    expect(built).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
    expect(built.match(/_global/g)).toHaveLength(3);
  });

  it('fails the build when Chakra no longer has that line, rather than keeping the eager cost unnoticed', () => {
    expect(() => lazyGlobalStyles(source.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(
      /Chakra's createSystem changed/,
    );
  });
});
