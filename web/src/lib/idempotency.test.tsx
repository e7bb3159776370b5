// useIdempotencyKey keeps one key per open form (renewed on success and on each opening), and the Apollo link
// sends it as the Idempotency-Key header only when an operation carries one.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { gql } from '@apollo/client';
import { createApolloClient } from './apollo';
import { useIdempotencyKey } from './idempotency';

const SaveThing = gql`
  mutation SaveThing {
    saveThing
  }
`;

describe('useIdempotencyKey', () => {
  it('keeps one key while the form stays open, renews it after a success and on each opening', () => {
    const { result, rerender } = renderHook(({ open }) => useIdempotencyKey(open), {
      initialProps: { open: true },
    });
    const first = result.current.key;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.context).toEqual({ idempotencyKey: first });
    rerender({ open: true });
    expect(result.current.key).toBe(first);

    act(() => result.current.renew());
    const second = result.current.key;
    expect(second).not.toBe(first);
    expect(result.current.context).toEqual({ idempotencyKey: second });

    rerender({ open: false });
    expect(result.current.key).toBe(second); // closing alone changes nothing
    rerender({ open: true });
    expect(result.current.key).not.toBe(second);
    expect(result.current.key).not.toBe(first);
  });
});

describe('the idempotency link', () => {
  it('sends the operation’s key as Idempotency-Key, and no header without one', async () => {
    const keys: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return new Response(JSON.stringify({ data: { saveThing: true } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createApolloClient('http://bff.test/graphql', fetchImpl as typeof fetch);
    await client.mutate({ mutation: SaveThing, context: { idempotencyKey: 'form-key-1' } });
    await client.mutate({ mutation: SaveThing, context: { idempotencyKey: 'form-key-1' } });
    await client.mutate({ mutation: SaveThing });
    expect(keys).toEqual(['form-key-1', 'form-key-1', null]);
  });
});
