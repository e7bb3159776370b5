// core-api's /dashboard calls, typed from core-api's OpenAPI document. A figure line's `id` is handed on as
// `ref` (see DashboardFigureItem).
import { CoreApiDataSource, type Schema } from '../../lib/core-api-client.js';
import type { DashboardBoard, WidgetFiguresInput } from './dashboards.type.js';

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

/** A widget question as core-api's query string (GET /dashboard/figures and its stream). */
export function widgetQuery(input: WidgetFiguresInput | null | undefined) {
  const query: Record<string, string> = {};
  if (input?.project_id) query.project_id = input.project_id;
  if (input?.period) query.period = input.period;
  if (input?.from) query.from = input.from;
  if (input?.to) query.to = input.to;
  if (input?.keys?.length) query.keys = input.keys.join(',');
  if (input?.by_project != null) query.by_project = String(input.by_project);
  return query;
}

/** core-api's live stream of a widget question (the same `board` events, decision 0083). */
export const widgetStream = (input: WidgetFiguresInput | null | undefined) => ({
  path: `/dashboard/figures/stream?${new URLSearchParams(widgetQuery(input)).toString()}`,
  names: ['board'] as const,
  parse: (data: string) => JSON.parse(data) as Schema<'WidgetFigures'>,
});

export class DashboardsApi extends CoreApiDataSource {
  async board(board: DashboardBoard) {
    const result =
      board === 'main'
        ? await this.call((init) => this.api.GET('/dashboard', init))
        : await this.call((init) => this.api.GET('/dashboard/worker', init));
    return presentBoard(result);
  }

  figures(input: WidgetFiguresInput | null | undefined) {
    return this.call((init) =>
      this.api.GET('/dashboard/figures', { ...init, params: { query: widgetQuery(input) } }),
    );
  }

  catalogue() {
    return this.call((init) => this.api.GET('/dashboard/figures/catalogue', init));
  }
}
