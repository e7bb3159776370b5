// The subscriptions' WebSocket (graphql-ws on the same /graphql path, the token current when it connects), in a
// chunk of its own: lib/apollo.ts loads it when the first subscription starts, once the first page is on screen
// (lib/first-page.ts), so neither graphql-ws nor the link is in a page's first load (issue 36, decision 0072).
// A dropped socket is reconnected for ever with backoff (graphql-ws re-sends the running subscriptions) and
// announced to lib/live.ts, so live views catch up on what they missed meanwhile (decision 0059).
import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { announceLiveSocket, resubscribeDelay } from './live';
import { readToken } from './storage';

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

/** Subscriptions over one socket, which connects when the first one starts, with the token of that moment. */
export function liveSocketLink(uri: string): ApolloLink {
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
