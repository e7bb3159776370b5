// What a signed-in page does not need to show itself waits until the first page is on screen (issue 36,
// decision 0072): the live socket and the shell's live listeners, the phone's outbox and its banner, the service
// worker's registration, the quick actions' offline choices, the next page's prefetch. "On screen" is: the first
// render has committed, every GraphQL request and every chunk of page code (a tab, a section) it started has
// arrived, and the browser then has an idle moment. From then on the gate stays open: later pages, sockets and
// outboxes start at once.
//
// Only main.tsx holds the gate (`holdUntilFirstPage`); anywhere it is not held (unit tests, the prerender) work
// runs at once. A first page that never settles (a request hanging on one bar of signal) holds it at most
// OPEN_AT_LATEST_MS, so the outbox still sends and the socket still connects.
import { useSyncExternalStore } from 'react';

/** The longest the gate stays shut after main.tsx holds it. */
export const OPEN_AT_LATEST_MS = 10_000;

let held = false;
let latest: ReturnType<typeof setTimeout> | undefined;
let open = false;
let committed = false;
let inFlight = 0;
let idleScheduled = false;
const waiting = new Set<() => void>();
const listeners = new Set<() => void>();

function openGate(): void {
  if (open) return;
  open = true;
  clearTimeout(latest);
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
  for (const listener of [...listeners]) listener();
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

/** Opens the gate once the first page has committed, nothing is in flight, and the browser is idle. */
function check(): void {
  if (open || !committed || inFlight > 0 || idleScheduled) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    // A request or a chunk asked for since (a section's own query) holds it until that has arrived too.
    if (inFlight === 0) openGate();
  });
}

/** main.tsx, before anything renders: hold the gate until the first page is on screen. */
export function holdUntilFirstPage(latestMs = OPEN_AT_LATEST_MS): void {
  if (open || held) return;
  held = true;
  latest = setTimeout(openGate, latestMs);
}

/** main.tsx: the first render has committed. */
export function firstPageCommitted(): void {
  committed = true;
  check();
}

/**
 * Something the page waits for has been asked for: a GraphQL request (lib/apollo.ts) or a chunk of page code
 * (lib/lazy-page.tsx). Call the function returned once it has arrived, failed or been dropped.
 */
export function loadStarted(): () => void {
  inFlight += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    check();
  };
}

/** Whether work held for the first page may run now. */
export function firstPageShown(): boolean {
  return open || !held;
}

/** Runs `task` once the first page is on screen (at once if it is, or if nothing holds the gate). */
export function afterFirstPage(task: () => void): () => void {
  if (firstPageShown()) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => {
    waiting.delete(task);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For components: false until the first page is on screen (always true where nothing holds the gate). */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(subscribe, firstPageShown, () => true);
}

/** Tests: a fresh page load. */
export function resetFirstPageForTests(): void {
  clearTimeout(latest);
  held = false;
  open = false;
  committed = false;
  inFlight = 0;
  idleScheduled = false;
  waiting.clear();
  listeners.clear();
}
