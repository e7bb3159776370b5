// One board, kept current: the query gives the figures, the `dashboardUpdated` subscription replaces those that
// changed (by key) as core-api pushes them, and the hook says when the board last changed and whether it is
// live. A board whose live link drops keeps its figures, shows it is not live, and comes back by itself: a
// subscription the BFF ended with an error is started again with backoff, and a dropped socket is reconnected
// by the client; either way the new subscription's first push carries every figure, so the board catches up on
// what changed meanwhile (decision 0059).
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  DashboardBoard,
  DashboardFigureFieldsFragment,
  DashboardQuery,
  WorkerDashboardQuery,
} from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { onLiveSocket, useResubscribe } from '../../lib/live';
import { DashboardDocument, DashboardUpdatedDocument, WorkerDashboardDocument } from './dashboards.api';

export type Figure = DashboardFigureFieldsFragment;

/** The figures after an update: each pushed figure replaces the one with its key (new keys join). */
export function mergeFigures(current: readonly Figure[], pushed: readonly Figure[]): Figure[] {
  const byKey = new Map(pushed.map((f) => [f.key, f]));
  const merged = current.map((f) => byKey.get(f.key) ?? f);
  for (const f of pushed) if (!current.some((c) => c.key === f.key)) merged.push(f);
  return merged;
}

export interface LiveBoard {
  figures: Figure[];
  today: string | null;
  /** When the figures were last computed (ISO). */
  updatedAt: string | null;
  loading: boolean;
  error: string | null;
  live: boolean;
  refetch: () => void;
}

export function useLiveBoard(board: DashboardBoard): LiveBoard {
  type Data = DashboardQuery | WorkerDashboardQuery;
  const document = (board === 'main' ? DashboardDocument : WorkerDashboardDocument) as TypedDocumentNode<
    Data,
    Record<string, never>
  >;
  const { data, loading, error, refetch, subscribeToMore } = useQuery(document, {
    fetchPolicy: 'cache-and-network',
  });
  const [live, setLive] = useState(false);
  const { attempt, ended, heard } = useResubscribe();

  // A dropped socket: not live until the re-sent subscription pushes again.
  useEffect(
    () =>
      onLiveSocket((event) => {
        if (event === 'dropped') setLive(false);
      }),
    [],
  );

  useEffect(() => {
    const stop = subscribeToMore({
      document: DashboardUpdatedDocument,
      variables: { board },
      updateQuery: (previous, { subscriptionData, complete, previousData }) => {
        setLive(true);
        heard();
        const update = subscriptionData.data.dashboardUpdated;
        if (!complete || !previousData) return undefined;
        const current = 'dashboard' in previousData ? previousData.dashboard : previousData.workerDashboard;
        const next = {
          ...current,
          generated_at: update.generated_at,
          today: update.today,
          figures: mergeFigures(current.figures, update.figures),
        };
        return 'dashboard' in previousData ? { dashboard: next } : { workerDashboard: next };
      },
      onError: (error) => {
        setLive(false);
        ended(error);
      },
    });
    return stop;
  }, [board, subscribeToMore, attempt, ended, heard]);

  const result = data ? ('dashboard' in data ? data.dashboard : data.workerDashboard) : null;
  const failure = error && !result ? classifyError(error) : null;
  return {
    figures: result?.figures ?? [],
    today: result?.today ?? null,
    updatedAt: result?.generated_at ?? null,
    loading: loading && !result,
    error: failure?.kind === 'toast' ? failure.message : null,
    live,
    refetch: () => void refetch(),
  };
}
