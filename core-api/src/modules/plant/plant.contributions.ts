// Owns what plant hire gives the rest of the app: its requests as a project dependent (counted, removed with a
// force-deleted project), its hire cost as project costs, who hears about a request (its approvers when it is
// new, its requester when it moves), and what it puts on the dashboards, each figure a few SQL statements over
// the company's rows: requests awaiting approval, items on hire, hire cost this month per project, inspections
// due in 7 days or expired, off-hires awaited (main board, supervisors and up); a worker's own open requests
// (worker board).
import { Op } from 'sequelize';
import {
  widgetCount,
  widgetProject,
  widgetSql,
  type DashboardFigure,
  type NotificationDraft,
  type NotificationRule,
  type ProjectCosts,
  type ProjectDependent,
  type WidgetFigure,
} from '../../kit/module.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { approverDrafts } from '../../lib/approvers.js';
import { formatUkDate } from '../../lib/pdf.js';
import { q } from '../../lib/sql.js';
import { countRowsByProject } from '../projects/index.js';
import { monthOf, plantCostsByProject } from './plant-cost.js';
import { ON_HIRE_NOW, PlantItem } from './plant-item.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';
import { REQUEST_STATUS_LABELS, REQUEST_TRANSITIONS } from './plant.policy.js';

const link = (id: string) => `/app/plant?request_id=${id}`;

export const plantFigures: readonly DashboardFigure[] = [
  {
    key: 'plant.awaiting_approval',
    label: 'Plant requests awaiting approval',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    // A count on its card (the items, oldest start first, stay in the answer for other readers).
    kind: 'count',
    section: 'figures',
    order: 30,
    changesWith: ['plant_request'],
    link: '/app/plant?status=requested',
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        category: string;
        project_number: string;
        required_from: string;
        n: string;
      }>(
        db,
        // The first ten in order from their partial index, the count beside them (not a window over every row).
        `SELECT r.id, r.reference, r.category, p.project_number, r.required_from,
                (SELECT count(*) FROM plant_requests c
                  WHERE c.company_id = :companyId AND c.status = 'requested') AS n
           FROM plant_requests r JOIN projects p ON p.id = r.project_id
          WHERE r.company_id = :companyId AND r.status = 'requested'
          ORDER BY r.required_from, r.reference LIMIT 10`,
        { companyId: actor.companyId },
      );
      return {
        count: Number(rows[0]?.n ?? 0),
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.category}`,
          detail: `${r.project_number} · from ${formatUkDate(r.required_from)}`,
          date: r.required_from,
          link: link(r.id),
        })),
      };
    },
  },
  {
    key: 'plant.on_hire',
    label: 'Plant on hire',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 40,
    changesWith: ['plant_request', 'plant_item'],
    link: '/app/plant?tab=register&status=on_hire_now',
    async compute(actor, { db }) {
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM plant_items WHERE company_id = :companyId AND status IN (:onHire)`,
        { companyId: actor.companyId, onHire: [...ON_HIRE_NOW] },
      );
      return { count: Number(row?.n ?? 0) };
    },
  },
  {
    key: 'plant.hire_cost_month',
    label: 'Hire cost this month',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'money',
    section: 'figures',
    order: 50,
    changesWith: ['plant_request'],
    async compute(actor, { db, now }) {
      const window = monthOf(londonDate(now));
      const costs = await plantCostsByProject(db, null, {
        companyId: actor.companyId,
        window,
      });
      const ids = [...costs.keys()];
      const projects = ids.length
        ? await q<{ id: string; project_number: string; name: string }>(
            db,
            'SELECT id, project_number, name FROM projects WHERE company_id = :companyId AND id IN (:ids)',
            { companyId: actor.companyId, ids },
          )
        : [];
      const items = projects
        .map((p) => ({
          id: p.id,
          label: `${p.project_number} ${p.name}`,
          detail: `${costs.get(p.id)!.days} chargeable days`,
          amount_pence: costs.get(p.id)!.total,
          link: `/app/projects/${p.id}`,
        }))
        .sort((a, b) => b.amount_pence - a.amount_pence);
      return { amount_pence: items.reduce((sum, i) => sum + i.amount_pence, 0), items };
    },
  },
  {
    key: 'plant.inspections_due',
    label: 'LOLER and PUWER inspections due in 7 days or expired',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 30,
    changesWith: ['plant_item'],
    async compute(actor, { db, now }) {
      const today = londonDate(now);
      const rows = await q<{
        id: string;
        asset_number: string;
        description: string;
        kind: string;
        due: string;
      }>(
        db,
        `SELECT id, asset_number, description, 'LOLER thorough examination' AS kind, loler_due_date AS due
           FROM plant_items WHERE company_id = :companyId AND status <> 'disposed' AND loler_due_date <= :soon
         UNION ALL
         SELECT id, asset_number, description, 'PUWER inspection', puwer_due_date
           FROM plant_items WHERE company_id = :companyId AND status <> 'disposed' AND puwer_due_date <= :soon
         ORDER BY due, asset_number LIMIT 20`,
        { companyId: actor.companyId, soon: addDays(today, 7) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: `${r.id}:${r.kind}`,
          label: `${r.asset_number} ${r.description}`,
          detail: r.due < today ? `${r.kind} expired` : `${r.kind} due`,
          date: r.due,
          link: '/app/plant?tab=due',
          tone: r.due < today ? ('danger' as const) : ('warning' as const),
        })),
      };
    },
  },
  {
    key: 'plant.off_hires_awaited',
    label: 'Off-hires awaiting collection',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 40,
    changesWith: ['plant_request'],
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        category: string;
        project_number: string;
        asked: string;
      }>(
        db,
        `SELECT r.id, r.reference, r.category, p.project_number, r.off_hire_requested_at AS asked
           FROM plant_requests r JOIN projects p ON p.id = r.project_id
          WHERE r.company_id = :companyId AND r.status = 'off_hire_requested'
          ORDER BY r.off_hire_requested_at, r.reference LIMIT 20`,
        { companyId: actor.companyId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.category}`,
          detail: `${r.project_number} · off-hire requested`,
          date: londonDate(new Date(r.asked)),
          link: link(r.id),
          tone: 'warning' as const,
        })),
      };
    },
  },
  {
    key: 'plant.my_requests',
    label: 'My plant requests',
    board: 'worker',
    minRole: 'worker',
    kind: 'list',
    section: 'mine',
    order: 30,
    changesWith: ['plant_request'],
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        category: string;
        status: RequestStatus;
        project_number: string;
      }>(
        db,
        `SELECT r.id, r.reference, r.category, r.status, p.project_number
           FROM plant_requests r JOIN projects p ON p.id = r.project_id
          WHERE r.company_id = :companyId AND r.requested_by = :userId
            AND r.status IN ('requested', 'approved', 'on_hire', 'off_hire_requested')
          ORDER BY r.created_at DESC LIMIT 10`,
        { companyId: actor.companyId, userId: actor.userId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.category}`,
          detail: `${r.project_number} · ${REQUEST_STATUS_LABELS[r.status]}`,
          link: link(r.id),
        })),
      };
    },
  },
];

export const plantDependent: ProjectDependent = {
  key: 'plant_requests',
  label: ['plant request', 'plant requests'],
  count: (ids, options) => countRowsByProject('plant_requests', ids, options),
  async destroy(projectId, { transaction }) {
    // Owned plant allocated to the project goes back to the yard; hired plant leaves the project.
    await PlantItem.update(
      { status: 'available', current_project_id: null },
      { where: { current_project_id: projectId, ownership: 'owned' }, transaction },
    );
    await PlantItem.update(
      { status: 'off_hired', current_project_id: null },
      {
        where: { current_project_id: projectId, ownership: 'hired', status: { [Op.ne]: 'disposed' } },
        transaction,
      },
    );
    await PlantRequest.destroy({ where: { project_id: projectId }, transaction });
  },
};

/** Hire cost per project, in the plant category of its budget. */
export const plantCosts: ProjectCosts = async (projectIds, { db, transaction }) => {
  const costs = await plantCostsByProject(db, projectIds, { transaction });
  return new Map([...costs].map(([id, c]) => [id, { plant: c.total }]));
};

/** What the requester is told, by the move someone else made. */
const TOLD: Record<string, string> = {
  approved: 'was approved',
  rejected: 'was rejected',
  cancelled: 'was cancelled',
  on_hire: 'is on hire',
  off_hire_requested: 'is waiting to be collected',
  off_hired: 'was collected (off-hired)',
};

/** A new request for the people who approve plant: what, for which project, when, who asked. */
async function requestApproverDrafts(
  activity: Parameters<NotificationRule>[0],
  { db, transaction }: Parameters<NotificationRule>[1],
): Promise<NotificationDraft[]> {
  const [request] = await q<{
    reference: string;
    category: string;
    quantity: number;
    required_from: string;
    required_until: string | null;
    requested_by: string;
    project_number: string;
    project_name: string;
  }>(
    db,
    `SELECT r.reference, r.category, r.quantity, r.required_from, r.required_until, r.requested_by,
            p.project_number, p.name AS project_name
       FROM plant_requests r JOIN projects p ON p.id = r.project_id
      WHERE r.id = :id AND r.company_id = :companyId`,
    { id: activity.entity_id, companyId: activity.company_id },
    transaction,
  );
  if (!request) return [];
  const when = request.required_until
    ? `${formatUkDate(request.required_from)} to ${formatUkDate(request.required_until)}`
    : `from ${formatUkDate(request.required_from)}`;
  const what = `${request.quantity > 1 ? `${request.quantity} × ` : ''}${request.category}`;
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: REQUEST_TRANSITIONS.rule('requested', 'approved')!.minRole,
      exclude: [request.requested_by, activity.actor_id],
      named: request.requested_by,
      transaction,
    },
    (who) => ({
      type: 'plant_request',
      title: `Plant request ${request.reference} needs approval: ${what} for ${request.project_number}`,
      body: `${who} asked for it for ${request.project_number} ${request.project_name}, ${when}.`,
      link: link(activity.entity_id),
      payload: { plant_request_id: activity.entity_id, project_id: activity.project_id ?? null },
    }),
  );
}

/**
 * Who hears about a plant request: a new one, the people who may approve it (supervisors and up of the
 * company, never the requester: decision 0060); the requester on every change someone else makes (approved,
 * rejected with the reason, on hire, off-hire requested, off-hired, cancelled); and the approver when the site
 * asks for off-hire (the office books the collection). Type `plant_request`, link /app/plant?request_id=.
 */
export const plantNotificationRule: NotificationRule = async (activity, options) => {
  if (activity.entity_type !== 'plant_request') return [];
  if (activity.action === 'created') return requestApproverDrafts(activity, options);
  const told = TOLD[activity.action];
  if (!told) return [];
  const details = activity.details ?? {};
  const reference = String(details.reference ?? 'Plant request');
  const category = String(details.category ?? '');
  const draft: Omit<NotificationDraft, 'user_id'> = {
    type: 'plant_request',
    title: `Plant request ${reference}${category ? ` (${category})` : ''} ${told}`,
    body: activity.reason ? `Reason: ${activity.reason}` : null,
    link: link(activity.entity_id),
    payload: { plant_request_id: activity.entity_id, project_id: activity.project_id ?? null },
  };
  const out: NotificationDraft[] = [];
  if (typeof details.requested_by === 'string') out.push({ ...draft, user_id: details.requested_by });
  if (activity.action === 'off_hire_requested' && typeof details.decided_by === 'string') {
    out.push({
      ...draft,
      title: `Plant request ${reference}${category ? ` (${category})` : ''}: off-hire requested — book the collection`,
      user_id: details.decided_by,
    });
  }
  return out;
};

/** What plant gives widgets and external reports (decision 0083). */
export const plantWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'plant.hire_cost',
    label: 'Plant hire cost',
    description:
      'Hire cost of hired plant charged for the days in the range up to today (chargeable days at the hire’s ' +
      'rate, delivery on the on-hire day, collection on the off-hire day), as the dashboard’s hire cost this month.',
    unit: 'pence',
    over: 'range',
    minRole: 'supervisor',
    changesWith: ['plant_request'],
    async compute(actor, query) {
      const costs = await plantCostsByProject(query.db, query.projectId ? [query.projectId] : null, {
        companyId: actor.companyId,
        window: { from: query.from, to: query.to },
      });
      return new Map([...costs].map(([id, cost]) => [id, cost.total]));
    },
  },
  {
    key: 'plant.on_hire',
    label: 'Plant on hire',
    description:
      'Plant items on hire now (an off-hire asked for but not yet collected counts), by the project they are on.',
    unit: 'count',
    over: 'now',
    minRole: 'supervisor',
    changesWith: ['plant_request', 'plant_item'],
    compute: (actor, query) =>
      widgetSql(
        actor,
        query,
        `SELECT current_project_id AS project_id, count(*) AS value FROM plant_items
          WHERE company_id = :companyId AND status IN (:onHire) AND ${widgetProject(query, 'current_project_id')}
          GROUP BY current_project_id`,
        { onHire: [...ON_HIRE_NOW] },
      ),
  },
  {
    key: 'plant.requests_awaiting_approval',
    label: 'Plant requests awaiting approval',
    description: 'Plant requests made and not yet approved or rejected.',
    unit: 'count',
    over: 'now',
    minRole: 'supervisor',
    changesWith: ['plant_request'],
    compute: (actor, query) => widgetCount(actor, query, 'plant_requests', `status = 'requested'`),
  },
];
