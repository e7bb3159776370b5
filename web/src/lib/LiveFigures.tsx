// Listens, once per signed-in shell, for changes the user may see as they happen (the `activity` subscription:
// a delivery recorded, an order raised, an invoice paid — by anyone) and fetches the figure queries on screen
// again (lib/figures.ts), so an open page's figures follow without a reload (issue 35, point 5). A burst of
// events is one refetch, at most once a second. A subscription the BFF ends is started again with backoff and a
// dropped socket is reconnected by the client; either way the figures are refetched then, since changes made
// meanwhile were not heard (decision 0059).
import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql } from '../generated';
import { refetchOpenFigures } from './figures';
import { onLiveSocket, useResubscribe } from './live';

export const FiguresChangedDocument = graphql(`
  subscription FiguresChanged {
    activity {
      id
      project_id
      entity_type
      action
    }
  }
`);

/** The pause that gathers a burst of events into one refetch. */
export const LIVE_FIGURES_PAUSE_MS = 1000;

export function LiveFigures() {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = useCallback(() => {
    if (timer.current !== undefined) return; // one already waiting takes this event too
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refetchOpenFigures(client);
    }, LIVE_FIGURES_PAUSE_MS);
  }, [client]);

  const restartRef = useRef<() => void>(() => undefined);
  const { ended, heard } = useResubscribe(() => {
    restartRef.current();
    refresh();
  });
  useEffect(
    () =>
      onLiveSocket((event) => {
        if (event === 'reconnected') refresh();
      }),
    [refresh],
  );
  const { restart } = useSubscription(FiguresChangedDocument, {
    context: { handlesOwnErrors: true },
    onData: ({ data }) => {
      heard();
      if (data.data?.activity) refresh();
    },
    onError: (error) => ended(error),
    onComplete: () => ended(),
  });
  restartRef.current = restart;
  return null;
}
