// Route-level code splitting: each page is its own chunk, loaded when its route renders, behind an accessible
// spinner. Pages that use GraphQL get the Apollo scope loaded in parallel with them (one round trip, no
// waterfall), so Apollo Client stays out of the first load of the landing and register pages. Likewise the
// recipes of the app's components beyond the first load (lib/theme-app.ts, decision 0040) come with every page,
// dialog and widget except the light public pages that say `fullTheme: false`.
//
// A chunk can fail to arrive (a dropped connection on site, a deploy that replaced it). The loader tries once
// more by itself; if that fails too, the error reaches the "Something went wrong" screen, whose Try Again calls
// retryFailedLoads() so the next render loads afresh. (A React.lazy component keeps its failure for good — only
// a full reload recovered — so a reset swaps in a fresh one.)
import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { loadStarted, useFirstPageShown } from './first-page';

interface LazyPageOptions {
  /** The page (or something it renders at once) uses Apollo hooks. Default true. */
  apollo?: boolean;
  /**
   * Load the rest of the app's Chakra recipes (lib/theme-app.ts) with the page. Default true; only a page whose
   * components all have their recipes in lib/theme.ts may say false (lib/theme.test.tsx checks it).
   */
  fullTheme?: boolean;
}

/** The app's remaining recipes, registered on the Chakra system once the module has run. */
export function loadFullTheme(): Promise<unknown> {
  return import('./theme-app');
}

function withPageNeeds<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { apollo = true, fullTheme = true }: LazyPageOptions,
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([
    load(),
    apollo ? import('./ApolloScope').then((module) => module.ApolloScope) : Promise.resolve(null),
    fullTheme ? loadFullTheme() : null,
  ]).then(([Component, Scope]) => {
    if (!Scope) return { default: Component };
    const ApolloScope = Scope;
    function ScopedComponent(props: P) {
      return (
        <ApolloScope>
          <Component {...props} />
        </ApolloScope>
      );
    }
    return { default: ScopedComponent };
  });
}

/** Over the current page while a dialog's code loads: a fixed, polite status region named "Loading". */
export function LoadingOverlay() {
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-label="Loading"
    >
      <Spinner size="xl" color="blue.600" aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Box>
  );
}

/** How long to wait before the one automatic retry of a failed chunk. */
export const CHUNK_RETRY_DELAY_MS = 400;

/** Loaders whose load failed (after their retry): Try Again resets them so the next render loads afresh. */
const failed = new Set<() => void>();

/** Lets every failed page or dialog load run again on its next render (the error screen's Try Again). */
export function retryFailedLoads(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}

/**
 * Loads once (sharing the promise), retries a failed load once by itself, and after a failure can be reset so
 * the next load starts afresh. `factory` is for React.lazy: when the module has already arrived it hands it over
 * synchronously (a resolved thenable), so React renders the page at once instead of the spinner — main.tsx
 * relies on this to replace prerendered HTML without a flash.
 */
export function retryingLoader<T>(load: () => Promise<T>, retryDelayMs = CHUNK_RETRY_DELAY_MS) {
  let promise: Promise<T> | null = null;
  let done: { value: T } | null = null;
  const onReset = new Set<() => void>();
  const reset = () => {
    promise = null;
    onReset.forEach((listener) => listener());
  };
  const preload = (): Promise<T> => {
    if (promise) return promise;
    // The first page is not on screen while a chunk it renders is on its way (lib/first-page.ts).
    const arrived = loadStarted();
    promise = load()
      .catch(
        () =>
          new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), retryDelayMs)),
      )
      .then(
        (value) => {
          done = { value };
          return value;
        },
        (reason: unknown) => {
          failed.add(reset);
          throw reason;
        },
      )
      .finally(arrived);
    return promise;
  };
  const factory = (): Promise<T> => {
    if (done) {
      const { value } = done;
      return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
    }
    return preload();
  };
  /** What has arrived, or null: a component can render it at once instead of waiting a turn for `preload`. */
  const current = (): T | null => done?.value ?? null;
  /** `preload` for a pointer or focus that only starts the download: a failure is left to the click. */
  const warm = (): void => {
    preload().catch(() => undefined);
  };
  return { preload, warm, current, factory, onReset: (listener: () => void) => onReset.add(listener) };
}

/**
 * React.lazy over a retrying loader. React.lazy remembers a failed load for good, so after a reset (Try Again)
 * a fresh lazy component takes its place and loads again.
 */
function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const loader = retryingLoader(load);
  let current = lazy(loader.factory);
  loader.onReset(() => {
    current = lazy(loader.factory);
  });
  return { preload: loader.preload, component: () => current };
}

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): LazyPageComponent<P> {
  const page = retryableLazy(() => withPageNeeds(load, options));
  function LazyPage(props: P) {
    const Page = page.component();
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: page.preload });
}

export type LazyPageComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A dialog whose code loads the first time it opens (with the Apollo scope when `apollo`), then stays mounted so
 * its close animation and focus return behave as if it had always been there.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): ComponentType<P> {
  return lazyDialogOpenWhen(load, (props) => props.open, options);
}

/**
 * lazyDialog for a dialog opened by something other than an `open` prop: `isOpen` reads it from the props (the
 * record a confirmation acts on, the file a preview shows).
 */
export function lazyDialogOpenWhen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  options: LazyPageOptions = {},
): ComponentType<P> {
  const dialog = retryableLazy(() => withPageNeeds(load, options));
  function LazyDialog(props: P) {
    const Dialog = dialog.component();
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * A small piece of the shell (a bell, a live listener) whose code — and Apollo, when `apollo` — loads after the
 * page, so the first paint never waits for it; nothing shows until it has arrived.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): ComponentType<P> {
  const Widget = lazy(() => {
    const arrived = loadStarted();
    return withPageNeeds(load, options).finally(arrived);
  });
  function LazyWidget(props: P) {
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}

/**
 * A lazyWidget for a section further down a page — another feature's (the diary on the project page, the cloud
 * drive and accounting on settings): its code is asked for once the first page is on screen (lib/first-page.ts),
 * so on a slow signal what the page needs to show itself comes first; on later pages it loads at once. Nothing
 * shows in its place until it has arrived (issue 36, decision 0093).
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): ComponentType<P> {
  const Widget = lazyWidget(load, options);
  function LazySection(props: P) {
    return useFirstPageShown() ? <Widget {...props} /> : null;
  }
  return LazySection;
}
