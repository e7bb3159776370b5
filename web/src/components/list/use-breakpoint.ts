// Owns which layout band the viewport is in, from the same breakpoints as Chakra's theme: base (below 768px,
// the spec's mobile breakpoint), md (tablet, 768–1023px), lg (1024–1279px) and xl (1280px and up). Read from
// matchMedia so a list renders either its table or its cards, never both (one copy of each control).
import { useSyncExternalStore } from 'react';

export type Breakpoint = 'base' | 'md' | 'lg' | 'xl';

const ORDER: readonly Breakpoint[] = ['base', 'md', 'lg', 'xl'];

/** Chakra's default breakpoints (rem, so they follow the user's font size as the CSS ones do). */
const MIN_WIDTH: Record<Exclude<Breakpoint, 'base'>, string> = { md: '48rem', lg: '64rem', xl: '80rem' };

function queries(): MediaQueryList[] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return [];
  return Object.values(MIN_WIDTH).map((width) => window.matchMedia(`(min-width: ${width})`));
}

function current(): Breakpoint {
  const matched = queries().filter((query) => query.matches).length;
  return ORDER[matched] ?? 'xl';
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, () => 'base');
}

/** Whether `breakpoint` is `at` or wider. */
export function atLeast(breakpoint: Breakpoint, at: Breakpoint): boolean {
  return ORDER.indexOf(breakpoint) >= ORDER.indexOf(at);
}
