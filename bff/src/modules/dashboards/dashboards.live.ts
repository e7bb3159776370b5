// Keeps a board current for one reader: core-api computes each board once per company and visibility per burst
// of changes and streams it to every reader of that group (GET /dashboard/stream, decision 0070); this passes on
// only the figures whose values moved since the last push — all of them first — so a stream that reconnects
// (and starts again with the whole board) pushes only what changed while it was down.
import type { Repeater } from '@repeaterjs/repeater';
import { mapLive } from '../../lib/event-stream.js';

export interface LiveFigure {
  key: string;
}

export interface LiveBoard<F extends LiveFigure> {
  figures: F[];
}

/** A figure's JSON, once per figure object: subscribers of one group share the objects (parseBoard). */
const serialisedFigures = new WeakMap<object, string>();
function serialised(figure: object): string {
  let value = serialisedFigures.get(figure);
  if (value === undefined) {
    value = JSON.stringify(figure);
    serialisedFigures.set(figure, value);
  }
  return value;
}

/** The boards of `source` reduced to the figures that moved for this reader; a board that moved none is skipped. */
export function liveBoard<B extends LiveBoard<LiveFigure>>(source: Repeater<B>): Repeater<B> {
  const sent = new Map<string, string>();
  return mapLive(source, (board) => {
    const changed = board.figures.filter((figure) => {
      const value = serialised(figure);
      if (sent.get(figure.key) === value) return false;
      sent.set(figure.key, value);
      return true;
    });
    return changed.length > 0 ? { ...board, figures: changed } : undefined;
  });
}
