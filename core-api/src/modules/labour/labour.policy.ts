// Owns who may do what in labour. Every role may list trades and operatives and enter hours, but a worker only
// for the operative linked to them (anyone else's timesheet is not there for them); supervisors and up see
// every timesheet on the projects they see, the rates and costs, keep operatives and approve or reject sheets;
// a labour invoice whose lines do not match the approved timesheets is matched only on a manager's override
// (a commercial decision). Status moves themselves are the tables in labour.transitions.ts; answers carry the
// caller's abilities so the UI shows only the controls the caller may use. Segregation of duties (issue 32):
// nobody approves a timesheet they entered or one that pays them (its operative is linked to them), nor a labour
// invoice they entered or one whose labour lines pay them; another approver of the required role must. A sheet
// whose operative's CSCS card had expired by the last day worked is approved only on a manager's override with
// a reason (issue 35, decision 0064; the date rule is labour-cscs.ts).
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { ownRecordRefusal, type RecordParties } from '../../lib/segregation.js';
import type { LabourInvoiceStatus } from './labour-invoice.model.js';
import { LABOUR_INVOICE_STATUS, TIMESHEET_STATUS } from './labour.transitions.js';
import type { TimesheetStatus } from './timesheet.model.js';

/** Supervisors and up see every timesheet on the projects they see; workers only their own operative's. */
export function seesAllTimesheets(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** Operatives' rates and the cost of approved timesheets: supervisors and up. */
export function seesLabourRates(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/**
 * An operative's phone and CSCS card number are personal data (decision 0023): supervisors and up (they run the
 * gate and ring the gang) and the operative themself through their linked user; other workers get null.
 */
export function seesOperativePersonal(actor: Actor, operative: { user_id: string | null }): boolean {
  return seesEveryonesPersonal(actor) || (!!operative.user_id && operative.user_id === actor.userId);
}

/**
 * Every operative's phone and card number (and finding one by it): supervisors and up; an API key only with the
 * labour:personal scope (decision 0082).
 */
export function seesEveryonesPersonal(actor: Actor): boolean {
  if (actor.apiKey && !actor.apiKey.scopes.includes('labour:personal')) return false;
  return roleAtLeast(actor.role, 'supervisor');
}

/** Adding and changing operatives (the routes admit supervisors and up; the answer's `can_edit` says so). */
export function mayEditOperatives(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** Entering and changing hours for an operative: their own linked user, or supervisors and up for anyone. */
export function mayWriteTimesheetsFor(actor: Actor, operative: { user_id: string | null }): boolean {
  return operative.user_id === actor.userId || seesAllTimesheets(actor);
}

/** Matching an invoice despite its variances against the approved timesheets: managers and up, with a reason. */
export function mayOverrideVariances(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

/** Approving a timesheet over a CSCS card expired by the last day worked: managers and up, with a reason. */
export function mayOverrideCscs(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

/** Who raised a timesheet and whom it pays (the user linked to its operative, if any). */
export function timesheetParties(
  sheet: { created_by: string | null },
  operative: { user_id: string | null },
): RecordParties {
  return { raised_by: sheet.created_by, pays_user_id: operative.user_id };
}

/** Who entered a labour invoice, and the actor when any of its labour lines is for an operative linked to them. */
export function invoiceParties(
  actor: Actor,
  invoice: { created_by: string | null },
  operativeUserIds: readonly string[],
): RecordParties {
  return {
    raised_by: invoice.created_by,
    pays_user_id: operativeUserIds.includes(actor.userId) ? actor.userId : null,
  };
}

export interface TimesheetAbilities {
  can_edit: boolean;
  status_moves: TimesheetStatus[];
  /** Whether the answer shows the sheet's cost (worked at approval). */
  sees_cost: boolean;
  /** Why this actor may not approve it (segregation of duties), when the role alone would let them. */
  approval_refusal: string | null;
  /** Why approval is blocked by the operative's CSCS card (expired by the last day worked), else null. */
  cscs_block: string | null;
  /** Whether this actor may approve it over that block with a reason (managers and up). */
  can_override_cscs: boolean;
}

/** What the actor may do with a timesheet of an operative linked to `operativeUserId`; `cscsBlockMessage` is
 * labour-cscs's cscsBlock for the sheet. */
export function timesheetAbilities(
  actor: Actor,
  sheet: { status: TimesheetStatus; operative_user_id: string | null; created_by: string | null },
  cscsBlockMessage: string | null = null,
): TimesheetAbilities {
  const mayWrite = mayWriteTimesheetsFor(actor, { user_id: sheet.operative_user_id });
  const own = ownRecordRefusal(
    actor,
    'timesheet',
    timesheetParties(sheet, { user_id: sheet.operative_user_id }),
  );
  const moves = mayWrite ? TIMESHEET_STATUS.allowed(actor, sheet.status) : [];
  // Approval over an expired card is offered only to those who may override it (with a reason).
  const cscsBars = !!cscsBlockMessage && sheet.status === 'submitted' && !mayOverrideCscs(actor);
  return {
    can_edit: mayWrite && (sheet.status === 'draft' || sheet.status === 'rejected'),
    status_moves: moves.filter((s) => !(s === 'approved' && (own || cscsBars))),
    sees_cost: seesLabourRates(actor) && sheet.status === 'approved',
    approval_refusal: own && moves.includes('approved') ? own.message : null,
    cscs_block: sheet.status === 'submitted' ? cscsBlockMessage : null,
    can_override_cscs: !!cscsBlockMessage && !own && moves.includes('approved') && mayOverrideCscs(actor),
  };
}

export interface LabourInvoiceAbilities {
  can_match: boolean;
  can_override: boolean;
  status_moves: LabourInvoiceStatus[];
  /** Why this actor may not approve it (segregation of duties), when the role alone would let them. */
  approval_refusal: string | null;
}

/** Matching (and its override) has its own route; the other moves go through the status route. Approval is
 * left out when segregation of duties refuses it to this actor (`parties` from invoiceParties). */
export function labourInvoiceAbilities(
  actor: Actor,
  status: LabourInvoiceStatus,
  parties: RecordParties = {},
): LabourInvoiceAbilities {
  const own = ownRecordRefusal(actor, 'labour invoice', parties);
  const moves = LABOUR_INVOICE_STATUS.allowed(actor, status).filter((s) => s !== 'matched');
  return {
    can_match: status === 'received' && LABOUR_INVOICE_STATUS.can(actor, 'received', 'matched'),
    can_override: status === 'received' && mayOverrideVariances(actor),
    status_moves: moves.filter((s) => !(s === 'approved' && own)),
    approval_refusal: own && moves.includes('approved') ? own.message : null,
  };
}
