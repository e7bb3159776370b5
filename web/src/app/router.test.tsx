// Redirect rules of spec §2/§6 exercised through the real route table.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPages, pagesToPrefetch, preloadFirstPages, routes } from './router';
import type { LazyPageComponent } from '../lib/lazy-page';
import type { RouteEntry } from '../lib/route-manifest';
import { ROUTE_ENTRIES } from './features';
import { MeDocument } from '../features/auth/auth.api';
import { expireSession, writeSession } from '../lib/storage';
import { fakeToken, fakeUser, renderRoutes, seedSession } from '../test/render';
import { mockViewportWidth } from '../test/viewport';

async function landAt(initial: string) {
  const { router } = renderRoutes(routes, initial);
  await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
  return router;
}

function locationOf(router: Awaited<ReturnType<typeof landAt>>) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('route guards', () => {
  it('sends an unauthenticated visitor to /login, keeping the wanted location', async () => {
    const router = await landAt('/app/projects?view=archived');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/app/projects', search: '?view=archived' },
    });
    expect(router.state.location.search).toBe('?view=archived');
  });

  it('sends a worker below the required role to the worker dashboard', async () => {
    seedSession('worker');
    const router = await landAt('/app/users');
    await waitFor(() => expect(locationOf(router)).toBe('/app/worker-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
  });

  it('sends a supervisor below manager to the main dashboard, keeping the query', async () => {
    seedSession('supervisor');
    const router = await landAt('/app/settings?wrapper=true');
    await waitFor(() => expect(locationOf(router)).toBe('/app/dashboard?wrapper=true'));
  });

  it('lets a manager into users and shows the honest empty state', async () => {
    const restore = mockViewportWidth(1280);
    try {
      seedSession('manager');
      await landAt('/app/users');
      expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('puts the less used header items under More at 768px', async () => {
    const restore = mockViewportWidth(768);
    try {
      seedSession('manager');
      await landAt('/app/users');
      await screen.findByRole('heading', { level: 1, name: 'Users' });
      const header = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(header).getByRole('link', { name: 'Plant' })).toBeTruthy();
      expect(within(header).queryByRole('link', { name: 'Users' })).toBeNull();
      await userEvent.click(within(header).getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      for (const name of ['Forms', 'Users', 'Suppliers']) {
        expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
      }
    } finally {
      restore();
    }
  });

  it('routes the /app index and /dashboard by role', async () => {
    seedSession('worker');
    let router = await landAt('/app');
    await waitFor(() => expect(locationOf(router)).toBe('/app/worker-dashboard'));
    localStorage.clear();
    seedSession('admin');
    router = await landAt('/dashboard');
    await waitFor(() => expect(locationOf(router)).toBe('/app/dashboard'));
  });

  it('sends signed-in users away from public pages', async () => {
    seedSession('supervisor');
    const router = await landAt('/login?wrapper=true');
    await waitFor(() => expect(locationOf(router)).toBe('/app/dashboard?wrapper=true'));
  });

  it('logs out when the stored token has expired', async () => {
    seedSession('admin', fakeToken(-60));
    const router = await landAt('/app/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('applies the fixed redirects, keeping the query string', async () => {
    seedSession('admin');
    let router = await landAt('/app/projects/archived?wrapper=true');
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects?view=archived&wrapper=true'));
    router = await landAt('/app/estimates');
    await waitFor(() => expect(locationOf(router)).toBe('/app/enquiries'));
    router = await landAt('/settings');
    await waitFor(() => expect(locationOf(router)).toBe('/app/settings'));
  });

  it('sends unknown paths home with the query string', async () => {
    const router = await landAt('/nowhere?wrapper=true');
    await waitFor(() => expect(locationOf(router)).toBe('/?wrapper=true'));
    // The landing page is lazily loaded; it has Sign in links in its header, hero and footer.
    expect(await screen.findByRole('heading', { level: 1, name: /UK contractors/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('sends /superadmin to its sign-in page', async () => {
    const router = await landAt('/superadmin');
    await waitFor(() => expect(locationOf(router)).toBe('/superadmin/login'));
  });

  it('gives workers the bottom navigation with their dashboard, and side navigation on a desktop', async () => {
    seedSession('worker');
    await landAt('/app/projects');
    // Below 768px (hidden by CSS at this test's width).
    const side = await screen.findByRole('navigation', { name: 'Side navigation' });
    const nav = document.querySelector('nav[aria-label="Bottom navigation"]')!;
    expect(nav).toBeTruthy();
    expect(nav.querySelector('a[href="/app/worker-dashboard"]')?.textContent).toBe('Dashboard');
    expect(within(side).getByRole('link', { name: 'My timesheet' }).getAttribute('href')).toBe(
      '/app/labour/my-timesheet',
    );
    expect(within(side).getByRole('link', { name: 'Labour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick actions', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
  });

  it('returns to /login and clears the session when the error link expires it', async () => {
    seedSession('manager');
    const router = await landAt('/app/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    act(() => expireSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('refetches the user when the token cannot be decoded', async () => {
    writeSession({ token: 'opaque-token', user: fakeUser('worker'), remember: false });
    const me = { __typename: 'User', ...fakeUser('admin') };
    const { router } = renderRoutes(routes, '/app', [
      { request: { query: MeDocument }, result: { data: { me } } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').role).toBe('admin');
  });

  it('logs out when the undecodable token is rejected', async () => {
    writeSession({ token: 'opaque-token', user: fakeUser('worker'), remember: true });
    const { router } = renderRoutes(routes, '/app/projects', [
      {
        request: { query: MeDocument },
        result: { errors: [{ message: 'No', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('offers a supervisor no Settings in the user menu or the floating mobile menu', async () => {
    seedSession('supervisor');
    await landAt('/app/projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // The floating menu is the header's stand-in below 768px (hidden by CSS at this test's width).
    await user.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent);
    // The spec's entries in order (a later module's own entries may sit among them), and no Settings.
    const spec = ['Projects', 'Labour', 'Enquiries', 'Applications', 'Suppliers', 'Your Profile', 'Sign out'];
    expect(items.filter((item) => spec.includes(item ?? ''))).toEqual(spec);
    expect(items).not.toContain('Settings');
  });

  it('offers a manager Settings, and opens it from the user menu', async () => {
    seedSession('manager');
    const router = await landAt('/app/projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await screen.findByRole('menuitem', { name: 'Settings' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
  });
});

describe('prefetching the likely next page', () => {
  it('fetches a project page’s chunk from the projects list, and nothing from a page that declares none', () => {
    const detail = ROUTE_ENTRIES.find((entry) => entry.path === '/app/projects/:id')?.page;
    expect(detail).toBeDefined();
    expect(pagesToPrefetch('/app/projects')).toEqual([detail]);
    expect(pagesToPrefetch('/app/settings')).toEqual([]);
    // Every declared target is a page of the route table (a typo would silently prefetch nothing).
    for (const entry of ROUTE_ENTRIES) {
      for (const path of entry.prefetch ?? []) {
        expect(
          ROUTE_ENTRIES.some((e) => e.path === path && e.page),
          `${entry.path} → ${path}`,
        ).toBe(true);
      }
    }
  });
});

describe('the first render waits for its pages, not for a spinner', () => {
  afterEach(() => vi.useRealTimers());

  function fakePage(load: () => Promise<unknown>): LazyPageComponent<object> {
    return Object.assign(() => null, { preload: load });
  }

  it('names the shell and the page under /app, the page elsewhere, and nothing a guard redirects away from', () => {
    const projects = ROUTE_ENTRIES.find((entry) => entry.path === '/app/projects')?.page;
    const detail = ROUTE_ENTRIES.find((entry) => entry.path === '/app/projects/:id')?.page;
    const login = ROUTE_ENTRIES.find((entry) => entry.path === '/login')?.page;
    const [shell, page] = firstPages('/app/projects', true);
    expect(page).toBe(projects);
    expect(shell).not.toBe(projects);
    expect(typeof shell?.preload).toBe('function');
    expect(firstPages('/app/projects/8b0c', true)).toEqual([shell, detail]);
    expect(firstPages('/app/projects', false)).toEqual([]);
    expect(firstPages('/login', false)).toEqual([login]);
    expect(firstPages('/login', true)).toEqual([]);
    expect(firstPages('/no-such-page', true)).toEqual([]);
  });

  it('resolves once every page has arrived, when one fails, or at the cap when one never arrives', async () => {
    let arrive: () => void = () => undefined;
    const slow = fakePage(() => new Promise<void>((resolve) => (arrive = resolve)));
    const entries: RouteEntry[] = [{ path: '/register', access: 'guest', page: slow }];
    let done = false;
    const waiting = preloadFirstPages('/register', false, 10_000, entries).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await waiting;
    expect(done).toBe(true);

    const failing = fakePage(() => Promise.reject(new Error('chunk failed')));
    await expect(
      preloadFirstPages('/register', false, 10_000, [{ path: '/register', access: 'guest', page: failing }]),
    ).resolves.toBeUndefined();

    vi.useFakeTimers();
    const never = fakePage(() => new Promise(() => undefined));
    let capped = false;
    void preloadFirstPages('/register', false, 1500, [
      { path: '/register', access: 'guest', page: never },
    ]).then(() => (capped = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(capped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(capped).toBe(true);
  });
});
