// Owns what a project page summarises: counts of everything that hangs off the project (each module's
// dependents), budget against committed spend per cost category, the programme in days, and the history
// (activity) of the project.
import { Op, type Sequelize, type WhereOptions } from 'sequelize';
import type { ProjectCosts } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { exactTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { batchedSelects, q } from '../../lib/sql.js';
import { Activity, BUDGET_CATEGORIES, User, type Project } from '../../models/index.js';
import { findVisibleProject } from './project-access.js';
import { seesCommercial, visibleLevels } from './projects.policy.js';
import { budgetOf } from './projects.presenter.js';
import type { ProjectService } from './projects.service.js';

/**
 * The project's history as the reader may see it: each row carries the lowest role that may read it (a note's
 * level, a filed application's or estimate's read role: decision 0052), so History never hints at notes or
 * commercial documents above their role.
 */
export function readableActivityWhere(actor: Actor, projectId: string): WhereOptions {
  return {
    company_id: actor.companyId,
    entity_type: 'project',
    entity_id: projectId,
    min_role: { [Op.in]: visibleLevels(actor) },
  };
}

const DAY_MS = 86_400_000;

export class StatsService {
  constructor(
    private readonly db: Sequelize,
    private readonly projects: ProjectService,
    /** Every module's committed money per project and category (plant hires…), from the kit's contributions. */
    private readonly costs: readonly ProjectCosts[] = [],
  ) {}

  /**
   * Committed pence per budget category of one project, summed over the modules' cost contributions: the one
   * figure the stats panel and the PDF summary both print.
   */
  async committed(projectId: string, db: Sequelize = this.db): Promise<Record<string, number>> {
    const total: Record<string, number> = {};
    const bySource = await Promise.all(this.costs.map((source) => source([projectId], { db })));
    for (const costs of bySource) {
      const byCategory = costs.get(projectId) ?? {};
      for (const [category, pence] of Object.entries(byCategory)) {
        total[category] = (total[category] ?? 0) + (pence ?? 0);
      }
    }
    return total;
  }

  async stats(actor: Actor, projectId: string) {
    return this.statsOf(actor, await findVisibleProject(actor, projectId, { withManager: false }));
  }

  /** The stats of a project the caller has already been allowed to see (findVisibleProject). */
  async statsOf(actor: Actor, project: Project) {
    const projectId = project.id;
    // Every read below starts together and goes to PostgreSQL as one statement (batchedSelects, decision 0070).
    const db = batchedSelects(this.db);
    const [[counts], dependents, [last], committed] = await Promise.all([
      this.projects.counts(actor, [projectId], db),
      this.projects.dependentCounts(projectId, undefined, actor, db),
      // The newest history row the reader may see (readableActivityWhere, as SQL).
      q<{ created_at: string }>(
        db,
        `SELECT created_at FROM activities
          WHERE company_id = :companyId AND entity_type = 'project' AND entity_id = :projectId
            AND min_role IN (:levels)
          ORDER BY created_at DESC LIMIT 1`,
        { companyId: actor.companyId, projectId, levels: visibleLevels(actor) },
      ),
      seesCommercial(actor) ? this.committed(projectId, db) : Promise.resolve({} as Record<string, number>),
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
      // Notes are counted as the reader may see them (note_count), files too (a filed document's floor).
      dependents: dependents.map((d) => ({
        key: d.key,
        label: d.label[1],
        count: d.key === 'notes' ? (counts?.note_count ?? 0) : d.count,
      })),
      days_total: daysTotal,
      days_elapsed: daysElapsed,
      days_remaining: end != null ? Math.max(0, Math.round((end - today) / DAY_MS)) : null,
      last_activity_at: last ? new Date(last.created_at).toISOString() : null,
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
      where: readableActivityWhere(actor, projectId),
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
