// Keeping live views live (decision 0059): the socket's drop and the reconnect after it are announced (not its
// first connect), so views catch up; restarts back off, doubling to a ceiling.
import { describe, expect, it } from 'vitest';
import { liveSocketListeners } from './live-socket';
import { announceLiveSocket, onLiveSocket, resubscribeDelay, type LiveSocketEvent } from './live';

describe('liveSocketListeners', () => {
  it('announces a drop and the reconnect after it, not the first connect', () => {
    const heard: LiveSocketEvent[] = [];
    const on = liveSocketListeners((e) => heard.push(e));
    on.connected(null, undefined, false);
    expect(heard).toEqual([]);
    on.closed();
    on.closed(); // graphql-ws reports each failed try: one drop
    on.connected(null, undefined, true);
    expect(heard).toEqual(['dropped', 'reconnected']);
  });

  it('reaches the views listening, until they stop', () => {
    const heard: LiveSocketEvent[] = [];
    const stop = onLiveSocket((e) => heard.push(e));
    announceLiveSocket('reconnected');
    stop();
    announceLiveSocket('dropped');
    expect(heard).toEqual(['reconnected']);
  });
});

describe('resubscribeDelay', () => {
  it('doubles from a second up to thirty, jittered within the upper half', () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const ceiling = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 16));
      const delay = resubscribeDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
