// Apollo Client: bearer auth link, the one error link of spec §8, the HTTP link to the BFF, and subscriptions
// over WebSocket (graphql-ws on the same /graphql path) with the same token. A dropped socket is reconnected
// for ever with backoff (graphql-ws re-sends the running subscriptions) and announced to lib/live.ts, so live
// views catch up on what they missed meanwhile (decision 0059).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { NETWORK_ERROR_MESSAGE, classifyError } from './error-message';
import { openFigureQueries, refreshFiguresOf } from './figures';
import { announceLiveSocket, resubscribeDelay } from './live';
import { expireSession, expireSuperadminSession, readSuperadminToken, readToken } from './storage';
import { showToast } from './toast';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * The caller shows this operation's errors itself (a form's own message, a dialog, a quiet background
     * call): the error link neither toasts nor ends the session for it. Set it where the operation is called:
     * `useMutation(Doc, { context: { handlesOwnErrors: true } })` or `client.mutate({ …, context: { … } })`.
     * Such a caller must still end the session on a 401/403 when that means the session is over (spec §8).
     */
    handlesOwnErrors?: boolean;
    /**
     * A call the user did not ask for (a route's warm start): no toast, since the page that shows the data
     * reports its own failure, but a refused session still ends. A page whose identical query joins this request
     * in flight hears the answer through this call's links only, so its sign-out must happen here.
     */
    background?: boolean;
    /**
     * Sent as the `Idempotency-Key` header: a create mutation passes its form's key (`useIdempotencyKey` in
     * lib/idempotency.ts) so a retried submit never makes two records.
     */
    idempotencyKey?: string;
  }
}

/** Whether the caller opted the operation out of the error link's toast and sign-out. */
export function handlesOwnErrors(operation: ApolloLink.Operation): boolean {
  return operation.getContext().handlesOwnErrors === true;
}

/** Superadmin operations (named Superadmin…) carry the superadmin token and handle their own errors. */
export function isSuperadminOperation(name: string | undefined): boolean {
  return !!name && name.startsWith('Superadmin');
}

const authLink = new SetContextLink((prevContext, operation) => {
  const token = isSuperadminOperation(operation.operationName) ? readSuperadminToken() : readToken();
  if (!token) return {};
  return {
    headers: { ...(prevContext.headers as Record<string, string>), authorization: `Bearer ${token}` },
  };
});

/** The operation's `idempotencyKey` context as the `Idempotency-Key` header (the BFF forwards it to core-api). */
export const idempotencyLink = new SetContextLink((prevContext) => {
  const key = prevContext.idempotencyKey;
  if (!key) return {};
  return { headers: { ...(prevContext.headers as Record<string, string>), 'Idempotency-Key': key } };
});

/** A read that failed because the browser has no network (not a refusal): no toast. */
export function noSignal(
  operation: ApolloLink.Operation,
  outcome: ReturnType<typeof classifyError>,
): boolean {
  return (
    operation.operationType === OperationTypeNode.QUERY &&
    outcome.kind === 'toast' &&
    outcome.message === NETWORK_ERROR_MESSAGE &&
    typeof navigator !== 'undefined' &&
    navigator.onLine === false
  );
}

const errorLink = new ErrorLink(({ error, operation }) => {
  if (isSuperadminOperation(operation.operationName)) {
    // Spec §4: a 401 clears the superadmin session (never the company one); the page says why.
    if (operation.operationName !== 'SuperadminLogin' && classifyError(error).kind === 'auth') {
      expireSuperadminSession();
    }
    return;
  }
  if (handlesOwnErrors(operation)) return;
  const outcome = classifyError(error);
  // With no signal a page's reads fail by design: the shell's banner says so once (components/OutboxBanner).
  if (noSignal(operation, outcome)) return;
  if (outcome.kind === 'auth') expireSession();
  else if (operation.getContext().background !== true) showToast('error', outcome.message);
});

/** The BFF closes a socket whose token expired (4401) or was refused (4403): retrying would not help. */
const NO_RETRY_CODES = new Set([4401, 4403]);

/** Which socket events mean a live view may have missed something: a drop, and the reconnect after it. */
export function liveSocketListeners(announce = announceLiveSocket) {
  let dropped = false;
  return {
    connected: (_socket: unknown, _payload: unknown, wasRetry: boolean) => {
      if (wasRetry || dropped) announce('reconnected');
      dropped = false;
    },
    // A close while subscriptions run is a drop; the lazy close after the last one ends is heard too, and
    // harmless: no view is listening then.
    closed: () => {
      if (!dropped) announce('dropped');
      dropped = true;
    },
  };
}

/** Subscriptions: connects when the first one starts, with the token current at that moment. */
function subscriptionLink(uri: string): ApolloLink {
  const url = new URL(uri, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: url.toString(),
      lazy: true,
      connectionParams: () => {
        const token = readToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      retryAttempts: Infinity,
      // graphql-ws's own wait doubles without bound (2^n seconds); a site screen left on overnight must not
      // wait hours to come back.
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, resubscribeDelay(retries))),
      shouldRetry: (event) => !NO_RETRY_CODES.has((event as { code?: number }).code ?? 0),
      on: liveSocketListeners(),
    }),
  );
}

export function createApolloClient(uri = '/graphql', fetchImpl?: typeof fetch): ApolloClient {
  const http = ApolloLink.from([
    errorLink,
    authLink,
    idempotencyLink,
    new HttpLink({ uri, fetch: fetchImpl }),
  ]);
  const canSubscribe = typeof window !== 'undefined' && typeof WebSocket !== 'undefined';
  const client: ApolloClient = new ApolloClient({
    link: canSubscribe
      ? ApolloLink.split(
          ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
          subscriptionLink(uri),
          http,
        )
      : http,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
      // Every mutation fetches again the figures on screen that it may have changed (lib/figures.ts): a delivery
      // moves the project's received cost, a new order its committed cost (issue 35, point 5).
      mutate: { refetchQueries: () => openFigureQueries(client) },
    },
  });
  refreshFiguresOf(client);
  return client;
}

let sharedClient: ApolloClient | null = null;

/** The app's one client (one cache), created on first use; reach it through lib/apollo-loader.ts. */
export function sharedApolloClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}
