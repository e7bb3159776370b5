// Owns plant hire invoices (decision 0050): entering a supplier's invoice for a hired plant request — its
// reference unique per supplier (409 naming the first), compared with the hire cost to date, the CIS deduction
// of a wet hire from the supplier's CIS status and the VAT from both parties' registration, in one transaction —
// paying it (a manager who did not enter it), and the CIS payments of a tax month for the CIS300.
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { formatMoney, formatUkDate } from '../../lib/pdf.js';
import { num, q } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { companyVatRegistered } from '../settings/index.js';
import { Supplier, cisPaymentsIn, type CisPaymentRow, type CisStatus } from '../suppliers/index.js';
import { costOf } from './plant-cost.js';
import {
  DRY_HIRE_REASON,
  HIRE_INVOICE_FAULTS,
  HireInvoiceError,
  hireInvoiceFigures,
} from './plant-hire-invoice-figures.js';
import { PlantHireInvoice } from './plant-hire-invoice.model.js';
import {
  presentHireInvoice,
  type PlantHireInvoiceJson,
  type PlantHireInvoicesJson,
} from './plant-hire-invoice.presenter.js';
import { PLANT_REQUEST_NOT_FOUND } from './plant-requests.read.js';
import { PlantRequest } from './plant-request.model.js';
import { hireInvoiceRefusal, payRefusal } from './plant.policy.js';
import type { PayHireInvoiceInput, RecordHireInvoiceInput } from './plant.schema.js';
import { NORMALISED_REFERENCE } from '../../lib/supplier-reference.js';

export const HIRE_INVOICE_NOT_FOUND = 'Hire invoice not found';

/** The 409 of a supplier reference already entered: it names the first invoice. */
export function duplicateReferenceMessage(
  supplierName: string,
  first: { supplier_reference: string; invoice_date: string; request_reference: string },
): string {
  return `${supplierName}’s invoice ${first.supplier_reference} is already entered (dated ${formatUkDate(first.invoice_date)}, on ${first.request_reference}): a supplier’s reference can be entered once`;
}

export class PlantHireInvoicesService {
  constructor(private readonly sequelize: Sequelize) {}

  private async request(actor: Actor, id: string, transaction?: Transaction): Promise<PlantRequest> {
    const request = await PlantRequest.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!request) throw new NotFoundError(PLANT_REQUEST_NOT_FOUND);
    return request;
  }

  /** Hire cost to date (today) of a request and what its invoices already charge for hire. */
  private async position(request: PlantRequest, transaction?: Transaction) {
    const [project] = await q<{ site_postcode: string | null }>(
      this.sequelize,
      'SELECT site_postcode FROM projects WHERE id = :id',
      { id: request.project_id },
      transaction,
    );
    const cost = costOf(request, project?.site_postcode ?? null, londonDate()).total_pence;
    const [invoiced] = await q<{ hire: string | null }>(
      this.sequelize,
      `SELECT sum(hire_pence) AS hire FROM plant_hire_invoices
        WHERE company_id = :companyId AND plant_request_id = :id`,
      { companyId: request.company_id, id: request.id },
      transaction,
    );
    return { cost, invoiced: num(invoiced?.hire) };
  }

  async list(actor: Actor, requestId: string): Promise<PlantHireInvoicesJson> {
    const request = await this.request(actor, requestId);
    const supplier = request.supplier_id
      ? await Supplier.findOne({ where: { id: request.supplier_id, company_id: actor.companyId } })
      : null;
    const invoices = await PlantHireInvoice.findAll({
      where: { company_id: actor.companyId, plant_request_id: request.id },
      order: [
        ['invoice_date', 'ASC'],
        ['created_at', 'ASC'],
      ],
    });
    const { cost, invoiced } = await this.position(request);
    const refusal = hireInvoiceRefusal(actor, request);
    return {
      items: invoices.map((i) => presentHireInvoice(actor, i, supplier?.name ?? '')),
      with_operator: request.with_operator,
      supplier: supplier
        ? { id: supplier.id, name: supplier.name, cis_status: supplier.cis_status ?? null }
        : null,
      hire_cost_to_date_pence: cost,
      invoiced_pence: invoiced,
      cis_rule: request.with_operator
        ? 'Plant hired with an operator (wet hire) is within CIS (HMRC CISR14260): the supplier’s CIS status sets the deduction'
        : DRY_HIRE_REASON,
      can_record: refusal === null,
      record_refusal: refusal,
    };
  }

  async record(
    actor: Actor,
    requestId: string,
    input: RecordHireInvoiceInput,
  ): Promise<PlantHireInvoiceJson & { warnings: string[] }> {
    return withTransaction(this.sequelize, async (transaction) => {
      const request = await this.request(actor, requestId, transaction);
      const refusal = hireInvoiceRefusal(actor, request);
      if (refusal) throw new ConflictError(refusal);
      const supplier = await Supplier.findOne({
        where: { id: request.supplier_id!, company_id: actor.companyId },
        transaction,
      });
      if (!supplier) throw new ConflictError('The hire’s supplier is not found');
      const [first] = await q<{ supplier_reference: string; invoice_date: string; reference: string }>(
        this.sequelize,
        `SELECT i.supplier_reference, i.invoice_date, r.reference
           FROM plant_hire_invoices i JOIN plant_requests r ON r.id = i.plant_request_id
          WHERE i.company_id = :companyId AND i.supplier_id = :supplierId
            AND ${NORMALISED_REFERENCE('i.supplier_reference')} = ${NORMALISED_REFERENCE(':ref')}`,
        { companyId: actor.companyId, supplierId: supplier.id, ref: input.supplier_reference },
        transaction,
      );
      if (first) {
        throw new ConflictError(
          duplicateReferenceMessage(supplier.name, { ...first, request_reference: first.reference }),
        );
      }
      const cisStatus: CisStatus | null = request.with_operator ? (supplier.cis_status ?? null) : null;
      if (request.with_operator && !cisStatus) {
        throw new ConflictError(HIRE_INVOICE_FAULTS.noCisStatus(supplier.name));
      }
      let figures;
      try {
        figures = hireInvoiceFigures({
          hire_pence: input.hire_pence,
          materials_pence: input.materials_pence,
          materials_cost_pence: input.materials_cost_pence,
          with_operator: request.with_operator,
          cis_status: cisStatus,
          vat_rate: input.vat_rate,
          supplier_vat_registered: !!supplier.vat_number,
          customer_vat_registered: await companyVatRegistered(this.sequelize, actor.companyId, transaction),
          customer_end_user: input.customer_end_user,
        });
      } catch (err) {
        if (err instanceof HireInvoiceError) throw ValidationError.single('', err.message);
        throw err;
      }
      const { cost, invoiced } = await this.position(request, transaction);
      const warnings: string[] = [];
      const over = invoiced + input.hire_pence - cost;
      if (over > 0) {
        warnings.push(
          `Hire invoiced so far (${formatMoney(invoiced + input.hire_pence)}) is ${formatMoney(over)} above the hire cost to date (${formatMoney(cost)}): check it against the hire terms before paying`,
        );
      }
      let invoice: PlantHireInvoice;
      try {
        invoice = await PlantHireInvoice.create(
          {
            company_id: actor.companyId,
            plant_request_id: request.id,
            supplier_id: supplier.id,
            supplier_reference: input.supplier_reference,
            invoice_date: input.invoice_date,
            with_operator: request.with_operator,
            hire_pence: input.hire_pence,
            materials_pence: input.materials_pence,
            materials_cost_pence: input.materials_cost_pence,
            net_pence: figures.net_pence,
            hire_cost_to_date_pence: cost,
            invoiced_before_pence: invoiced,
            cis_status: cisStatus,
            cis_rate_percent: figures.cis_rate_percent,
            cis_base_pence: figures.cis_base_pence,
            cis_deduction_pence: figures.cis_deduction_pence,
            cis_reason: figures.cis_reason,
            vat_rate: input.vat_rate,
            vat_treatment: figures.vat_treatment,
            vat_rate_percent: figures.vat_rate_percent,
            vat_pence: figures.vat_pence,
            reverse_charge_vat_pence: figures.reverse_charge_vat_pence,
            vat_reason: figures.vat_reason,
            customer_end_user: input.customer_end_user,
            gross_pence: figures.gross_pence,
            payable_pence: figures.payable_pence,
            steps: figures.steps,
            created_by: actor.userId,
          },
          { transaction },
        );
      } catch (err) {
        // Two entries of one reference at the same moment: the unique index decides, with the same message.
        if (err instanceof UniqueConstraintError) {
          throw new ConflictError(
            duplicateReferenceMessage(supplier.name, {
              supplier_reference: input.supplier_reference,
              invoice_date: input.invoice_date,
              request_reference: request.reference,
            }),
          );
        }
        throw err;
      }
      await recordActivity({
        actor,
        entityType: 'plant_request',
        entityId: request.id,
        projectId: request.project_id,
        label: request.reference,
        link: `/app/plant?request_id=${request.id}`,
        action: 'hire_invoice_recorded',
        // The invoice is the buyers' (its routes: supervisors and up); the request's other history is everyone's.
        minRole: 'supervisor',
        details: {
          supplier_reference: input.supplier_reference,
          net_pence: figures.net_pence,
          cis_deduction_pence: figures.cis_deduction_pence,
        },
        transaction,
      });
      return { ...presentHireInvoice(actor, invoice, supplier.name), warnings };
    });
  }

  async pay(actor: Actor, invoiceId: string, input: PayHireInvoiceInput): Promise<PlantHireInvoiceJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const invoice = await PlantHireInvoice.findOne({
        where: { id: invoiceId, company_id: actor.companyId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!invoice) throw new NotFoundError(HIRE_INVOICE_NOT_FOUND);
      const refusal = payRefusal(actor, invoice);
      if (refusal) throw new ConflictError(refusal);
      const paymentDate = input.payment_date ?? londonDate();
      if (paymentDate < invoice.invoice_date) {
        throw ValidationError.single('payment_date', 'Payment date cannot be before the invoice date');
      }
      await invoice.update(
        { status: 'paid', payment_date: paymentDate, paid_by: actor.userId },
        { transaction },
      );
      const supplier = await Supplier.findByPk(invoice.supplier_id, { transaction });
      return presentHireInvoice(actor, invoice, supplier?.name ?? '');
    });
  }
}

/** One supplier's wet-hire payments in a tax month: the CIS300 figures (integer pence). */
export type PlantCisPaymentRow = CisPaymentRow;

/**
 * The plant hire invoices within CIS (wet hire) PAID between start and end (both included, YYYY-MM-DD: labour's
 * taxMonthOf gives a tax month's), per supplier and tax month — for the CIS month (and the CIS report's tax year)
 * to add beside its labour invoices.
 */
export function plantCisPayments(
  db: Sequelize,
  companyId: string,
  taxMonth: { start: string; end: string },
  transaction?: Transaction,
): Promise<PlantCisPaymentRow[]> {
  return cisPaymentsIn(db, 'plant_hire_invoices', companyId, taxMonth, transaction);
}

/** One wet-hire invoice paid in a tax month, as a subcontractor's CIS statement lists it. */
export interface PlantCisInvoiceRow {
  /** The plant request's reference and the supplier's invoice number, e.g. "PR-0007 (VPH-5521)". */
  label: string;
  payment_date: string;
  net_pence: number;
  materials_cost_pence: number;
  cis_deduction_pence: number;
}

/** The wet-hire invoices within CIS paid to one supplier in the tax month [start, end], in payment order. */
export async function plantCisInvoices(
  db: Sequelize,
  companyId: string,
  supplierId: string,
  taxMonth: { start: string; end: string },
): Promise<PlantCisInvoiceRow[]> {
  const rows = await q<{
    reference: string;
    supplier_reference: string;
    payment_date: string;
    net_pence: string;
    materials_cost_pence: string;
    cis_deduction_pence: string;
  }>(
    db,
    `SELECT r.reference, i.supplier_reference, i.payment_date, i.net_pence, i.materials_cost_pence,
            i.cis_deduction_pence
       FROM plant_hire_invoices i JOIN plant_requests r ON r.id = i.plant_request_id
      WHERE i.company_id = :companyId AND i.supplier_id = :supplierId AND i.status = 'paid'
        AND i.cis_status IS NOT NULL AND i.payment_date BETWEEN :start AND :end
      ORDER BY i.payment_date, r.reference`,
    { companyId, supplierId, start: taxMonth.start, end: taxMonth.end },
  );
  return rows.map((r) => ({
    label: `${r.reference} (${r.supplier_reference})`,
    payment_date: r.payment_date,
    net_pence: num(r.net_pence),
    materials_cost_pence: num(r.materials_cost_pence),
    cis_deduction_pence: num(r.cis_deduction_pence),
  }));
}
