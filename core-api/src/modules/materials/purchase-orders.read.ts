// Owns reading purchase orders into their answers: the list (one page query and one total, whatever the page
// size: the counter when unfiltered for supervisors and up, else a count capped at 1,000+) and one order with its
// lines, deliveries, invoices and their match, with the caller's abilities from materials.policy.ts; prices,
// invoices and the match only for those who buy (a worker's lines carry quantities). The order summary is also a
// request's list of its orders. Reads take the app's connection `db` first.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { VAT_CODE_INFO, invoiceTotals } from '../../lib/money.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { anyOf, escapeLike, num, q, resolveSearchArms } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { invoiceAbilities, poAbilities, seesMaterialPrices } from './materials.policy.js';
import type { InvoiceJson, MatchJson, PoJson, PoSummaryJson } from './materials.presenter.js';
import { PO_NOT_FOUND, people, type Person } from './materials.read.js';
import type { ListPosQuery } from './materials.schema.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { AWAITING_DELIVERY } from './purchase-order.model.js';
import { SupplierInvoice } from './supplier-invoice.model.js';

export interface PoRow {
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

export const PO_SELECT = `SELECT o.id, o.reference, o.project_id, p.project_number, p.name AS project_name,
       o.supplier_id, s.name AS supplier_name, o.request_id, r.reference AS request_reference, o.status,
       o.delivery_date, o.net_pence, o.vat_pence, o.gross_pence, o.created_at
  FROM purchase_orders o
  JOIN projects p ON p.id = o.project_id
  JOIN suppliers s ON s.id = o.supplier_id
  LEFT JOIN material_requests r ON r.id = o.request_id`;

/** An order's summary as `actor` may see it: its values only for those who buy (decision 0023). */
export function poSummaryOf(actor: Actor, r: PoRow): PoSummaryJson {
  const prices = seesMaterialPrices(actor);
  return {
    id: r.id,
    reference: r.reference,
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    supplier: { id: r.supplier_id, name: r.supplier_name },
    request_id: r.request_id,
    request_reference: r.request_reference,
    status: r.status,
    delivery_date: r.delivery_date,
    net_pence: prices ? num(r.net_pence) : null,
    vat_pence: prices ? num(r.vat_pence) : null,
    gross_pence: prices ? num(r.gross_pence) : null,
    created_at: iso(r.created_at)!,
  };
}

export async function listPos(
  db: Sequelize,
  actor: Actor,
  query: ListPosQuery,
): Promise<Page<PoSummaryJson>> {
  const page = pageRequest(query);
  const where = [`o.company_id = :companyId`, visibleProjectsWhere(actor, 'o.project_id')];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('o.status = :status');
    rep.status = query.status;
  }
  if (query.awaiting_delivery) {
    where.push('o.status IN (:awaitingDelivery)');
    rep.awaitingDelivery = [...AWAITING_DELIVERY];
  }
  if (query.project_id) {
    where.push('o.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.search) {
    rep.like = `%${escapeLike(query.search)}%`;
    const arms = await resolveSearchArms(
      db,
      [
        { column: 'o.supplier_id', table: 'suppliers', condition: 'name ILIKE :like' },
        { column: 'o.project_id', table: 'projects', condition: 'lower(name) ILIKE :like' },
      ],
      rep,
    );
    where.push(anyOf(['o.reference ILIKE :like', ...arms]));
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<PoRow>(
      db,
      `${PO_SELECT} WHERE ${filter} ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // As the requests: the counter for a supervisor's and up unfiltered list, else capped.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(db, {
          companyId: actor.companyId,
          list: 'purchase_orders',
          views: ['all'],
        })
      : cappedTotal(
          db,
          `SELECT 1 FROM purchase_orders o JOIN projects p ON p.id = o.project_id
             JOIN suppliers s ON s.id = o.supplier_id WHERE ${filter} ORDER BY o.created_at DESC, o.id DESC`,
          rep,
        ),
  ]);
  return pageOf(
    rows.map((r) => poSummaryOf(actor, r)),
    total,
    page,
  );
}

/**
 * A stored match in today's shape. Invoices matched before decision 0046 stored only the variances and their
 * total: the split is summed from the variances and the basis is the invoice's net less the total.
 */
export function presentMatch(
  stored: Partial<MatchJson> & Pick<MatchJson, 'clean' | 'variances'>,
  net: number,
) {
  const variances = stored.variances.map((v) => ({
    ...v,
    matched_quantity: v.matched_quantity ?? Math.min(v.invoiced_quantity, v.received_quantity),
    invoiced_before_quantity: v.invoiced_before_quantity ?? 0,
  }));
  const part = (kind: 'price' | 'quantity') =>
    variances.filter((v) => v.kind === kind).reduce((sum, v) => sum + v.amount_pence, 0);
  const quantity = stored.quantity_variance_pence ?? part('quantity');
  const price = stored.price_variance_pence ?? part('price');
  const total = stored.total_variance_pence ?? quantity + price;
  return {
    clean: stored.clean,
    status: stored.status ?? (stored.clean ? 'clean' : 'variance'),
    variances,
    mismatches: stored.mismatches ?? [],
    invoiced_pence: stored.invoiced_pence ?? net,
    expected_pence: stored.expected_pence ?? net - total,
    quantity_variance_pence: quantity,
    price_variance_pence: stored.price_variance_pence ?? total - quantity,
    total_variance_pence: total,
  } satisfies MatchJson;
}

export function presentInvoice(
  actor: Actor,
  invoice: SupplierInvoice,
  persons: Map<string, Person>,
): InvoiceJson {
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
    match: presentMatch(invoice.match, num(invoice.net_pence)),
    override_reason: invoice.override_reason ?? null,
    entered_by: invoice.created_by ? (persons.get(invoice.created_by) ?? null) : null,
    approved_by: invoice.approved_by ? (persons.get(invoice.approved_by) ?? null) : null,
    approved_at: iso(invoice.approved_at),
    payment_date: invoice.payment_date ?? null,
    payment_reference: invoice.payment_reference ?? null,
    paid_by: invoice.paid_by ? (persons.get(invoice.paid_by) ?? null) : null,
    created_at: iso(invoice.created_at)!,
    ...invoiceAbilities(actor, invoice),
  };
}

export async function readPo(db: Sequelize, actor: Actor, id: string): Promise<PoJson> {
  const [row] = await q<
    PoRow & {
      delivery_address: string | null;
      status_reason: string | null;
      issued_at: Date | null;
      pdf_upload_id: string | null;
    }
  >(
    db,
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
  const persons = await people(db, [
    ...deliveries.map((d) => d.received_by),
    ...invoices.flatMap((i) => [i.approved_by, i.created_by, i.paid_by]),
  ]);
  const totals = invoiceTotals(lines.map((l) => ({ net_pence: num(l.net_pence), vat_code: l.vat_code })));
  const prices = seesMaterialPrices(actor);
  return {
    ...poSummaryOf(actor, row),
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
      unit_price_pence: prices ? num(l.unit_price_pence) : null,
      vat_code: l.vat_code,
      vat_rate_percent:
        VAT_CODE_INFO[l.vat_code].basisPoints === null ? null : VAT_CODE_INFO[l.vat_code].basisPoints! / 100,
      net_pence: prices ? num(l.net_pence) : null,
      vat_pence: prices ? num(l.vat_pence) : null,
      received_quantity: Number(l.received_quantity),
      held_quantity: Number(l.held_quantity),
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      received_at: iso(d.received_at)!,
      received_by: d.received_by ? (persons.get(d.received_by) ?? null) : null,
      lines: d.lines.map((l) => ({
        line_id: l.line_id,
        quantity: l.quantity,
        held_quantity: l.held_quantity ?? 0,
      })),
      ticket_upload_id: d.ticket_upload_id,
      notes: d.notes,
    })),
    invoices: prices ? invoices.map((i) => presentInvoice(actor, i, persons)) : null,
    reverse_charge_vat_pence: prices ? totals.reverse_charge_vat_pence : null,
    reverse_charge_wording: totals.reverse_charge_wording,
    ...poAbilities(
      actor,
      row,
      lines.some((l) => Number(l.held_quantity) > 0),
    ),
  };
}
