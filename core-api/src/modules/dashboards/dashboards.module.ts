// Owns the dashboards: GET /dashboard (the main board, supervisors and up) and GET /dashboard/worker (every
// signed-in user: their own work). Each is the figures the modules contribute (kit contribution
// `dashboardFigures`) that the reader's role may see, computed at once (a fixed number of SQL statements
// whatever the company's size; figures of one query share it through `shared`), each with the entity types whose
// changes refresh it live.
import { z } from 'zod';
import { defineModule, type AppDeps, type DashboardFigure, figureContext } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { isoDate, pence, timestamp } from '../../lib/wire.js';

const itemSchema = z
  .object({
    id: z.string().nullable(),
    label: z.string(),
    detail: z.string().nullable(),
    date: z.string().nullable(),
    link: z.string().nullable(),
    tone: z.enum(['info', 'warning', 'danger']).nullable(),
    value: z.number().nullable(),
    amount_pence: pence.nullable(),
    budget_pence: pence.nullable(),
    committed_pence: pence.nullable(),
  })
  .meta({ id: 'DashboardFigureItem' });

const figureSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    kind: z.enum(['count', 'money', 'breakdown', 'budget', 'list', 'activity']),
    section: z.enum(['figures', 'charts', 'due', 'activity', 'mine']),
    order: z.number().int(),
    count: z.number().int().nullable(),
    amount_pence: pence.nullable(),
    items: z.array(itemSchema),
    /** Entity types whose changes may change this figure (what live updates listen for; `*` any change). */
    refresh_on: z.array(z.string()),
  })
  .meta({ id: 'DashboardFigure' });

export const dashboardSchema = z
  .object({
    board: z.enum(['main', 'worker']),
    generated_at: timestamp,
    today: isoDate,
    figures: z.array(figureSchema),
  })
  .meta({ id: 'Dashboard' });

type Board = 'main' | 'worker';

export class DashboardService {
  constructor(private readonly deps: Pick<AppDeps, 'contributions' | 'sequelize'>) {}

  /** The board's figures the actor may see, computed together. */
  async board(actor: Actor, board: Board, now = new Date()) {
    const figures = this.deps.contributions.dashboardFigures
      .filter((f) => f.board === board && roleAtLeast(actor.role, f.minRole))
      .sort((a, b) => a.section.localeCompare(b.section) || a.order - b.order);
    const ctx = figureContext(now, this.deps.contributions, this.deps.sequelize);
    const values = await Promise.all(figures.map((f) => f.compute(actor, ctx)));
    return {
      board,
      generated_at: now.toISOString(),
      today: londonDate(now),
      figures: figures.map((f: DashboardFigure, i) => {
        const value = values[i]!;
        return {
          key: f.key,
          label: f.label,
          kind: f.kind,
          section: f.section,
          order: f.order,
          count: value.count ?? null,
          amount_pence: value.amount_pence ?? null,
          items: (value.items ?? []).map((item) => ({
            id: item.id ?? null,
            label: item.label,
            detail: item.detail ?? null,
            date: item.date ?? null,
            link: item.link ?? null,
            tone: item.tone ?? null,
            value: item.value ?? null,
            amount_pence: item.amount_pence ?? null,
            budget_pence: item.budget_pence ?? null,
            committed_pence: item.committed_pence ?? null,
          })),
          refresh_on: [...f.changesWith],
        };
      }),
    };
  }
}

const route = routeBuilder<DashboardService>();

export const dashboardsModule = defineModule({
  name: 'dashboards',
  description: 'Dashboards: the figures every module contributes',
  create: (deps) => new DashboardService(deps),
  routes: [
    route({
      method: 'get',
      path: '/dashboard',
      summary: 'The main dashboard: company figures, charts, what is due soon and recent activity',
      access: company('supervisor'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.board(actor, 'main'),
    }),
    route({
      method: 'get',
      path: '/dashboard/worker',
      summary: 'The worker dashboard: the caller’s own projects and work',
      access: company('worker', 'only the caller’s own projects and work'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.board(actor, 'worker'),
    }),
  ],
});
