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
