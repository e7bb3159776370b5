// Route-level code splitting: each page is its own chunk, loaded when its route renders, behind an accessible
// spinner. Pages that use GraphQL get the Apollo scope loaded in parallel with them (one round trip, no
// waterfall), so Apollo Client stays out of the first load of the landing and register pages.
import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { FullPageSpinner } from './guards';

interface LazyPageOptions {
  /** The page (or something it renders at once) uses Apollo hooks. Default true. */
  apollo?: boolean;
}

function withApolloScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
  apollo: boolean,
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([
    load(),
    apollo ? import('./ApolloScope').then((module) => module.ApolloScope) : Promise.resolve(null),
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

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { apollo = true }: LazyPageOptions = {},
): LazyPageComponent<P> {
  const loader = preloadable(() => withApolloScope(load, apollo));
  const Page = lazy(loader.factory);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: loader.preload });
}

/**
 * A lazy() factory that can be started early. When the module has already arrived by the first render, the
 * factory hands it over synchronously (a resolved thenable), so React renders the page at once instead of the
 * spinner — main.tsx relies on this to replace prerendered HTML without a flash.
 */
function preloadable<T>(load: () => Promise<T>) {
  let promise: Promise<T> | null = null;
  let done: { value: T } | null = null;
  const preload = () => {
    promise ??= load().then((value) => {
      done = { value };
      return value;
    });
    return promise;
  };
  const factory = (): Promise<T> => {
    if (done) {
      const { value } = done;
      return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
    }
    return preload();
  };
  return { preload, factory };
}

export type LazyPageComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A dialog whose code loads the first time it opens (with the Apollo scope when `apollo`), then stays mounted so
 * its close animation and focus return behave as if it had always been there.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  { apollo = true }: LazyPageOptions = {},
): ComponentType<P> {
  const Dialog = lazy(() => withApolloScope(load, apollo));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
