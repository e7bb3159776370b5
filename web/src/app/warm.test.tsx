// A cold load sends the page's first query while the page is being built (warmFirstData): the page must then
// take that answer — from the cache, or by joining the request in flight — and not ask again; after the first
// commit, queries go to the network as their fetch policy says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo';
import { onSessionExpired } from '../lib/storage';
import { WARM_CONTEXT, type RouteEntry, type WarmRoute } from '../lib/route-manifest';
import { ROUTE_ENTRIES } from './features';
import { endWarmStart, resetWarmStart, warmFirstData } from './router';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast', () => ({ showToast }));

const Board: TypedDocumentNode<{ board: { id: string; total: number } }, { id: string }> = gql`
  query Board($id: ID!) {
    board(id: $id) {
      id
      total
    }
  }
`;

/** A client over a stubbed fetch that counts requests and answers after `delayMs` (or refuses the session). */
function countingClient(delayMs = 0, refused = false) {
  let requests = 0;
  let total = 0;
  const fetchImpl = vi.fn(async () => {
    requests += 1;
    total += 100;
    const body = refused
      ? { errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] }
      : { data: { board: { __typename: 'Board', id: 'b1', total } } };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const client = createApolloClient('http://bff.test/graphql', fetchImpl);
  return { client, requests: () => requests };
}

const warmBoard = (client: ApolloClient, { params }: WarmRoute) =>
  client.query({ query: Board, variables: { id: params.id ?? '' }, context: WARM_CONTEXT });

const entries: RouteEntry[] = [
  {
    path: '/app/boards/:id',
    access: 'worker',
    page: Object.assign(() => null, { preload: () => Promise.resolve() }),
    warm: warmBoard,
  },
];

function wrapper(client: ApolloClient) {
  return ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
}

const at = (pathname: string, search = '') => ({ pathname, search });
const signedIn = { signedIn: true, role: 'worker' as const };
const signedOut = { signedIn: false, role: undefined };

/** The page's own query, as pages ask: cache-and-network (the client's default). */
const usePageQuery = () => useQuery(Board, { variables: { id: 'b1' }, fetchPolicy: 'cache-and-network' });

describe('warming the first query of a cold load', () => {
  afterEach(() => {
    endWarmStart();
    resetWarmStart();
  });

  it('the page takes the warmed answer from the cache and asks nothing more until the first commit', async () => {
    const { client, requests } = countingClient();
    await warmFirstData(at('/app/boards/b1'), signedIn, entries, () => Promise.resolve(client));
    expect(requests()).toBe(1);
    expect(client.prioritizeCacheValues).toBe(true);

    const { result } = renderHook(usePageQuery, { wrapper: wrapper(client) });
    expect(result.current.data?.board.total).toBe(100);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests()).toBe(1);

    // After the first commit, the same query asks the network again (a refetch, a later page).
    endWarmStart();
    expect(client.prioritizeCacheValues).toBe(false);
    await act(async () => {
      await result.current.refetch();
    });
    expect(requests()).toBe(2);
    expect(result.current.data?.board.total).toBe(200);
  });

  it('a page that mounts while the warm request is in flight joins it instead of sending its own', async () => {
    const { client, requests } = countingClient(50);
    const warming = warmFirstData(at('/app/boards/b1'), signedIn, entries, () => Promise.resolve(client));
    await Promise.resolve();
    const { result } = renderHook(usePageQuery, { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data?.board.total).toBe(100));
    await warming;
    expect(requests()).toBe(1);
  });

  it('ends the session when the warm request a page joined is refused (the account was deactivated)', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      const { client, requests } = countingClient(50, true);
      const warming = warmFirstData(at('/app/boards/b1'), signedIn, entries, () => Promise.resolve(client));
      await Promise.resolve();
      const { result } = renderHook(usePageQuery, { wrapper: wrapper(client) });
      await waitFor(() => expect(result.current.error).toBeDefined());
      await warming;
      expect(requests()).toBe(1);
      expect(expired).toHaveBeenCalledTimes(1);
      // The page reports any other failure itself: the warm never toasts.
      expect(showToast).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('warms nothing a guard would redirect from, nor once the first render has committed', async () => {
    const warm = vi.fn(() => Promise.resolve());
    const guarded: RouteEntry[] = [{ ...entries[0]!, warm }];
    const { client } = countingClient();
    await warmFirstData(at('/app/boards/b1'), signedOut, guarded, () => Promise.resolve(client));
    await warmFirstData(at('/app/elsewhere'), signedIn, guarded, () => Promise.resolve(client));
    expect(warm).not.toHaveBeenCalled();

    // The client arrived only after the first commit: too late to help, and the cache must not take over.
    endWarmStart();
    await warmFirstData(at('/app/boards/b1'), signedIn, guarded, () => Promise.resolve(client));
    expect(warm).not.toHaveBeenCalled();
    expect(client.prioritizeCacheValues).toBe(false);
  });

  it('never fails the page load: a refused warm query is left for the page to report', async () => {
    const failing: RouteEntry[] = [{ ...entries[0]!, warm: () => Promise.reject(new Error('403')) }];
    const { client } = countingClient();
    await expect(
      warmFirstData(at('/app/boards/b1'), signedIn, failing, () => Promise.resolve(client)),
    ).resolves.toBeUndefined();
    await expect(
      warmFirstData(at('/app/boards/b1'), signedIn, entries, () => Promise.reject(new Error('chunk'))),
    ).resolves.toBeUndefined();
  });

  it("is declared by the dashboards, a project and every module's main page", () => {
    const warmed = ROUTE_ENTRIES.filter((entry) => entry.warm).map((entry) => entry.path);
    expect(warmed).toEqual(
      expect.arrayContaining([
        '/app/dashboard',
        '/app/worker-dashboard',
        '/app/projects',
        '/app/projects/:id',
        '/app/forms',
        '/app/enquiries',
        '/app/plant',
        '/app/materials',
        '/app/labour',
        '/app/applications',
        '/app/users',
        '/app/settings',
      ]),
    );
  });

  it('warms nothing for a role the page refuses (the refusal shows, and the query would be refused)', async () => {
    const warm = vi.fn(() => Promise.resolve());
    const managers: RouteEntry[] = [{ ...entries[0]!, access: 'manager', warm }];
    const { client } = countingClient();
    await warmFirstData(at('/app/boards/b1'), signedIn, managers, () => Promise.resolve(client));
    expect(warm).not.toHaveBeenCalled();
    await warmFirstData(at('/app/boards/b1'), { signedIn: true, role: 'admin' }, managers, () =>
      Promise.resolve(client),
    );
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('hands the warm the query string and the role, for a list that reads its variables from them', async () => {
    const warm = vi.fn((_client: ApolloClient, _route: WarmRoute) => Promise.resolve());
    const list: RouteEntry[] = [{ ...entries[0]!, path: '/app/boards', warm }];
    const { client } = countingClient();
    await warmFirstData(
      at('/app/boards', '?page=2&search=quay'),
      { signedIn: true, role: 'manager' },
      list,
      () => Promise.resolve(client),
    );
    const route = warm.mock.calls[0]![1];
    expect(route.role).toBe('manager');
    expect(route.search.get('page')).toBe('2');
    expect(route.search.get('search')).toBe('quay');
  });
});
