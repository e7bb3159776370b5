// Owns the project record: lists (company and team visibility, search, sort, paging), numbering inside the
// creating transaction, the status transition table, archive/restore, and delete — refused while anything hangs
// off the project (every module's dependents), unless forced by a manager and up.
import {
  Op,
  QueryTypes,
  literal,
  type Order,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import type { AppDeps, ProjectDependent } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { cappedTotalOf, countedTotal, paginate, pageRequest, type Page } from '../../lib/paging.js';
import { containsPattern, selectSql } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project, User, type ProjectStatus } from '../../models/index.js';
import { getProjectDefaults, type ProjectDefaults } from '../settings/index.js';
import { DEFAULTED_TERMS, assertManager, createProject, projectColumns } from './create-project.command.js';
import { findVisibleProject, projectVisibilityWhere, recordProjectActivity } from './project-access.js';
import { authorize, seesAllProjects, seesCommercial, visibleLevels } from './projects.policy.js';
import { PROJECT_ANSWER_COLUMNS, type ProjectRecord } from './projects.presenter.js';
import type { CreateProjectInput, ListQuery, SortBy, UpdateProjectInput } from './projects.schema.js';
import { PROJECT_ARCHIVE, PROJECT_STATUS, archiveStateOf } from './projects.transitions.js';

/**
 * What the projects search compares: the stored `search_text` column (migration 202611272310) — name, number,
 * client, postcode and the postcode without spaces, lower-cased, one per line (a term has no newline, so a match
 * never spans two fields) — with its trigram index and the creation-order index that covers it.
 */
const PROJECT_SEARCH_TEXT = `"Project"."search_text"`;
/**
 * The order a search's capped total walks, whatever the page's sort: the count to the cap is the same in any
 * order, and this one reads the index that holds the search text (an index-only scan, no heap fetch per row).
 */
const SEARCH_TOTAL_ORDER: Order = [
  ['created_at', 'DESC'],
  ['id', 'DESC'],
];
const PROJECT_SEARCH_COMPACT_POSTCODE = `replace(lower("Project"."site_postcode"), ' ', '')`;

const MANAGER_INCLUDE = {
  model: User,
  as: 'manager',
  attributes: ['id', 'first_name', 'last_name', 'email'],
};

export type ListMode = 'all' | 'archived' | 'my';

const NO_DEFAULTS: ProjectDefaults = { retention_percent: 0, payment_due_days: 0, payment_final_days: 0 };

/** Sortable columns that may hold NULL (they sort last either way). */
/** Sorts on commercial figures (supervisor and up). */
const COMMERCIAL_SORTS = new Set<SortBy>(['contract_value_pence']);

const NULLABLE_SORTS = new Set<SortBy>(['client_name', 'start_date', 'end_date', 'contract_value_pence']);

function plural(n: number, [one, many]: readonly [string, string]): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listInWords(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export class ProjectService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'contributions'> & Partial<AppDeps>,
  ) {}

  private get dependents(): readonly ProjectDependent[] {
    return this.deps.contributions.projectDependents;
  }

  findVisible(actor: Actor, id: string, options: { transaction?: Transaction; lock?: boolean } = {}) {
    return findVisibleProject(actor, id, options);
  }

  /**
   * The project's manager as JSON, from the company's users (a manager is always of the project's company:
   * assertManager), looked up for the page's rows only.
   */
  private managerJson(actor: Actor) {
    return literal(
      `(SELECT json_build_object('id', m.id, 'first_name', m.first_name, 'last_name', m.last_name, ` +
        `'email', m.email) FROM users m WHERE m.id = "Project"."manager_id" ` +
        `AND m.company_id = ${this.sequelize.escape(actor.companyId)})`,
    );
  }

  async list(actor: Actor, query: ListQuery, mode: ListMode): Promise<Page<ProjectRecord>> {
    const where: Record<string | symbol, unknown> = {
      ...(projectVisibilityWhere(actor, mode === 'my') as object),
    };
    if (mode === 'archived') where.is_archived = true;
    else if (mode === 'my' || !query.include_archived) where.is_archived = false;
    if (query.status?.length) where.status = { [Op.in]: query.status };
    if (query.search) {
      const e = (s: string) => this.sequelize.escape(s);
      const compactTerm = query.search.replace(/\s+/g, '');
      // One expression holds every searched field (and the postcode without spaces), so a search is one LIKE per
      // row and one trigram index scan (migration 202611272010, decision 0069). A term with spaces also tries
      // the postcode without them ("cf101aa" finds "CF10 1AA" and "cf10 1aa" finds "CF101AA").
      const arms = [`${PROJECT_SEARCH_TEXT} LIKE ${e(containsPattern(query.search))}`];
      if (compactTerm !== query.search)
        arms.push(`${PROJECT_SEARCH_COMPACT_POSTCODE} LIKE ${e(containsPattern(compactTerm))}`);
      where[Op.and] = [
        ...((where[Op.and] as unknown[] | undefined) ?? []),
        literal(`(${arms.join(' OR ')})`),
      ];
    }
    if (query.sort_by && COMMERCIAL_SORTS.has(query.sort_by) && !seesCommercial(actor)) {
      // Sorting by a figure the reader may not see would leak its order.
      throw ValidationError.single('sort_by', 'Sorting by contract value is for supervisors and above');
    }
    const defaultSort: SortBy = mode === 'archived' ? 'project_number' : 'created_at';
    const sortBy = query.sort_by ?? defaultSort;
    const order = (query.sort_order ?? 'desc').toUpperCase();
    // NULLS LAST only where a column can be null: on NOT NULL columns it would stop PostgreSQL walking the
    // (company_id, is_archived, column) indexes and make every page sort the whole company's projects.
    const nullsLast = NULLABLE_SORTS.has(sortBy) ? ' NULLS LAST' : '';
    const pageOrder: Order = [
      [sortBy, `${order}${nullsLast}`],
      ['id', order],
    ];
    return paginate(
      pageRequest(query),
      // Plain rows, presented directly (no model instances: most of a list request's time in Node went on
      // building them); the manager comes with each row from the company's users.
      (limit, offset) =>
        this.sequelize.query<ProjectRecord>(
          selectSql(Project, {
            where: where as WhereOptions,
            attributes: [...PROJECT_ANSWER_COLUMNS, [this.managerJson(actor), 'manager']],
            order: pageOrder,
            limit,
            offset,
          }),
          { type: QueryTypes.SELECT },
        ),
      // Unfiltered views of the whole company read their counter; anything narrower (a worker's team, "my",
      // a status filter) counts up to the cap, in page order, without the manager join (it cannot change the
      // number); a search counts in creation order, through the index that holds the search text.
      () => {
        const views = this.counterViews(actor, query, mode);
        return views
          ? countedTotal(this.sequelize, { companyId: actor.companyId, list: 'projects', views })
          : cappedTotalOf(Project, where as WhereOptions, query.search ? SEARCH_TOTAL_ORDER : pageOrder);
      },
      (p) => p,
    );
  }

  /** The `list_counters` views that add up to this list's total, or null when only a count can tell. */
  private counterViews(actor: Actor, query: ListQuery, mode: ListMode): string[] | null {
    if (mode === 'my' || !seesAllProjects(actor) || query.status?.length || query.search) return null;
    if (mode === 'archived') return ['archived'];
    return query.include_archived ? ['live', 'archived'] : ['live'];
  }

  async forForms(actor: Actor): Promise<Project[]> {
    return Project.findAll({
      where: { ...(projectVisibilityWhere(actor) as object), is_archived: false, status: 'active' },
      attributes: ['id', 'project_number', 'name', 'status', 'site_postcode'],
      order: [['project_number', 'ASC']],
    });
  }

  async batch(actor: Actor, ids: string[]): Promise<Project[]> {
    if (!ids.length) return [];
    return Project.findAll({
      where: { ...(projectVisibilityWhere(actor) as object), id: { [Op.in]: ids } },
      include: [MANAGER_INCLUDE],
    });
  }

  /** Team size and the notes the actor may read, per visible project among `ids`. */
  async counts(actor: Actor, ids: string[], db: Sequelize = this.sequelize) {
    if (!ids.length) return [];
    const rows = await db.query<{ project_id: string; team_count: string; note_count: string }>(
      `SELECT p.id AS project_id,
              (SELECT count(*) FROM project_team_members t WHERE t.project_id = p.id) AS team_count,
              (SELECT count(*) FROM project_notes n WHERE n.project_id = p.id
                 AND n.visibility_level IN (:levels)) AS note_count
         FROM projects p
        WHERE p.id IN (:ids) AND p.company_id = :companyId
          AND (:all OR p.id IN (SELECT project_id FROM project_team_members WHERE user_id = :userId))`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          ids,
          levels: visibleLevels(actor),
          companyId: actor.companyId,
          userId: actor.userId,
          all: seesAllProjects(actor),
        },
      },
    );
    return rows.map((r) => ({
      project_id: r.project_id,
      team_count: Number(r.team_count),
      note_count: Number(r.note_count),
    }));
  }

  /** Active users of the company (who may be named a project's manager), for the picker. */
  async managerCandidates(actor: Actor, search?: string): Promise<User[]> {
    authorize(actor, 'create');
    const where: Record<string | symbol, unknown> = { company_id: actor.companyId, is_active: true };
    if (search) {
      const e = this.sequelize.escape(containsPattern(search));
      where[Op.and] = [
        literal(
          `(lower("User"."first_name" || ' ' || "User"."last_name") LIKE ${e} OR lower("User"."email") LIKE ${e})`,
        ),
      ];
    }
    return User.findAll({
      where: where as WhereOptions,
      attributes: ['id', 'first_name', 'last_name', 'email', 'role'],
      order: [
        ['last_name', 'ASC'],
        ['first_name', 'ASC'],
      ],
      limit: 200,
    });
  }

  async create(actor: Actor, input: CreateProjectInput): Promise<Project> {
    const project = await createProject(this.sequelize, actor, input);
    return this.findVisible(actor, project.id);
  }

  async update(actor: Actor, id: string, input: UpdateProjectInput): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'edit', project); // after the visibility check: 404 before 403, then 409 when archived
      const start = input.start_date !== undefined ? input.start_date : project.start_date;
      const end = input.end_date !== undefined ? input.end_date : project.end_date;
      if (start && end && end < start) {
        throw ValidationError.single('end_date', 'End date must be on or after the start date');
      }
      await assertManager(actor, input.manager_id, t);
      const from = project.status as ProjectStatus;
      const to = input.status !== undefined && input.status !== from ? input.status : null;
      // Refuse an illegal move before anything is written (409 naming both states); its activity row follows.
      if (to) PROJECT_STATUS.check(actor, from, to);
      const needsDefaults = DEFAULTED_TERMS.some((term) => input[term] === null);
      const defaults = needsDefaults ? await getProjectDefaults(actor.companyId, t) : NO_DEFAULTS;
      const columns = projectColumns(input, defaults, false);
      const changed = Object.keys(columns).filter(
        (k) => String(project.get(k as never) ?? '') !== String(columns[k] ?? ''),
      );
      await project.update(columns, { transaction: t });
      if (to) await PROJECT_STATUS.apply({ actor, entityId: id, from, to, transaction: t });
      const others = changed.filter((k) => k !== 'status');
      if (others.length)
        await recordProjectActivity(actor, id, 'updated', { details: { fields: others }, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  async archive(actor: Actor, id: string, reason: string): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      // After the visibility check (404 first); the table answers 409 when already archived, 400 without a reason.
      const from = archiveStateOf(project);
      PROJECT_ARCHIVE.check(actor, from, 'archived', reason);
      await project.update(
        { is_archived: true, archived_at: new Date(), archived_by: actor.userId, archive_reason: reason },
        { transaction: t },
      );
      await PROJECT_ARCHIVE.apply({ actor, entityId: id, from, to: 'archived', reason, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  async restore(actor: Actor, id: string, reason: string): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      const from = archiveStateOf(project);
      PROJECT_ARCHIVE.check(actor, from, 'live', reason); // 409 when not archived
      await project.update(
        { is_archived: false, archived_at: null, archived_by: null, archive_reason: null },
        { transaction: t },
      );
      await PROJECT_ARCHIVE.apply({ actor, entityId: id, from, to: 'live', reason, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  /** How many rows each dependent module holds for one project (all rows, whoever may read them). */
  /** Each dependent's rows on the project: all of them, or (with `reader`) those the reader may see. */
  async dependentCounts(
    projectId: string,
    transaction?: Transaction,
    reader?: Actor,
    db: Sequelize = this.sequelize,
  ) {
    return Promise.all(
      this.dependents.map(async (d) => ({
        key: d.key,
        label: d.label,
        count: (await d.count([projectId], { transaction, db, reader })).get(projectId) ?? 0,
      })),
    );
  }

  /**
   * Deletes a project; refused (409) while anything hangs off it unless forced by a manager and up, which
   * removes every dependent's rows in the same transaction. Work the dependents leave for after the commit
   * (stored bytes) runs once the rows are gone.
   */
  async remove(actor: Actor, id: string, force: boolean): Promise<void> {
    const afterCommit = await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'delete'); // after the visibility check: 404 before 403
      if (force) authorize(actor, 'force_delete');
      const counts = await this.dependentCounts(id, t);
      const held = counts.filter((c) => c.count > 0);
      if (held.length && !force) {
        throw new ConflictError(
          `Project ${project.project_number} has ${listInWords(held.map((c) => plural(c.count, c.label)))}. ` +
            'Remove them first, or force delete (managers and admins).',
        );
      }
      const later: (() => Promise<void>)[] = [];
      // Later modules hang off earlier ones (files off notes, say): remove in reverse module order.
      for (const dependent of [...this.dependents].reverse()) {
        const work = await dependent.destroy(id, { transaction: t, deps: this.deps as AppDeps, actor });
        if (work) later.push(work);
      }
      await project.destroy({ transaction: t });
      await recordProjectActivity(actor, id, 'deleted', {
        details: {
          project_number: project.project_number,
          name: project.name,
          force,
          ...Object.fromEntries(counts.map((c) => [c.key, c.count])),
        },
        transaction: t,
      });
      return later;
    });
    await Promise.all(afterCommit.map((work) => work().catch(() => undefined)));
  }
}
