// Owns the writes of labour, each in one transaction with its activity rows: trades (unique names per
// company), operatives (the supplier must be an active labour agency or subcontractor for agency and
// subcontract operatives, none for direct ones; a linked user is linked once), timesheets (a Monday; a worker
// enters their own operative's, supervisors and up any on the projects they see; moves on the transition
// table; the cost is worked at approval), labour invoices (LI-0001; lines for the supplier's operatives; the
// CIS and VAT figures from cis.ts with the supplier's CIS status and VAT position as they stand; the match
// against approved timesheets; statuses on the table, the payment date recorded when paid).
import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { recordActivity } from '../../lib/activity.js';
import { addDays } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { lineNet } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { User } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { CIS_KINDS, Supplier } from '../suppliers/index.js';
import { labourInvoiceFigures, LabourArithmeticError } from './cis.js';
import { LabourInvoice, type LabourInvoiceLine, type LabourInvoiceStatus } from './labour-invoice.model.js';
import { matchLines, type ApprovedWeek, type OperativeRate } from './labour-match.js';
import { LabourTrade } from './labour-trade.model.js';
import {
  LABOUR_INVOICE_NOT_FOUND,
  OPERATIVE_NOT_FOUND,
  TIMESHEET_NOT_FOUND,
  TRADE_NOT_FOUND,
  companyVatRegistered,
} from './labour.read.js';
import {
  MESSAGES,
  type CreateLabourInvoiceInput,
  type CreateOperativeInput,
  type CreateTimesheetInput,
  type CreateTradeInput,
  type UpdateOperativeInput,
  type UpdateTimesheetInput,
  type UpdateTradeInput,
} from './labour.schema.js';
import { LABOUR_INVOICE_STATUS, TIMESHEET_STATUS } from './labour.transitions.js';
import { Operative, type Engagement, type RateUnit } from './operative.model.js';
import { Timesheet, type TimesheetStatus } from './timesheet.model.js';

export const MISMATCH_NEEDS_MANAGER =
  'The invoice does not match the approved timesheets: a manager must override it with a reason';
export const OVERRIDE_REASON_REQUIRED = 'Override reason is required to match an invoice with variances';

const num = (v: string | number | null | undefined) => Number(v ?? 0);
export const operativeLink = (id: string) => `/app/labour/${id}`;
export const invoiceLink = (id: string) => `/app/labour/invoices/${id}`;

/** Is `date` (YYYY-MM-DD) a Monday? */
export function isMonday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
}

/** A timesheet's cost at the operative's rate: hours × an hourly rate, or days worked × a day rate plus
 * overtime at an eighth of the day rate an hour (an 8-hour day), each rounded half up to the penny. */
export function timesheetCost(hours: number[], overtime: number, unit: RateUnit, ratePence: number): number {
  if (unit === 'hour') return lineNet((hours.reduce((a, b) => a + b, 0) + overtime).toFixed(2), ratePence);
  const days = hours.filter((h) => h > 0).length;
  return lineNet(days, ratePence) + Math.round(lineNet(overtime.toFixed(2), ratePence) / 8);
}

export class LabourService {
  constructor(private readonly sequelize: Sequelize) {}

  // ---------------------------------------------------------------------------------------------- trades
  async createTrade(actor: Actor, input: CreateTradeInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      try {
        const trade = await LabourTrade.create(
          {
            company_id: actor.companyId,
            name: input.name,
            default_day_rate_pence: input.default_day_rate_pence,
          },
          { transaction: t },
        );
        await recordActivity({
          actor,
          entityType: 'labour_trade',
          entityId: trade.id,
          action: 'created',
          label: trade.name,
          transaction: t,
        });
        return trade.id;
      } catch (e) {
        if (e instanceof UniqueConstraintError) throw ValidationError.single('name', MESSAGES.tradeTaken);
        throw e;
      }
    });
  }

  async updateTrade(actor: Actor, id: string, input: UpdateTradeInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const trade = await LabourTrade.findOne({ where: { id, company_id: actor.companyId }, transaction: t });
      if (!trade) throw new NotFoundError(TRADE_NOT_FOUND);
      try {
        await trade.update(input, { transaction: t });
      } catch (e) {
        if (e instanceof UniqueConstraintError) throw ValidationError.single('name', MESSAGES.tradeTaken);
        throw e;
      }
      await recordActivity({
        actor,
        entityType: 'labour_trade',
        entityId: trade.id,
        action: 'updated',
        label: trade.name,
        transaction: t,
      });
    });
  }

  // ------------------------------------------------------------------------------------------ operatives
  private async checkOperative(
    actor: Actor,
    input: {
      engagement: Engagement;
      supplier_id?: string | null;
      trade_id?: string | null;
      user_id?: string | null;
    },
    selfId: string | null,
    t: Transaction,
  ) {
    if (input.engagement === 'direct') {
      if (input.supplier_id) throw ValidationError.single('supplier_id', MESSAGES.directNoSupplier);
    } else {
      if (!input.supplier_id) throw ValidationError.single('supplier_id', MESSAGES.supplierRequired);
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
    }
    if (input.trade_id) {
      const trade = await LabourTrade.count({
        where: { id: input.trade_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!trade) throw ValidationError.single('trade_id', MESSAGES.trade);
    }
    if (input.user_id) {
      const user = await User.count({
        where: { id: input.user_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!user) throw ValidationError.single('user_id', MESSAGES.user);
      const taken = await Operative.count({
        where: {
          user_id: input.user_id,
          company_id: actor.companyId,
          ...(selfId ? { id: { [Op.ne]: selfId } } : {}),
        },
        transaction: t,
      });
      if (taken) throw ValidationError.single('user_id', MESSAGES.userTaken);
    }
  }

  async createOperative(actor: Actor, input: CreateOperativeInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      await this.checkOperative(actor, input, null, t);
      const op = await Operative.create(
        {
          company_id: actor.companyId,
          name: input.name,
          trade_id: input.trade_id ?? null,
          engagement: input.engagement,
          supplier_id: input.engagement === 'direct' ? null : (input.supplier_id ?? null),
          user_id: input.user_id ?? null,
          rate_unit: input.rate_unit,
          rate_pence: input.rate_pence,
          cscs_card_type: input.cscs_card_type ?? null,
          cscs_card_number: input.cscs_card_number ?? null,
          cscs_expiry: input.cscs_expiry ?? null,
          phone: input.phone ?? null,
          created_by: actor.userId,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'operative',
        entityId: op.id,
        action: 'created',
        label: op.name,
        link: operativeLink(op.id),
        transaction: t,
      });
      return op.id;
    });
  }

  async updateOperative(actor: Actor, id: string, input: UpdateOperativeInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const op = await Operative.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!op) throw new NotFoundError(OPERATIVE_NOT_FOUND);
      const engagement = input.engagement ?? op.engagement;
      const supplierId = input.supplier_id !== undefined ? input.supplier_id : op.supplier_id;
      const merged = {
        engagement,
        supplier_id: engagement === 'direct' && input.supplier_id === undefined ? null : supplierId,
        trade_id: input.trade_id,
        user_id: input.user_id,
      };
      await this.checkOperative(actor, merged, op.id, t);
      const changes: Partial<Operative> = { engagement, supplier_id: merged.supplier_id };
      for (const key of [
        'name',
        'trade_id',
        'user_id',
        'rate_unit',
        'rate_pence',
        'cscs_card_type',
        'cscs_card_number',
        'cscs_expiry',
        'phone',
        'is_active',
      ] as const) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
      }
      await op.update(changes, { transaction: t });
      await recordActivity({
        actor,
        entityType: 'operative',
        entityId: op.id,
        action: 'updated',
        label: op.name,
        link: operativeLink(op.id),
        transaction: t,
      });
    });
  }

  // ------------------------------------------------------------------------------------------ timesheets
  async createTimesheet(actor: Actor, input: CreateTimesheetInput): Promise<string> {
    if (!isMonday(input.week_commencing)) throw ValidationError.single('week_commencing', MESSAGES.monday);
    if (!input.hours.some((h) => h > 0) && !input.overtime_hours)
      throw ValidationError.single('hours', MESSAGES.noHours);
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, input.project_id, {
        transaction: t,
        withManager: false,
      });
      const op = await Operative.findOne({
        where: { id: input.operative_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!op) throw ValidationError.single('operative_id', MESSAGES.operative);
      if (!roleAtLeast(actor.role, 'supervisor') && op.user_id !== actor.userId)
        throw new AuthorizationError(MESSAGES.notYours);
      if (!op.is_active) throw ValidationError.single('operative_id', MESSAGES.operativeInactive);
      let sheet: Timesheet;
      try {
        sheet = await Timesheet.create(
          {
            company_id: actor.companyId,
            operative_id: op.id,
            project_id: project.id,
            week_commencing: input.week_commencing,
            hours: input.hours,
            overtime_hours: input.overtime_hours,
            notes: input.notes ?? null,
            created_by: actor.userId,
          },
          { transaction: t },
        );
      } catch (e) {
        if (e instanceof UniqueConstraintError) throw new ConflictError(MESSAGES.duplicate);
        throw e;
      }
      await recordActivity({
        actor,
        entityType: 'timesheet',
        entityId: sheet.id,
        action: 'created',
        label: `${op.name} w/c ${input.week_commencing}`,
        link: operativeLink(op.id),
        projectId: project.id,
        transaction: t,
      });
      if (input.submit) await this.move(actor, sheet, op, 'submitted', null, t);
      return sheet.id;
    });
  }

  private async findSheet(actor: Actor, id: string, t: Transaction) {
    const sheet = await Timesheet.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!sheet) throw new NotFoundError(TIMESHEET_NOT_FOUND);
    const op = (await Operative.findByPk(sheet.operative_id, { transaction: t }))!;
    // A worker reaches only their own operative's sheets: anyone else's is not there for them.
    if (!roleAtLeast(actor.role, 'supervisor') && op.user_id !== actor.userId)
      throw new NotFoundError(TIMESHEET_NOT_FOUND);
    return { sheet, op };
  }

  async updateTimesheet(actor: Actor, id: string, input: UpdateTimesheetInput): Promise<void> {
    if (!input.hours.some((h) => h > 0) && !input.overtime_hours)
      throw ValidationError.single('hours', MESSAGES.noHours);
    await withTransaction(this.sequelize, async (t) => {
      const { sheet, op } = await this.findSheet(actor, id, t);
      if (sheet.status !== 'draft' && sheet.status !== 'rejected')
        throw new ConflictError(MESSAGES.notEditable);
      const from = sheet.status;
      await sheet.update(
        { hours: input.hours, overtime_hours: input.overtime_hours, notes: input.notes ?? null },
        { transaction: t },
      );
      // A corrected rejected sheet is a draft again.
      if (from === 'rejected') await this.move(actor, sheet, op, 'draft', null, t);
      else
        await recordActivity({
          actor,
          entityType: 'timesheet',
          entityId: sheet.id,
          action: 'updated',
          label: `${op.name} w/c ${sheet.week_commencing}`,
          link: operativeLink(op.id),
          projectId: sheet.project_id,
          transaction: t,
        });
    });
  }

  private async move(
    actor: Actor,
    sheet: Timesheet,
    op: Operative,
    to: TimesheetStatus,
    reason: string | null,
    t: Transaction,
  ) {
    const from = sheet.status;
    TIMESHEET_STATUS.check(actor, from, to, reason);
    const changes: Partial<Timesheet> = { status: to, status_reason: to === 'rejected' ? reason : null };
    if (to === 'submitted') changes.submitted_at = new Date();
    if (to === 'approved' || to === 'rejected') {
      changes.decided_by = actor.userId;
      changes.decided_at = new Date();
    }
    changes.cost_pence =
      to === 'approved'
        ? timesheetCost(
            sheet.hours.map(Number),
            Number(sheet.overtime_hours),
            op.rate_unit,
            num(op.rate_pence),
          )
        : 0;
    await sheet.update(changes, { transaction: t });
    await TIMESHEET_STATUS.apply({
      actor,
      entityId: sheet.id,
      from,
      to,
      reason,
      transaction: t,
      label: `${op.name} w/c ${sheet.week_commencing}`,
      link: operativeLink(op.id),
      projectId: sheet.project_id,
      details: { operative_id: op.id },
    });
  }

  async changeTimesheetStatus(
    actor: Actor,
    id: string,
    to: TimesheetStatus,
    reason: string | null | undefined,
  ) {
    await withTransaction(this.sequelize, async (t) => {
      const { sheet, op } = await this.findSheet(actor, id, t);
      await this.move(actor, sheet, op, to, reason ?? null, t);
    });
  }

  // -------------------------------------------------------------------------------------------- invoices
  private async matchFor(
    companyId: string,
    lines: LabourInvoiceLine[],
    start: string,
    end: string,
    t: Transaction,
  ) {
    const opIds = [...new Set(lines.map((l) => l.operative_id))];
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
    return withTransaction(this.sequelize, async (t) => {
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
      const opIds = [...new Set(input.lines.map((l) => l.operative_id))];
      const ops = await Operative.count({
        where: { id: opIds, company_id: actor.companyId, supplier_id: supplier.id },
        transaction: t,
      });
      if (ops !== opIds.length) throw ValidationError.single('lines', MESSAGES.lineOperative);
      for (const projectId of new Set(input.lines.map((l) => l.project_id))) {
        await findVisibleProject(actor, projectId, { transaction: t, withManager: false });
      }
      const lines: LabourInvoiceLine[] = input.lines.map((l) => ({
        operative_id: l.operative_id,
        project_id: l.project_id,
        unit: l.unit,
        quantity: l.quantity,
        rate_pence: l.rate_pence,
        net_pence: lineNet(l.quantity.toFixed(2), l.rate_pence),
      }));
      const labour = lines.reduce((a, l) => a + l.net_pence, 0);
      const vatRegistered = await companyVatRegistered(actor.companyId, t);
      let figures;
      try {
        figures = labourInvoiceFigures({
          labour_pence: labour,
          materials_pence: input.materials_pence,
          materials_cost_pence: input.materials_cost_pence,
          vat_rate: input.vat_rate,
          supplier_vat_registered: !!supplier.vat_number,
          cis_status: supplier.cis_status ?? null,
          customer_vat_registered: vatRegistered,
          customer_end_user: input.customer_end_user,
        });
      } catch (e) {
        if (e instanceof LabourArithmeticError)
          throw ValidationError.single('materials_cost_pence', e.message);
        throw e;
      }
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
          materials_pence: figures.materials_pence,
          materials_cost_pence: figures.materials_cost_pence,
          net_pence: figures.net_pence,
          cis_deduction_pence: figures.cis_deduction_pence,
          vat_pence: figures.vat_pence,
          reverse_charge_vat_pence: figures.reverse_charge_vat_pence,
          gross_pence: figures.gross_pence,
          payable_pence: figures.payable_pence,
          match,
          has_variance: match.some((m) => m.variance),
          created_by: actor.userId,
        },
        { transaction: t },
      );
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
    });
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
      const variance = match.some((m) => m.variance);
      await inv.update({ match, has_variance: variance }, { transaction: t });
      if (variance) {
        // Without an override the variances are saved and flagged and the invoice stays received.
        if (!overrideReason) return;
        if (!roleAtLeast(actor.role, 'manager')) throw new AuthorizationError(MISMATCH_NEEDS_MANAGER);
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
