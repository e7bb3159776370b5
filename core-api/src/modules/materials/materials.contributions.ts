// Owns what materials gives other modules: material costs per project (committed = issued orders' net,
// received = delivered value, invoiced = approved (or paid) invoices' net) for project stats and the budget figures;
// requests and orders as project dependents (delete refusal, force delete, counts); who hears about a request
// (its approvers when it is new; the requester on approval, rejection, order and delivery; linked to the
// request); and the dashboard figures.
import type { Sequelize, Transaction } from 'sequelize';
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
import { approverDrafts } from '../../lib/approvers.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { formatUkDate } from '../../lib/pdf.js';
import { num, q } from '../../lib/sql.js';
import { countRowsByProject, projectCounters } from '../projects/index.js';
import { MaterialRequest } from './material-request.model.js';
import { poLink, requestLink } from './materials.service.js';
import { INVOICE_STATUS, REQUEST_STATUS } from './materials.transitions.js';
import { formatMoney } from '../../lib/pdf.js';
import { AWAITING_DELIVERY } from './purchase-order.model.js';

const COMMITTED = `('issued','part_delivered','delivered','invoiced','closed')`;

export interface ProjectMaterialCosts {
  committed_pence: number;
  received_pence: number;
  invoiced_pence: number;
}

/** Committed, received and invoiced net pence per project (projects with none are left out), on `db`. */
export async function materialCostsByProject(
  db: Sequelize,
  projectIds: string[],
  transaction?: Transaction,
): Promise<Map<string, ProjectMaterialCosts>> {
  if (!projectIds.length) return new Map();
  const rows = await q<{ project_id: string; committed: string; received: string; invoiced: string }>(
    db,
    `SELECT o.project_id,
            coalesce(sum(o.net_pence) FILTER (WHERE o.status IN ${COMMITTED}), 0) AS committed,
            coalesce(sum((SELECT coalesce(sum(round(l.received_quantity * l.unit_price_pence)), 0)
                            FROM purchase_order_lines l WHERE l.purchase_order_id = o.id)), 0) AS received,
            coalesce(sum((SELECT coalesce(sum(i.net_pence), 0) FROM supplier_invoices i
                           WHERE i.purchase_order_id = o.id AND i.status IN ('approved', 'paid'))), 0) AS invoiced
       FROM purchase_orders o WHERE o.project_id IN (:ids) GROUP BY o.project_id`,
    { ids: projectIds },
    transaction,
  );
  return new Map(
    rows.map((r) => [
      r.project_id,
      {
        committed_pence: num(r.committed),
        received_pence: num(r.received),
        invoiced_pence: num(r.invoiced),
      },
    ]),
  );
}

export const materialProjectCosts: ProjectCosts = async (projectIds, { db, transaction }) => {
  const costs = await materialCostsByProject(db, projectIds, transaction);
  return new Map([...costs].map(([id, c]) => [id, { materials: c.committed_pence }]));
};

export const requestsDependent: ProjectDependent = {
  key: 'material_requests',
  label: ['material request', 'material requests'],
  count: (ids, options) => countRowsByProject('material_requests', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    // Orders go first (they refer to requests); their lines, deliveries and invoices cascade.
    await deps.sequelize.query('DELETE FROM purchase_orders WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
    await deps.sequelize.query('DELETE FROM material_requests WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

export const ordersDependent: ProjectDependent = {
  key: 'purchase_orders',
  label: ['purchase order', 'purchase orders'],
  count: (ids, options) => countRowsByProject('purchase_orders', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    await deps.sequelize.query('DELETE FROM purchase_orders WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

const TOLD: Record<string, (ref: string) => string> = {
  approved: (ref) => `${ref} was approved`,
  rejected: (ref) => `${ref} was rejected`,
  ordered: (ref) => `${ref} has been ordered`,
  part_delivered: (ref) => `${ref} was part delivered`,
  delivered: (ref) => `${ref} was delivered`,
};

/** A new request for the people who approve it: what, for which project, by when, who asked. */
async function requestApproverDrafts(
  activity: Parameters<NotificationRule>[0],
  { db, transaction }: Parameters<NotificationRule>[1],
): Promise<NotificationDraft[]> {
  const [request] = await q<{
    reference: string;
    requested_by: string | null;
    required_by: string | null;
    project_number: string;
    project_name: string;
    lines: string;
    first_line: string | null;
  }>(
    db,
    `SELECT r.reference, r.requested_by, r.required_by, p.project_number, p.name AS project_name,
            (SELECT count(*) FROM material_request_lines l WHERE l.request_id = r.id) AS lines,
            (SELECT l.description FROM material_request_lines l WHERE l.request_id = r.id
              ORDER BY l.position LIMIT 1) AS first_line
       FROM material_requests r JOIN projects p ON p.id = r.project_id
      WHERE r.id = :id AND r.company_id = :companyId`,
    { id: activity.entity_id, companyId: activity.company_id },
    transaction,
  );
  if (!request) return [];
  const count = num(request.lines);
  const what =
    count > 1 ? `${request.first_line} and ${count - 1} more` : (request.first_line ?? 'materials');
  const by = request.required_by ? `, needed by ${formatUkDate(request.required_by)}` : '';
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: REQUEST_STATUS.rule('requested', 'approved')!.minRole,
      exclude: [request.requested_by, activity.actor_id],
      named: request.requested_by,
      transaction,
    },
    (who) => ({
      type: 'material_request',
      title: `Material request ${request.reference} needs approval: ${request.project_number}`,
      body: `${who} asked for ${what} for ${request.project_number} ${request.project_name}${by}.`,
      link: requestLink(activity.entity_id),
      payload: { material_request_id: activity.entity_id, project_id: activity.project_id ?? null },
    }),
  );
}

/**
 * Who hears about a material request: a new one, the people who may approve it (supervisors and up of the
 * company, never the requester: decision 0060); the requester when someone else approves, rejects (with the
 * reason), orders or delivers it. Type `material_request`, link /app/materials?request_id=.
 */
export const requestNotificationRule: NotificationRule = async (activity, options) => {
  if (activity.entity_type !== 'material_request') return [];
  if (activity.action === 'created') return requestApproverDrafts(activity, options);
  if (activity.action !== 'status_changed') return [];
  const words = activity.to_state ? TOLD[activity.to_state] : undefined;
  if (!words) return [];
  const request = await MaterialRequest.findByPk(activity.entity_id, {
    attributes: ['id', 'reference', 'requested_by', 'project_id'],
    transaction: options.transaction,
  });
  if (!request?.requested_by || request.requested_by === activity.actor_id) return [];
  return [
    {
      user_id: request.requested_by,
      type: 'material_request',
      title: `Material request ${words(request.reference)}`,
      body: activity.reason ? `Reason: ${activity.reason}` : null,
      link: requestLink(request.id),
      payload: { material_request_id: request.id, project_id: request.project_id },
    },
  ];
};

const INVOICE_TOLD: Record<string, string> = {
  invoice_approved: 'was approved',
  invoice_approved_override: 'was approved with an override',
  invoice_paid: 'was paid',
};

/**
 * Who hears about a supplier invoice (issue 35, decisions 0060 and 0068), linked to its order: entered, the
 * people who may approve it — supervisors and up for a clean match (the invoice table's role), managers and up
 * for one that needs an override — never whoever entered it; approved or paid, whoever entered it (unless they
 * did it themself). Type `supplier_invoice`.
 */
export const supplierInvoiceNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type !== 'purchase_order') return [];
  const entered = activity.action === 'invoice_matched' || activity.action === 'invoice_mismatched';
  const outcome = INVOICE_TOLD[activity.action];
  if (!entered && !outcome) return [];
  const invoiceId = (activity.details as { invoice_id?: string } | null)?.invoice_id;
  if (!invoiceId) return [];
  const [row] = await q<{
    supplier_reference: string;
    created_by: string | null;
    gross_pence: string;
    match_clean: boolean;
    po_reference: string;
    supplier_name: string;
    project_number: string;
    project_name: string;
  }>(
    db,
    `SELECT i.supplier_reference, i.created_by, i.gross_pence, i.match_clean, o.reference AS po_reference,
            s.name AS supplier_name, p.project_number, p.name AS project_name
       FROM supplier_invoices i
       JOIN purchase_orders o ON o.id = i.purchase_order_id
       JOIN suppliers s ON s.id = i.supplier_id
       JOIN projects p ON p.id = o.project_id
      WHERE i.id = :invoiceId AND i.company_id = :companyId`,
    { invoiceId, companyId: activity.company_id },
    transaction,
  );
  if (!row) return [];
  const payload = {
    invoice_id: invoiceId,
    purchase_order_id: activity.entity_id,
    project_id: activity.project_id ?? null,
  };
  const link = poLink(activity.entity_id);
  if (outcome) {
    if (!row.created_by || row.created_by === activity.actor_id) return [];
    return [
      {
        user_id: row.created_by,
        type: 'supplier_invoice',
        title: `Supplier invoice ${row.supplier_reference} on ${row.po_reference} ${outcome}`,
        body: activity.reason ? `Reason: ${activity.reason}` : null,
        link,
        payload,
      },
    ];
  }
  const why = row.match_clean
    ? ''
    : ' It does not match the order and deliveries: a manager must override it.';
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: row.match_clean ? INVOICE_STATUS.rule('received', 'approved')!.minRole : 'manager',
      exclude: [row.created_by, activity.actor_id],
      named: row.created_by,
      transaction,
    },
    (who) => ({
      type: 'supplier_invoice',
      title: `Supplier invoice ${row.supplier_reference} needs approval: ${row.po_reference}`,
      body: `${who} entered ${row.supplier_name}’s invoice ${row.supplier_reference} for ${formatMoney(num(row.gross_pence))} on ${row.po_reference} (${row.project_number} ${row.project_name}).${why}`,
      link,
      payload,
    }),
  );
};

const CHANGES = ['material_request', 'purchase_order'];

export const materialFigures: readonly DashboardFigure[] = [
  {
    key: 'materials.requests_awaiting_approval',
    label: 'Material requests awaiting approval',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 40,
    changesWith: CHANGES,
    link: '/app/materials?status=requested',
    async compute(actor, { db }) {
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM material_requests WHERE company_id = :companyId AND status = 'requested'`,
        { companyId: actor.companyId },
      );
      return { count: num(row?.n) };
    },
  },
  {
    key: 'materials.pos_awaiting_delivery',
    label: 'Purchase orders awaiting delivery',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 41,
    changesWith: CHANGES,
    link: '/app/materials?view=orders&status=awaiting_delivery',
    async compute(actor, { db }) {
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM purchase_orders
          WHERE company_id = :companyId AND status IN (:awaitingDelivery)`,
        { companyId: actor.companyId, awaitingDelivery: [...AWAITING_DELIVERY] },
      );
      return { count: num(row?.n) };
    },
  },
  {
    key: 'materials.deliveries_due',
    label: 'Material deliveries due this week',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 40,
    changesWith: CHANGES,
    async compute(actor, { now, db }) {
      const today = londonDate(now);
      const rows = await q<{ id: string; reference: string; supplier: string; delivery_date: string }>(
        db,
        `SELECT o.id, o.reference, s.name AS supplier, o.delivery_date FROM purchase_orders o
           JOIN suppliers s ON s.id = o.supplier_id
          WHERE o.company_id = :companyId AND o.status IN ('issued', 'part_delivered')
            AND o.delivery_date <= :until
          ORDER BY o.delivery_date, o.reference LIMIT 20`,
        { companyId: actor.companyId, until: addDays(today, 7) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.supplier}`,
          detail: 'Delivery due',
          date: r.delivery_date,
          link: `/app/materials?po_id=${r.id}`,
          tone: r.delivery_date < today ? 'danger' : 'info',
        })),
      };
    },
  },
  {
    key: 'materials.invoice_mismatches',
    label: 'Supplier invoices with a mismatch',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 42,
    changesWith: CHANGES,
    async compute(actor, { db }) {
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM supplier_invoices
          WHERE company_id = :companyId AND status = 'received' AND match_clean = false`,
        { companyId: actor.companyId },
      );
      return { count: num(row?.n) };
    },
  },
  {
    key: 'materials.committed_this_month',
    label: 'Materials committed this month against budget',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'budget',
    section: 'charts',
    order: 40,
    changesWith: [...CHANGES, 'project'],
    async compute(actor, { db, now, shared }) {
      const month = `${londonDate(now).slice(0, 7)}-01`;
      // The budget is the materials budget of the active projects, kept by the projects' counters.
      const [[row], counters] = await Promise.all([
        q<{ committed: string }>(
          db,
          `SELECT coalesce(sum(net_pence), 0) AS committed FROM purchase_orders
            WHERE company_id = :companyId AND status IN ${COMMITTED}
              AND issued_at >= (:month::timestamp AT TIME ZONE 'Europe/London')`,
          { companyId: actor.companyId, month },
        ),
        shared('projects.counters', () => projectCounters(db, actor.companyId)),
      ]);
      const budget = counters.get('budget_materials:active') ?? 0;
      return {
        amount_pence: num(row?.committed),
        items: [
          {
            id: 'materials',
            label: 'Materials (active projects)',
            link: '/app/materials',
            budget_pence: budget,
            committed_pence: num(row?.committed),
          },
        ],
      };
    },
  },
];

/** What materials give widgets and external reports (decision 0083). */
export const materialWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'materials.ordered',
    label: 'Materials ordered',
    description:
      'Net value (before VAT) of the purchase orders issued on a date in the range and not cancelled, as the ' +
      'dashboard’s materials committed this month.',
    unit: 'pence',
    over: 'range',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) =>
      widgetSql(
        actor,
        query,
        `SELECT project_id, sum(net_pence) AS value FROM purchase_orders
          WHERE company_id = :companyId AND status IN ${COMMITTED} AND ${widgetProject(query, 'project_id')}
            AND issued_at >= (:from::timestamp AT TIME ZONE 'Europe/London')
            AND issued_at < ((:to::date + 1)::timestamp AT TIME ZONE 'Europe/London')
          GROUP BY project_id`,
      ),
  },
  {
    key: 'materials.requests_awaiting_approval',
    label: 'Material requests awaiting approval',
    description: 'Material requests made and not yet approved or rejected.',
    unit: 'count',
    over: 'now',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) => widgetCount(actor, query, 'material_requests', `status = 'requested'`),
  },
];
