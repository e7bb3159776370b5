// Owns computing a board: the figures the modules contribute (kit contribution `dashboardFigures`) that the
// reader may see, all at once (a fixed number of SQL statements whatever the company's size; figures of one
// query share it through `shared`), on the app's connection; the boards the routes answer, each computed once
// per audience and change (the board cache below, decision 0078); and the live boards (dashboards.live.ts),
// computed once per company and visibility per burst of changes and fanned out to every reader watching.
import { QueryTypes } from 'sequelize';
import { type AppDeps, figureContext } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { seesFigure } from './dashboards.policy.js';
import { presentFigure } from './dashboards.presenter.js';
import {
  LiveBoards,
  audienceKey,
  type Board,
  type LiveBoardsDeps,
  type LiveSubject,
} from './dashboards.live.js';
import {
  checkWidgetQuestion,
  chosenFigures,
  computeWidgetFigures,
  WIDGET_PERIODS,
  widgetFiguresFor,
  type WidgetFiguresAnswer,
  type WidgetQuestion,
} from './dashboards.widgets.js';

/** How long a computed board answers for its audience when nothing has changed: figures that move with the clock. */
export const BOARD_CACHE_MS = 60_000;
/** Boards kept at most (the least recently computed go first). */
export const BOARD_CACHE_SIZE = 1_000;

type ComputedBoard = Awaited<ReturnType<DashboardService['board']>>;

interface Kept {
  /** The company's last event number when the answer was computed (null: none logged). */
  seq: string | null;
  /** The London date it was computed for. */
  today: string;
  at: number;
  value: Promise<unknown>;
}

export class DashboardService {
  /** This instance's live boards (one group per company and visibility). */
  readonly live: LiveBoards;
  /** Boards and widget answers computed for the routes, by audience (and question). */
  private readonly cache = new Map<string, Kept>();
  /** Boards and widget answers computed for the routes (tests and the bench read it). */
  computations = 0;

  constructor(
    private readonly deps: Pick<AppDeps, 'contributions' | 'sequelize'> & {
      events?: LiveBoardsDeps['events'];
    },
    liveOptions: { windowMs?: number; refreshMs?: number; onError?: (err: unknown) => void } = {},
  ) {
    this.live = new LiveBoards({
      sequelize: deps.sequelize,
      events: deps.events ?? { subscribe: () => () => undefined },
      figuresFor: (actor, subject) =>
        isBoard(subject)
          ? this.figuresFor(actor, subject)
          : chosenFigures(deps.contributions, actor, questionOf(subject).keys ?? undefined).map((f) => ({
              changesWith: f.changesWith,
              sameFor: 'role' as const,
            })),
      compute: (actor, subject) =>
        isBoard(subject) ? this.board(actor, subject) : this.figures(actor, questionOf(subject)),
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

  /**
   * The widget figures a question asks for (GET /dashboard/figures, decision 0083): its range worked out on the
   * day it is answered, its figures checked against the reader's role, its project one they may see (else 404).
   */
  async figures(actor: Actor, question: WidgetQuestion, now = new Date()): Promise<WidgetFiguresAnswer> {
    const checked = await checkWidgetQuestion(this.deps.contributions, actor, question, londonDate(now));
    return computeWidgetFigures(
      { db: this.deps.sequelize, contributions: this.deps.contributions },
      actor,
      checked,
      now,
    );
  }

  /**
   * The widget figures as GET /dashboard/figures answers them: checked for the reader first (a bad question or
   * another company's project fails before anything is kept or read), then the answer last computed for the
   * same question and role, kept as a board is (`kept`). Widgets poll: at 10,000 projects a fresh answer is
   * ~70 ms of PostgreSQL, a kept one a single index lookup.
   */
  async currentFigures(
    actor: Actor,
    question: WidgetQuestion,
    now = new Date(),
  ): Promise<WidgetFiguresAnswer> {
    const checked = await checkWidgetQuestion(this.deps.contributions, actor, question, londonDate(now));
    // Every widget figure is the same for every reader of a role (its SQL limits projects by role only).
    const key = [
      actor.companyId,
      'figures',
      actor.role,
      checked.figures.map((f) => f.key).join(','),
      checked.range.period ?? '',
      checked.range.from,
      checked.range.to,
      checked.project?.id ?? '',
      checked.byProject,
    ].join('|');
    return this.kept(key, actor.companyId, now, () =>
      computeWidgetFigures(
        { db: this.deps.sequelize, contributions: this.deps.contributions },
        actor,
        checked,
        now,
      ),
    );
  }

  /** The widget figures `actor` may read, each with what it counts, and the named periods. */
  catalogue(actor: Actor) {
    return {
      periods: [...WIDGET_PERIODS],
      figures: widgetFiguresFor(this.deps.contributions, actor).map((f) => ({
        key: f.key,
        label: f.label,
        description: f.description,
        unit: f.unit,
        over: f.over,
      })),
    };
  }

  /**
   * The live subject of a widget question, once checked as a request would be (so a bad question fails with its
   * status before any stream opens): one group per company, role and question, whatever the number of widgets
   * asking. The group keeps the period, not its dates, so a live widget rolls over at midnight.
   */
  async widgetSubject(actor: Actor, query: WidgetQuestion): Promise<LiveSubject> {
    await checkWidgetQuestion(this.deps.contributions, actor, query, londonDate());
    const question: Required<WidgetQuestion> = {
      project_id: query.project_id ?? null,
      period: query.period ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      keys: query.keys ?? null,
      by_project: query.by_project ?? false,
    };
    return `figures:${JSON.stringify(question)}`;
  }

  /**
   * The board as the routes answer it: the one last computed for the actor's audience (the readers who see
   * exactly this board, as the live groups key them) while the company has logged no event since, it is the same
   * London day and it is under BOARD_CACHE_MS old; else computed afresh, once for every request arriving
   * meanwhile. Every write a figure can show logs an event in its transaction (lib/events), numbered at commit,
   * so a board is never older than a change its reader has seen answered, on any instance.
   */
  async current(actor: Actor, board: Board, now = new Date()): Promise<ComputedBoard> {
    const key = audienceKey(actor, board, this.figuresFor(actor, board));
    return this.kept(key, actor.companyId, now, () => this.board(actor, board, now));
  }

  /**
   * The answer kept under `key` while its company has logged no event since it was computed, it is the same
   * London day and it is under BOARD_CACHE_MS old; else `compute`d afresh, once for every request arriving
   * meanwhile (a failed computation is not kept).
   */
  private async kept<T>(key: string, companyId: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const [row] = await this.deps.sequelize.query<{ seq: string | null }>(
      'SELECT max(seq)::text AS seq FROM events WHERE company_id = :companyId',
      { type: QueryTypes.SELECT, replacements: { companyId } },
    );
    const seq = row?.seq ?? null;
    const today = londonDate(now);
    const cached = this.cache.get(key);
    if (cached && cached.seq === seq && cached.today === today && now.getTime() - cached.at < BOARD_CACHE_MS)
      return cached.value as Promise<T>;
    this.computations += 1;
    const entry: Kept = { seq, today, at: now.getTime(), value: compute() };
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > BOARD_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    entry.value.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return entry.value as Promise<T>;
  }
}

const isBoard = (subject: LiveSubject): subject is Board => subject === 'main' || subject === 'worker';
const questionOf = (subject: LiveSubject) => JSON.parse(subject.slice('figures:'.length)) as WidgetQuestion;
