// Asks again while a posting waits: the queue usually posts within seconds, so the first asks come quickly; a
// posting held longer (the service busy, the connection not ready yet) is asked about less and less often.
import { useEffect, useRef } from 'react';

/** The first ask after a posting is seen waiting, and the longest pause between asks. */
export const WAITING_POLL_MS = 2000;
export const WAITING_POLL_MAX_MS = 30_000;

export function usePollWhileWaiting(waiting: boolean, refetch: () => Promise<unknown>): void {
  // The latest refetch, so a new function on a render never restarts the pauses from the shortest.
  const ask = useRef(refetch);
  ask.current = refetch;
  useEffect(() => {
    if (!waiting) return;
    let delay = WAITING_POLL_MS;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        // A failed ask (offline for a moment) only waits for the next one.
        ask.current().catch(() => undefined);
        delay = Math.min(delay * 1.5, WAITING_POLL_MAX_MS);
        next();
      }, delay);
    };
    next();
    return () => clearTimeout(timer);
  }, [waiting]);
}
