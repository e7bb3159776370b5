// Apollo Client without putting it in the first load: public pages (landing, register) never need it, so the
// client and its ~50 kB gzip are loaded on demand. Two ways to reach a client:
// - the one an <ApolloProvider> above provides (tests render MockedProvider; lib/ApolloScope provides the shared
//   one around every page that uses GraphQL), read through Apollo's context without importing Apollo;
// - otherwise the app's shared client, created on first use by lib/apollo.ts (loaded with a dynamic import).
import { createContext, useCallback, useContext } from 'react';
import type { Context } from 'react';
import type { ApolloClient } from '@apollo/client';

// Apollo keeps one React context per page in global state, under this key on React.createContext, so that every
// copy of Apollo shares it (see @apollo/client/react/context/ApolloContext.js). Creating or reading it the same
// way gives the very context ApolloProvider and MockedProvider write to; apollo-loader.test.ts proves it is the
// object `getApolloContext()` returns.
const APOLLO_CONTEXT_KEY = Symbol.for('__APOLLO_CONTEXT__');

interface ApolloContextValue {
  client?: ApolloClient;
}

type ContextHost = typeof createContext & { [APOLLO_CONTEXT_KEY]?: Context<ApolloContextValue> };

export function apolloContext(): Context<ApolloContextValue> {
  const host = createContext as ContextHost;
  let context = host[APOLLO_CONTEXT_KEY];
  if (!context) {
    context = createContext<ApolloContextValue>({});
    Object.defineProperty(host, APOLLO_CONTEXT_KEY, {
      value: context,
      enumerable: false,
      writable: false,
      configurable: true,
    });
    context.displayName = 'ApolloContext';
  }
  return context;
}

let shared: Promise<ApolloClient> | null = null;
let sharedLoaded: ApolloClient | null = null;

/** The app's shared client, loading Apollo on first call. */
export function loadSharedApolloClient(): Promise<ApolloClient> {
  shared ??= import('./apollo').then(({ sharedApolloClient }) => {
    sharedLoaded = sharedApolloClient();
    return sharedLoaded;
  });
  return shared;
}

/** The shared client if something has already loaded it (sign-out clears its cache; nothing to clear if not). */
export function loadedSharedApolloClient(): ApolloClient | null {
  return sharedLoaded;
}

/**
 * For code outside any page (auth state, the wrapper bridge): a function resolving the client — the provided
 * one when an ApolloProvider is above, else the shared one, loaded on demand.
 */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const provided = useContext(apolloContext()).client;
  return useCallback(() => (provided ? Promise.resolve(provided) : loadSharedApolloClient()), [provided]);
}

/** The client already at hand without loading anything: the provided one, else the shared one if loaded. */
export function useLoadedApolloClient(): () => ApolloClient | null {
  const provided = useContext(apolloContext()).client;
  return useCallback(() => provided ?? loadedSharedApolloClient(), [provided]);
}
