// Application root: providers (Chakra, Apollo), the top-level error boundary, the router and the toaster.
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createApolloClient } from '../lib/apollo';
import { Toaster } from '../lib/toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ChakraProvider value={defaultSystem}>
      <ErrorBoundary>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ErrorBoundary>
      <Toaster />
    </ChakraProvider>
  );
}
