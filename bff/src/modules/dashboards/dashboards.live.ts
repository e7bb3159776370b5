// Keeps a board current for one reader: every event core-api lets them see that touches a figure on it (the
// figure's `refresh_on` entity types, `*` for any) marks the board stale; stale boards are fetched again after
// a short window that gathers a burst of changes into one fetch (at most a few per second), and only figures
// whose values moved are pushed. The board is also fetched whenever the stream (re)connects — so nothing
// changed while it was down is missed — and every few minutes, for figures that move with the date.
import { Repeater } from '@repeaterjs/repeater';
import type { CoreApiEvent } from '../../lib/event-stream.js';

export interface LiveFigure {
  key: string;
  refresh_on: readonly string[];
}

export interface LiveBoard<F extends LiveFigure> {
  figures: F[];
}

export interface LiveBoardOptions<B extends LiveBoard<LiveFigure>> {
  fetch: () => Promise<B>;
  /** The reader's events; calls `onReady` each time the stream is (re)connected. */
  events: (onReady: () => void) => Repeater<CoreApiEvent>;
  /** How long a change waits for others before the board is fetched (ms). */
  windowMs?: number;
  /** How often the board is fetched with no change (ms). */
  refreshMs?: number;
}

export const DEFAULT_WINDOW_MS = 250;
export const DEFAULT_REFRESH_MS = 5 * 60_000;

export function liveBoard<B extends LiveBoard<LiveFigure>>(options: LiveBoardOptions<B>): Repeater<B> {
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  return new Repeater<B>(async (push, stop) => {
    let stale = false;
    let wake: (() => void) | undefined;
    const markStale = () => {
      stale = true;
      wake?.();
    };
    // Until the first fetch says which changes matter, any change does.
    let refreshOn = new Set<string>(['*']);
    const source = options.events(markStale);
    const timer = setInterval(markStale, options.refreshMs ?? DEFAULT_REFRESH_MS);
    timer.unref();
    let failed: unknown;
    let ended = false;
    const pump = (async () => {
      try {
        for await (const event of source) {
          const type = event.kind === 'notification' ? 'notification' : event.entity_type;
          if (refreshOn.has('*') || refreshOn.has(type)) markStale();
        }
      } catch (err) {
        failed = err;
      } finally {
        ended = true;
        wake?.();
      }
    })();
    void stop.then(() => {
      wake?.();
      return source.return();
    });
    let stopped = false;
    void stop.then(() => (stopped = true));

    const sent = new Map<string, string>();
    try {
      for (;;) {
        while (!stale && !ended && !stopped) await new Promise<void>((r) => (wake = r));
        wake = undefined;
        if (stopped) break;
        if (failed) throw failed;
        if (ended) break;
        await Promise.race([new Promise((r) => setTimeout(r, windowMs)), stop]);
        if (stopped) break;
        stale = false;
        const board = await options.fetch();
        refreshOn = new Set(board.figures.flatMap((f) => f.refresh_on));
        const changed = board.figures.filter((figure) => {
          const value = JSON.stringify(figure);
          if (sent.get(figure.key) === value) return false;
          sent.set(figure.key, value);
          return true;
        });
        if (changed.length > 0) await push({ ...board, figures: changed });
      }
      stop();
    } catch (err) {
      stop(err);
    } finally {
      clearInterval(timer);
      await source.return();
      await pump;
    }
  });
}
