// The live board on its own, with a hand-driven event source and a counting fetch: a burst of changes is one
// fetch, only figures that moved are pushed, changes to nothing on the board fetch nothing, a reconnect fetches
// again, and stopping ends everything at once.
import { Repeater } from '@repeaterjs/repeater';
import { describe, expect, it } from 'vitest';
import type { CoreApiEvent } from '../../lib/event-stream.js';
import { liveBoard } from './dashboards.live.js';

interface Figure {
  key: string;
  count: number;
  refresh_on: string[];
}

function harness() {
  let emit: (e: CoreApiEvent) => void = () => undefined;
  let reconnect: () => void = () => undefined;
  let sourceStopped = false;
  const state = { projects: 1, hires: 0, fetches: 0 };
  const board = liveBoard<{ figures: Figure[] }>({
    windowMs: 40,
    refreshMs: 60_000,
    fetch: async () => {
      state.fetches += 1;
      return {
        figures: [
          { key: 'projects.count', count: state.projects, refresh_on: ['project'] },
          { key: 'plant.hires', count: state.hires, refresh_on: ['plant_hire'] },
        ],
      };
    },
    events: (onReady) =>
      new Repeater<CoreApiEvent>(async (push, stop) => {
        emit = (e) => void push(e);
        reconnect = onReady;
        onReady();
        await stop;
        sourceStopped = true;
      }),
  });
  const change = (entity_type: string) =>
    emit({
      id: String(Math.random()),
      kind: 'activity',
      company_id: 'c',
      entity_type,
      entity_id: 'e',
      project_id: null,
      action: 'updated',
      actor_id: null,
      at: new Date().toISOString(),
    });
  return { board, state, change, reconnect: () => reconnect(), sourceStopped: () => sourceStopped };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('liveBoard', () => {
  it('pushes every figure first, then only those a burst of changes moved, in one fetch', async () => {
    const h = harness();
    const first = await h.board.next();
    expect(first.value.figures.map((f: Figure) => f.key)).toEqual(['projects.count', 'plant.hires']);
    expect(h.state.fetches).toBe(1);

    const next = h.board.next();
    for (let i = 0; i < 10; i += 1) {
      h.state.projects += 1;
      h.change('project');
    }
    const update = await next;
    expect(update.value.figures).toEqual([{ key: 'projects.count', count: 11, refresh_on: ['project'] }]);
    expect(h.state.fetches).toBe(2);
    await h.board.return();
  });

  it('fetches nothing for changes no figure on the board depends on', async () => {
    const h = harness();
    await h.board.next();
    h.change('timesheet');
    h.change('form_submission');
    await sleep(150);
    expect(h.state.fetches).toBe(1);
    await h.board.return();
  });

  it('fetches again when the stream reconnects, pushing what changed meanwhile', async () => {
    const h = harness();
    await h.board.next();
    h.state.hires = 3;
    const next = h.board.next();
    h.reconnect();
    expect((await next).value.figures).toEqual([
      { key: 'plant.hires', count: 3, refresh_on: ['plant_hire'] },
    ]);
    await h.board.return();
  });

  it('stops its event source at once, even while waiting for a change', async () => {
    const h = harness();
    await h.board.next();
    const pending = h.board.next();
    await h.board.return();
    expect(await pending).toMatchObject({ done: true });
    await sleep(10);
    expect(h.sourceStopped()).toBe(true);
  });
});
