// Owns who may do what in materials. Anyone on a project asks for materials and records goods received;
// supervisors and up buy: approve or reject requests, send RFQs, record and choose quotes, raise and issue orders,
// enter supplier invoices and approve a clean one; a mismatched invoice needs a manager's override. A request
// still awaiting approval is withdrawn only by its requester or a supervisor and up. Segregation of duties
// (decision 0046, lib/segregation.ts): nobody approves or rejects their own request, nor approves an invoice they
// entered. Goods delivered beyond the order are held until a manager accepts them with a reason. The moves
// themselves (and their lowest roles) are the tables in materials.transitions.ts; answers carry the caller's
// abilities from here. Once someone else has approved a request, its requester no longer cancels it: it is
// being bought, and a buyer who did not raise it cancels it with a reason (issue 35, decision 0064); the answer
// lists which of the caller's moves need a reason, so the web asks for one only then.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError } from '../../lib/errors.js';
import { assertNotOwnRecord, ownRecordRefusal } from '../../lib/segregation.js';
import type { Role } from '../../models/index.js';
import type { EnquiryStatus } from './material-enquiry.model.js';
import type { RequestStatus } from './material-request.model.js';
import {
  INVOICE_STATUS,
  PO_MANUAL_MOVES,
  PO_STATUS,
  REQUEST_MANUAL_MOVES,
  REQUEST_STATUS,
} from './materials.transitions.js';
import type { PoStatus } from './purchase-order.model.js';
import type { InvoiceStatus } from './supplier-invoice.model.js';

export const NOT_YOUR_REQUEST = 'Only the requester or a supervisor can cancel this request';
export const REQUESTER_CANNOT_CANCEL_APPROVED =
  'You raised this material request and it has been approved: ask a buyer to cancel it';

/** After approval the requester's own cancel is refused (someone else approved it and is buying it). */
const requesterAfterApproval = (actor: Actor, request: RequestOwner, to: RequestStatus) =>
  to === 'cancelled' && request.status !== 'requested' && request.requested_by === actor.userId;

/** 409 when the requester tries to cancel their request after someone else approved it. */
export function assertRequesterMayCancel(actor: Actor, request: RequestOwner, to: RequestStatus): void {
  if (requesterAfterApproval(actor, request, to)) throw new ConflictError(REQUESTER_CANNOT_CANCEL_APPROVED);
}
export const MISMATCH_NEEDS_MANAGER =
  'The invoice does not match the order and deliveries: a manager must override it';

/**
 * The lowest role that reads a purchase order as a document (GET /purchase-orders/{id}/pdf), and so its copy
 * filed in the project's files (decision 0052): the buyers.
 */
export const PO_PDF_MIN_ROLE: Role = 'supervisor';

/** Supervisors and up buy: RFQs, quotes, orders, supplier invoices. */
export function buysMaterials(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/**
 * Prices are commercial (decision 0023): order values and line prices, the suppliers' competing quotes, supplier
 * invoices and their three-way match are for those who buy. A worker on the project still sees the order's lines
 * and quantities (to take a delivery in) with null prices, and null for the quotes and invoices.
 */
export function seesMaterialPrices(actor: Actor): boolean {
  return buysMaterials(actor);
}

/** Accepting goods delivered beyond the order (held until then): managers and up, with a reason. */
export function mayAcceptOverDelivery(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

/** Approving an invoice that does not match its order and deliveries: managers and up (with a reason). */
export function mayOverrideMismatch(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

type RequestOwner = { status: RequestStatus; requested_by: string | null };

/**
 * The per-record rule on top of the table: a request still awaiting approval is withdrawn only by its requester
 * or a supervisor and up (later cancels are a supervisor's by the table).
 */
export function recordAllowsRequestMove(actor: Actor, request: RequestOwner, to: RequestStatus): boolean {
  if (to !== 'cancelled' || request.status !== 'requested') return true;
  return buysMaterials(actor) || request.requested_by === actor.userId;
}

/** 403 when the per-record rule refuses the move (before the table's own check). */
export function assertRequestMove(actor: Actor, request: RequestOwner, to: RequestStatus): void {
  if (!recordAllowsRequestMove(actor, request, to)) throw new AuthorizationError(NOT_YOUR_REQUEST);
}

/** Deciding a request (approve or reject) is someone else's than the requester's: 409 for the requester. */
const DECISIONS: readonly RequestStatus[] = ['approved', 'rejected'];
const ownRequest = (actor: Actor, request: RequestOwner) =>
  ownRecordRefusal(actor, 'material request', { raised_by: request.requested_by });
export function assertNotOwnRequestDecision(actor: Actor, request: RequestOwner, to: RequestStatus): void {
  if (DECISIONS.includes(to))
    assertNotOwnRecord(actor, 'material request', { raised_by: request.requested_by });
}

type InvoiceParties = { status: string; match_clean: boolean; created_by: string | null };
const ownInvoice = (actor: Actor, invoice: InvoiceParties) =>
  ownRecordRefusal(actor, 'supplier invoice', { raised_by: invoice.created_by });

/** 403 when a mismatched invoice is approved by someone below a manager; 409 when the approver entered it. */
export function assertMayApproveInvoice(actor: Actor, invoice: InvoiceParties): void {
  if (!invoice.match_clean && !mayOverrideMismatch(actor))
    throw new AuthorizationError(MISMATCH_NEEDS_MANAGER);
  assertNotOwnRecord(actor, 'supplier invoice', { raised_by: invoice.created_by });
}

/** A request is open to buying while approved or out for quotes. */
const buyingOpen = (status: RequestStatus) => status === 'approved' || status === 'quoting';

export function requestAbilities(actor: Actor, request: RequestOwner) {
  const buying = buysMaterials(actor) && buyingOpen(request.status);
  const moves = REQUEST_STATUS.allowed(actor, request.status).filter(
    (s) =>
      REQUEST_MANUAL_MOVES.includes(s) &&
      recordAllowsRequestMove(actor, request, s) &&
      !requesterAfterApproval(actor, request, s) &&
      !(DECISIONS.includes(s) && ownRequest(actor, request)),
  );
  return {
    status_moves: moves,
    /** Which of those moves need a reason (reject; cancel once approved). */
    reason_moves: moves.filter((s) => REQUEST_STATUS.rule(request.status, s)?.reasonRequired),
    /** Why the caller sees no approve/reject on a request awaiting a decision (they raised it), else null. */
    decision_note:
      request.status === 'requested' && buysMaterials(actor)
        ? (ownRequest(actor, request)?.message ?? null)
        : null,
    can_send_enquiries: buying,
    can_order_directly: buying,
  };
}

/** A quote is recorded while its enquiry is open, and ordered while it is quoted and still valid. */
export function enquiryAbilities(
  actor: Actor,
  request: { status: RequestStatus },
  enquiry: { status: EnquiryStatus },
  stillValid: boolean,
) {
  const buying = buysMaterials(actor) && buyingOpen(request.status);
  return {
    can_quote: buying && (enquiry.status === 'sent' || enquiry.status === 'quoted'),
    can_order: buying && enquiry.status === 'quoted' && stillValid,
  };
}

export function poAbilities(actor: Actor, po: { status: PoStatus }, overDeliveryHeld: boolean) {
  return {
    can_accept_over_delivery:
      overDeliveryHeld && mayAcceptOverDelivery(actor) && !['cancelled', 'closed'].includes(po.status),
    status_moves: PO_STATUS.allowed(actor, po.status).filter((s) => PO_MANUAL_MOVES.includes(s)),
    // Anyone on the project records goods received against an issued order.
    can_record_delivery: po.status === 'issued' || po.status === 'part_delivered',
    can_add_invoice: buysMaterials(actor) && ['issued', 'part_delivered', 'delivered'].includes(po.status),
  };
}

export function invoiceAbilities(actor: Actor, invoice: InvoiceParties) {
  const open = invoice.status === 'received';
  const own = open ? ownInvoice(actor, invoice) : null;
  return {
    can_approve: open && invoice.match_clean && buysMaterials(actor) && !own,
    can_override: open && !invoice.match_clean && mayOverrideMismatch(actor) && !own,
    /** Record the approved invoice paid (managers and up, decision 0068). */
    can_record_payment: INVOICE_STATUS.can(actor, invoice.status as InvoiceStatus, 'paid'),
    /** Why the caller cannot approve an open invoice (they entered it, or it needs a manager), else null. */
    approval_note: !open
      ? null
      : own && buysMaterials(actor)
        ? own.message
        : !invoice.match_clean && !mayOverrideMismatch(actor)
          ? MISMATCH_NEEDS_MANAGER
          : null,
  };
}
