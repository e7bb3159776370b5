// Build-time prerendering (scripts/prerender.mjs runs this through a Vite SSR build): the HTML of the public
// entry pages, so the browser paints them before any JavaScript has arrived. The app then hydrates this HTML
// (main.tsx); nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { HomePage } from './features/home/HomePage';
import { LoginPage } from './features/auth/LoginPage';
import { AuthContext } from './features/auth/auth-context';
import type { AuthContextValue } from './features/auth/auth-context';
import { createApolloClient } from './lib/apollo';
import { system } from './lib/theme';

const SIGNED_OUT: AuthContextValue = {
  status: 'unauthenticated',
  user: null,
  signIn: () => {},
  logout: () => {},
};

/** Path → page. Only signed-out views: index.html shows them only when no session is stored. */
export const PRERENDERED: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  '/login': () => <LoginPage />,
};

export function render(path: string): string {
  const page = PRERENDERED[path];
  if (!page) throw new Error(`Nothing to prerender for ${path}`);
  // Never used to send anything: the pages only call GraphQL on user actions, which never happen here.
  const client = createApolloClient('http://127.0.0.1/graphql');
  return renderToString(
    <ChakraProvider value={system}>
      <StaticRouter location={path}>
        <AuthContext.Provider value={SIGNED_OUT}>
          <ApolloProvider client={client}>
            {/* The app renders each page inside a Suspense boundary (app/lazy-page.tsx): the same here, so the
                markup matches what React hydrates. */}
            <Suspense fallback={null}>{page()}</Suspense>
          </ApolloProvider>
        </AuthContext.Provider>
      </StaticRouter>
    </ChakraProvider>,
  );
}
