// The offline app shell (decision 0032): the Workbox service worker made by vite-plugin-pwa, registered from
// bundled code (never an inline script) and only in production builds, so the dev server and tests never see it.
export function registerAppShell(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
