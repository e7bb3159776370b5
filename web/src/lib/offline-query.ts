// The choices a quick action needs with no signal (decision 0063): the projects to pick, the plant categories,
// the worker's operative. Each answer of such a query is kept on the phone (IndexedDB through idb-keyval, per
// user) and given back when the network does not answer, so a form opened on site with no signal can still be
// filled in and put in the outbox (lib/outbox.ts). The shell keeps them fresh whenever the app is online
// (`keepForOffline`, from each quick action's `keepOffline` in its feature's manifest).
import { useEffect, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createStore, get, set } from 'idb-keyval';
import type { OperationDefinitionNode } from 'graphql';
import { NETWORK_ERROR_MESSAGE, classifyError } from './error-message';
import { expireSession, readSession } from './storage';
import { showToast } from './toast';

const store = () => (typeof indexedDB === 'undefined' ? null : createStore('sitebase-offline', 'answers'));

function keyOf(document: TypedDocumentNode<unknown, never>, variables: unknown): string | null {
  const userId = readSession()?.user.id;
  const definition = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!userId || !definition?.name) return null;
  return `${userId}:${definition.name.value}:${JSON.stringify(variables ?? {})}`;
}

async function remember(key: string | null, data: unknown): Promise<void> {
  const s = store();
  if (key && s) await set(key, data, s).catch(() => undefined);
}

async function recall<T>(key: string | null): Promise<T | undefined> {
  const s = store();
  return key && s ? get<T>(key, s).catch(() => undefined) : undefined;
}

/** Asks a quick action's choices now (when online) and keeps the answer for when there is no signal. */
export async function keepForOffline<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<void> {
  const result = await client.query({
    query: document,
    variables: variables as TVariables,
    fetchPolicy: 'network-only',
    context: { background: true },
  });
  if (result.data) await remember(keyOf(document as never, variables), result.data);
}

/**
 * `useQuery` whose answer is also kept on the phone, and whose last kept answer stands in when the network
 * fails. Such a failure is quiet (the form still works); a refused session still ends, and any other error is
 * shown as the error link would.
 */
export function useRememberedQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: {
    variables?: TVariables;
    skip?: boolean;
    fetchPolicy?: 'cache-and-network' | 'network-only';
  } = {},
): { data: TData | undefined; loading: boolean } {
  const result = useQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    variables: options.variables,
    skip: options.skip,
    fetchPolicy: options.fetchPolicy,
    context: { handlesOwnErrors: true },
  });
  const [kept, setKept] = useState<TData | undefined>(undefined);
  const key = keyOf(document as never, options.variables);
  const { data, error, loading } = result;
  useEffect(() => {
    if (data && !error && !loading) void remember(key, data);
  }, [data, error, loading, key]);
  useEffect(() => {
    if (!error) return;
    const outcome = classifyError(error);
    if (outcome.kind === 'auth') return expireSession();
    if (outcome.message !== NETWORK_ERROR_MESSAGE) showToast('error', outcome.message);
    if (!data) void recall<TData>(key).then(setKept);
  }, [error, data, key]);
  return { data: (data as TData | undefined) ?? kept, loading: loading && !kept };
}
