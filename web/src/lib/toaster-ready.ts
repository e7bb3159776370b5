// Whether anything that can show a toast has loaded (lib/toaster.tsx marks it when it is first evaluated). The
// app mounts the toaster's view only then, so pages that never toast (the landing page) do not download it.
type Listener = () => void;

let used = false;
const listeners = new Set<Listener>();

export function markToasterUsed(): void {
  if (used) return;
  used = true;
  listeners.forEach((listener) => listener());
}

export function isToasterUsed(): boolean {
  return used;
}

export function onToasterUsed(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let loading: Promise<typeof import('./toaster')> | null = null;

/**
 * The toaster module on demand, for a page that must stay light until a toast is wanted (the sign-in page,
 * issue 13). A fetch that fails (no signal) is tried again on the next call.
 */
export function loadToaster(): Promise<typeof import('./toaster')> {
  // toaster.tsx imports this file to mark itself used; loading it back lazily is the point, not a cycle to fix.
  // eslint-disable-next-line import-x/no-cycle
  loading ??= import('./toaster').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
