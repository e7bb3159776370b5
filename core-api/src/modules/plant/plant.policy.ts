// Owns who may do what in plant hire. The transition table of a request (from → to, the lowest role, the
// activity action) is the one place its moves are decided; on top of it, per record: a worker cancels only
// their own request, and asks for off-hire only on a project they are on (they see no other). Supervisors and
// up approve, reject, put on hire and record collections; managers set up rates and the register. Answers
// carry the caller's abilities so the UI shows only the controls the caller may use. Which requests a caller
// sees, and the inspection gate on allocating an owned item, are rules too.
import { Op, literal, type WhereOptions } from 'sequelize';
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { addDays } from '../../lib/calendar.js';
import { ConflictError } from '../../lib/errors.js';
import { formatUkDate } from '../../lib/pdf.js';
import { assertNotOwnRecord, ownRecordRefusal } from '../../lib/segregation.js';
import { defineTransitions } from '../../lib/transitions.js';
import { visibleProjectIdsSql } from '../projects/index.js';
import type { ItemStatus, PlantItem } from './plant-item.model.js';
import type { PlantRequest, RequestStatus } from './plant-request.model.js';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Off-hired',
  cancelled: 'Cancelled',
};

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Off-hired',
  in_repair: 'In repair',
  disposed: 'Disposed',
};

export const REQUEST_TRANSITIONS = defineTransitions<RequestStatus>(
  'plant_request',
  [
    { from: 'requested', to: 'approved', minRole: 'supervisor', action: 'approved' },
    { from: 'requested', to: 'rejected', minRole: 'supervisor', reasonRequired: true, action: 'rejected' },
    { from: ['requested', 'approved'], to: 'cancelled', minRole: 'worker', action: 'cancelled' },
    { from: 'approved', to: 'on_hire', minRole: 'supervisor', action: 'on_hire' },
    { from: 'on_hire', to: 'off_hire_requested', minRole: 'worker', action: 'off_hire_requested' },
    { from: 'off_hire_requested', to: 'off_hired', minRole: 'supervisor', action: 'off_hired' },
  ],
  (s) => REQUEST_STATUS_LABELS[s],
);

/** Status changes a manager makes to the register by hand (hire moves follow the requests). */
export const ITEM_TRANSITIONS = defineTransitions<ItemStatus>(
  'plant_item',
  [
    { from: 'available', to: 'in_repair', minRole: 'manager' },
    { from: 'in_repair', to: 'available', minRole: 'manager' },
    { from: ['available', 'in_repair', 'off_hired'], to: 'disposed', minRole: 'manager' },
  ],
  (s) => ITEM_STATUS_LABELS[s],
);

export const ONLY_REQUESTER_CANCELS =
  'Only the person who asked for it, or a supervisor, can cancel this request';

/**
 * Segregation of duties (issue 32, decision 0050): nobody approves a plant request they asked for themself; it
 * needs another supervisor or above. The refusal is the shared 409 of lib/segregation.ts.
 */
export function assertMayApprove(actor: Actor, request: { requested_by: string }): void {
  assertNotOwnRecord(actor, 'plant request', { raised_by: request.requested_by });
}

export interface PlantRequestAbilities {
  can_approve: boolean;
  /** Why the caller may not approve this request although their role could (their own request); else null. */
  approve_refusal: string | null;
  can_reject: boolean;
  can_cancel: boolean;
  can_mark_on_hire: boolean;
  can_request_off_hire: boolean;
  can_record_collection: boolean;
}

/** Whether the per-record rule lets the actor make this move (the table has already said yes by role). */
export function recordAllows(actor: Actor, request: { requested_by: string }, to: RequestStatus): boolean {
  if (to === 'cancelled')
    return roleAtLeast(actor.role, 'supervisor') || request.requested_by === actor.userId;
  return true;
}

export function requestAbilities(
  actor: Actor,
  request: { status: RequestStatus; requested_by: string },
): PlantRequestAbilities {
  const can = (to: RequestStatus) =>
    REQUEST_TRANSITIONS.can(actor, request.status, to) && recordAllows(actor, request, to);
  const ownRequest = can('approved')
    ? (ownRecordRefusal(actor, 'plant request', { raised_by: request.requested_by })?.message ?? null)
    : null;
  return {
    can_approve: can('approved') && !ownRequest,
    approve_refusal: ownRequest,
    can_reject: can('rejected'),
    can_cancel: can('cancelled'),
    can_mark_on_hire: can('on_hire'),
    can_request_off_hire: can('off_hire_requested'),
    can_record_collection: can('off_hired'),
  };
}

export function canManagePlant(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

/** Supervisors and up see every request, the rates and the costs; workers their own and their projects'. */
export function seesAllPlant(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** Requests the actor may see: every one for supervisors and up; a worker's own and their projects'. */
export function visibleRequestsWhere(actor: Actor): WhereOptions<PlantRequest> {
  if (seesAllPlant(actor)) return { company_id: actor.companyId };
  return {
    company_id: actor.companyId,
    [Op.and]: [
      {
        [Op.or]: [
          { requested_by: actor.userId },
          { project_id: { [Op.in]: literal(`(${visibleProjectIdsSql(actor, true)})`) } },
        ],
      },
    ],
  } as WhereOptions<PlantRequest>;
}

export const INSPECTIONS = [
  { field: 'loler_due_date', name: 'LOLER thorough examination' },
  { field: 'puwer_due_date', name: 'PUWER inspection' },
] as const;

/**
 * The inspection gate on allocating an owned item: 409 naming the first inspection that has expired and its
 * date; otherwise the warnings for those falling due within 7 days (today included).
 */
export function inspectionGate(
  item: Pick<PlantItem, 'asset_number' | 'loler_due_date' | 'puwer_due_date'>,
  today: string,
): string[] {
  const soon = addDays(today, 7);
  const warnings: string[] = [];
  for (const { field, name } of INSPECTIONS) {
    const due = item[field];
    if (!due) continue;
    if (due < today) {
      throw new ConflictError(
        `${item.asset_number} cannot be allocated: its ${name} expired on ${formatUkDate(due)}`,
      );
    }
    if (due <= soon) warnings.push(`${item.asset_number}: ${name} due on ${formatUkDate(due)}`);
  }
  return warnings;
}

/**
 * The pre-use gate on allocating an item (decision 0089), beside the inspection gate: an item a failed pre-use
 * check took off use is refused (409) until a supervisor clears it, naming the day and the form.
 */
export function offUseGate(item: Pick<PlantItem, 'asset_number' | 'off_use_at' | 'off_use_reference'>): void {
  if (!item.off_use_at) return;
  throw new ConflictError(
    `${item.asset_number} cannot be allocated: it failed its pre-use check on ${formatUkDate(item.off_use_at)}${item.off_use_reference ? ` (${item.off_use_reference})` : ''}. A supervisor must clear it first`,
  );
}

/** Supervisors and up clear an item off use (a defect needs someone accountable to sign it off). */
export function mayClearOffUse(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

// ---- hire invoices (decision 0050) ----
export const HIRE_INVOICE_REFUSALS = {
  notHired:
    'Only a hire from a supplier that has gone on hire can have a hire invoice (not an allocation, and not before delivery)',
  alreadyPaid: 'This hire invoice is already paid',
} as const;

/** Supervisors and up enter a supplier's hire invoice, once the hired plant has gone on hire. */
export function hireInvoiceRefusal(
  actor: Actor,
  request: { fulfilment: string | null; status: RequestStatus },
): string | null {
  if (!roleAtLeast(actor.role, 'supervisor')) return 'Only supervisors and above enter hire invoices';
  if (
    request.fulfilment !== 'hire' ||
    !['on_hire', 'off_hire_requested', 'off_hired'].includes(request.status)
  )
    return HIRE_INVOICE_REFUSALS.notHired;
  return null;
}

/** Managers and up record a hire invoice paid — never one they entered themself (segregation of duties). */
export function canPayHireInvoices(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

export function payRefusal(actor: Actor, invoice: { status: string; created_by: string }): string | null {
  if (!canPayHireInvoices(actor)) return 'Only managers and above record hire invoices as paid';
  if (invoice.status === 'paid') return HIRE_INVOICE_REFUSALS.alreadyPaid;
  return ownRecordRefusal(actor, 'hire invoice', { raised_by: invoice.created_by })?.message ?? null;
}
