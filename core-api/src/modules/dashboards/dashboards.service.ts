// Owns computing a board: the figures the modules contribute (kit contribution `dashboardFigures`) that the
// reader may see, all at once (a fixed number of SQL statements whatever the company's size; figures of one
// query share it through `shared`), on the app's connection; and the live boards (dashboards.live.ts), computed
// once per company and visibility per burst of changes and fanned out to every reader watching.
import { type AppDeps, figureContext } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { seesFigure } from './dashboards.policy.js';
import { presentFigure } from './dashboards.presenter.js';
import { LiveBoards, type Board, type LiveBoardsDeps } from './dashboards.live.js';

export class DashboardService {
  /** This instance's live boards (one group per company and visibility). */
  readonly live: LiveBoards;

  constructor(
    private readonly deps: Pick<AppDeps, 'contributions' | 'sequelize'> & {
      events?: LiveBoardsDeps['events'];
    },
    liveOptions: { windowMs?: number; refreshMs?: number; onError?: (err: unknown) => void } = {},
  ) {
    this.live = new LiveBoards({
      sequelize: deps.sequelize,
      events: deps.events ?? { subscribe: () => () => undefined },
      figuresFor: (actor, board) => this.figuresFor(actor, board),
      compute: (actor, board) => this.board(actor, board),
      ...liveOptions,
    });
  }

  /** The board's figures the actor may see, in board order. */
  figuresFor(actor: Actor, board: Board) {
    return this.deps.contributions.dashboardFigures
      .filter((f) => f.board === board && seesFigure(actor, f))
      .sort((a, b) => a.section.localeCompare(b.section) || a.order - b.order);
  }

  /** The board's figures the actor may see, computed together. */
  async board(actor: Actor, board: Board, now = new Date()) {
    const figures = this.figuresFor(actor, board);
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
