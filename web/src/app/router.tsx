// The route table, derived from the features' manifests (app/features.ts): spec §2's routes with the minimum
// roles of §6. This file only arranges them under the guards; a feature never edits it.
import { Outlet, createBrowserRouter, matchPath, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider, ROLE_ORDER, hasRole, type Role } from '../features/auth';
import { WrapperBridge } from '../features/notifications';
import type { ApolloClient } from '@apollo/client';
import { loadSharedApolloClient } from '../lib/apollo-loader';
import { useFirstPageShown } from '../lib/first-page';
import { lazyPage, type LazyPageComponent } from '../lib/lazy-page';
import type { RouteAccess, RouteEntry } from '../lib/route-manifest';
import { RouteErrorFallback } from './ErrorBoundary';
import { PROJECT_PAGE_CONTRIBUTIONS, ROUTE_ENTRIES } from './features';
import { ProjectPageSlotProvider } from '../lib/project-page-slot';
import { PublicOnly, RedirectKeepingQuery, RequireAuth, RequireRole, RoleHomeRedirect } from './guards';

// Every page is its own chunk (docs/decisions/0012-web-code-splitting.md), the shell included.
const AppShell = lazyPage(() => import('./StandardLayout').then((m) => m.AppShell), { apollo: false });

const APP_PREFIX = '/app/';

function isRole(access: RouteAccess): access is Role {
  return access !== 'guest' && access !== 'public';
}

function elementOf(entry: RouteEntry): ReactNode {
  if (entry.redirect) return <RedirectKeepingQuery to={entry.redirect} />;
  if (entry.page) {
    const Page = entry.page;
    return <Page />;
  }
  throw new Error(`Route ${entry.path} has neither a page nor a redirect`);
}

function checked(entry: RouteEntry): RouteEntry {
  if (entry.path.startsWith(APP_PREFIX) && !isRole(entry.access)) {
    throw new Error(`Route ${entry.path} is under /app, so it needs a role, not "${entry.access}"`);
  }
  return entry;
}

/** Routes needing more than a signed-in worker sit under one RequireRole per role. */
function underRoles(entries: readonly RouteEntry[], path: (entry: RouteEntry) => string): RouteObject[] {
  return ROLE_ORDER.flatMap((role): RouteObject[] => {
    const group = entries
      .filter((entry) => entry.access === role)
      .map((entry) => ({ path: path(entry), element: elementOf(entry) }));
    if (group.length === 0) return [];
    return role === 'worker' ? group : [{ element: <RequireRole role={role} />, children: group }];
  });
}

function buildRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  const all = entries.map(checked);
  const absolute = (entry: RouteEntry) => entry.path;
  const signedIn = all.filter((entry) => isRole(entry.access));
  const inApp = signedIn.filter((entry) => entry.path.startsWith(APP_PREFIX));
  const outsideApp = signedIn.filter((entry) => !entry.path.startsWith(APP_PREFIX));
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorFallback />,
      children: [
        {
          element: <PublicOnly />,
          children: all
            .filter((entry) => entry.access === 'guest')
            .map((entry) => ({ path: entry.path, element: elementOf(entry) })),
        },
        ...all
          .filter((entry) => entry.access === 'public')
          .map((entry) => ({ path: entry.path, element: elementOf(entry) })),
        {
          element: <RequireAuth />,
          children: [
            { path: '/dashboard', element: <RoleHomeRedirect /> },
            ...underRoles(outsideApp, absolute),
            {
              path: '/app',
              element: <AppShell />,
              children: [
                { index: true, element: <RoleHomeRedirect /> },
                ...underRoles(inApp, (entry) => entry.path.slice(APP_PREFIX.length)),
              ],
            },
          ],
        },
        { path: '*', element: <RedirectKeepingQuery to="/" /> },
      ],
    },
  ];
}

/** The pages `pathname`'s route declares as likely next (`prefetch`), to fetch when the browser is idle. */
export function pagesToPrefetch(
  pathname: string,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
): LazyPageComponent<object>[] {
  const current = entries.find((entry) => matchPath(entry.path, pathname));
  return (current?.prefetch ?? []).flatMap((path) => {
    const page = entries.find((entry) => entry.path === path)?.page;
    return page ? [page] : [];
  });
}

/**
 * Fetches the likely next pages when the browser is idle, and on the first page not before it is on screen
 * (lib/first-page.ts): they are not part of its first load.
 */
function PrefetchNext() {
  const { pathname } = useLocation();
  const shown = useFirstPageShown();
  useEffect(() => {
    const pages = shown ? pagesToPrefetch(pathname) : [];
    if (!pages.length) return;
    const run = () => pages.forEach((page) => void page.preload().catch(() => undefined));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }, [pathname, shown]);
  return null;
}

function Root() {
  return (
    <AuthProvider>
      <ProjectPageSlotProvider value={PROJECT_PAGE_CONTRIBUTIONS}>
        <Outlet />
      </ProjectPageSlotProvider>
      <PrefetchNext />
      <WrapperBridge />
    </AuthProvider>
  );
}

export const routes: RouteObject[] = buildRoutes(ROUTE_ENTRIES);

/** Pages whose HTML is prerendered into index.html (scripts/prerender.mjs), by path. */
export const PRERENDERED_PAGES: ReadonlyMap<string, LazyPageComponent<object>> = new Map(
  ROUTE_ENTRIES.flatMap((entry) =>
    entry.prerender && entry.page ? [[entry.path, entry.page] as const] : [],
  ),
);

/**
 * Starts loading the page for `pathname` when it is one of the prerendered ones; resolves when it has arrived
 * (at once otherwise). main.tsx waits for it so React's first render is that page, not the loading spinner.
 */
export function preloadPrerenderedPage(pathname: string): Promise<unknown> {
  const page = PRERENDERED_PAGES.get(pathname.replace(/\/+$/, '') || '/');
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * The lazy pages React will render first for `pathname`: the app shell and the page under /app for a signed-in
 * user, the page itself elsewhere. Pages a guard would redirect away from (a signed-in page with no session, a
 * guest page with one) are left out: their render is a redirect, not the page.
 */
export function firstPages(
  pathname: string,
  signedIn: boolean,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
): LazyPageComponent<object>[] {
  const entry = firstEntry(pathname, signedIn, entries);
  if (!entry?.page) return [];
  return entry.path.startsWith(APP_PREFIX) ? [AppShell, entry.page] : [entry.page];
}

/** The route whose page the first render shows for `pathname`, unless a guard redirects away from it. */
function firstEntry(pathname: string, signedIn: boolean, entries: readonly RouteEntry[]): RouteEntry | null {
  const entry = entries.find((candidate) => matchPath(candidate.path, pathname));
  if (!entry?.page) return null;
  if (entry.access === 'guest' && signedIn) return null;
  if (isRole(entry.access) && !signedIn) return null;
  return entry;
}

/** Longest the cache may answer for the network after a warm start, should the first render never commit. */
const CACHE_FIRST_CAP_MS = 3000;
let firstCommitDone = false;
let warmedClient: ApolloClient | null = null;

/**
 * On a cold load, starts the page's first query (the route's `warm`) alongside the chunks, so it is not sent only
 * once React has built the page (~200–500 ms later). Until the first render commits, the client lets the cache
 * answer queries that would also go to the network (Apollo's `prioritizeCacheValues`, made for the first render
 * after server rendering): the page takes the warmed answer instead of asking again. Never fails: the page's own
 * query reports any error (the warm query goes out with WARM_CONTEXT: no toast, but a refused session ends, as
 * a page that joined the request in flight hears the refusal only through the warm query's links).
 */
export function warmFirstData(
  location: { pathname: string; search: string },
  session: { signedIn: boolean; role: Role | undefined },
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
  loadClient: () => Promise<ApolloClient> = loadSharedApolloClient,
): Promise<void> {
  const { pathname } = location;
  const entry = firstEntry(pathname, session.signedIn, entries);
  const warm = entry?.warm;
  if (!entry || !warm) return Promise.resolve();
  // A role the page refuses sees the refusal, not the page: nothing to warm (and the query would be refused).
  if (isRole(entry.access) && !hasRole(session.role, entry.access)) return Promise.resolve();
  const route = {
    params: matchPath(entry.path, pathname)?.params ?? {},
    search: new URLSearchParams(location.search),
    role: session.role,
  };
  return loadClient()
    .then((client) => {
      if (firstCommitDone) return undefined;
      warmedClient = client;
      client.prioritizeCacheValues = true;
      setTimeout(endWarmStart, CACHE_FIRST_CAP_MS);
      return warm(client, route);
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/** The first render has committed (main.tsx): from now on queries go to the network as their policy says. */
export function endWarmStart(): void {
  firstCommitDone = true;
  if (warmedClient) warmedClient.prioritizeCacheValues = false;
  warmedClient = null;
}

/** For tests: a fresh page load. */
export function resetWarmStart(): void {
  firstCommitDone = false;
  warmedClient = null;
}

/**
 * Resolves once the pages of the first render (firstPages) have arrived, or after `capMs`, whichever is first.
 * index.html requests their chunks with the entry, so this rarely waits. Rendering before they arrive would
 * show the loading spinner, and React holds back the content that replaces a just-shown Suspense fallback for
 * 300 ms (its FALLBACK_THROTTLE_MS) — once for the shell and once more for the page.
 */
export function preloadFirstPages(
  pathname: string,
  signedIn: boolean,
  capMs = 1500,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
): Promise<void> {
  const pages = firstPages(pathname, signedIn, entries);
  if (!pages.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, capMs);
    void Promise.all(pages.map((page) => page.preload()))
      .catch(() => undefined)
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
