// Owns reading labour invoices: the list newest first with its filters and one total (the counter unfiltered,
// else a count capped at 1,000+, decision 0028), and one invoice with its lines matched against the approved
// timesheets and the CIS and VAT arithmetic worked step by step from what was stored when it was entered.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { anyOf, escapeLike, num, q, resolveSearchArms } from '../../lib/sql.js';
import { LINE_TREATMENT, labourInvoiceFigures } from './cis.js';
import { isLabourLine, LabourInvoice, withVarianceSql } from './labour-invoice.model.js';
import { invoiceParties, labourInvoiceAbilities } from './labour.policy.js';
import {
  invoiceSummaryOf,
  type InvoiceSummaryRow,
  type LabourInvoiceJson,
  type LabourInvoiceSummaryJson,
} from './labour.presenter.js';
import type { ListLabourInvoicesQuery } from './labour.schema.js';

export const LABOUR_INVOICE_NOT_FOUND = 'Labour invoice not found';

const INVOICE_SELECT = `SELECT i.id, i.reference, i.supplier_id, s.name AS supplier_name, i.supplier_reference,
       i.invoice_date, i.period_start, i.period_end, i.net_pence, i.cis_deduction_pence, i.payable_pence,
       i.has_variance, i.status, i.payment_date, i.created_at
  FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id`;

export async function listLabourInvoices(
  db: Sequelize,
  actor: Actor,
  query: ListLabourInvoicesQuery,
): Promise<Page<LabourInvoiceSummaryJson>> {
  const page = pageRequest(query);
  const where = ['i.company_id = :companyId'];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('i.status = :status');
    rep.status = query.status;
  }
  if (query.with_variance) where.push(withVarianceSql('i'));
  if (query.supplier_id) {
    where.push('i.supplier_id = :supplierId');
    rep.supplierId = query.supplier_id;
  }
  if (query.search) {
    rep.like = `%${escapeLike(query.search)}%`;
    const arms = await resolveSearchArms(
      db,
      [{ column: 'i.supplier_id', table: 'suppliers', condition: 'name ILIKE :like' }],
      rep,
    );
    where.push(anyOf(['i.reference ILIKE :like', 'i.supplier_reference ILIKE :like', ...arms]));
  }
  const filter = where.join(' AND ');
  const order = 'ORDER BY i.created_at DESC, i.id DESC';
  const [rows, total] = await Promise.all([
    q<InvoiceSummaryRow>(db, `${INVOICE_SELECT} WHERE ${filter} ${order} LIMIT :limit OFFSET :offset`, rep),
    where.length > scope
      ? cappedTotal(
          db,
          `SELECT 1 FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id WHERE ${filter} ${order}`,
          rep,
        )
      : countedTotal(db, { companyId: actor.companyId, list: 'labour_invoices', views: ['all'] }),
  ]);
  return pageOf(rows.map(invoiceSummaryOf), total, page);
}

export async function readLabourInvoice(db: Sequelize, actor: Actor, id: string): Promise<LabourInvoiceJson> {
  const [row] = await q<InvoiceSummaryRow>(
    db,
    `${INVOICE_SELECT} WHERE i.id = :id AND i.company_id = :companyId`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(LABOUR_INVOICE_NOT_FOUND);
  const inv = (await LabourInvoice.findByPk(id))!;
  const opIds = [...new Set(inv.lines.filter(isLabourLine).map((l) => l.operative_id))];
  const projIds = [...new Set(inv.lines.flatMap((l) => (l.project_id ? [l.project_id] : [])))];
  const [ops, projects] = await Promise.all([
    opIds.length
      ? q<{ id: string; name: string; user_id: string | null }>(
          db,
          'SELECT id, name, user_id FROM operatives WHERE id IN (:ids)',
          { ids: opIds },
        )
      : [],
    projIds.length
      ? q<{ id: string; project_number: string; name: string }>(
          db,
          'SELECT id, project_number, name FROM projects WHERE id IN (:ids)',
          { ids: projIds },
        )
      : [],
  ]);
  const opName = new Map(ops.map((o) => [o.id, o.name]));
  const project = new Map(projects.map((p) => [p.id, p]));
  const figures = labourInvoiceFigures({
    labour_pence: num(inv.labour_pence),
    plant_pence: num(inv.plant_pence),
    materials_pence: num(inv.materials_pence),
    materials_cost_pence: num(inv.materials_cost_pence),
    deductions_pence: num(inv.deductions_pence),
    vat_rate: inv.vat_rate,
    supplier_vat_registered: inv.supplier_vat_registered,
    cis_status: inv.cis_status,
    customer_vat_registered: inv.customer_vat_registered,
    customer_end_user: inv.customer_end_user,
  });
  const users = ops.flatMap((o) => (o.user_id ? [o.user_id] : []));
  return {
    ...invoiceSummaryOf(row),
    lines: inv.lines.map((l, i) => {
      const m = inv.match[i] ?? null;
      const p = l.project_id ? project.get(l.project_id) : undefined;
      const treatment = LINE_TREATMENT[l.type];
      return {
        type: l.type,
        type_label: treatment.label,
        cis_treatment: treatment.cis,
        drc_specified: treatment.drc_specified,
        description: l.description,
        operative: l.operative_id
          ? { id: l.operative_id, name: opName.get(l.operative_id) ?? 'Unknown operative' }
          : null,
        project: l.project_id
          ? (p ?? { id: l.project_id, project_number: '', name: 'Unknown project' })
          : null,
        unit: l.unit,
        quantity: l.quantity,
        rate_pence: l.rate_pence,
        net_pence: l.net_pence,
        cost_pence: l.cost_pence,
        timesheet_quantity: m?.timesheet_quantity ?? null,
        quantity_variance: m?.quantity_variance ?? null,
        expected_rate_pence: m?.expected_rate_pence ?? null,
        rate_variance_pence: m?.rate_variance_pence ?? null,
        variance: m?.variance ?? false,
      };
    }),
    vat_rate: inv.vat_rate,
    customer_end_user: inv.customer_end_user,
    cis_status: inv.cis_status,
    cis_rate_percent: figures.cis_rate_percent,
    supplier_vat_registered: inv.supplier_vat_registered,
    customer_vat_registered: inv.customer_vat_registered,
    labour_pence: figures.labour_pence,
    plant_pence: figures.plant_pence,
    materials_pence: figures.materials_pence,
    materials_cost_pence: figures.materials_cost_pence,
    deductions_pence: figures.deductions_pence,
    cis_base_pence: figures.cis_base_pence,
    vat_treatment: figures.vat_treatment,
    vat_pence: figures.vat_pence,
    reverse_charge_vat_pence: figures.reverse_charge_vat_pence,
    reverse_charge_wording: figures.reverse_charge_wording,
    drc_decision: figures.drc_decision,
    gross_pence: figures.gross_pence,
    steps: figures.steps,
    status_reason: inv.status_reason ?? null,
    ...labourInvoiceAbilities(actor, inv.status, invoiceParties(actor, inv, users)),
  };
}
