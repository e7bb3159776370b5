// Showing a toast without loading the toaster first (issue 36, decision 0072): zag's toast machine and the
// toaster's view (lib/toaster.tsx, ~8 kB gzip) come with the first toast, not with every page that might show
// one. Toasts keep their order (one shared load). If the toaster cannot be fetched at all (no signal and not
// yet cached by the service worker) the toast is lost, and the next one tries the fetch again.
import { loadToaster } from './toaster-ready';

export function showToast(type: 'success' | 'error' | 'info', title: string): void {
  loadToaster().then(
    (toaster) => toaster.showToast(type, title),
    () => {},
  );
}
