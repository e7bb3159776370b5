// Owns the writes of labour invoices, each in one transaction with its activity rows: entering one (LI-0001;
// lines for the supplier's own operatives on projects the caller sees; the CIS and VAT figures from cis.ts
// with the supplier's CIS status and VAT position as they stand; the match against approved timesheets),
// matching it again (variances need a manager's override with a reason, the policy's rule) and the other
// status moves on the table, the payment date recorded when paid. A supplier's number and a timesheet day are
// invoiced once (labour-invoice-duplicates.ts); nobody approves an invoice they entered or one paying their own
// work (segregation of duties).
import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { recordActivity } from '../../lib/activity.js';
import { addDays } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { assertNotOwnRecord } from '../../lib/segregation.js';
import { allocateReference } from '../../lib/numbering.js';
import { num } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { findVisibleProject } from '../projects/index.js';
import { CIS_KINDS, Supplier } from '../suppliers/index.js';
import { labourInvoiceFigures, LabourArithmeticError, portionsOf } from './cis.js';
import {
  assertReferenceFree,
  claimTimesheetDays,
  firstWithReference,
  releaseTimesheetDays,
} from './labour-invoice-duplicates.js';
import { operativeUsers, storedLines } from './labour-invoice-lines.js';
import {
  isLabourLine,
  LabourInvoice,
  type LabourInvoiceLine,
  type LabourInvoiceStatus,
} from './labour-invoice.model.js';
import { LABOUR_INVOICE_NOT_FOUND } from './labour-invoices.read.js';
import { matchLines, type ApprovedWeek, type OperativeRate } from './labour-match.js';
import { companyVatRegistered } from '../settings/index.js';
import { invoiceParties, mayOverrideVariances } from './labour.policy.js';
import { invoiceLink } from './labour.presenter.js';
import { MESSAGES, type CreateLabourInvoiceInput } from './labour.schema.js';
import { LABOUR_INVOICE_STATUS } from './labour.transitions.js';
import { Operative } from './operative.model.js';
import { Timesheet } from './timesheet.model.js';

export const MISMATCH_NEEDS_MANAGER =
  'The invoice does not match the approved timesheets: a manager must override it with a reason';
export const OVERRIDE_REASON_REQUIRED = 'Override reason is required to match an invoice with variances';

export class LabourInvoicesService {
  constructor(private readonly sequelize: Sequelize) {}

  private async matchFor(
    companyId: string,
    lines: LabourInvoiceLine[],
    start: string,
    end: string,
    t: Transaction,
  ) {
    const opIds = [...new Set(lines.filter(isLabourLine).map((l) => l.operative_id))];
    if (!opIds.length) return matchLines(lines, [], new Map(), { start, end });
    const [sheets, ops] = await Promise.all([
      Timesheet.findAll({
        where: {
          company_id: companyId,
          operative_id: opIds,
          status: 'approved',
          week_commencing: { [Op.between]: [addDays(start, -6), end] },
        },
        transaction: t,
      }),
      Operative.findAll({ where: { id: opIds }, transaction: t }),
    ]);
    const weeks: ApprovedWeek[] = sheets.map((s) => ({
      id: s.id,
      operative_id: s.operative_id,
      project_id: s.project_id,
      week_commencing: s.week_commencing,
      hours: s.hours.map(Number),
      overtime_hours: Number(s.overtime_hours),
    }));
    const rates = new Map<string, OperativeRate>(
      ops.map((o) => [o.id, { id: o.id, rate_unit: o.rate_unit, rate_pence: num(o.rate_pence) }]),
    );
    return matchLines(lines, weeks, rates, { start, end });
  }

  async createInvoice(actor: Actor, input: CreateLabourInvoiceInput): Promise<string> {
    try {
      return await withTransaction(this.sequelize, (t) => this.enterInvoice(actor, input, t));
    } catch (e) {
      // Two copies entered at the same instant: the unique index lets one through; name it to the other.
      if (e instanceof UniqueConstraintError) {
        const first = await firstWithReference(
          this.sequelize,
          actor.companyId,
          input.supplier_id,
          input.supplier_reference,
        );
        if (first)
          throw new ConflictError(MESSAGES.duplicateReference(first.supplier_reference, first.reference));
      }
      throw e;
    }
  }

  private async enterInvoice(actor: Actor, input: CreateLabourInvoiceInput, t: Transaction) {
    const supplier = await Supplier.findOne({
      where: {
        id: input.supplier_id,
        company_id: actor.companyId,
        is_active: true,
        kinds: { [Op.overlap]: [...CIS_KINDS] },
      },
      transaction: t,
    });
    if (!supplier) throw ValidationError.single('supplier_id', MESSAGES.supplierNotLabour);
    const lines = storedLines(input);
    const opIds = [...new Set(lines.filter(isLabourLine).map((l) => l.operative_id))];
    if (opIds.length) {
      const ops = await Operative.count({
        where: { id: opIds, company_id: actor.companyId, supplier_id: supplier.id },
        transaction: t,
      });
      if (ops !== opIds.length) throw ValidationError.single('lines', MESSAGES.lineOperative);
    }
    for (const projectId of new Set(lines.flatMap((l) => (l.project_id ? [l.project_id] : [])))) {
      await findVisibleProject(actor, projectId, { transaction: t, withManager: false });
    }
    const vatRegistered = await companyVatRegistered(this.sequelize, actor.companyId, t);
    let figures;
    try {
      figures = labourInvoiceFigures({
        ...portionsOf(lines),
        vat_rate: input.vat_rate,
        supplier_vat_registered: !!supplier.vat_number,
        cis_status: supplier.cis_status ?? null,
        customer_vat_registered: vatRegistered,
        customer_end_user: input.customer_end_user,
      });
    } catch (e) {
      if (e instanceof LabourArithmeticError) throw ValidationError.single(e.field, e.message);
      throw e;
    }
    await assertReferenceFree(this.sequelize, actor.companyId, supplier.id, input.supplier_reference, t);
    const match = await this.matchFor(actor.companyId, lines, input.period_start, input.period_end, t);
    const invoice = await LabourInvoice.create(
      {
        company_id: actor.companyId,
        supplier_id: supplier.id,
        reference: await allocateReference(actor.companyId, 'labour_invoice', t),
        supplier_reference: input.supplier_reference,
        invoice_date: input.invoice_date,
        period_start: input.period_start,
        period_end: input.period_end,
        lines,
        vat_rate: input.vat_rate,
        customer_end_user: input.customer_end_user,
        cis_status: supplier.cis_status ?? null,
        supplier_vat_registered: !!supplier.vat_number,
        customer_vat_registered: vatRegistered,
        labour_pence: figures.labour_pence,
        plant_pence: figures.plant_pence,
        materials_pence: figures.materials_pence,
        materials_cost_pence: figures.materials_cost_pence,
        deductions_pence: figures.deductions_pence,
        net_pence: figures.net_pence,
        cis_deduction_pence: figures.cis_deduction_pence,
        vat_pence: figures.vat_pence,
        reverse_charge_vat_pence: figures.reverse_charge_vat_pence,
        gross_pence: figures.gross_pence,
        payable_pence: figures.payable_pence,
        match,
        has_variance: match.some((m) => m?.variance),
        created_by: actor.userId,
      },
      { transaction: t },
    );
    await claimTimesheetDays(this.sequelize, invoice, lines, match, t);
    await recordActivity({
      actor,
      entityType: 'labour_invoice',
      entityId: invoice.id,
      action: 'created',
      label: `${invoice.reference} ${supplier.name}`,
      link: invoiceLink(invoice.id),
      transaction: t,
    });
    return invoice.id;
  }

  private async findInvoice(actor: Actor, id: string, t: Transaction) {
    const inv = await LabourInvoice.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!inv) throw new NotFoundError(LABOUR_INVOICE_NOT_FOUND);
    return inv;
  }

  /** Matches again against today's approved timesheets: clean → matched; with variances, a manager's
   * override with a reason → matched; otherwise it stays received with its variances flagged. */
  async matchInvoice(actor: Actor, id: string, overrideReason: string | null | undefined): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const inv = await this.findInvoice(actor, id, t);
      if (inv.status !== 'received') throw new ConflictError(MESSAGES.notMatched);
      LABOUR_INVOICE_STATUS.check(actor, 'received', 'matched');
      const match = await this.matchFor(actor.companyId, inv.lines, inv.period_start, inv.period_end, t);
      const variance = match.some((m) => m?.variance);
      // Timesheets approved since it was entered may be days another invoice already has: refused, named.
      await claimTimesheetDays(this.sequelize, inv, inv.lines, match, t);
      await inv.update({ match, has_variance: variance }, { transaction: t });
      if (variance) {
        // Without an override the variances are saved and flagged and the invoice stays received.
        if (!overrideReason) return;
        if (!mayOverrideVariances(actor)) throw new AuthorizationError(MISMATCH_NEEDS_MANAGER);
      }
      await inv.update(
        { status: 'matched', status_reason: variance ? (overrideReason ?? null) : null },
        { transaction: t },
      );
      await LABOUR_INVOICE_STATUS.apply({
        actor,
        entityId: inv.id,
        from: 'received',
        to: 'matched',
        reason: variance ? overrideReason : null,
        transaction: t,
        label: inv.reference,
        link: invoiceLink(inv.id),
        details: { override: variance },
      });
    });
  }

  async changeInvoiceStatus(
    actor: Actor,
    id: string,
    to: Exclude<LabourInvoiceStatus, 'matched'>,
    reason: string | null | undefined,
    paymentDate: string | null | undefined,
  ): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const inv = await this.findInvoice(actor, id, t);
      const from = inv.status;
      LABOUR_INVOICE_STATUS.check(actor, from, to, reason);
      if (to === 'paid' && !paymentDate) throw ValidationError.single('payment_date', MESSAGES.paymentDate);
      if (to === 'approved') {
        // Segregation of duties: not the one who entered it, nor one whose own work it pays.
        const users = await operativeUsers(this.sequelize, inv.lines, t);
        assertNotOwnRecord(actor, 'labour invoice', invoiceParties(actor, inv, users));
        // Timesheets approved since it was matched (an override with none yet) take their days now: a copy
        // matched the same way is refused here, naming the invoice that has them.
        const match = await this.matchFor(inv.company_id, inv.lines, inv.period_start, inv.period_end, t);
        await claimTimesheetDays(this.sequelize, inv, inv.lines, match, t);
        await inv.update({ match }, { transaction: t });
      }
      if (to === 'disputed') await releaseTimesheetDays(this.sequelize, inv.id, t);
      if (from === 'disputed') {
        // Reopened: it takes its timesheet days again, unless a corrected invoice has them now (409, named).
        const match = await this.matchFor(inv.company_id, inv.lines, inv.period_start, inv.period_end, t);
        await claimTimesheetDays(this.sequelize, inv, inv.lines, match, t);
        await inv.update({ match, has_variance: match.some((m) => m?.variance) }, { transaction: t });
      }
      await inv.update(
        {
          status: to,
          status_reason: to === 'disputed' ? (reason ?? null) : null,
          ...(to === 'paid' ? { payment_date: paymentDate! } : {}),
        },
        { transaction: t },
      );
      await LABOUR_INVOICE_STATUS.apply({
        actor,
        entityId: inv.id,
        from,
        to,
        reason,
        transaction: t,
        label: inv.reference,
        link: invoiceLink(inv.id),
      });
    });
  }
}
