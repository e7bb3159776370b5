// Owns the widget figures (issue 39, decision 0083): GET /dashboard/figures answers a published, stable set of
// numbers the modules contribute (kit contribution `widgetFigures`) — company-wide or for one project, over a
// range of London dates (a named period such as `this_month`, or `from`/`to`) or as they stand now — for a
// site-office screen, a Power BI or Excel report or any widget with a `dashboards:read` key. Each figure is a sum
// per project, so the company's value and each project's come from one pass; `by_project` lists the projects
// behind a company-wide value. The same answer streams live (GET /dashboard/figures/stream) through the live
// boards: one computation per company, role and question per burst of changes, fanned out to every widget asking.
import { z } from 'zod';
import { figureContext, type Contributions, type WidgetFigure, type WidgetQuery } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate, mondayOf } from '../../lib/calendar.js';
import { AuthorizationError, ValidationError } from '../../lib/errors.js';
import { q } from '../../lib/sql.js';
import { isoDate, timestamp } from '../../lib/wire.js';
import type { Sequelize } from 'sequelize';
import { findVisibleProject } from '../projects/index.js';
import { seesFigure } from './dashboards.policy.js';

/** Named ranges of London dates, each worked out afresh on every answer (a live widget rolls over at midnight). */
export const WIDGET_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'this_tax_year',
  'last_tax_year',
  'last_7_days',
  'last_30_days',
  'last_365_days',
] as const;
export type WidgetPeriod = (typeof WIDGET_PERIODS)[number];

/** The longest range a question may cover: three years and a day. */
export const WIDGET_RANGE_MAX_DAYS = 1097;
/** How many projects `by_project` lists at most per figure (the largest values first). */
export const BY_PROJECT_MAX = 100;

const PERIOD_MESSAGE = `Period must be one of ${WIDGET_PERIODS.join(', ')}`;
export const RANGE_ORDER_MESSAGE = 'From must be on or before To';
export const RANGE_LENGTH_MESSAGE = 'The range may cover at most three years';
export const PERIOD_AND_DATES_MESSAGE = 'Give a period or From and To, not both';
export const TO_WITHOUT_FROM_MESSAGE = 'Give From with To';

const date = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` }).optional();

export const widgetFiguresQuery = z.object({
  project_id: z.uuid({ error: 'Project must be a project id' }).optional(),
  period: z.enum(WIDGET_PERIODS, { error: PERIOD_MESSAGE }).optional(),
  from: date('From'),
  to: date('To'),
  keys: z
    .string()
    .regex(/^[a-z_.]+(,[a-z_.]+)*$/, { error: 'Keys must be figure keys separated by commas' })
    .optional(),
  by_project: z
    .enum(['true', 'false'], { error: 'By project must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type WidgetFiguresQuery = z.output<typeof widgetFiguresQuery>;

const projectRef = z.object({ id: z.uuid(), project_number: z.string(), name: z.string() });

export const widgetFiguresSchema = z
  .object({
    generated_at: timestamp,
    today: isoDate,
    /** The named period asked for (null: `from`/`to`). */
    period: z.enum(WIDGET_PERIODS).nullable(),
    /** The range the `range` figures cover, London dates, both included. */
    from: isoDate,
    to: isoDate,
    /** The project asked for (null: the whole company). */
    project: projectRef.nullable(),
    figures: z.array(
      z
        .object({
          key: z.string(),
          label: z.string(),
          unit: z.enum(['count', 'pence', 'hours']),
          over: z.enum(['range', 'now']),
          value: z.number(),
          /** With `by_project=true`: the projects behind the value, largest first (at most 100). */
          by_project: z
            .array(
              z
                .object({
                  project_id: z.uuid(),
                  project_number: z.string(),
                  name: z.string(),
                  value: z.number(),
                })
                .meta({ id: 'WidgetFigureProject' }),
            )
            .nullable(),
        })
        .meta({ id: 'WidgetFigure' }),
    ),
  })
  .meta({ id: 'WidgetFigures' });
export type WidgetFiguresAnswer = z.output<typeof widgetFiguresSchema>;

export const widgetCatalogueSchema = z
  .object({
    periods: z.array(z.enum(WIDGET_PERIODS)),
    figures: z.array(
      z
        .object({
          key: z.string(),
          label: z.string(),
          description: z.string(),
          unit: z.enum(['count', 'pence', 'hours']),
          over: z.enum(['range', 'now']),
        })
        .meta({ id: 'WidgetFigureDefinition' }),
    ),
  })
  .meta({ id: 'WidgetCatalogue' });

// ---- ranges ----

const monthStart = (d: string) => `${d.slice(0, 8)}01`;
/** The 1st of the month `n` months after the month of `d`. */
function shiftMonth(d: string, n: number): string {
  const index = Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
const months = (first: string, n: number) => ({ from: first, to: addDays(shiftMonth(first, n), -1) });
const quarterStart = (d: string) => shiftMonth(monthStart(d), -((Number(d.slice(5, 7)) - 1) % 3));
/** 6 April of the UK tax year `d` falls in (ITA 2007 s.4: a tax year runs from 6 April to 5 April). */
function taxYearStart(d: string): string {
  const year = Number(d.slice(0, 4));
  return d.slice(5) >= '04-06' ? `${year}-04-06` : `${year - 1}-04-06`;
}
const yearAfter = (start: string) => `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;

/** A named period's first and last London dates, `today` being the date it is asked on. */
export function periodRange(period: WidgetPeriod, today: string): { from: string; to: string } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'this_week':
      return { from: mondayOf(today), to: addDays(mondayOf(today), 6) };
    case 'last_week':
      return { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1) };
    case 'this_month':
      return months(monthStart(today), 1);
    case 'last_month':
      return months(shiftMonth(today, -1), 1);
    case 'this_quarter':
      return months(quarterStart(today), 3);
    case 'last_quarter':
      return months(shiftMonth(quarterStart(today), -3), 3);
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last_year': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case 'this_tax_year': {
      const start = taxYearStart(today);
      return { from: start, to: addDays(yearAfter(start), -1) };
    }
    case 'last_tax_year': {
      const end = addDays(taxYearStart(today), -1);
      return { from: taxYearStart(end), to: end };
    }
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'last_365_days':
      return { from: addDays(today, -364), to: today };
  }
}

/**
 * The range a question covers: its period, or `from` to `to` (`to` today when left out), or this month when it
 * names neither; in order and at most three years.
 */
export function widgetRange(
  query: Pick<WidgetFiguresQuery, 'period' | 'from' | 'to'>,
  today: string,
): { period: WidgetPeriod | null; from: string; to: string } {
  if (query.period && (query.from || query.to))
    throw ValidationError.single('period', PERIOD_AND_DATES_MESSAGE);
  if (query.to && !query.from) throw ValidationError.single('from', TO_WITHOUT_FROM_MESSAGE);
  if (!query.from) {
    const period = query.period ?? 'this_month';
    return { period, ...periodRange(period, today) };
  }
  const to = query.to ?? today;
  if (query.from > to) throw ValidationError.single('from', RANGE_ORDER_MESSAGE);
  if (addDays(query.from, WIDGET_RANGE_MAX_DAYS - 1) < to)
    throw ValidationError.single('to', RANGE_LENGTH_MESSAGE);
  return { period: null, from: query.from, to };
}

// ---- figures ----

/** The widget figures `actor` may read, in the contributions' order. */
export function widgetFiguresFor(contributions: Contributions, actor: Actor): WidgetFigure[] {
  return contributions.widgetFigures.filter((f) => seesFigure(actor, f));
}

/**
 * The figures a question names (every figure the reader may read when it names none): an unknown key is bad
 * input, a known one above the reader's role is refused.
 */
export function chosenFigures(
  contributions: Contributions,
  actor: Actor,
  keys: string | undefined,
): WidgetFigure[] {
  const readable = widgetFiguresFor(contributions, actor);
  if (!keys) return readable;
  const wanted = [...new Set(keys.split(','))];
  const unknown = wanted.filter((k) => !contributions.widgetFigures.some((f) => f.key === k));
  if (unknown.length)
    throw ValidationError.single(
      'keys',
      `Unknown figure ${unknown.join(', ')}. The figures are ${contributions.widgetFigures.map((f) => f.key).join(', ')}`,
    );
  const refused = wanted.filter((k) => !readable.some((f) => f.key === k));
  if (refused.length) throw new AuthorizationError(`Your role cannot read ${refused.join(', ')}`);
  return readable.filter((f) => wanted.includes(f.key));
}

/** Keeps whole pence and counts whole; hours to the hundredth. */
const rounded = (figure: WidgetFigure, value: number) =>
  figure.unit === 'hours' ? Math.round(value * 100) / 100 : Math.round(value);

/** A widget question as its routes take it (the query string) or its live group keeps it (nulls for absent). */
export interface WidgetQuestion {
  project_id?: string | null;
  period?: WidgetPeriod | null;
  from?: string | null;
  to?: string | null;
  keys?: string | null;
  by_project?: boolean | null;
}

/** A question checked: its figures, its range on `today`, its project (one the reader may see, else 404). */
export interface CheckedQuestion {
  figures: WidgetFigure[];
  range: { period: WidgetPeriod | null; from: string; to: string };
  project: { id: string; project_number: string; name: string } | null;
  byProject: boolean;
}

/**
 * Checks a question as a request's would be checked — range, figures and the reader's role, project — without
 * computing anything: what answering it and opening its live stream both start with.
 */
export async function checkWidgetQuestion(
  contributions: Contributions,
  actor: Actor,
  question: WidgetQuestion,
  today: string,
): Promise<CheckedQuestion> {
  const range = widgetRange(
    { period: question.period ?? undefined, from: question.from ?? undefined, to: question.to ?? undefined },
    today,
  );
  const figures = chosenFigures(contributions, actor, question.keys ?? undefined);
  const project = question.project_id ? await findVisibleProject(actor, question.project_id) : null;
  return {
    figures,
    range,
    project: project ? { id: project.id, project_number: project.project_number, name: project.name } : null,
    byProject: question.by_project ?? false,
  };
}

/**
 * Computes a checked question's figures together on one board request's figure context (`figureContext`: its
 * `shared` and its batched SELECTs), the projects behind them named in one more statement.
 */
export async function computeWidgetFigures(
  deps: { db: Sequelize; contributions: Contributions },
  actor: Actor,
  question: CheckedQuestion,
  now = new Date(),
): Promise<WidgetFiguresAnswer> {
  const today = londonDate(now);
  const { figures, range, project } = question;
  const query: WidgetQuery = {
    ...figureContext(now, deps.contributions, deps.db),
    today,
    projectId: project?.id ?? null,
    from: range.from,
    to: range.to,
    byProject: question.byProject,
  };
  const values = await Promise.all(figures.map((f) => f.compute(actor, query)));
  const listed = question.byProject
    ? values.map((byId) =>
        [...byId]
          .filter((entry): entry is [string, number] => entry[0] !== null && entry[1] !== 0)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, BY_PROJECT_MAX),
      )
    : null;
  const ids = [...new Set(listed?.flatMap((entries) => entries.map(([id]) => id)) ?? [])];
  const names = ids.length
    ? new Map(
        (
          await q<{ id: string; project_number: string; name: string }>(
            deps.db,
            'SELECT id, project_number, name FROM projects WHERE company_id = :companyId AND id IN (:ids)',
            { companyId: actor.companyId, ids },
          )
        ).map((p) => [p.id, p]),
      )
    : new Map<string, { id: string; project_number: string; name: string }>();
  return {
    generated_at: now.toISOString(),
    today,
    period: range.period,
    from: range.from,
    to: range.to,
    project,
    figures: figures.map((f, i) => ({
      key: f.key,
      label: f.label,
      unit: f.unit,
      over: f.over,
      value: rounded(
        f,
        [...values[i]!.values()].reduce((a, b) => a + b, 0),
      ),
      by_project: listed
        ? listed[i]!.filter(([id]) => names.has(id)).map(([id, value]) => ({
            project_id: id,
            project_number: names.get(id)!.project_number,
            name: names.get(id)!.name,
            value: rounded(f, value),
          }))
        : null,
    })),
  };
}
