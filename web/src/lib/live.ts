// Owns keeping live views live (decision 0059). A subscription the BFF ends with an error (its stream could not
// be kept, a restarted instance) is started again after a growing pause, and the view catches up on what it
// missed; a WebSocket that drops is reconnected by graphql-ws itself (apollo.ts), which re-sends every running
// subscription, and announces it here so views refetch what changed while it was down. A refused session (401/
// 403) is never retried: the error link ends it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyError } from './error-message';

/** The pause before restart `attempt` (0 first): doubling from `base` to `max`, jittered so tabs spread out. */
export function resubscribeDelay(attempt: number, base = 1000, max = 30_000): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export type LiveSocketEvent = 'dropped' | 'reconnected';
type SocketListener = (event: LiveSocketEvent) => void;
const socketListeners = new Set<SocketListener>();

/** Hears the subscription socket drop and come back (not its first connect); returns how to stop. */
export function onLiveSocket(listener: SocketListener): () => void {
  socketListeners.add(listener);
  return () => {
    socketListeners.delete(listener);
  };
}

/** Called by the subscription client when its socket drops or reconnects after a drop. */
export function announceLiveSocket(event: LiveSocketEvent): void {
  for (const listener of [...socketListeners]) listener(event);
}

export interface Resubscribe {
  /** Changes each time the subscription should be started again: put it in the effect's dependencies. */
  attempt: number;
  /** The subscription ended with `error`: start it again after a pause (never for a refused session). */
  ended: (error?: unknown) => void;
  /** The subscription delivered: the next failure starts from the shortest pause again. */
  heard: () => void;
}

/**
 * Restarts a live subscription that ended, with backoff. `onRestart` runs as each restart begins — where a
 * view refetches what it may have missed while the subscription was down.
 */
export function useResubscribe(onRestart?: () => void): Resubscribe {
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restart = useRef(onRestart);
  restart.current = onRestart;
  useEffect(() => () => clearTimeout(timer.current), []);
  const ended = useCallback((error?: unknown) => {
    if (error !== undefined && classifyError(error).kind === 'auth') return;
    // An error and the completion after it are one end: one restart.
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setAttempt((n) => n + 1);
      restart.current?.();
    }, resubscribeDelay(failures.current++));
  }, []);
  const heard = useCallback(() => {
    failures.current = 0;
  }, []);
  return { attempt, ended, heard };
}
