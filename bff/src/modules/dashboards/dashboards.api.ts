// core-api's /dashboard calls, typed from core-api's OpenAPI document. A figure line's `id` is handed on as
// `ref` (see DashboardFigureItem).
import { CoreApiDataSource } from '../../lib/core-api-client.js';
import type { DashboardBoard } from './dashboards.type.js';

export class DashboardsApi extends CoreApiDataSource {
  async board(board: DashboardBoard) {
    const result =
      board === 'main'
        ? await this.call((init) => this.api.GET('/dashboard', init))
        : await this.call((init) => this.api.GET('/dashboard/worker', init));
    return {
      ...result,
      figures: result.figures.map((figure) => ({
        ...figure,
        items: figure.items.map(({ id, ...item }) => ({ ...item, ref: id })),
      })),
    };
  }
}
