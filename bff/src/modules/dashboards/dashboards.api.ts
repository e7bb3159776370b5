// core-api's /dashboard calls, typed from core-api's OpenAPI document. A figure line's `id` is handed on as
// `ref` (see DashboardFigureItem).
import { CoreApiDataSource, type Schema } from '../../lib/core-api-client.js';
import type { DashboardBoard } from './dashboards.type.js';

/** A board as GraphQL answers it: each line's `id` handed on as `ref`. */
export function presentBoard(board: Schema<'Dashboard'>) {
  return {
    ...board,
    figures: board.figures.map((figure) => ({
      ...figure,
      items: figure.items.map(({ id, ...item }) => ({ ...item, ref: id })),
    })),
  };
}

export type PresentedBoard = ReturnType<typeof presentBoard>;

/** The last few board messages, parsed and presented (see `parseBoard`). */
const recentBoards = new Map<string, PresentedBoard>();
const RECENT_BOARDS = 32;

/**
 * A board message from core-api, parsed and presented once per BFF however many subscribers receive it: core-api
 * sends every reader of a group the same text (decision 0070), so fifty subscribers cost one parse. The result is
 * shared and never changed downstream.
 */
export function parseBoard(data: string): PresentedBoard {
  let board = recentBoards.get(data);
  if (!board) {
    board = presentBoard(JSON.parse(data) as Schema<'Dashboard'>);
    recentBoards.set(data, board);
    if (recentBoards.size > RECENT_BOARDS) recentBoards.delete(recentBoards.keys().next().value!);
  }
  return board;
}

/** core-api's live stream of a board (server-sent `board` events: dashboards.live.ts). */
export const boardStream = (board: DashboardBoard) => ({
  path: board === 'main' ? '/dashboard/stream' : '/dashboard/worker/stream',
  names: ['board'] as const,
  parse: parseBoard,
});

export class DashboardsApi extends CoreApiDataSource {
  async board(board: DashboardBoard) {
    const result =
      board === 'main'
        ? await this.call((init) => this.api.GET('/dashboard', init))
        : await this.call((init) => this.api.GET('/dashboard/worker', init));
    return presentBoard(result);
  }
}
