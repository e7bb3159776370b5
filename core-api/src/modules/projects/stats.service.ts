// Owns what a project page summarises: counts of everything that hangs off the project (each module's
// dependents), budget against committed spend per cost category, the programme in days, and the history
// (activity) of the project.
import { Op, literal, type Sequelize, type WhereOptions } from 'sequelize';
import type { ProjectCosts } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { exactTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { Activity, BUDGET_CATEGORIES, User } from '../../models/index.js';
import { findVisibleProject } from './project-access.js';
import { seesCommercial, visibleLevels } from './projects.policy.js';
import { budgetOf } from './projects.presenter.js';
import type { ProjectService } from './projects.service.js';

/** Activity about a note carries the note's level (details.visibility_level) when it was written. */
const NOTE_ACTIONS = ['note_added', 'note_updated', 'note_deleted'];

/**
 * The project's history as the reader may see it: a note's activity only when the reader may read notes at
 * its level (the same rule as the notes themselves), so History never hints at notes above their role.
 */
export function readableActivityWhere(db: Sequelize, actor: Actor, projectId: string): WhereOptions {
  const levels = visibleLevels(actor)
    .map((l) => db.escape(l))
    .join(', ');
  return {
    company_id: actor.companyId,
    entity_type: 'project',
    entity_id: projectId,
    [Op.and]: [
      literal(
        `("Activity"."action" NOT IN (${NOTE_ACTIONS.map((a) => `'${a}'`).join(', ')}) ` +
          `OR coalesce("Activity"."details"->>'visibility_level', 'admin') IN (${levels}))`,
      ),
    ],
  } as WhereOptions;
}

const DAY_MS = 86_400_000;

export class StatsService {
  constructor(
    private readonly db: Sequelize,
    private readonly projects: ProjectService,
    /** Every module's committed money per project and category (plant hires…), from the kit's contributions. */
    private readonly costs: readonly ProjectCosts[] = [],
  ) {}

  /** Committed pence per budget category of one project, summed over the modules' cost contributions. */
  private async committed(projectId: string): Promise<Record<string, number>> {
    const total: Record<string, number> = {};
    for (const source of this.costs) {
      const byCategory = (await source([projectId], { db: this.db })).get(projectId) ?? {};
      for (const [category, pence] of Object.entries(byCategory)) {
        total[category] = (total[category] ?? 0) + (pence ?? 0);
      }
    }
    return total;
  }

  async stats(actor: Actor, projectId: string) {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    const [[counts], dependents, last] = await Promise.all([
      this.projects.counts(actor, [projectId]),
      this.projects.dependentCounts(projectId),
      Activity.findOne({
        where: readableActivityWhere(this.db, actor, projectId),
        order: [['created_at', 'DESC']],
        attributes: ['created_at'],
      }),
    ]);
    const budget = budgetOf(project);
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    const start = project.start_date ? Date.parse(project.start_date) : null;
    const end = project.end_date ? Date.parse(project.end_date) : null;
    const daysTotal = start != null && end != null ? Math.round((end - start) / DAY_MS) : null;
    const daysElapsed =
      start != null
        ? Math.max(0, Math.min(Math.round((today - start) / DAY_MS), daysTotal ?? Infinity))
        : null;
    const committed = seesCommercial(actor) ? await this.committed(projectId) : {};
    const commercial = seesCommercial(actor)
      ? {
          budget_total_pence: Object.values(budget).reduce((a, b) => a + b, 0),
          committed_total_pence: Object.values(committed).reduce((a, b) => a + b, 0),
          spend_vs_budget: BUDGET_CATEGORIES.map((category) => ({
            category,
            budget_pence: budget[category],
            committed_pence: committed[category] ?? 0,
            remaining_pence: budget[category] - (committed[category] ?? 0),
          })),
        }
      : {}; // a worker's stats carry no budget lines
    return {
      project_id: projectId,
      team_count: counts?.team_count ?? 0,
      note_count: counts?.note_count ?? 0,
      ...commercial,
      // Notes are counted as the reader may see them (note_count); every other dependent in full.
      dependents: dependents.map((d) => ({
        key: d.key,
        label: d.label[1],
        count: d.key === 'notes' ? (counts?.note_count ?? 0) : d.count,
      })),
      days_total: daysTotal,
      days_elapsed: daysElapsed,
      days_remaining: end != null ? Math.max(0, Math.round((end - today) / DAY_MS)) : null,
      last_activity_at: last?.created_at.toISOString() ?? null,
    };
  }

  async activity(
    actor: Actor,
    projectId: string,
    query: { page?: number; size?: number },
  ): Promise<Page<Activity>> {
    await findVisibleProject(actor, projectId, { withManager: false });
    const request = pageRequest(query);
    const { rows, count } = await Activity.findAndCountAll({
      where: readableActivityWhere(this.db, actor, projectId),
      include: [{ model: User, as: 'actor', attributes: ['id', 'first_name', 'last_name'] }],
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: request.size,
      offset: request.offset,
    });
    return pageOf(rows, exactTotal(count), request);
  }
}
