// The offline app shell (decisions 0032, 0063): the Workbox service worker made by vite-plugin-pwa, registered
// from bundled code (never an inline script) and only in production builds, so the dev server and tests never
// see it. Registered for every signed-in session, so each quick action's screen opens with no signal.
export function registerAppShell(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
