// The BFF's side of a live board on its own, with a hand-driven board stream (core-api computes the boards, see
// core-api dashboards.live.test.ts): every figure first, then only those that moved; a board that moved none is
// not pushed; a reconnect's whole board pushes only what changed meanwhile; stopping ends the stream at once.
import { Repeater } from '@repeaterjs/repeater';
import { describe, expect, it } from 'vitest';
import { liveBoard } from './dashboards.live.js';

interface Figure {
  key: string;
  count: number;
}

function harness() {
  let emit: (board: { figures: Figure[] }) => void = () => undefined;
  let sourceStopped = false;
  const state = { projects: 1, hires: 0 };
  const whole = () => ({
    figures: [
      { key: 'projects.count', count: state.projects },
      { key: 'plant.hires', count: state.hires },
    ],
  });
  const source = new Repeater<{ figures: Figure[] }>(async (push, stop) => {
    emit = (board) => void push(board);
    emit(whole());
    await stop;
    sourceStopped = true;
  });
  return {
    board: liveBoard(source),
    state,
    whole,
    emit: (b: { figures: Figure[] }) => emit(b),
    sourceStopped: () => sourceStopped,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('liveBoard', () => {
  it('pushes every figure first, then only those that moved', async () => {
    const h = harness();
    const first = await h.board.next();
    expect(first.value.figures.map((f: Figure) => f.key)).toEqual(['projects.count', 'plant.hires']);
    h.state.projects = 11;
    const next = h.board.next();
    h.emit(h.whole());
    expect((await next).value.figures).toEqual([{ key: 'projects.count', count: 11 }]);
    await h.board.return();
  });

  it('pushes nothing for a board that moved no figure, and only what changed after a reconnect', async () => {
    const h = harness();
    await h.board.next();
    const next = h.board.next();
    h.emit(h.whole());
    h.state.hires = 3;
    h.emit(h.whole());
    expect((await next).value.figures).toEqual([{ key: 'plant.hires', count: 3 }]);
    await h.board.return();
  });

  it('stops its source at once, even while waiting for a board', async () => {
    const h = harness();
    await h.board.next();
    const pending = h.board.next();
    await h.board.return();
    expect(await pending).toMatchObject({ done: true });
    await sleep(10);
    expect(h.sourceStopped()).toBe(true);
  });
});
