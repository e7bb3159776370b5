// Owns which projects a caller may see — the one rule every module that hangs records off a project imports:
// a company's supervisors and up see all its projects; a worker sees the projects whose team they are on.
// Visibility is a where clause, never a check after loading, so a record the caller cannot see is 404 even
// when their role would also be refused (never leak that it exists).
import { Op, literal, type Transaction, type WhereOptions } from 'sequelize';
import type { DbOptions } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { recordActivity, type ActivityInput } from '../../lib/activity.js';
import { q } from '../../lib/sql.js';
import { Project, User } from '../../models/index.js';
import { seesAllProjects } from './projects.policy.js';

export const PROJECT_NOT_FOUND = 'Project not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MANAGER_ATTRIBUTES = ['id', 'first_name', 'last_name', 'email'];
const MANAGER_JOIN = { model: User, as: 'manager', attributes: MANAGER_ATTRIBUTES, required: false };

/**
 * A PostgreSQL string literal, escaped as Sequelize's postgres dialect escapes one (quotes doubled, NUL spelt
 * out): the visibility SQL is pure text other modules splice into their queries, so it needs no connection.
 */
function escape(value: string): string {
  return `'${value.replace(/'/g, "''").replace(/\0/g, '\\0')}'`;
}

/** The caller's team memberships, by company first (the project_team_members_user index). */
function teamOf(actor: Actor): string {
  return `company_id = ${escape(actor.companyId)} AND user_id = ${escape(actor.userId)}`;
}

/**
 * The Sequelize where clause limiting `Project` rows to what the actor may see (`onlyMine`: the projects whose
 * team they are on, whatever their role). The team condition sits under Op.and, so a caller adding `id`
 * narrows it rather than replacing it.
 */
export function projectVisibilityWhere(actor: Actor, onlyMine = false): WhereOptions {
  const where: Record<string | symbol, unknown> = { company_id: actor.companyId };
  if (onlyMine || !seesAllProjects(actor)) {
    where[Op.and] = [
      literal(`"Project"."id" IN (SELECT project_id FROM project_team_members WHERE ${teamOf(actor)})`),
    ];
  }
  return where as WhereOptions;
}

/**
 * SQL that selects the ids of the projects the actor may see, for other modules' raw queries:
 * `WHERE r.project_id IN (${visibleProjectIdsSql(actor)})`. Values are escaped.
 */
export function visibleProjectIdsSql(actor: Actor, onlyMine = false): string {
  const company = `SELECT id FROM projects WHERE company_id = ${escape(actor.companyId)}`;
  if (!onlyMine && seesAllProjects(actor)) return company;
  return `${company} AND id IN (SELECT project_id FROM project_team_members WHERE ${teamOf(actor)})`;
}

/**
 * A search arm on projects for another list (its `SearchArm` condition, lib/sql.ts): the project's name or
 * number contains `:like`, read through the `lower(name)` and `lower(project_number)` trigram indexes.
 */
export const PROJECT_NAME_OR_NUMBER = 'lower(name) ILIKE :like OR lower(project_number) ILIKE :like';

/**
 * The condition limiting a company-scoped table's project column (`s.project_id`) to the projects the actor may
 * see, for raw queries whose where clause already holds that table's `company_id = :companyId` (a record's
 * project is always one of its own company's: every write checks it). Supervisors and up see every project of
 * their company, so for them the company condition is the whole rule and this is `TRUE`: a sub-select of the
 * company's projects would change no answer, yet it cost the planner 6 ms on each forms list page (7 ms of
 * planning against 1 ms without it, 10,000 projects; issue 13). A worker gets their teams' projects.
 */
export function visibleProjectsWhere(actor: Actor, column: string): string {
  if (seesAllProjects(actor)) return 'TRUE';
  return `${column} IN (${visibleProjectIdsSql(actor)})`;
}

/** Loads the project's manager (name card) onto it. */
export async function loadManager(project: Project, transaction?: Transaction): Promise<void> {
  const manager = project.manager_id
    ? await User.findByPk(project.manager_id, { attributes: MANAGER_ATTRIBUTES, transaction })
    : null;
  project.setDataValue('manager' as never, manager as never);
  (project as { manager?: User | null }).manager = manager;
}

/** A project the actor may see, or 404 (another company's, a worker not on the team, a malformed id). */
export async function findVisibleProject(
  actor: Actor,
  id: string,
  options: { transaction?: Transaction; lock?: boolean; withManager?: boolean } = {},
): Promise<Project> {
  if (!UUID.test(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
  // The manager's name card comes in the same statement (a LEFT JOIN), except under a row lock, which an outer
  // join's nullable side cannot take (and a locked read wants only the project).
  const withManager = options.withManager ?? !options.lock;
  const project = await Project.findOne({
    where: { ...(projectVisibilityWhere(actor) as object), id },
    include: withManager && !options.lock ? [MANAGER_JOIN] : [],
    transaction: options.transaction,
    lock: options.lock ? options.transaction?.LOCK.UPDATE : undefined,
  });
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (withManager && options.lock) await loadManager(project, options.transaction);
  return project;
}

/** Whether the actor may see the project (for the kit's 404-before-403 check). */
export async function isProjectVisible(actor: Actor, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return (await Project.count({ where: { ...(projectVisibilityWhere(actor) as object), id } })) > 0;
}

/** Writes one activity row about a project (its history), in the caller's transaction. */
export function recordProjectActivity(
  actor: Pick<Actor, 'userId' | 'companyId'>,
  projectId: string,
  action: string,
  options: Omit<ActivityInput, 'actor' | 'entityType' | 'entityId' | 'action'> = {},
): Promise<void> {
  return recordActivity({ actor, entityType: 'project', entityId: projectId, action, ...options });
}

/**
 * Rows per project in `table` (a table with a `project_id` column, named by code, never by input) among
 * `projectIds` — what a module's project dependent counts, on the dependent's connection and transaction
 * (`count: (ids, options) => countRowsByProject('table', ids, options)`). Projects with none are left out.
 */
export async function countRowsByProject(
  table: string,
  projectIds: string[],
  { db, transaction }: DbOptions,
): Promise<Map<string, number>> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`countRowsByProject: bad table name ${table}`);
  if (!projectIds.length) return new Map();
  const rows = await q<{ project_id: string; n: string }>(
    db,
    `SELECT project_id, count(*) AS n FROM "${table}" WHERE project_id IN (:ids) GROUP BY project_id`,
    { ids: projectIds },
    transaction,
  );
  return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
}
