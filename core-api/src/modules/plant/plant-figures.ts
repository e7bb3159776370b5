// Owns what plant hire puts on the dashboards, each figure a few SQL statements over the company's rows:
// requests awaiting approval, items on hire, hire cost this month per project, inspections due in 7 days or
// expired, off-hires awaited (main board, supervisors and up); a worker's own open requests (worker board).
import { QueryTypes } from 'sequelize';
import type { DashboardFigure } from '../../kit/module.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { PlantRequest } from './plant-request.model.js';
import { monthOf } from './plant-cost.js';
import { REQUEST_STATUS_LABELS } from './plant.policy.js';
import { plantCostsByProject, ukDate } from './plant-requests.service.js';
import type { RequestStatus } from './plant-request.model.js';

function query<T extends object>(sql: string, replacements: Record<string, unknown>) {
  return PlantRequest.sequelize!.query<T>(sql, { type: QueryTypes.SELECT, replacements });
}
const link = (id: string) => `/app/plant?request_id=${id}`;

export const plantFigures: readonly DashboardFigure[] = [
  {
    key: 'plant.awaiting_approval',
    label: 'Plant requests awaiting approval',
    board: 'main',
    minRole: 'supervisor',
    // A count on its card (the items, oldest start first, stay in the answer for other readers).
    kind: 'count',
    section: 'figures',
    order: 30,
    changesWith: ['plant_request'],
    async compute(actor) {
      const rows = await query<{
        id: string;
        reference: string;
        category: string;
        project_number: string;
        required_from: string;
        n: string;
      }>(
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
          detail: `${r.project_number} · from ${ukDate(r.required_from)}`,
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
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 40,
    changesWith: ['plant_request', 'plant_item'],
    async compute(actor) {
      const [row] = await query<{ n: string }>(
        `SELECT count(*) AS n FROM plant_items
          WHERE company_id = :companyId AND status IN ('on_hire', 'off_hire_requested')`,
        { companyId: actor.companyId },
      );
      return { count: Number(row?.n ?? 0) };
    },
  },
  {
    key: 'plant.hire_cost_month',
    label: 'Hire cost this month',
    board: 'main',
    minRole: 'supervisor',
    kind: 'money',
    section: 'figures',
    order: 50,
    changesWith: ['plant_request'],
    async compute(actor, { now }) {
      const window = monthOf(londonDate(now));
      const costs = await plantCostsByProject(PlantRequest.sequelize!, null, {
        companyId: actor.companyId,
        window,
      });
      const ids = [...costs.keys()];
      const projects = ids.length
        ? await query<{ id: string; project_number: string; name: string }>(
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
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 30,
    changesWith: ['plant_item'],
    async compute(actor, { now }) {
      const today = londonDate(now);
      const rows = await query<{
        id: string;
        asset_number: string;
        description: string;
        kind: string;
        due: string;
      }>(
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
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 40,
    changesWith: ['plant_request'],
    async compute(actor) {
      const rows = await query<{
        id: string;
        reference: string;
        category: string;
        project_number: string;
        asked: string;
      }>(
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
    async compute(actor) {
      const rows = await query<{
        id: string;
        reference: string;
        category: string;
        status: RequestStatus;
        project_number: string;
      }>(
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
