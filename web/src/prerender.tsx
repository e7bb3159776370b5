// Build-time prerendering (scripts/prerender.mjs runs this through a Vite SSR build): the HTML of the public
// entry pages, so the browser paints them before any JavaScript has arrived. The app then hydrates this HTML
// (main.tsx); nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { ROUTE_ENTRIES } from './app/features';
import { AuthContext, type AuthContextValue } from './features/auth';
import { createApolloClient } from './lib/apollo';
import type { LazyPageComponent } from './lib/lazy-page';
import { providedSystem } from './lib/theme';

const SIGNED_OUT: AuthContextValue = {
  status: 'unauthenticated',
  user: null,
  signIn: () => {},
  logout: () => {},
};

/**
 * Path → page, from the routes the features mark `prerender` (signed-out views: index.html shows them only when
 * no session is stored). One template per page: /home shows the HTML of / (the picker script maps it).
 */
function prerenderedPages(): Map<string, LazyPageComponent<object>> {
  const pages = new Map<string, LazyPageComponent<object>>();
  for (const entry of ROUTE_ENTRIES) {
    if (!entry.prerender || !entry.page || [...pages.values()].includes(entry.page)) continue;
    pages.set(entry.path, entry.page);
  }
  return pages;
}

/** Renders every prerendered page: path → HTML. */
export async function renderAll(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [path, page] of prerenderedPages()) {
    // Once its chunk has arrived, the lazy page renders at once (lib/lazy-page.tsx): no Suspense fallback.
    await page.preload();
    out[path] = render(path, page);
  }
  return out;
}

function render(path: string, Page: LazyPageComponent<object>): string {
  // Never used to send anything: the pages only call GraphQL on user actions, which never happen here.
  const client = createApolloClient('http://127.0.0.1/graphql');
  return renderToString(
    <ChakraProvider value={providedSystem}>
      <StaticRouter location={path}>
        <AuthContext.Provider value={SIGNED_OUT}>
          <ApolloProvider client={client}>
            {/* The very component the router renders (with its Suspense boundary), so the markup matches what
                React hydrates. */}
            <Page />
          </ApolloProvider>
        </AuthContext.Provider>
      </StaticRouter>
    </ChakraProvider>,
  );
}
