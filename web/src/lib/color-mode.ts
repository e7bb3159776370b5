// Dark-mode preference: stored under `dark_mode` and applied as the `dark` class Chakra 3 reads on <html>.
// Components read it with useDarkMode(), which hydrates as light — what the prerendered HTML was built with —
// and then shows the real mode, so reloading a prerendered page in dark mode is no hydration mismatch (#418).
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage';

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current mode; light during hydration and on the server (the prerendered HTML's mode). */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDarkMode, () => false);
}

export function isDarkMode(): boolean {
  // No document when the login page is prerendered at build time (src/prerender.tsx): light, as first painted.
  if (typeof document === 'undefined') return false;
  return document.documentElement.classList.contains('dark');
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  listeners.forEach((listener) => listener());
}

export function setDarkMode(dark: boolean): void {
  applyDarkMode(dark);
  try {
    localStorage.setItem(STORAGE_KEYS.darkMode, String(dark));
  } catch {
    // Storage can be unavailable (private mode); the class still applies for this visit.
  }
}

/** Re-applies the stored preference; index.html does the same inline before first paint. */
export function restoreDarkMode(): void {
  try {
    applyDarkMode(localStorage.getItem(STORAGE_KEYS.darkMode) === 'true');
  } catch {
    applyDarkMode(false);
  }
}
