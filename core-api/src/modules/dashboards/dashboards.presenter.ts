// Owns what a dashboard looks like on the wire: the Dashboard answer and a figure's value → answer (every
// optional part of a module's figure made explicit, so each figure answers the same shape).
import { z } from 'zod';
import type { DashboardFigure, FigureValue } from '../../kit/module.js';
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
    kind: z.enum(['count', 'percent', 'money', 'breakdown', 'budget', 'list', 'activity']),
    section: z.enum(['figures', 'charts', 'due', 'activity', 'mine']),
    order: z.number().int(),
    /** The in-app list behind the figure, filtered to what it counts. */
    link: z.string().nullable(),
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

/** One figure's answer: its declaration (where and how it shows) and the value computed for the reader. */
export function presentFigure(f: DashboardFigure, value: FigureValue): z.output<typeof figureSchema> {
  return {
    key: f.key,
    label: f.label,
    kind: f.kind,
    section: f.section,
    order: f.order,
    link: f.link ?? null,
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
}
