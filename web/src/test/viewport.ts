// Test helper: a window.matchMedia that answers `(min-width: …)` queries for a chosen viewport width, so
// components that pick their layout from media queries (components/list/use-breakpoint.ts) can be tested.
// The window's own matchMedia is kept on the window and put back after every test (src/test/setup.ts): files
// share a worker's window state one after another (decision 0091), and a width left behind by one changed
// which layout the next file's lists rendered.
const REM_PX = 16;
const ORIGINAL = Symbol.for('sitebase.test.matchMedia');

type WithOriginal = Window & { [ORIGINAL]?: typeof window.matchMedia };

export function mockViewportWidth(width: number): () => void {
  const w = window as WithOriginal;
  w[ORIGINAL] ??= window.matchMedia;
  window.matchMedia = ((query: string) => {
    const match = /min-width:\s*([\d.]+)(rem|em|px)/.exec(query);
    const min = match ? Number(match[1]) * (match[2] === 'px' ? 1 : REM_PX) : 0;
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
  return restoreViewportWidth;
}

/** The window's own matchMedia again (nothing when no width was mocked). */
export function restoreViewportWidth(): void {
  const w = window as WithOriginal;
  if (!w[ORIGINAL]) return;
  window.matchMedia = w[ORIGINAL];
  delete w[ORIGINAL];
}
