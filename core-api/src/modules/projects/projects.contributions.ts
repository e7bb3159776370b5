// Owns what the projects module gives the rest of the app: who hears about a project's changes (its notification
// rule) and what it puts on the dashboards, each figure one or two SQL statements over the
// company's projects (indexed by company and archive state; the status breakdown and contract value from the
// projects' counters), for what the reader may see: active projects by
// status, contract value in progress, budget against committed spend per project, projects ending in the next
// 30 days, folder creation failures and recent activity on the main board; on the worker's board, their own
// projects and the latest notes they may read.
import { activitySentence, statusLabel } from '@sitebase/shared';
import type { Sequelize, Transaction } from 'sequelize';
import {
  widgetProject,
  widgetSql,
  type Contributions,
  type DashboardFigure,
  type FigureItem,
  type NotificationDraft,
  type NotificationRule,
  type WidgetFigure,
  type WidgetQuery,
} from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { q } from '../../lib/sql.js';
import { Project, ProjectNote, type Role } from '../../models/index.js';
import { visibleProjectsWhere } from './project-access.js';
import { readsLevel, visibleLevels } from './projects.policy.js';

const LIVE = ['planning', 'active', 'on_hold'];
const STATUS_LABELS: Record<string, string> = {
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The company's project counters (`list_counters`, kept by a trigger in each write's transaction; migration
 * 202611230550): live projects per `status:<status>`, `contract_value:in_progress` and `budget_materials:active`.
 * A handful of rows whatever the number of projects, read once per board (`shared('projects.counters')`) by every
 * figure that needs one.
 */
export async function projectCounters(db: Sequelize, companyId: string): Promise<Map<string, number>> {
  const rows = await q<{ view: string; n: string }>(
    db,
    `SELECT view, n FROM list_counters WHERE company_id = :companyId AND list = 'projects'`,
    { companyId },
  );
  return new Map(rows.map((r) => [r.view, Number(r.n)]));
}

/** Spend committed on each of `ids` to date, from every module's project costs (projects with none left out). */
async function committedByProject(
  contributions: Contributions,
  ids: string[],
  db: Sequelize,
): Promise<Map<string | null, number>> {
  const committed = new Map<string | null, number>();
  for (const source of contributions.projectCosts) {
    for (const [projectId, byCategory] of await source(ids, { db })) {
      const sum = Object.values(byCategory).reduce((a, b) => a + (b ?? 0), 0);
      committed.set(projectId, (committed.get(projectId) ?? 0) + sum);
    }
  }
  return committed;
}

export const projectFigures: readonly DashboardFigure[] = [
  {
    key: 'projects.by_status',
    label: 'Live projects by status',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'breakdown',
    section: 'figures',
    order: 10,
    changesWith: ['project'],
    async compute(actor, { db, shared }) {
      const counters = await shared('projects.counters', () => projectCounters(db, actor.companyId));
      const by = new Map(
        [...counters].filter(([view]) => view.startsWith('status:')).map(([view, n]) => [view.slice(7), n]),
      );
      const items: FigureItem[] = Object.keys(STATUS_LABELS).map((status) => ({
        id: status,
        label: STATUS_LABELS[status]!,
        value: by.get(status) ?? 0,
        link: `/app/projects?status=${status}`,
      }));
      return { count: LIVE.reduce((sum, s) => sum + (by.get(s) ?? 0), 0), items };
    },
  },
  {
    key: 'projects.contract_value_in_progress',
    label: 'Contract value in progress',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'money',
    section: 'figures',
    order: 20,
    changesWith: ['project'],
    async compute(actor, { db, shared }) {
      const counters = await shared('projects.counters', () => projectCounters(db, actor.companyId));
      return { amount_pence: counters.get('contract_value:in_progress') ?? 0 };
    },
  },
  {
    key: 'projects.budget_vs_committed',
    label: 'Budget against committed spend',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'budget',
    section: 'charts',
    order: 10,
    changesWith: ['project', 'plant_request', 'purchase_order', 'labour_invoice', 'timesheet'],
    async compute(actor, { contributions, db }) {
      // The ten active projects with the largest budgets; committed spend from every module's costs.
      const rows = await q<{ id: string; project_number: string; name: string; budget: string }>(
        db,
        `SELECT id, project_number, name,
                  budget_labour_pence + budget_plant_pence + budget_materials_pence + budget_subcontract_pence
                    + budget_preliminaries_pence + budget_other_pence AS budget
             FROM projects
            WHERE company_id = :companyId AND is_archived = false AND status = 'active'
            ORDER BY budget DESC, project_number LIMIT 10`,
        { companyId: actor.companyId },
      );
      const committed = await committedByProject(
        contributions,
        rows.map((r) => r.id),
        db,
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.project_number} ${r.name}`,
          link: `/app/projects/${r.id}`,
          budget_pence: Number(r.budget),
          committed_pence: committed.get(r.id) ?? 0,
        })),
      };
    },
  },
  {
    key: 'projects.ending_soon',
    label: 'Projects ending in the next 30 days',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 10,
    changesWith: ['project'],
    async compute(actor, { db, now }) {
      const today = londonDate(now);
      const soon = addDays(today, 7);
      const rows = await q<{ id: string; project_number: string; name: string; end_date: string }>(
        db,
        `SELECT id, project_number, name, end_date FROM projects
            WHERE company_id = :companyId AND is_archived = false AND status IN ('active', 'on_hold')
              AND end_date BETWEEN :from AND :until
            ORDER BY end_date, project_number LIMIT 20`,
        { companyId: actor.companyId, from: today, until: addDays(today, 30) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.project_number} ${r.name}`,
          detail: 'Ends',
          date: r.end_date,
          link: `/app/projects/${r.id}`,
          tone: r.end_date <= soon ? 'warning' : 'info',
        })),
      };
    },
  },
  {
    key: 'projects.folder_failures',
    label: 'Folder creation failures',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 90,
    changesWith: ['project'],
    async compute(actor, { db }) {
      const rows = await q<{ id: string; project_number: string; name: string }>(
        db,
        `SELECT id, project_number, name FROM projects
            WHERE company_id = :companyId AND is_archived = false AND folder_status = 'failed'
            ORDER BY project_number LIMIT 20`,
        { companyId: actor.companyId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.project_number} ${r.name}`,
          detail: 'Folders could not be created — retry from the project page',
          link: `/app/projects/${r.id}`,
          tone: 'danger',
        })),
      };
    },
  },
  {
    key: 'activity.recent',
    label: 'Recent activity',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'activity',
    section: 'activity',
    order: 10,
    changesWith: ['*'],
    compute: (actor, { db }) => recentActivity(db, actor, 15),
  },
  {
    key: 'projects.mine',
    label: 'My projects',
    board: 'worker',
    minRole: 'worker',
    kind: 'list',
    section: 'mine',
    order: 10,
    changesWith: ['project'],
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        project_number: string;
        name: string;
        status: string;
        site_postcode: string | null;
      }>(
        db,
        `SELECT p.id, p.project_number, p.name, p.status, p.site_postcode
             FROM project_team_members t JOIN projects p ON p.id = t.project_id
            WHERE t.company_id = :companyId AND t.user_id = :userId AND p.is_archived = false
              AND p.status IN ('planning', 'active', 'on_hold')
            ORDER BY p.project_number DESC LIMIT 20`,
        { companyId: actor.companyId, userId: actor.userId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.project_number} ${r.name}`,
          detail: [STATUS_LABELS[r.status], r.site_postcode].filter(Boolean).join(' · '),
          link: `/app/projects/${r.id}`,
        })),
      };
    },
  },
  {
    key: 'notes.recent_mine',
    label: 'Latest notes on my projects',
    board: 'worker',
    minRole: 'worker',
    kind: 'list',
    section: 'mine',
    order: 20,
    changesWith: ['project'],
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        project_id: string;
        project_number: string;
        content: string;
        created_at: string;
      }>(
        db,
        `SELECT n.id, n.project_id, p.project_number, n.content, n.created_at
             FROM project_notes n
             JOIN project_team_members t ON t.project_id = n.project_id AND t.user_id = :userId
             JOIN projects p ON p.id = n.project_id
            WHERE n.company_id = :companyId AND n.visibility_level IN (:levels) AND p.is_archived = false
            ORDER BY n.created_at DESC LIMIT 5`,
        { companyId: actor.companyId, userId: actor.userId, levels: visibleLevels(actor) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: r.content.length > 120 ? `${r.content.slice(0, 119)}…` : r.content,
          detail: r.project_number,
          date: new Date(r.created_at).toISOString(),
          link: `/app/projects/${r.project_id}`,
        })),
      };
    },
  },
];

/** The company's latest changes the reader may see (rows above their role — notes, commercial records — left out). */
export async function recentActivity(db: Sequelize, actor: Actor, limit: number) {
  const rows = await q<{
    id: string;
    entity_type: string;
    entity_id: string;
    action: string;
    from_state: string | null;
    to_state: string | null;
    created_at: string;
    label: string | null;
    link: string | null;
    first_name: string | null;
    last_name: string | null;
    project_number: string | null;
    project_name: string | null;
  }>(
    db,
    `SELECT a.id, a.entity_type, a.entity_id, a.action, a.from_state, a.to_state, a.created_at,
            a.details->>'label' AS label, a.details->>'link' AS link,
            u.first_name, u.last_name, p.project_number, p.name AS project_name
       FROM activities a
       LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN projects p ON a.entity_type = 'project' AND p.id = a.entity_id
      WHERE a.company_id = :companyId
        AND a.min_role IN (:levels)
      ORDER BY a.created_at DESC, a.id DESC LIMIT :limit`,
    { companyId: actor.companyId, levels: visibleLevels(actor), limit },
  );
  return {
    items: rows.map((r) => {
      const who = r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null;
      // A project by its number and name; any other record by the label it was recorded with. The words come
      // from the one wording map every history uses (@sitebase/shared, decision 0066).
      const label = r.project_number ? `${r.project_number} ${r.project_name}` : r.label;
      return {
        id: r.id,
        label: activitySentence({
          who,
          action: r.action,
          entityType: r.entity_type,
          label,
          from: r.from_state,
          to: r.to_state,
        }),
        date: new Date(r.created_at).toISOString(),
        link: r.project_number ? `/app/projects/${r.entity_id}` : (r.link ?? null),
      };
    }),
  };
}

const UPDATES: Record<string, (name: string, to: string | null | undefined) => string> = {
  status_changed: (name, to) => `${name} is now ${statusLabel(to).toLowerCase()}`,
  updated: (name) => `${name} was updated`,
  archived: (name) => `${name} was archived`,
  restored: (name) => `${name} was restored`,
};

function teamOfProject(db: Sequelize, projectId: string, transaction?: Transaction) {
  return q<{ id: string; role: Role }>(
    db,
    `SELECT u.id, u.role FROM project_team_members t JOIN users u ON u.id = t.user_id
      WHERE t.project_id = :projectId AND u.is_active`,
    { projectId },
    transaction,
  );
}

/**
 * Who hears about changes to a project: the people on its team (never the one who made the change) — a new
 * note if their role may read it (type `project_note`), and the project's status, details, archive and restore
 * (type `project_updated`). Both deep-link to the project.
 */
export const projectNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type !== 'project') return [];
  const isNote = activity.action === 'note_added';
  const update = UPDATES[activity.action];
  if (!isNote && !update) return [];
  const project = await Project.findByPk(activity.entity_id, {
    attributes: ['id', 'project_number', 'name'],
    transaction,
  });
  if (!project) return [];
  const name = `${project.project_number} ${project.name}`;
  let team = await teamOfProject(db, project.id, transaction);
  let draft: Omit<NotificationDraft, 'user_id'>;
  if (isNote) {
    const level = activity.min_role ?? 'worker';
    team = team.filter((member) => readsLevel(member.role, level));
    const noteId = activity.details?.note_id;
    const note =
      typeof noteId === 'string'
        ? await ProjectNote.findByPk(noteId, { attributes: ['content'], transaction })
        : null;
    const content = note?.content ?? '';
    draft = {
      type: 'project_note',
      title: `New note on ${name}`,
      body: content.length > 200 ? `${content.slice(0, 199)}…` : content,
      payload: { project_id: project.id },
    };
  } else {
    draft = {
      type: 'project_updated',
      title: update!(name, activity.to_state),
      body: activity.reason ?? null,
      payload: { project_id: project.id },
    };
  }
  return team.map((member) => ({ ...draft, user_id: member.id }));
};

const BUDGET_SQL = `budget_labour_pence + budget_plant_pence + budget_materials_pence + budget_subcontract_pence
  + budget_preliminaries_pence + budget_other_pence`;

/** A sum over the company's projects in `statuses` (not archived) that the reader may see, per project. */
function projectSums(actor: Actor, query: WidgetQuery, value: string, statuses: readonly string[]) {
  return widgetSql(
    actor,
    query,
    `SELECT id AS project_id, ${value} AS value FROM projects
      WHERE company_id = :companyId AND is_archived = false AND status IN (:statuses)
        AND ${visibleProjectsWhere(actor, 'id')} AND ${widgetProject(query, 'id')}`,
    { statuses: [...statuses] },
  );
}

/** What projects give widgets and external reports (decision 0083). */
export const projectWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'projects.contract_value',
    label: 'Contract value in progress',
    description: 'Contract value of the projects in progress (active or on hold), as the dashboard.',
    unit: 'pence',
    over: 'now',
    minRole: 'supervisor',
    changesWith: ['project'],
    compute: (actor, query) =>
      projectSums(actor, query, 'coalesce(contract_value_pence, 0)', ['active', 'on_hold']),
  },
  {
    key: 'projects.budget',
    label: 'Budget of active projects',
    description:
      'The whole budget (labour, plant, materials, subcontract, preliminaries and other) of the active projects.',
    unit: 'pence',
    over: 'now',
    minRole: 'supervisor',
    changesWith: ['project'],
    compute: (actor, query) => projectSums(actor, query, BUDGET_SQL, ['active']),
  },
  {
    key: 'projects.committed',
    label: 'Committed spend on active projects',
    description:
      'Spend committed to date on the active projects, as their budget against committed figures: plant hired ' +
      'to date, purchase orders issued, approved timesheets and labour invoices.',
    unit: 'pence',
    over: 'now',
    minRole: 'supervisor',
    changesWith: ['project', 'plant_request', 'purchase_order', 'labour_invoice', 'timesheet'],
    async compute(actor, query) {
      // The active projects themselves (one row each, whether or not the answer lists them by project).
      const active = await projectSums(actor, { ...query, byProject: true }, '0', ['active']);
      const ids = [...active.keys()].filter((id) => id !== null);
      return committedByProject(query.contributions, ids, query.db);
    },
  },
];
