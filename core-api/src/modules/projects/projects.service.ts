// Owns the project rules: company and team visibility, numbering inside the creating transaction, the status
// transition table, archive/restore/delete, team, notes with visibility, stats and the activity trail.
import { Op, QueryTypes, literal, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import {
  Activity,
  BUDGET_CATEGORIES,
  Project,
  ProjectNote,
  ProjectTeamMember,
  ROLES,
  Upload,
  User,
  type ProjectStatus,
  type Role,
} from '../../models/index.js';
import { authorize, canModifyNote, canSeeNote, visibleLevels } from './projects.policy.js';
import type { CreateProjectInput, ListQuery, SortBy, UpdateProjectInput } from './projects.schema.js';
import { budgetOf } from './projects.presenter.js';
import { getProjectDefaults } from '../settings/settings.service.js';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NOTE_NOT_FOUND = 'Note not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Allowed status changes (from → to). */
export const STATUS_TRANSITIONS: Record<ProjectStatus, ProjectStatus[]> = {
  planning: ['active', 'on_hold', 'cancelled'],
  active: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['active', 'completed', 'cancelled'],
  completed: ['active'],
  cancelled: ['planning'],
};

const MANAGER_INCLUDE = {
  model: User,
  as: 'manager',
  attributes: ['id', 'first_name', 'last_name', 'email'],
};

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  size: number;
}

export type ListMode = 'all' | 'archived' | 'my';

/** Sortable columns that may hold NULL (they sort last either way). */
const NULLABLE_SORTS = new Set<SortBy>(['client_name', 'start_date', 'end_date', 'contract_value_pence']);

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class ProjectService {
  constructor(private readonly sequelize: Sequelize) {}

  /** The where clause limiting projects to what the actor may see. */
  private visibilityWhere(actor: Actor, onlyMine = false): WhereOptions {
    const where: Record<string | symbol, unknown> = { company_id: actor.companyId };
    if (onlyMine || !roleAtLeast(actor.role, 'supervisor')) {
      // Under Op.and so that a caller adding `id` (findVisible, batch) narrows rather than replaces it.
      where[Op.and] = [
        literal(
          `"Project"."id" IN (SELECT project_id FROM project_team_members WHERE user_id = ${this.sequelize.escape(actor.userId)})`,
        ),
      ];
    }
    return where as WhereOptions;
  }

  /** Loads a project the actor may see, or 404 (another company's, or a worker not on the team). */
  async findVisible(
    actor: Actor,
    id: string,
    options: { transaction?: Transaction; lock?: boolean } = {},
  ): Promise<Project> {
    if (!UUID.test(id)) throw new NotFoundError(PROJECT_NOT_FOUND);
    const project = await Project.findOne({
      where: { ...(this.visibilityWhere(actor) as object), id },
      transaction: options.transaction,
      lock: options.lock ? options.transaction?.LOCK.UPDATE : undefined,
    });
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
    if (!options.lock) await this.loadManager(project, options.transaction);
    return project;
  }

  private async loadManager(project: Project, transaction?: Transaction): Promise<void> {
    const manager = project.manager_id
      ? await User.findByPk(project.manager_id, { attributes: MANAGER_INCLUDE.attributes, transaction })
      : null;
    project.setDataValue('manager' as never, manager as never);
    (project as { manager?: User | null }).manager = manager;
  }

  async list(actor: Actor, query: ListQuery, mode: ListMode): Promise<Paged<Project>> {
    const page = query.page ?? 1;
    const size = Math.min(query.size ?? 20, 100);
    const where: Record<string | symbol, unknown> = {
      ...(this.visibilityWhere(actor, mode === 'my') as object),
    };
    if (mode === 'archived') where.is_archived = true;
    else if (mode === 'my' || !query.include_archived) where.is_archived = false;
    if (query.status?.length) where.status = { [Op.in]: query.status };
    const and: unknown[] = [];
    if (query.search) {
      const q = `%${escapeLike(query.search.toLowerCase())}%`;
      const compact = `%${escapeLike(query.search.toLowerCase().replace(/\s+/g, ''))}%`;
      const e = (s: string) => this.sequelize.escape(s);
      and.push(
        literal(
          `(lower("Project"."name") LIKE ${e(q)} OR lower("Project"."project_number") LIKE ${e(q)} ` +
            `OR lower("Project"."client_name") LIKE ${e(q)} OR lower("Project"."site_postcode") LIKE ${e(q)} ` +
            `OR replace(lower("Project"."site_postcode"), ' ', '') LIKE ${e(compact)})`,
        ),
      );
    }
    if (and.length) where[Op.and] = [...((where[Op.and] as unknown[] | undefined) ?? []), ...and];
    const defaultSort: SortBy = mode === 'archived' ? 'project_number' : 'created_at';
    const sortBy = query.sort_by ?? defaultSort;
    const order = (query.sort_order ?? 'desc').toUpperCase();
    // NULLS LAST only where a column can be null: on NOT NULL columns it would stop PostgreSQL walking the
    // (company_id, is_archived, column) indexes and make every page sort the whole company's projects.
    const nullsLast = NULLABLE_SORTS.has(sortBy) ? ' NULLS LAST' : '';
    // Count without the manager join: it cannot change the number of projects.
    const [rows, count] = await Promise.all([
      Project.findAll({
        where: where as WhereOptions,
        include: [MANAGER_INCLUDE],
        order: [
          [sortBy, `${order}${nullsLast}`],
          ['id', order],
        ],
        limit: size,
        offset: (page - 1) * size,
      }),
      Project.count({ where: where as WhereOptions }),
    ]);
    return { rows, total: count, page, size };
  }

  async forForms(actor: Actor): Promise<Project[]> {
    return Project.findAll({
      where: { ...(this.visibilityWhere(actor) as object), is_archived: false, status: 'active' },
      attributes: ['id', 'project_number', 'name', 'status', 'site_postcode'],
      order: [['project_number', 'ASC']],
    });
  }

  async batch(actor: Actor, ids: string[]): Promise<Project[]> {
    if (!ids.length) return [];
    return Project.findAll({
      where: { ...(this.visibilityWhere(actor) as object), id: { [Op.in]: ids } },
      include: [MANAGER_INCLUDE],
    });
  }

  async counts(actor: Actor, ids: string[]) {
    const visible = await Project.findAll({
      where: { ...(this.visibilityWhere(actor) as object), id: { [Op.in]: ids } },
      attributes: ['id'],
    });
    const visibleIds = visible.map((p) => p.id);
    if (!visibleIds.length) return [];
    const rows = await this.sequelize.query<{ project_id: string; team_count: string; note_count: string }>(
      `SELECT p.id AS project_id,
              (SELECT count(*) FROM project_team_members t WHERE t.project_id = p.id) AS team_count,
              (SELECT count(*) FROM project_notes n WHERE n.project_id = p.id
                 AND n.visibility_level IN (:levels)) AS note_count
         FROM projects p WHERE p.id IN (:ids)`,
      { type: QueryTypes.SELECT, replacements: { ids: visibleIds, levels: visibleLevels(actor) } },
    );
    return rows.map((r) => ({
      project_id: r.project_id,
      team_count: Number(r.team_count),
      note_count: Number(r.note_count),
    }));
  }

  /** Next number of a per-company sequence; the upsert locks the counter row until the transaction ends. */
  private async nextNumber(companyId: string, name: string, transaction: Transaction): Promise<number> {
    const [row] = await this.sequelize.query<{ value: number }>(
      `INSERT INTO company_counters (company_id, name, value) VALUES (:companyId, :name, 1)
       ON CONFLICT (company_id, name) DO UPDATE SET value = company_counters.value + 1
       RETURNING value`,
      { type: QueryTypes.SELECT, replacements: { companyId, name }, transaction },
    );
    if (!row) throw new Error('counter allocation failed');
    return Number(row.value);
  }

  private async assertManager(actor: Actor, managerId: string | null | undefined, t: Transaction) {
    if (!managerId) return;
    const user = await User.findOne({
      where: { id: managerId, company_id: actor.companyId, is_active: true },
      attributes: ['id'],
      transaction: t,
    });
    if (!user) throw ValidationError.single('manager_id', 'Manager must be an active user in your company');
  }

  private columnsFrom(input: Partial<CreateProjectInput>): Partial<Record<string, unknown>> {
    const { budget, ...rest } = input;
    const columns: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) columns[k] = v;
    if (budget) {
      for (const c of BUDGET_CATEGORIES)
        if (budget[c] !== undefined) columns[`budget_${c}_pence`] = budget[c];
    }
    return columns;
  }

  async create(actor: Actor, input: CreateProjectInput): Promise<Project> {
    authorize(actor, 'create');
    const id = await withTransaction(this.sequelize, async (t) => {
      await this.assertManager(actor, input.manager_id, t);
      const n = await this.nextNumber(actor.companyId, 'project', t);
      // The company's defaults (settings) apply where the request leaves them out.
      const defaults = await getProjectDefaults(actor.companyId, t);
      const project = await Project.create(
        {
          retention_percent: defaults.retention_percent,
          payment_due_days: defaults.payment_due_days,
          ...(this.columnsFrom(input) as object),
          name: input.name,
          company_id: actor.companyId,
          project_number: `P-${String(n).padStart(4, '0')}`,
          created_by: actor.userId,
        } as Project,
        { transaction: t },
      );
      await this.record(actor, project.id, 'created', { to: project.status, transaction: t });
      return project.id;
    });
    return this.findVisible(actor, id);
  }

  async update(actor: Actor, id: string, input: UpdateProjectInput): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'edit'); // after the visibility check: 404 before 403
      if (project.is_archived) {
        throw new ConflictError('Archived projects cannot be edited. Restore the project first.');
      }
      const start = input.start_date !== undefined ? input.start_date : project.start_date;
      const end = input.end_date !== undefined ? input.end_date : project.end_date;
      if (start && end && end < start) {
        throw ValidationError.single('end_date', 'End date must be on or after the start date');
      }
      await this.assertManager(actor, input.manager_id, t);
      const from = project.status as ProjectStatus;
      if (input.status && input.status !== from && !STATUS_TRANSITIONS[from].includes(input.status)) {
        throw new ConflictError(`Cannot change status from ${from} to ${input.status}`);
      }
      const columns = this.columnsFrom(input);
      const changed = Object.keys(columns).filter(
        (k) => String(project.get(k as never) ?? '') !== String(columns[k] ?? ''),
      );
      await project.update(columns, { transaction: t });
      if (input.status && input.status !== from) {
        await this.record(actor, id, 'status_changed', { from, to: input.status, transaction: t });
      }
      const others = changed.filter((k) => k !== 'status');
      if (others.length)
        await this.record(actor, id, 'updated', { details: { fields: others }, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  async archive(actor: Actor, id: string, reason: string): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'archive'); // after the visibility check: 404 before 403
      if (project.is_archived) throw new ConflictError('Project is already archived');
      await project.update(
        { is_archived: true, archived_at: new Date(), archived_by: actor.userId, archive_reason: reason },
        { transaction: t },
      );
      await this.record(actor, id, 'archived', { reason, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  async restore(actor: Actor, id: string, reason: string): Promise<Project> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'restore'); // after the visibility check: 404 before 403
      if (!project.is_archived) throw new ConflictError('Project is not archived');
      await project.update(
        { is_archived: false, archived_at: null, archived_by: null, archive_reason: null },
        { transaction: t },
      );
      await this.record(actor, id, 'restored', { reason, transaction: t });
    });
    return this.findVisible(actor, id);
  }

  /**
   * Deletes a project; refused (409) while things hang off it unless forced by a manager+. Returns the storage
   * keys of the project's files so the caller can remove the bytes once the rows are gone.
   */
  async remove(actor: Actor, id: string, force: boolean): Promise<string[]> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'delete'); // after the visibility check: 404 before 403
      if (force) authorize(actor, 'force_delete');
      const team = await ProjectTeamMember.count({ where: { project_id: id }, transaction: t });
      const notes = await ProjectNote.count({ where: { project_id: id }, transaction: t });
      const files = await Upload.findAll({
        where: { project_id: id },
        attributes: ['storage_key'],
        transaction: t,
      });
      if ((team || notes || files.length) && !force) {
        const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
        const parts = [
          team ? plural(team, 'team member') : '',
          notes ? plural(notes, 'note') : '',
          files.length ? plural(files.length, 'file') : '',
        ].filter(Boolean);
        const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
        throw new ConflictError(
          `Project ${project.project_number} has ${list}. Remove them first, or force delete (managers and admins).`,
        );
      }
      await Upload.destroy({ where: { project_id: id }, transaction: t });
      await ProjectNote.destroy({ where: { project_id: id }, transaction: t });
      await ProjectTeamMember.destroy({ where: { project_id: id }, transaction: t });
      await project.destroy({ transaction: t });
      await this.record(actor, id, 'deleted', {
        details: {
          project_number: project.project_number,
          name: project.name,
          force,
          team,
          notes,
          files: files.length,
        },
        transaction: t,
      });
      return files.map((f) => f.storage_key);
    });
  }

  // Team -------------------------------------------------------------------------------------------------

  async team(actor: Actor, id: string): Promise<ProjectTeamMember[]> {
    await this.findVisible(actor, id);
    return this.teamOf(id);
  }

  /** What the PDF export shows, loading (and checking) the project once. */
  async exportData(actor: Actor, id: string) {
    const project = await this.findVisible(actor, id);
    const [team, notes] = await Promise.all([this.teamOf(id), this.visibleNotesOf(actor, id)]);
    return { project, team, notes };
  }

  /** The team of a project the caller has already been allowed to see. */
  private teamOf(id: string): Promise<ProjectTeamMember[]> {
    return ProjectTeamMember.findAll({
      where: { project_id: id },
      include: [{ model: User, as: 'user', attributes: ['id', 'first_name', 'last_name', 'email', 'role'] }],
      order: [
        [{ model: User, as: 'user' }, 'last_name', 'ASC'],
        [{ model: User, as: 'user' }, 'first_name', 'ASC'],
      ],
    });
  }

  /** Active users of the company not yet on the team (supervisor+, who may add them). */
  async teamCandidates(actor: Actor, id: string, search?: string): Promise<User[]> {
    await this.findVisible(actor, id);
    authorize(actor, 'manage_team');
    const where: Record<string | symbol, unknown> = {
      company_id: actor.companyId,
      is_active: true,
      id: {
        [Op.notIn]: literal(
          `(SELECT user_id FROM project_team_members WHERE project_id = ${this.sequelize.escape(id)})`,
        ),
      },
    };
    if (search) {
      const q = `%${escapeLike(search.toLowerCase())}%`;
      const e = this.sequelize.escape(q);
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
      limit: 50,
    });
  }

  async addTeamMember(
    actor: Actor,
    id: string,
    input: { user_id: string; role_on_project?: string | null },
  ): Promise<ProjectTeamMember> {
    const memberId = await withTransaction(this.sequelize, async (t) => {
      await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'manage_team'); // after the visibility check: 404 before 403
      const user = UUID.test(input.user_id)
        ? await User.findOne({
            where: { id: input.user_id, company_id: actor.companyId, is_active: true },
            transaction: t,
          })
        : null;
      if (!user) throw new NotFoundError('User not found');
      const existing = await ProjectTeamMember.findOne({
        where: { project_id: id, user_id: user.id },
        transaction: t,
      });
      if (existing) throw new ConflictError('User is already on the project team');
      const member = await ProjectTeamMember.create(
        {
          company_id: actor.companyId,
          project_id: id,
          user_id: user.id,
          role_on_project: input.role_on_project ?? null,
          added_by: actor.userId,
        },
        { transaction: t },
      );
      await this.record(actor, id, 'team_member_added', {
        details: { user_id: user.id, name: `${user.first_name} ${user.last_name}` },
        transaction: t,
      });
      return member.id;
    });
    const member = await ProjectTeamMember.findByPk(memberId, {
      include: [{ model: User, as: 'user', attributes: ['id', 'first_name', 'last_name', 'email', 'role'] }],
    });
    if (!member) throw new NotFoundError('Team member not found');
    return member;
  }

  async removeTeamMember(actor: Actor, id: string, userId: string): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      await this.findVisible(actor, id, { transaction: t, lock: true });
      authorize(actor, 'manage_team'); // after the visibility check: 404 before 403
      const member = UUID.test(userId)
        ? await ProjectTeamMember.findOne({
            where: { project_id: id, user_id: userId },
            include: [{ model: User, as: 'user', attributes: ['first_name', 'last_name'] }],
            transaction: t,
          })
        : null;
      if (!member) throw new NotFoundError('Team member not found');
      await member.destroy({ transaction: t });
      await this.record(actor, id, 'team_member_removed', {
        details: {
          user_id: userId,
          name: member.user ? `${member.user.first_name} ${member.user.last_name}` : null,
        },
        transaction: t,
      });
    });
  }

  // Notes ------------------------------------------------------------------------------------------------

  async notes(actor: Actor, id: string): Promise<ProjectNote[]> {
    await this.findVisible(actor, id);
    return this.visibleNotesOf(actor, id);
  }

  /** The notes at or below the caller's level, of a project they have already been allowed to see. */
  private visibleNotesOf(actor: Actor, id: string): Promise<ProjectNote[]> {
    return ProjectNote.findAll({
      where: { project_id: id, visibility_level: { [Op.in]: visibleLevels(actor) } },
      include: [{ model: User, as: 'author', attributes: ['id', 'first_name', 'last_name'] }],
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
    });
  }

  private assertLevelAllowed(actor: Actor, level: Role | undefined) {
    if (level && ROLES.indexOf(level) > ROLES.indexOf(actor.role)) {
      throw ValidationError.single(
        'visibility_level',
        'You cannot make a note visible only above your own role',
      );
    }
  }

  private async loadNote(actor: Actor, projectId: string, noteId: string, t?: Transaction) {
    const note = UUID.test(noteId)
      ? await ProjectNote.findOne({
          where: { id: noteId, project_id: projectId, company_id: actor.companyId },
          include: [{ model: User, as: 'author', attributes: ['id', 'first_name', 'last_name'] }],
          transaction: t,
        })
      : null;
    if (!note || !canSeeNote(actor, note)) throw new NotFoundError(NOTE_NOT_FOUND);
    return note;
  }

  async addNote(actor: Actor, id: string, input: { content: string; visibility_level?: Role }) {
    authorize(actor, 'add_note');
    this.assertLevelAllowed(actor, input.visibility_level);
    const noteId = await withTransaction(this.sequelize, async (t) => {
      await this.findVisible(actor, id, { transaction: t });
      const note = await ProjectNote.create(
        {
          company_id: actor.companyId,
          project_id: id,
          author_id: actor.userId,
          content: input.content,
          visibility_level: input.visibility_level ?? 'worker',
        },
        { transaction: t },
      );
      await this.record(actor, id, 'note_added', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
      return note.id;
    });
    return this.loadNote(actor, id, noteId);
  }

  async updateNote(
    actor: Actor,
    id: string,
    noteId: string,
    input: { content?: string; visibility_level?: Role },
  ) {
    await this.findVisible(actor, id);
    this.assertLevelAllowed(actor, input.visibility_level);
    await withTransaction(this.sequelize, async (t) => {
      const note = await this.loadNote(actor, id, noteId, t);
      if (!canModifyNote(actor, note)) {
        throw new AuthorizationError('Only the author or a manager can edit this note');
      }
      const changes: Partial<Pick<ProjectNote, 'content' | 'visibility_level'>> = {};
      if (input.content !== undefined) changes.content = input.content;
      if (input.visibility_level !== undefined) changes.visibility_level = input.visibility_level;
      await note.update(changes, { transaction: t });
      await this.record(actor, id, 'note_updated', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
    });
    return this.loadNote(actor, id, noteId);
  }

  async deleteNote(actor: Actor, id: string, noteId: string): Promise<void> {
    await this.findVisible(actor, id);
    await withTransaction(this.sequelize, async (t) => {
      const note = await this.loadNote(actor, id, noteId, t);
      if (!canModifyNote(actor, note)) {
        throw new AuthorizationError('Only the author or a manager can delete this note');
      }
      await note.destroy({ transaction: t });
      await this.record(actor, id, 'note_deleted', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
    });
  }

  // Stats and activity -----------------------------------------------------------------------------------

  async stats(actor: Actor, id: string) {
    const project = await this.findVisible(actor, id);
    const [counts] = await this.counts(actor, [id]);
    const last = await Activity.findOne({
      where: { company_id: actor.companyId, entity_type: 'project', entity_id: id },
      order: [['created_at', 'DESC']],
      attributes: ['created_at'],
    });
    const budget = budgetOf(project);
    const day = 86_400_000;
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    const start = project.start_date ? Date.parse(project.start_date) : null;
    const end = project.end_date ? Date.parse(project.end_date) : null;
    const daysTotal = start != null && end != null ? Math.round((end - start) / day) : null;
    const daysElapsed =
      start != null ? Math.max(0, Math.min(Math.round((today - start) / day), daysTotal ?? Infinity)) : null;
    return {
      project_id: id,
      team_count: counts?.team_count ?? 0,
      note_count: counts?.note_count ?? 0,
      budget_total_pence: Object.values(budget).reduce((a, b) => a + b, 0),
      committed_total_pence: 0,
      spend_vs_budget: BUDGET_CATEGORIES.map((category) => ({
        category,
        budget_pence: budget[category],
        committed_pence: 0,
        remaining_pence: budget[category],
      })),
      modules: {
        plant_requests: 0,
        material_requests: 0,
        purchase_orders: 0,
        form_submissions: 0,
        timesheets: 0,
        applications: 0,
      },
      days_total: daysTotal,
      days_elapsed: daysElapsed,
      days_remaining: end != null ? Math.max(0, Math.round((end - today) / day)) : null,
      last_activity_at: last?.created_at ?? null,
    };
  }

  async activity(actor: Actor, id: string, page: number, size: number) {
    await this.findVisible(actor, id);
    const { rows, count } = await Activity.findAndCountAll({
      where: { company_id: actor.companyId, entity_type: 'project', entity_id: id },
      include: [{ model: User, as: 'actor', attributes: ['id', 'first_name', 'last_name'] }],
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: size,
      offset: (page - 1) * size,
    });
    return { rows, total: count, page, size };
  }

  /** Writes one activity row for a project change. */
  async record(
    actor: Actor,
    projectId: string,
    action: string,
    opts: {
      from?: string | null;
      to?: string | null;
      reason?: string | null;
      details?: Record<string, unknown>;
      transaction?: Transaction;
    } = {},
  ): Promise<void> {
    await Activity.create(
      {
        company_id: actor.companyId,
        actor_id: actor.userId,
        entity_type: 'project',
        entity_id: projectId,
        action,
        from_state: opts.from ?? null,
        to_state: opts.to ?? null,
        reason: opts.reason ?? null,
        details: opts.details ?? null,
      },
      { transaction: opts.transaction },
    );
  }
}
