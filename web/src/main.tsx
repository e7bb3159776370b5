// Browser entry: re-apply dark mode, then mount the app.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { endWarmStart, preloadFirstPages, preloadPrerenderedPage, warmFirstData } from './app/router';
import { restoreDarkMode } from './lib/color-mode';
import { prepareSystem } from './lib/theme';
import { readSession, readToken } from './lib/storage';
import { adoptQueuedForms } from './features/forms';
import { registerAppShell } from './lib/app-shell';
import { afterFirstPage, firstPageCommitted, holdUntilFirstPage } from './lib/first-page';

restoreDarkMode();
// The live socket, the outbox, the service worker and the next page's prefetch wait until the first page is on
// screen (lib/first-page.ts): none of them is needed to show it.
holdUntilFirstPage();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Runs once the first render has committed: queries warmed for it (warmFirstData) have been taken up. */
function FirstCommit() {
  useEffect(() => {
    endWarmStart();
    firstPageCommitted();
  }, []);
  return null;
}

function mount(target: HTMLElement) {
  const root = createRoot(target);
  // A transition render yields to the browser every few milliseconds instead of one long task, so the page
  // stays responsive while React builds it (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <>
        {app}
        <FirstCommit />
      </>,
    ),
  );
}

// index.html may already show this page's prerendered HTML (scripts/prerender.mjs): React hydrates it rather
// than rebuilding it. Hydration must see the page itself on its first render, so wait for the page's chunk
// (requested with the entry) — never the loading spinner in between. Emotion has already moved the
// prerendered <style> tags to <head> when its module loaded, as hydration expects.
/** Runs once the hydrated tree has committed: the prerendered page becomes interactive. */
function Hydrated({ target }: { target: HTMLElement }) {
  useEffect(() => {
    target.removeAttribute('inert');
    firstPageCommitted();
  }, [target]);
  return null;
}

if (container.hasAttribute('data-prerendered')) {
  // The Chakra system is created in a task of its own meanwhile (lib/theme.ts).
  void Promise.all([preloadPrerenderedPage(window.location.pathname), prepareSystem()]).then(() => {
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <Hydrated target={container} />
        </>,
      );
    });
  });
} else {
  // The shell and page chunks are already on their way (index.html requests them with the entry): render once
  // they are here, so the first render is the page itself rather than a spinner React then holds for 300 ms.
  const signedIn = Boolean(readToken());
  void warmFirstData(window.location, { signedIn, role: readSession()?.user.role });
  void Promise.all([preloadFirstPages(window.location.pathname, signedIn), prepareSystem()]).then(() =>
    mount(container),
  );
}

// What was done with no signal (forms, plant and material requests, notes, hours) is sent once the app is open
// again (decisions 0032, 0063): the outbox loads once the first page is on screen. The app shell's service
// worker, registered then too, opens the app with no signal.
if (readToken()) {
  afterFirstPage(() => {
    void import('./lib/outbox').then((m) => m.startOutbox());
    adoptQueuedForms();
    registerAppShell();
  });
}
