// Navigation for both shells, derived from the features' manifests (app/features.ts): each slot (header,
// bottom tabs, quick actions, user menu) lists its entries in order, and only those whose target the user's
// role may open — the same minimum roles the router enforces (spec §2 layouts, §6).
import { matchPath } from 'react-router-dom';
import { hasRole, type Role } from '../features/auth';
import type { NavEntry, NavIcon, NavSlot, RouteEntry } from '../lib/route-manifest';
import { ROUTE_ENTRIES } from './features';

export interface NavItem {
  label: string;
  to: string;
  icon?: NavIcon;
}

function pathnameOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** The route `pathname` opens: an exact path first (as the router ranks static segments above params). */
function routeFor(pathname: string, entries: readonly RouteEntry[]): RouteEntry | undefined {
  return (
    entries.find((entry) => entry.path === pathname) ??
    entries.find((entry) => matchPath({ path: entry.path, end: true }, pathname))
  );
}

/** Whether a signed-in user with `role` may open `to` (a path with an optional query), following redirects. */
export function canOpen(
  role: Role | undefined,
  to: string,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
  hops = 0,
): boolean {
  const entry = routeFor(pathnameOf(to), entries);
  if (!entry) return false;
  if (entry.access === 'guest') return false; // signed-in users are sent to their dashboard
  if (entry.access !== 'public' && !hasRole(role, entry.access)) return false;
  if (entry.redirect) return hops < 5 && canOpen(role, entry.redirect, entries, hops + 1);
  return true;
}

/** The entries of one navigation slot for `role`, in order. */
export function navItemsFor(
  slot: NavSlot,
  role: Role | undefined,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
): NavItem[] {
  return entries
    .flatMap((entry) =>
      (entry.nav ?? [])
        .filter((nav) => nav.slot === slot)
        .map((nav) => ({
          label: nav.label,
          icon: nav.icon,
          order: nav.order,
          to: typeof nav.to === 'function' ? nav.to(role) : (nav.to ?? entry.path),
        })),
    )
    .filter((item) => canOpen(role, item.to, entries))
    .sort((a, b) => a.order - b.order)
    .map(({ label, to, icon }) => (icon ? { label, to, icon } : { label, to }));
}

/**
 * What the screens `role` may open keep on the phone for when there is no signal (decision 0063): the choices of
 * each quick action (and of the week grid) the nav entries name.
 */
export function offlineKeepersFor(
  role: Role | undefined,
  entries: readonly RouteEntry[] = ROUTE_ENTRIES,
): NonNullable<NavEntry['keepOffline']>[] {
  return entries.flatMap((entry) =>
    (entry.nav ?? []).flatMap((nav) => {
      const to = typeof nav.to === 'function' ? nav.to(role) : (nav.to ?? entry.path);
      return nav.keepOffline && canOpen(role, to, entries) ? [nav.keepOffline] : [];
    }),
  );
}

/** How many header items stay inline at each desktop band; the rest go under "More" (issue 35: 768–1920px). */
export const HEADER_INLINE: Readonly<Record<'md' | 'lg' | 'xl', number>> = { md: 4, lg: 7, xl: Infinity };

/** The header's items split for a width band: the first ones inline, the rest (less used) under "More". */
export function splitHeaderItems(
  items: NavItem[],
  band: 'base' | 'md' | 'lg' | 'xl',
): { inline: NavItem[]; more: NavItem[] } {
  const room = band === 'base' ? Infinity : HEADER_INLINE[band];
  // "More" holding a single item would take the room of that item: show it inline instead.
  if (items.length <= room + 1) return { inline: items, more: [] };
  return { inline: items.slice(0, room), more: items.slice(room) };
}
