// Owns the writes of timesheets, each in one transaction with its activity rows: a week (a Monday) of hours
// for an operative on a project the caller sees (a worker only for their own operative, the policy's rule),
// changes while draft or rejected, and the moves on the transition table with the cost worked at the
// operative's rate when a sheet is approved — never by the user who entered it or whom it pays (segregation of
// duties, issue 32), nor over a CSCS card expired by the last day worked unless a manager overrides it with a
// reason (issue 35, decision 0064). Bulk decisions run each sheet through the same move in its own transaction.
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { recordActivity } from '../../lib/activity.js';
import { eachOnItsOwn, type BulkOutcome } from '../../lib/bulk.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { lineNet } from '../../lib/money.js';
import { assertNotOwnRecord } from '../../lib/segregation.js';
import { num } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { findVisibleProject } from '../projects/index.js';
import { TIMESHEET_NOT_FOUND } from './labour-timesheets.read.js';
import { cscsBlock, CSCS_OVERRIDE_NEEDS_MANAGER } from './labour-cscs.js';
import { mayOverrideCscs, mayWriteTimesheetsFor, timesheetParties } from './labour.policy.js';
import { operativeLink } from './labour.presenter.js';
import { MESSAGES, type CreateTimesheetInput, type UpdateTimesheetInput } from './labour.schema.js';
import { TIMESHEET_STATUS } from './labour.transitions.js';
import { Operative, type RateUnit } from './operative.model.js';
import { Timesheet, type TimesheetStatus } from './timesheet.model.js';

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

export class LabourTimesheetsService {
  constructor(private readonly sequelize: Sequelize) {}

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
      if (!mayWriteTimesheetsFor(actor, op)) throw new AuthorizationError(MESSAGES.notYours);
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
    if (!mayWriteTimesheetsFor(actor, op)) throw new NotFoundError(TIMESHEET_NOT_FOUND);
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
    cscsOverrideReason: string | null = null,
  ) {
    const from = sheet.status;
    TIMESHEET_STATUS.check(actor, from, to, reason);
    // Segregation of duties: nobody approves a week they entered or one that pays them.
    if (to === 'approved') assertNotOwnRecord(actor, 'timesheet', timesheetParties(sheet, op));
    // A card expired by the last day worked blocks approval; a manager may override it with a reason.
    const block = to === 'approved' ? cscsBlock(op, sheet) : null;
    if (block) {
      if (!cscsOverrideReason?.trim()) throw new ConflictError(block);
      if (!mayOverrideCscs(actor)) throw new AuthorizationError(CSCS_OVERRIDE_NEEDS_MANAGER);
    }
    const changes: Partial<Timesheet> = { status: to, status_reason: to === 'rejected' ? reason : null };
    if (block) {
      changes.cscs_override_reason = cscsOverrideReason!.trim();
      changes.cscs_override_by = actor.userId;
      changes.cscs_override_at = new Date();
      await recordActivity({
        actor,
        entityType: 'timesheet',
        entityId: sheet.id,
        action: 'cscs_overridden',
        reason: changes.cscs_override_reason,
        details: { operative_id: op.id, cscs_expiry: op.cscs_expiry },
        label: `${op.name} w/c ${sheet.week_commencing}`,
        link: operativeLink(op.id),
        projectId: sheet.project_id,
        transaction: t,
      });
    }
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
    cscsOverrideReason?: string | null,
  ): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const { sheet, op } = await this.findSheet(actor, id, t);
      await this.move(actor, sheet, op, to, reason ?? null, t, cscsOverrideReason ?? null);
      return `${op.name} w/c ${sheet.week_commencing}`;
    });
  }

  /**
   * Approves or rejects several sheets, each through the same move (role, segregation of duties, CSCS) in its
   * own transaction, so one refusal never undoes the others; answers per sheet what happened and why.
   * No CSCS override in bulk: overriding is a decision about one operative's week, taken on that sheet.
   */
  async bulkChangeTimesheetStatus(
    actor: Actor,
    ids: readonly string[],
    to: TimesheetStatus,
    reason: string | null | undefined,
  ): Promise<BulkOutcome[]> {
    return eachOnItsOwn(ids, (id) => this.changeTimesheetStatus(actor, id, to, reason));
  }
}
