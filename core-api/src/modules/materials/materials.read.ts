// Owns reading materials records into their answers: the request and PO lists (one page query and one total
// each, whatever the page size: the counter when unfiltered for supervisors and up, else a count capped at
// 1,000+), a request with its lines, RFQs and quotes, orders and timeline, and a PO with
// its lines, deliveries and invoices. Visibility is the projects rule (workers: the projects they are on).
import { QueryTypes, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { VAT_CODE_INFO, invoiceTotals } from '../../lib/money.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { londonDate } from '../../lib/calendar.js';
import { Project } from '../../models/index.js';
import { seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import type { MaterialRequest } from './material-request.model.js';
import { PO_MANUAL_MOVES, PO_STATUS, REQUEST_MANUAL_MOVES, REQUEST_STATUS } from './materials.transitions.js';
import type {
  EnquiryJson,
  InvoiceJson,
  PoJson,
  PoSummaryJson,
  RequestJson,
  RequestSummaryJson,
  TimelineJson,
} from './materials.presenter.js';
import type { ListPosQuery, ListRequestsQuery } from './materials.schema.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder } from './purchase-order.model.js';
import { SupplierInvoice } from './supplier-invoice.model.js';

export const REQUEST_NOT_FOUND = 'Material request not found';
export const PO_NOT_FOUND = 'Purchase order not found';
export const ENQUIRY_NOT_FOUND = 'Supplier enquiry not found';
export const INVOICE_NOT_FOUND = 'Supplier invoice not found';

type Person = { id: string; first_name: string; last_name: string };

function q<T extends object>(sql: string, replacements: Record<string, unknown>, transaction?: Transaction) {
  return Project.sequelize!.query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
}

const num = (v: string | number | null | undefined): number => Number(v ?? 0);

async function people(ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await q<Person>('SELECT id, first_name, last_name FROM users WHERE id IN (:ids)', {
    ids: wanted,
  });
  return new Map(rows.map((r) => [r.id, r]));
}

/** Is a request the actor may see (its project is visible to them)? */
export async function requestVisible(actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    `SELECT count(*) AS n FROM material_requests
      WHERE id = :id AND company_id = :companyId AND ${visibleProjectsWhere(actor, 'project_id')}`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

export async function poVisible(actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    `SELECT count(*) AS n FROM purchase_orders
      WHERE id = :id AND company_id = :companyId AND ${visibleProjectsWhere(actor, 'project_id')}`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

interface RequestRow {
  id: string;
  reference: string;
  project_id: string;
  project_number: string;
  project_name: string;
  requested_by: string | null;
  first_name: string | null;
  last_name: string | null;
  required_by: string | null;
  status: RequestSummaryJson['status'];
  line_count: string;
  created_at: Date;
}

const REQUEST_SELECT = `SELECT r.id, r.reference, r.project_id, p.project_number, p.name AS project_name,
       r.requested_by, u.first_name, u.last_name, r.required_by, r.status, r.created_at,
       (SELECT count(*) FROM material_request_lines l WHERE l.request_id = r.id) AS line_count
  FROM material_requests r
  JOIN projects p ON p.id = r.project_id
  LEFT JOIN users u ON u.id = r.requested_by`;

function summaryOf(r: RequestRow): RequestSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    requested_by:
      r.requested_by && r.first_name != null
        ? { id: r.requested_by, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    required_by: r.required_by,
    status: r.status,
    line_count: num(r.line_count),
    created_at: iso(r.created_at)!,
  };
}

export async function listRequests(
  actor: Actor,
  query: ListRequestsQuery,
): Promise<Page<RequestSummaryJson>> {
  const page = pageRequest(query);
  const where = [`r.company_id = :companyId`, visibleProjectsWhere(actor, 'r.project_id')];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('r.status = :status');
    rep.status = query.status;
  }
  if (query.project_id) {
    where.push('r.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.search) {
    where.push(`(r.reference ILIKE :like OR p.name ILIKE :like OR p.project_number ILIKE :like
      OR EXISTS (SELECT 1 FROM material_request_lines l WHERE l.request_id = r.id AND l.description ILIKE :like))`);
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<RequestRow>(
      `${REQUEST_SELECT} WHERE ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // Supervisors and up see every request of the company: unfiltered, that is its counter. Otherwise capped at
    // 1,000+ in page order (decision 0028), so the count's cost never grows with the company.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(Project.sequelize!, {
          companyId: actor.companyId,
          list: 'material_requests',
          views: ['all'],
        })
      : cappedTotal(
          Project.sequelize!,
          `SELECT 1 FROM material_requests r JOIN projects p ON p.id = r.project_id WHERE ${filter}
             ORDER BY r.created_at DESC, r.id DESC`,
          rep,
        ),
  ]);
  return pageOf(rows.map(summaryOf), total, page);
}

interface PoRow {
  id: string;
  reference: string;
  project_id: string;
  project_number: string;
  project_name: string;
  supplier_id: string;
  supplier_name: string;
  request_id: string | null;
  request_reference: string | null;
  status: PoSummaryJson['status'];
  delivery_date: string | null;
  net_pence: string;
  vat_pence: string;
  gross_pence: string;
  created_at: Date;
}

const PO_SELECT = `SELECT o.id, o.reference, o.project_id, p.project_number, p.name AS project_name,
       o.supplier_id, s.name AS supplier_name, o.request_id, r.reference AS request_reference, o.status,
       o.delivery_date, o.net_pence, o.vat_pence, o.gross_pence, o.created_at
  FROM purchase_orders o
  JOIN projects p ON p.id = o.project_id
  JOIN suppliers s ON s.id = o.supplier_id
  LEFT JOIN material_requests r ON r.id = o.request_id`;

function poSummaryOf(r: PoRow): PoSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    supplier: { id: r.supplier_id, name: r.supplier_name },
    request_id: r.request_id,
    request_reference: r.request_reference,
    status: r.status,
    delivery_date: r.delivery_date,
    net_pence: num(r.net_pence),
    vat_pence: num(r.vat_pence),
    gross_pence: num(r.gross_pence),
    created_at: iso(r.created_at)!,
  };
}

export async function listPos(actor: Actor, query: ListPosQuery): Promise<Page<PoSummaryJson>> {
  const page = pageRequest(query);
  const where = [`o.company_id = :companyId`, visibleProjectsWhere(actor, 'o.project_id')];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('o.status = :status');
    rep.status = query.status;
  }
  if (query.project_id) {
    where.push('o.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.search) {
    where.push(`(o.reference ILIKE :like OR s.name ILIKE :like OR p.name ILIKE :like)`);
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<PoRow>(
      `${PO_SELECT} WHERE ${filter} ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // As the requests: the counter for a supervisor's and up unfiltered list, else capped.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(Project.sequelize!, {
          companyId: actor.companyId,
          list: 'purchase_orders',
          views: ['all'],
        })
      : cappedTotal(
          Project.sequelize!,
          `SELECT 1 FROM purchase_orders o JOIN projects p ON p.id = o.project_id
             JOIN suppliers s ON s.id = o.supplier_id WHERE ${filter} ORDER BY o.created_at DESC, o.id DESC`,
          rep,
        ),
  ]);
  return pageOf(rows.map(poSummaryOf), total, page);
}

async function timeline(companyId: string, entityIds: string[]): Promise<TimelineJson[]> {
  const rows = await q<{
    id: string;
    action: string;
    from_state: string | null;
    to_state: string | null;
    reason: string | null;
    label: string | null;
    actor_id: string | null;
    first_name: string | null;
    last_name: string | null;
    created_at: Date;
  }>(
    `SELECT a.id, a.action, a.from_state, a.to_state, a.reason, a.details->>'label' AS label, a.actor_id,
            u.first_name, u.last_name, a.created_at
       FROM activities a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.company_id = :companyId AND a.entity_id IN (:ids)
      ORDER BY a.created_at, a.id`,
    { companyId, ids: entityIds },
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    from: r.from_state,
    to: r.to_state,
    reason: r.reason,
    label: r.label,
    actor:
      r.actor_id && r.first_name != null
        ? { id: r.actor_id, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    at: iso(r.created_at)!,
  }));
}

export function presentEnquiries(
  actor: Actor,
  request: Pick<MaterialRequest, 'status'>,
  enquiries: (MaterialEnquiry & { supplier_name?: string })[],
  names: Map<string, string>,
  today: string,
): EnquiryJson[] {
  const supervisor = roleAtLeast(actor.role, 'supervisor');
  const open = request.status === 'quoting' || request.status === 'approved';
  const valid = enquiries.filter(
    (e) => e.quote_net_pence != null && (e.valid_until == null || e.valid_until >= today),
  );
  const cheapest = valid.length ? Math.min(...valid.map((e) => num(e.quote_net_pence))) : null;
  return enquiries.map((e) => {
    const quoted = e.quote_net_pence != null;
    const net = quoted ? num(e.quote_net_pence) : null;
    const vat = quoted ? num(e.quote_vat_pence) : null;
    const stillValid = quoted && (e.valid_until == null || e.valid_until >= today);
    return {
      id: e.id,
      supplier: { id: e.supplier_id, name: names.get(e.supplier_id) ?? '' },
      status: e.status,
      lines: (e.quote_lines ?? []).map((l) => ({ ...l })),
      net_pence: net,
      vat_pence: vat,
      gross_pence: net != null && vat != null ? net + vat : null,
      lead_time_days: e.lead_time_days ?? null,
      valid_until: e.valid_until ?? null,
      quoted_at: iso(e.quoted_at),
      is_cheapest: stillValid && net === cheapest,
      can_quote: supervisor && open && (e.status === 'sent' || e.status === 'quoted'),
      can_order: supervisor && open && e.status === 'quoted' && stillValid,
    };
  });
}

export async function readRequest(actor: Actor, id: string): Promise<RequestJson> {
  const [row] = await q<RequestRow & { delivery_notes: string | null; status_reason: string | null }>(
    `${REQUEST_SELECT.replace('r.created_at,', 'r.created_at, r.delivery_notes, r.status_reason,')}
      WHERE r.id = :id AND r.company_id = :companyId AND ${visibleProjectsWhere(actor, 'r.project_id')}`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
  const [lines, enquiries, pos] = await Promise.all([
    MaterialRequestLine.findAll({ where: { request_id: id }, order: [['position', 'ASC']] }),
    MaterialEnquiry.findAll({
      where: { request_id: id, company_id: actor.companyId },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    q<PoRow>(`${PO_SELECT} WHERE o.request_id = :id AND o.company_id = :companyId ORDER BY o.created_at`, {
      id,
      companyId: actor.companyId,
    }),
  ]);
  const suppliers = enquiries.length
    ? await q<{ id: string; name: string }>('SELECT id, name FROM suppliers WHERE id IN (:ids)', {
        ids: enquiries.map((e) => e.supplier_id),
      })
    : [];
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const supervisor = roleAtLeast(actor.role, 'supervisor');
  const mine = row.requested_by === actor.userId;
  const moves = REQUEST_STATUS.allowed(actor, row.status).filter(
    (s) =>
      REQUEST_MANUAL_MOVES.includes(s) &&
      // A worker may withdraw only their own request.
      (s !== 'cancelled' || supervisor || mine),
  );
  const summary = summaryOf(row);
  return {
    ...summary,
    delivery_notes: row.delivery_notes,
    status_reason: row.status_reason,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
    })),
    enquiries: presentEnquiries(actor, row, enquiries, names, londonDate(new Date())),
    purchase_orders: pos.map(poSummaryOf),
    timeline: await timeline(actor.companyId, [id, ...pos.map((p) => p.id)]),
    status_moves: moves,
    can_send_enquiries: supervisor && (row.status === 'approved' || row.status === 'quoting'),
    can_order_directly: supervisor && (row.status === 'approved' || row.status === 'quoting'),
  };
}

export function presentInvoice(
  actor: Actor,
  invoice: SupplierInvoice,
  persons: Map<string, Person>,
): InvoiceJson {
  const open = invoice.status === 'received';
  return {
    id: invoice.id,
    purchase_order_id: invoice.purchase_order_id,
    supplier_reference: invoice.supplier_reference,
    invoice_date: invoice.invoice_date,
    lines: invoice.lines.map((l) => ({ ...l })),
    net_pence: num(invoice.net_pence),
    vat_pence: num(invoice.vat_pence),
    gross_pence: num(invoice.gross_pence),
    status: invoice.status,
    match: invoice.match,
    override_reason: invoice.override_reason ?? null,
    approved_by: invoice.approved_by ? (persons.get(invoice.approved_by) ?? null) : null,
    approved_at: iso(invoice.approved_at),
    created_at: iso(invoice.created_at)!,
    can_approve: open && invoice.match_clean && roleAtLeast(actor.role, 'supervisor'),
    can_override: open && !invoice.match_clean && roleAtLeast(actor.role, 'manager'),
  };
}

export async function readPo(actor: Actor, id: string): Promise<PoJson> {
  const [row] = await q<
    PoRow & {
      delivery_address: string | null;
      status_reason: string | null;
      issued_at: Date | null;
      pdf_upload_id: string | null;
    }
  >(
    `${PO_SELECT.replace('o.created_at\n', 'o.created_at, o.delivery_address, o.status_reason, o.issued_at, o.pdf_upload_id\n')}
      WHERE o.id = :id AND o.company_id = :companyId AND ${visibleProjectsWhere(actor, 'o.project_id')}`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(PO_NOT_FOUND);
  const [lines, deliveries, invoices] = await Promise.all([
    PurchaseOrderLine.findAll({ where: { purchase_order_id: id }, order: [['position', 'ASC']] }),
    MaterialDelivery.findAll({
      where: { purchase_order_id: id },
      order: [
        ['received_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    SupplierInvoice.findAll({
      where: { purchase_order_id: id },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
  ]);
  const persons = await people([
    ...deliveries.map((d) => d.received_by),
    ...invoices.map((i) => i.approved_by),
  ]);
  const totals = invoiceTotals(lines.map((l) => ({ net_pence: num(l.net_pence), vat_code: l.vat_code })));
  const supervisor = roleAtLeast(actor.role, 'supervisor');
  return {
    ...poSummaryOf(row),
    delivery_address: row.delivery_address,
    status_reason: row.status_reason,
    issued_at: iso(row.issued_at),
    pdf_upload_id: row.pdf_upload_id,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      unit_price_pence: num(l.unit_price_pence),
      vat_code: l.vat_code,
      vat_rate_percent:
        VAT_CODE_INFO[l.vat_code].basisPoints === null ? null : VAT_CODE_INFO[l.vat_code].basisPoints! / 100,
      net_pence: num(l.net_pence),
      vat_pence: num(l.vat_pence),
      received_quantity: Number(l.received_quantity),
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      received_at: iso(d.received_at)!,
      received_by: d.received_by ? (persons.get(d.received_by) ?? null) : null,
      lines: d.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity })),
      ticket_upload_id: d.ticket_upload_id,
      notes: d.notes,
    })),
    invoices: invoices.map((i) => presentInvoice(actor, i, persons)),
    reverse_charge_vat_pence: totals.reverse_charge_vat_pence,
    reverse_charge_wording: totals.reverse_charge_wording,
    status_moves: PO_STATUS.allowed(actor, row.status).filter((s) => PO_MANUAL_MOVES.includes(s)),
    can_record_delivery: row.status === 'issued' || row.status === 'part_delivered',
    can_add_invoice: supervisor && ['issued', 'part_delivered', 'delivered'].includes(row.status),
  };
}

export { PurchaseOrder };
