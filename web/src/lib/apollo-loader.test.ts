// lib/apollo-loader.ts reads Apollo's React context without importing Apollo: it must be Apollo's own object.
import { describe, expect, it } from 'vitest';
import { getApolloContext } from '@apollo/client/react';
import { apolloContext, loadSharedApolloClient, loadedSharedApolloClient } from './apollo-loader';

describe('apollo-loader', () => {
  it('reads the very context ApolloProvider and MockedProvider write to', () => {
    expect(apolloContext()).toBe(getApolloContext());
    expect(getApolloContext()).toBe(apolloContext());
  });

  it('loads one shared client on demand and reports it once loaded', async () => {
    const first = await loadSharedApolloClient();
    const second = await loadSharedApolloClient();
    expect(second).toBe(first);
    expect(loadedSharedApolloClient()).toBe(first);
  });
});
