// The navigation is derived from the features' manifests: each slot lists, in order, only what the role may
// open (spec §2 layouts, §6), and the route table keeps spec §2's minimum roles.
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../lib/route-manifest';
import { ROUTE_ENTRIES } from './features';
import { HEADER_INLINE, canOpen, navItemsFor, splitHeaderItems } from './navigation';

// The spec's own entries (§2, §6). A new module's entries are left out, so adding one never edits this file:
// its own manifest places them, and 'places a new feature’s entry by its order' shows how they interleave.
const SPEC_ENTRIES = new Set([
  'Projects',
  'Enquiries',
  'Applications',
  'Labour',
  'Suppliers',
  'Users',
  'Dashboard',
  'Forms',
  'Plant',
  'Materials',
  'New Form',
  'New Plant Request',
  'New Material Request',
  'New Project Note',
  'My timesheet',
  'Your Profile',
  'Settings',
]);
const spec = <T extends { label: string }>(items: T[]) =>
  items.filter((item) => SPEC_ENTRIES.has(item.label));
const labels = (items: { label: string }[]) => spec(items).map((item) => item.label);

describe('navigation from the manifests', () => {
  it('shows header items by role: every module the role may use (issue 35)', () => {
    expect(labels(navItemsFor('header', 'worker'))).toEqual([
      'Projects',
      'Plant',
      'Materials',
      'Forms',
      'Labour',
    ]);
    expect(labels(navItemsFor('header', 'supervisor'))).toEqual([
      'Dashboard',
      'Projects',
      'Plant',
      'Materials',
      'Forms',
      'Labour',
      'Enquiries',
      'Applications',
      'Suppliers',
    ]);
    expect(spec(navItemsFor('header', 'manager')).map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Dashboard', to: '/app/dashboard' },
      { label: 'Projects', to: '/app/projects' },
      { label: 'Plant', to: '/app/plant' },
      { label: 'Materials', to: '/app/materials' },
      { label: 'Forms', to: '/app/forms' },
      { label: 'Labour', to: '/app/labour' },
      { label: 'Enquiries', to: '/app/enquiries' },
      { label: 'Applications', to: '/app/applications' },
      { label: 'Suppliers', to: '/app/suppliers' },
      { label: 'Users', to: '/app/users' },
    ]);
    expect(labels(navItemsFor('header', 'admin'))).toEqual(labels(navItemsFor('header', 'manager')));
    expect(labels(navItemsFor('header', undefined))).toEqual([]);
  });

  it('puts every route a role may open with a header or tab entry into that role’s header or user menu', () => {
    // Whatever is a module's main page (it has a bottom tab or a header entry for some role) must be reachable
    // from the desktop header (or the user menu) of every role that may open it.
    const mainPages = new Set(
      ROUTE_ENTRIES.filter((entry) =>
        (entry.nav ?? []).some((nav) => nav.slot === 'header' || nav.slot === 'bottomTab'),
      ).map((entry) => entry.path),
    );
    for (const role of ['supervisor', 'manager', 'admin'] as const) {
      const reachable = [...navItemsFor('header', role), ...navItemsFor('userMenu', role)].map((i) => i.to);
      for (const path of mainPages) {
        if (!canOpen(role, path)) continue;
        expect(reachable, `${role} → ${path}`).toContain(path);
      }
    }
  });

  it('keeps the header usable at every desktop width: the rest under More, never one alone', () => {
    const admin = navItemsFor('header', 'admin');
    const at768 = splitHeaderItems(admin, 'md');
    expect(at768.inline).toHaveLength(HEADER_INLINE.md);
    expect([...at768.inline, ...at768.more]).toEqual(admin);
    expect(at768.more.map((i) => i.label)).toEqual(expect.arrayContaining(['Users', 'Suppliers']));
    const at1024 = splitHeaderItems(admin, 'lg');
    expect(at1024.inline).toHaveLength(HEADER_INLINE.lg);
    expect([...at1024.inline, ...at1024.more]).toEqual(admin);
    // From 1280px everything is inline.
    expect(splitHeaderItems(admin, 'xl')).toEqual({ inline: admin, more: [] });
    // A More holding one item would take as much room as the item: it stays inline.
    const five = admin.slice(0, HEADER_INLINE.md + 1);
    expect(splitHeaderItems(five, 'md')).toEqual({ inline: five, more: [] });
  });

  const withoutIcon = (items: ReturnType<typeof navItemsFor>) =>
    spec(items).map(({ label, to }) => ({ label, to }));

  it('points the Dashboard tab at the dashboard of the role', () => {
    expect(withoutIcon(navItemsFor('bottomTab', 'worker'))).toEqual([
      { label: 'Dashboard', to: '/app/worker-dashboard' },
      { label: 'Projects', to: '/app/projects' },
      { label: 'Forms', to: '/app/forms' },
      { label: 'Plant', to: '/app/plant' },
      { label: 'Materials', to: '/app/materials' },
    ]);
    expect(withoutIcon(navItemsFor('bottomTab', 'admin'))[0]).toEqual({
      label: 'Dashboard',
      to: '/app/dashboard',
    });
  });

  it('gives every bottom tab and quick action an icon', () => {
    for (const slot of ['bottomTab', 'quickAction'] as const) {
      for (const item of navItemsFor(slot, 'worker')) expect(item.icon, item.label).toBeDefined();
    }
  });

  it('offers the quick actions in order, My timesheet among them', () => {
    expect(withoutIcon(navItemsFor('quickAction', 'worker'))).toEqual([
      { label: 'New Form', to: '/app/forms?create=true' },
      { label: 'My timesheet', to: '/app/labour/my-timesheet' },
      { label: 'New Plant Request', to: '/app/plant?create=true' },
      { label: 'New Material Request', to: '/app/materials?create=true' },
      { label: 'New Project Note', to: '/app/projects?create=note' },
    ]);
  });

  it('offers Settings in the user menu to managers and up only', () => {
    expect(labels(navItemsFor('userMenu', 'worker'))).toEqual(['Your Profile']);
    expect(labels(navItemsFor('userMenu', 'supervisor'))).toEqual(['Your Profile']);
    expect(spec(navItemsFor('userMenu', 'manager'))).toEqual([
      { label: 'Your Profile', to: '/app/profile' },
      { label: 'Settings', to: '/app/settings' },
    ]);
  });

  it('decides what a role may open from the routes, following redirects', () => {
    expect(canOpen('worker', '/app/projects/123?tab=notes')).toBe(true);
    expect(canOpen('worker', '/app/enquiries')).toBe(false);
    expect(canOpen('worker', '/app/estimates')).toBe(false);
    expect(canOpen('supervisor', '/app/estimates')).toBe(true);
    expect(canOpen('supervisor', '/app/labour/setup')).toBe(false);
    expect(canOpen('worker', '/app/labour/42')).toBe(true);
    expect(canOpen('manager', '/settings')).toBe(true);
    expect(canOpen('admin', '/login')).toBe(false);
    expect(canOpen('admin', '/app/nowhere')).toBe(false);
  });

  it('places a new feature’s entry by its order, for the roles it admits', () => {
    const plus: RouteEntry[] = [
      ...ROUTE_ENTRIES,
      {
        path: '/app/site-diary',
        access: 'manager',
        nav: [{ slot: 'header', label: 'Site diary', order: 35 }],
      },
    ];
    const withDiary = (items: { label: string }[]) =>
      items.map((item) => item.label).filter((label) => SPEC_ENTRIES.has(label) || label === 'Site diary');
    expect(withDiary(navItemsFor('header', 'admin', plus))).toEqual([
      'Dashboard',
      'Projects',
      'Plant',
      'Materials',
      'Forms',
      'Labour',
      'Enquiries',
      'Applications',
      'Site diary',
      'Suppliers',
      'Users',
    ]);
    expect(withDiary(navItemsFor('header', 'supervisor', plus))).not.toContain('Site diary');
  });
});

describe('route table (spec §2 and §6)', () => {
  const access = (path: string) => ROUTE_ENTRIES.find((entry) => entry.path === path)?.access;

  it.each([
    ['/app/dashboard', 'supervisor'],
    ['/app/worker-dashboard', 'worker'],
    ['/app/projects', 'worker'],
    ['/app/projects/:id', 'worker'],
    ['/app/enquiries', 'supervisor'],
    ['/app/enquiries/:id', 'supervisor'],
    ['/app/estimates/:id', 'supervisor'],
    ['/app/forms', 'worker'],
    ['/app/forms/:id', 'worker'],
    ['/app/plant', 'worker'],
    ['/app/materials', 'worker'],
    ['/app/labour', 'worker'],
    ['/app/labour/setup', 'manager'],
    ['/app/labour/my-timesheet', 'worker'],
    ['/app/labour/:labour_id', 'worker'],
    ['/app/labour/invoices/:invoice_id', 'worker'],
    ['/app/applications', 'supervisor'],
    ['/app/applications/templates/create/:projectId', 'supervisor'],
    ['/app/applications/templates/edit/:templateId', 'supervisor'],
    ['/app/applications/create/:templateId', 'supervisor'],
    ['/app/applications/:applicationId', 'supervisor'],
    ['/app/suppliers', 'supervisor'],
    ['/app/users', 'manager'],
    ['/app/profile', 'worker'],
    ['/app/settings', 'manager'],
    ['/settings', 'manager'],
    ['/', 'guest'],
    ['/home', 'guest'],
    ['/login', 'guest'],
    ['/register', 'guest'],
    ['/forgot-password', 'public'],
    ['/superadmin/login', 'public'],
    ['/superadmin/dashboard', 'public'],
  ])('%s admits %s and up', (path, role) => {
    expect(access(path)).toBe(role);
  });

  it('declares every path once', () => {
    const paths = ROUTE_ENTRIES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prerenders /, /home and /login only', () => {
    expect(ROUTE_ENTRIES.filter((entry) => entry.prerender).map((entry) => entry.path)).toEqual([
      '/',
      '/home',
      '/login',
    ]);
  });
});
