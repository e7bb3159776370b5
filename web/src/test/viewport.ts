// Test helper: a window.matchMedia that answers `(min-width: …)` queries for a chosen viewport width, so
// components that pick their layout from media queries (components/list/use-breakpoint.ts) can be tested.
const REM_PX = 16;

export function mockViewportWidth(width: number): () => void {
  const original = window.matchMedia;
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
  return () => {
    window.matchMedia = original;
  };
}
