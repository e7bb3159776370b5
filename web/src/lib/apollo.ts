// Apollo Client: bearer auth link, the one error link of spec §8, the HTTP link to the BFF, and subscriptions
// over WebSocket (lib/live-socket.ts: graphql-ws on the same /graphql path, with the same token), whose code
// loads when the first subscription starts once the first page is on screen (lib/first-page.ts, decision 0072).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { NETWORK_ERROR_MESSAGE, classifyError } from './error-message';
import { openFigureQueries, refreshFiguresOf } from './figures';
import { afterFirstPage, loadStarted } from './first-page';
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

/**
 * Subscriptions: the socket's code (lib/live-socket.ts) is loaded when the first one starts, and not before the
 * first page is on screen; a subscription started earlier waits for it (a page's live updates follow its data).
 * A socket chunk that could not be fetched ends the subscription with the error (its view starts it again with
 * backoff, lib/live.ts) and is fetched again next time.
 */
function subscriptionLink(uri: string): ApolloLink {
  let socket: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        const cancel = afterFirstPage(() => {
          socket ??= import('./live-socket').then(({ liveSocketLink }) => liveSocketLink(uri));
          socket.then(
            (link) => {
              if (!closed) inner = link.request(operation, forward).subscribe(observer);
            },
            (error: unknown) => {
              socket = null;
              if (!closed) observer.error(error);
            },
          );
        });
        return () => {
          closed = true;
          cancel();
          inner?.unsubscribe();
        };
      }),
  );
}

/** Tells lib/first-page.ts which requests are in flight: the first page is on screen once they have answered. */
const inFlightLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      const done = loadStarted();
      const inner = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          done();
          observer.error(error);
        },
        complete: () => {
          done();
          observer.complete();
        },
      });
      return () => {
        done();
        inner.unsubscribe();
      };
    }),
);

export function createApolloClient(uri = '/graphql', fetchImpl?: typeof fetch): ApolloClient {
  const http = ApolloLink.from([
    inFlightLink,
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
