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

/** core-api's live stream of a board (server-sent `board` events: dashboards.live.ts). */
export const boardStream = (board: DashboardBoard) => ({
  path: board === 'main' ? '/dashboard/stream' : '/dashboard/worker/stream',
  names: ['board'] as const,
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
