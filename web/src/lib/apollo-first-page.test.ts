// The client and the first page (lib/first-page.ts): a subscription started while the first page is still
// loading waits, and the socket's code (lib/live-socket.ts) is loaded only once the page is on screen; the
// client's requests in flight are what "on screen" waits for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './apollo';
import { firstPageCommitted, firstPageShown, holdUntilFirstPage, resetFirstPageForTests } from './first-page';

const socket = vi.hoisted(() => ({ loads: 0, operations: [] as string[] }));
vi.mock('./live-socket', async () => {
  const { ApolloLink } = await import('@apollo/client');
  const { Observable } = await import('rxjs');
  socket.loads += 1;
  return {
    liveSocketLink: () =>
      new ApolloLink((operation) => {
        socket.operations.push(operation.operationName ?? '');
        return new Observable((observer) => {
          observer.next({ data: { thingAdded: 1 } });
        });
      }),
  };
});
vi.mock('./toast', () => ({ showToast: vi.fn() }));

const ThingAdded = gql`
  subscription ThingAdded {
    thingAdded
  }
`;
const GetThing = gql`
  query GetThing {
    thing
  }
`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  resetFirstPageForTests();
});

afterEach(() => {
  resetFirstPageForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live socket and the first page', () => {
  it('connects a subscription only once the first page is on screen, loading the socket then', async () => {
    holdUntilFirstPage();
    const client = createApolloClient('http://bff.test/graphql', vi.fn());
    const heard: unknown[] = [];
    const subscription = client
      .subscribe({ query: ThingAdded })
      .subscribe((result) => heard.push(result.data));
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.operations).toEqual([]);
    expect(socket.loads).toBe(0);

    firstPageCommitted();
    await vi.waitFor(() => expect(heard).toEqual([{ thingAdded: 1 }]));
    expect(socket.operations).toEqual(['ThingAdded']);
    expect(socket.loads).toBe(1);
    subscription.unsubscribe();
  });

  it('holds the first page while a query is in flight', async () => {
    holdUntilFirstPage();
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = createApolloClient('http://bff.test/graphql', fetch);
    const query = client.query({ query: GetThing });
    firstPageCommitted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(firstPageShown()).toBe(false);

    answer(
      new Response(JSON.stringify({ data: { thing: 1 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(query).resolves.toMatchObject({ data: { thing: 1 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(firstPageShown()).toBe(true);
  });
});
