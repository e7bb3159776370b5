// Owns what a module is: a name, the path parameters it owns, a `create(deps)` that builds its services once,
// its routes, and what it contributes to other modules (project dependents today). `modules/index.ts` is the
// one list; app.ts builds the deps, then loops over it.
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { RateLimitRule } from '../config.js';
import type { Actor } from '../lib/auth.js';
import { batchedSelects, q } from '../lib/sql.js';
import type { DriveAdapter } from '../lib/drive.js';
import type { CloudDriveDeps } from '../lib/cloud-drive/index.js';
import type { AccountingDeps } from '../lib/accounting/index.js';
import type { ActivityHandler, RecordedActivity } from '../lib/activity.js';
import type { EventHub } from '../lib/events.js';
import type { JobDefinition, JobQueue } from '../lib/jobs.js';
import type { Lifecycle } from '../lib/lifecycle.js';
import type { Mailer } from '../lib/mailer.js';
import type { PushSender } from '../lib/push.js';
import type { ModelClass, Role } from '../models/index.js';
import type { ParamRegistry } from './params.js';
import { exportRouteOf } from './export.js';
import type { RouteDef } from './route.js';

/** The knobs modules read, resolved once from the environment and the caller's overrides. */
export interface AppSettings {
  nodeEnv: string;
  loginRateLimit: { ip: RateLimitRule; account: RateLimitRule; accountTotal: RateLimitRule };
  contactRateLimit: RateLimitRule;
  passwordResetRateLimit: { ip: RateLimitRule; email: RateLimitRule };
  /** Largest accepted upload in bytes; larger answers 413. */
  uploadMaxBytes: number;
  /** Uploads per user; more answers 429. */
  uploadRateLimit: RateLimitRule;
  /** Stored bytes per company; an upload past it answers 413. */
  companyStorageQuotaBytes: number;
  /** Minimum forgot-password response time (ms), so timing does not tell whether an email exists. */
  resetMinResponseMs?: number;
  /** Log password-reset links (development without SMTP). */
  logResetLinks: boolean;
}

/** Built once per app and handed to every module's `create`. */
export interface AppDeps {
  sequelize: Sequelize;
  jwtSecret: string;
  logger: Logger;
  mailer: Mailer;
  drive: DriveAdapter;
  /** The company's own cloud drive (decision 0074): the configured providers and the key tokens are sealed with. */
  cloudDrive: CloudDriveDeps;
  /** The company's accounting service (issue 38): the configured providers and the key tokens are sealed with. */
  accounting: AccountingDeps;
  /** Pushes to the mobile wrapper's devices (outbox by default, or FCM). */
  push: PushSender;
  /** Public base URL of the web app, for links in mail. */
  appUrl: string;
  settings: AppSettings;
  /** What every module contributes, gathered from the module list. */
  contributions: Contributions;
  /** This instance's one LISTEN connection: events of every change, after commit. */
  events: EventHub;
  /** Background work on the PostgreSQL-backed queue (send inside a transaction to tie it to a change). */
  jobs: JobQueue;
  /** Work to stop when the app shuts down (listeners, job workers). */
  onShutdown(stop: () => Promise<void>): void;
  /** Whether the instance is draining for shutdown (readiness fails, streams end: lib/lifecycle.ts). */
  lifecycle: Lifecycle;
  /** The module list itself (the OpenAPI document describes it). */
  modules: readonly ModuleDef[];
}

/** The app's connection (never a model's global `Model.sequelize`) and the caller's transaction, if any. */
export interface DbOptions {
  db: Sequelize;
  transaction?: Transaction;
}

/** A dependent's count as one reader sees it (a project page): rows above their role are left out. */
export interface CountOptions extends DbOptions {
  reader?: Actor;
}

/**
 * Something that hangs off a project (its team, notes, files; later requests, orders, forms…). Force delete,
 * the delete refusal, project stats and counts iterate these instead of knowing each module.
 */
export interface ProjectDependent {
  key: string;
  /** Singular and plural nouns: ['team member', 'team members']. */
  label: readonly [string, string];
  /** Rows per project among `projectIds` (projects with none may be left out). */
  count(projectIds: string[], options: CountOptions): Promise<Map<string, number>>;
  /**
   * Removes the project's rows inside the deleting transaction; may return work to run once it has
   * committed (removing stored bytes, say).
   */
  destroy(
    projectId: string,
    options: { transaction: Transaction; deps: AppDeps; actor: Actor },
  ): Promise<void | (() => Promise<void>)>;
}

/** Someone to tell about a change: a notification for `user_id`, with the spec's deep-link payload. */
export interface NotificationDraft {
  user_id: string;
  /** The deep-link type (`project_note`, `project_updated`, `plant_request`…). */
  type: string;
  title: string;
  body?: string | null;
  /**
   * The in-app path of the item's own page ("/app/plant?request_id=…"): what a click or a push opens. Default: the
   * link the activity was recorded with, else the spec's mapping of the payload (decision 0060).
   */
  link?: string | null;
  payload: {
    project_id?: string | null;
    form_submission_id?: string | null;
    material_request_id?: string | null;
    plant_request_id?: string | null;
    invoice_id?: string | null;
    labour_id?: string | null;
  };
}

/** Decides who is told about an activity (inside its transaction). */
export type NotificationRule = (
  activity: RecordedActivity,
  options: DbOptions,
) => Promise<NotificationDraft[]>;

/**
 * Demo data a module adds to the demo company (`npm start` seeds it): runs in the seed's transaction after
 * the company, its users and projects exist; must be idempotent (add nothing when its rows are there);
 * answers what it created, for the start-up log ("12 demo plant items"), or null.
 */
export type DemoSeeder = (ctx: {
  db: Sequelize;
  companyId: string;
  /** The demo users by role. */
  users: Partial<Record<Role, { id: string }>>;
  transaction: Transaction;
}) => Promise<string | null>;

/** One line of a figure: a status and its count, a project and its budget, something due on a date… */
export interface FigureItem {
  id?: string | null;
  label: string;
  detail?: string | null;
  /** YYYY-MM-DD (due dates) or an ISO instant (activity). */
  date?: string | null;
  /** An in-app path to open it. */
  link?: string | null;
  tone?: 'info' | 'warning' | 'danger' | null;
  value?: number | null;
  amount_pence?: number | null;
  budget_pence?: number | null;
  committed_pence?: number | null;
}

export interface FigureValue {
  count?: number | null;
  amount_pence?: number | null;
  items?: FigureItem[] | null;
}

/**
 * One figure on a dashboard, declared by the module that owns the data: who may see it, how it is computed (in
 * SQL, for what the reader may see) and which changes refresh it live (entity types of activity events).
 */
export interface DashboardFigure {
  key: string;
  label: string;
  board: 'main' | 'worker';
  /** The lowest role that may see it (commercial figures: supervisor). */
  minRole: Role;
  /** `count`, `percent` (count is a whole percentage), `money` (amount_pence), `breakdown` (items with value), `budget` (items with budget and
   * committed), `list` (items to open), `activity` (recent changes). */
  kind: 'count' | 'percent' | 'money' | 'breakdown' | 'budget' | 'list' | 'activity';
  /** Where it sits: figures (cards), charts, due soon, activity. */
  section: 'figures' | 'charts' | 'due' | 'activity' | 'mine';
  order: number;
  /** Activity entity types whose changes may change this figure (`*`: any change the reader may see). */
  changesWith: readonly string[];
  /**
   * `role`: the value depends only on the company and the reader's role (never on who they are: their own
   * records, their team's projects), so a live board computes it once for every reader of that role and fans it
   * out (decision 0070). Absent: it is the reader's own, and their live board is theirs alone.
   */
  sameFor?: 'role';
  /**
   * The in-app list behind the figure, filtered to exactly what it counts (`/app/plant?status=requested`): the
   * figure's card opens it (issue 35). The list page reads the same filter from its URL.
   */
  link?: string;
  compute(actor: Actor, ctx: FigureContext): Promise<FigureValue>;
}

/**
 * One number a widget or an external report reads through `GET /dashboard/figures` (issue 39, decision 0083),
 * declared by the module that owns the data: company-wide or for one project, over a range of London dates or as
 * it stands now. Its key, unit and meaning are a published contract (docs/api.md): change what it counts and it
 * gets a new key. Only sums (counts, pence, hours), so the company's value is the sum of its projects'.
 */
export interface WidgetFigure {
  /** Stable, published: `plant.hire_cost`. */
  key: string;
  label: string;
  /** What it counts, in a sentence for the API page (the range rule included). */
  description: string;
  unit: 'count' | 'pence' | 'hours';
  /** `range`: the sum over the asked range of dates; `now`: the value as it stands (the range does not apply). */
  over: 'range' | 'now';
  /** The lowest role that may read it (as the dashboard figure it mirrors). */
  minRole: Role;
  /** Activity entity types whose changes may move it (its live stream listens for them). */
  changesWith: readonly string[];
  /**
   * The value per project (`null`: what is on no project), for the projects the reader may see — only
   * `query.projectId` when one is asked for. Projects with nothing to count may be left out.
   */
  compute(actor: Actor, query: WidgetQuery): Promise<Map<string | null, number>>;
}

/**
 * What a widget figure is computed for: one question's figure context (its time, the app's connection with its
 * batched SELECTs, `shared`), one project or the company, a range of London dates (both included).
 */
export interface WidgetQuery extends FigureContext {
  /** The London date of `now`. */
  today: string;
  projectId: string | null;
  from: string;
  to: string;
  /**
   * Whether the answer names the projects behind each value. When it does not, `widgetSql` sums the per-project
   * rows in PostgreSQL and reads back one row (at 100,000 projects, parsing a row per project per figure cost
   * more than the query).
   */
  byProject: boolean;
}

/** A widget figure's SQL rows (`project_id`, `value`) as its values by project. */
function widgetValues(
  rows: readonly { project_id: string | null; value: string | number | null }[],
): Map<string | null, number> {
  return new Map(rows.map((r) => [r.project_id, Number(r.value ?? 0)]));
}

/**
 * The condition limiting a widget figure's project column to the project asked for (`TRUE` when it asks for
 * the company); its SQL binds `:projectId` from `widgetReplacements`.
 */
export function widgetProject(query: Pick<WidgetQuery, 'projectId'>, column: string): string {
  return query.projectId ? `${column} = :projectId` : 'TRUE';
}

/**
 * A widget figure's values from one statement answering `project_id` and `value` rows; it may bind the company,
 * the project, the range and today (`:companyId`, `:projectId`, `:from`, `:to`, `:today`) and `extra`.
 */
export async function widgetSql(
  actor: Actor,
  query: WidgetQuery,
  sql: string,
  extra: Record<string, unknown> = {},
): Promise<Map<string | null, number>> {
  const replacements = {
    companyId: actor.companyId,
    projectId: query.projectId,
    from: query.from,
    to: query.to,
    today: query.today,
    ...extra,
  };
  const statement = query.byProject
    ? sql
    : `SELECT NULL AS project_id, sum(per_project.value) AS value FROM (${sql}) per_project`;
  return widgetValues(
    await q<{ project_id: string | null; value: string | null }>(query.db, statement, replacements),
  );
}

/** The rows of the company's `table` matching `where`, counted per project (a widget figure's `count`). */
export function widgetCount(
  actor: Actor,
  query: WidgetQuery,
  table: string,
  where: string,
  extra: Record<string, unknown> = {},
): Promise<Map<string | null, number>> {
  return widgetSql(
    actor,
    query,
    `SELECT project_id, count(*) AS value FROM ${table}
      WHERE company_id = :companyId AND ${widgetProject(query, 'project_id')} AND ${where}
      GROUP BY project_id`,
    extra,
  );
}

/** What a figure is computed with: one board request's time, every module's contributions, and `shared`. */
export interface FigureContext {
  now: Date;
  /** The app's connection. */
  db: Sequelize;
  contributions: Contributions;
  /**
   * Runs `compute` once per board request whatever the number of figures asking for `key`: figures read from
   * one query (e.g. outstanding and overdue from one pass over the open applications) share it.
   */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * A board request's figure context: `shared` runs each key's computation once for every figure asking, and the
 * plain SELECTs its figures start together run as one statement (`batchedSelects`).
 */
export function figureContext(now: Date, contributions: Contributions, db: Sequelize): FigureContext {
  const memo = new Map<string, Promise<unknown>>();
  return {
    now,
    db: batchedSelects(db),
    contributions,
    shared<T>(key: string, compute: () => Promise<T>) {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as Promise<T>;
    },
  };
}

/** Money committed against a project's budget, per cost category (plant hires, orders, labour…). */
export type ProjectCosts = (
  projectIds: string[],
  options: DbOptions,
) => Promise<
  Map<
    string,
    Partial<Record<'labour' | 'plant' | 'materials' | 'subcontract' | 'preliminaries' | 'other', number>>
  >
>;

/**
 * A list whose totals are kept in `list_counters` by statement-level triggers on its table (decision 0028),
 * declared by the module that owns the table. The module's migration installs exactly this (`installCounted`
 * of migration 0100); the declaration is what the recount of the counter suites and the check that the
 * installed triggers agree with it (`lib/list-counter-declarations.test.ts`) read, so no central list is edited.
 */
export interface CountedList {
  table: string;
  /** The list the rows count in (several tables may count in one: users and invitations). */
  list: string;
  /** SQL over the row `r` giving the text[] of views the row counts in (1 each). */
  views: string;
  /** Views that add up an amount of the row rather than count it (the projects' dashboard sums). */
  sums?: readonly { view: string; amount: string; where: string }[];
}

export interface Contributions {
  projectDependents: readonly ProjectDependent[];
  /** Lists whose totals are counters (decision 0028). */
  countedLists: readonly CountedList[];
  dashboardFigures: readonly DashboardFigure[];
  /** The figures widgets and external reports read (`GET /dashboard/figures`, decision 0083). */
  widgetFigures: readonly WidgetFigure[];
  projectCosts: readonly ProjectCosts[];
  demoData: readonly DemoSeeder[];
  notificationRules: readonly NotificationRule[];
  /** Built once with the app's deps; every recorded activity goes through them, in its transaction. */
  activityHandlers: readonly ((deps: AppDeps) => ActivityHandler)[];
  /**
   * The read role of the module's entity types whose records not everyone on a project may read
   * (`{ application: 'supervisor' }`): their activity rows and live events carry it (decision 0052).
   */
  activityReadRoles: Readonly<Record<string, Role>>;
  /** Background jobs the module runs, built once with the app's deps. */
  jobs: readonly ((deps: AppDeps) => JobDefinition<never>)[];
}

export interface ModuleDef<S = unknown> {
  /** Also the OpenAPI tag of its routes. */
  name: string;
  /** One line for the OpenAPI tag. */
  description: string;
  /** Path parameters the module owns (its entities' ids). */
  params?: ParamRegistry;
  /** The module's own Sequelize models (one file each, with their associations), bound at start-up. */
  models?: readonly ModelClass[];
  create(deps: AppDeps): S;
  routes: readonly RouteDef<S>[];
  contributes?: Partial<Contributions>;
}

/**
 * Declares a module; stamps each route with the module's tag. The services type is checked here, between
 * `create` and the handlers, then erased so modules can sit in one list.
 */
export function defineModule<S>(module: ModuleDef<S>): ModuleDef {
  // A list that declares `exports` gets its export route beside it (kit/export.ts, decision 0065).
  const routes = module.routes.flatMap((route) =>
    route.exports ? [route, exportRouteOf(route as RouteDef) as RouteDef<S>] : [route],
  );
  for (const route of routes) route.tag = module.name;
  return { ...module, routes } as unknown as ModuleDef;
}

/** Every module's contributions, concatenated in module order. */
export function gatherContributions(modules: readonly ModuleDef[]): Contributions {
  return {
    projectDependents: modules.flatMap((m) => m.contributes?.projectDependents ?? []),
    countedLists: modules.flatMap((m) => m.contributes?.countedLists ?? []),
    demoData: modules.flatMap((m) => m.contributes?.demoData ?? []),
    dashboardFigures: modules.flatMap((m) => m.contributes?.dashboardFigures ?? []),
    widgetFigures: modules.flatMap((m) => m.contributes?.widgetFigures ?? []),
    projectCosts: modules.flatMap((m) => m.contributes?.projectCosts ?? []),
    notificationRules: modules.flatMap((m) => m.contributes?.notificationRules ?? []),
    activityHandlers: modules.flatMap((m) => m.contributes?.activityHandlers ?? []),
    activityReadRoles: Object.assign({}, ...modules.map((m) => m.contributes?.activityReadRoles ?? {})),
    jobs: modules.flatMap((m) => m.contributes?.jobs ?? []),
  };
}

/** Every module's path parameters; a name declared twice is a programming error. */
export function gatherParams(modules: readonly ModuleDef[]): ParamRegistry {
  const all: Record<string, ParamRegistry[string]> = {};
  for (const module of modules) {
    for (const [name, def] of Object.entries(module.params ?? {})) {
      if (all[name]) throw new Error(`Path parameter {${name}} is declared by two modules`);
      all[name] = def;
    }
  }
  return all;
}

/** Every route of every module, in module order. */
export function allRoutes(modules: readonly ModuleDef[]): RouteDef[] {
  return modules.flatMap((m) => m.routes as readonly RouteDef[]);
}

/** Every module's own models, in module order. */
export function moduleModels(modules: readonly ModuleDef[]): ModelClass[] {
  return modules.flatMap((m) => [...(m.models ?? [])]);
}
