// Owns computing a board: the figures the modules contribute (kit contribution `dashboardFigures`) that the
// reader may see, all at once (a fixed number of SQL statements whatever the company's size; figures of one
// query share it through `shared`), on the app's connection.
import { type AppDeps, figureContext } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { seesFigure } from './dashboards.policy.js';
import { presentFigure } from './dashboards.presenter.js';

type Board = 'main' | 'worker';

export class DashboardService {
  constructor(private readonly deps: Pick<AppDeps, 'contributions' | 'sequelize'>) {}

  /** The board's figures the actor may see, computed together. */
  async board(actor: Actor, board: Board, now = new Date()) {
    const figures = this.deps.contributions.dashboardFigures
      .filter((f) => f.board === board && seesFigure(actor, f))
      .sort((a, b) => a.section.localeCompare(b.section) || a.order - b.order);
    const ctx = figureContext(now, this.deps.contributions, this.deps.sequelize);
    const values = await Promise.all(figures.map((f) => f.compute(actor, ctx)));
    return {
      board,
      generated_at: now.toISOString(),
      today: londonDate(now),
      figures: figures.map((f, i) => presentFigure(f, values[i]!)),
    };
  }
}
