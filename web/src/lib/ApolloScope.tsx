// Provides the shared Apollo client to a page that uses GraphQL. Loaded with the page (lib/lazy-page.tsx), so
// Apollo is not in the first load of pages that do not need it. An ApolloProvider already above (tests'
// MockedProvider, or an outer scope) is kept.
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { sharedApolloClient } from './apollo';

export function ApolloScope({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  if (provided) return <>{children}</>;
  return <ApolloProvider client={sharedApolloClient()}>{children}</ApolloProvider>;
}
