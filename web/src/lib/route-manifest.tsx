// What a feature declares about its screens (docs/adding-a-module.md): each route's path, who may open it,
// its lazily loaded page (or a redirect) and where it appears in the navigation. The registry of features
// (app/features.ts) hands these to the router and the menus; nothing else lists routes.
import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { Role } from '../generated/graphql';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import type { ProjectPageContribution } from './project-page-slot';

/** Where a navigation entry shows: the desktop header (and the floating mobile menu), the bottom tabs, the
 * quick-action menu, or the user menu (and the floating mobile menu). */
export type NavSlot = 'header' | 'bottomTab' | 'quickAction' | 'userMenu';

export interface NavEntry {
  slot: NavSlot;
  label: string;
  /** Position within the slot, lowest first (10, 20, 30… leaves room for modules in between). */
  order: number;
  /** Where it goes, when not the route's own path (a query such as `?create=true`, or per role). */
  to?: string | ((role: Role | undefined) => string);
  /** An icon (lucide-react, imported one by one) shown beside the label on the bottom tabs and quick actions. */
  icon?: NavIcon;
  /**
   * A quick action's choices kept on the phone for when there is no signal (lib/offline-query.ts
   * `keepForOffline`), asked by the shell while online. Import the document inside it, so it stays out of the
   * shell.
   */
  keepOffline?: (client: ApolloClient) => Promise<unknown>;
}

/** An SVG icon component; decorative beside its label. */
export type NavIcon = ComponentType<{ 'aria-hidden'?: boolean; size?: number | string }>;

/**
 * Who may open a route:
 * - `guest`: signed-out visitors only; a signed-in user is sent to the dashboard for their role (spec §2);
 * - `public`: anyone, signed in or not;
 * - a role: signed-in users with that role or a higher one (spec §6); `worker` means any signed-in user.
 *   Under `/app` the page renders inside the signed-in shell (header, bottom tabs, menus).
 */
export type RouteAccess = 'guest' | 'public' | Role;

export interface RouteEntry {
  /** Absolute path in react-router syntax, e.g. `/app/projects/:id`. */
  path: string;
  access: RouteAccess;
  /** The page, made with `lazyPage` so it loads with its route. */
  page?: LazyPageComponent<object>;
  /** Instead of a page: redirect here, keeping the query string (spec §2). */
  redirect?: string;
  nav?: readonly NavEntry[];
  /** index.html carries this page's HTML, rendered at build time (docs/decisions/0012-web-code-splitting.md). */
  prerender?: boolean;
  /**
   * Paths (as declared, e.g. `/app/projects/:id`) this page most often leads to: their chunks are fetched once
   * the browser is idle after this page has rendered, so moving on does not wait for a download.
   */
  prefetch?: readonly string[];
  /**
   * On a cold load of this route, the page's first query, sent while the first render is being built instead of
   * after it (app/router.tsx `warmFirstData`). It must ask exactly what the page will ask (same document, same
   * variables; a list reads its variables with the page's own function): the page then finds the answer in the
   * cache, or joins the request still in flight. Import the document inside it, so it stays out of the shell.
   * Send it with `context: WARM_CONTEXT`: no toast, but a refused session ends (the page may have joined it).
   */
  warm?: (client: ApolloClient, route: WarmRoute) => Promise<unknown>;
}

/**
 * The context of every warm query (lib/apollo.ts `background`). Never `handlesOwnErrors`: a page that joins the
 * warm request in flight would then never end a session the server refused.
 */
export const WARM_CONTEXT = { background: true } as const;

/** What a route's `warm` knows before the page exists: the path's parameters, the query string, the role. */
export interface WarmRoute {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  role: Role | undefined;
}

export interface FeatureManifest {
  /** The folder name under src/features/. */
  name: string;
  routes: readonly RouteEntry[];
  /** What the module adds to a project's page (lib/project-page-slot.tsx), each with its minimum role. */
  projectPage?: readonly ProjectPageContribution[];
}

/** Identity, for type checking and one recognisable shape in every routes.tsx. */
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}

/** A lazily loaded page component (with Apollo unless `apollo: false`); re-exported for manifests. */
export { lazyPage };

/**
 * Honest placeholders for screens whose module ships later: a title and an empty state, nothing pretending to
 * work. `load` resolves to the feature's texts (kept in its own `pending-pages.ts`, so they load with the
 * route); the module replaces the entry with its real page.
 */
export function pendingPage(
  load: () => Promise<{ title: string; message: string }>,
): LazyPageComponent<object> {
  return lazyPage(
    () =>
      Promise.all([load(), import('../components/PendingPage')]).then(([texts, { PendingPage }]) => {
        const Page: ComponentType<object> = () => <PendingPage {...texts} />;
        return Page;
      }),
    { apollo: false },
  );
}
