// Owns what every materials write shares, whichever aggregate it changes: the refusal messages, the links of
// activity rows, a line's price by the shared money rule, and the row lookups (locked, and 404 unless the caller
// sees the project) and status moves (checked on the transition table, applied with their activity row) that
// requests, RFQs, orders, deliveries and invoices all go through. Each aggregate's writes live in its own
// service (material-requests, rfqs, purchase-orders, deliveries, supplier-invoices .service.ts).
import type { Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { lineNet, lineVat, type VatCode } from '../../lib/money.js';
import { findVisibleProject } from '../projects/index.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { PO_NOT_FOUND, REQUEST_NOT_FOUND } from './materials.read.js';
import { PO_STATUS, REQUEST_STATUS } from './materials.transitions.js';
import { PurchaseOrder, type PoStatus } from './purchase-order.model.js';

export const SUPPLIER_NOT_AVAILABLE = 'Supplier not found or inactive';
export const QUOTE_EXPIRED = 'This quote has expired';
export const OVERRIDE_REASON_REQUIRED = 'Override reason is required to approve a mismatched invoice';
export const INVOICE_ALREADY_APPROVED = 'Supplier invoice is already approved';
export const DELIVERY_NOT_OPEN = 'Deliveries can be recorded only against an issued order';
export const INVOICE_NOT_OPEN = 'Invoices can be added only to an issued order';
export const NO_OVER_DELIVERY = 'There is no over-delivery held on this order to accept';

export const requestLink = (id: string) => `/app/materials?request_id=${id}`;
export const poLink = (id: string) => `/app/materials?po_id=${id}`;

/** A line's net and VAT by the shared rule (quantity × unit price half up; VAT per line half up). */
export function priceLine(quantity: number | string, unitPricePence: number, vatCode: VatCode) {
  const net = lineNet(Number(quantity).toFixed(3), unitPricePence);
  return { net_pence: net, vat_pence: lineVat(net, vatCode).vat_pence };
}

/** The request, locked for the write; 404 when it is another company's or on a project the actor does not see. */
export async function findRequest(actor: Actor, id: string, t: Transaction): Promise<MaterialRequest> {
  const request = await MaterialRequest.findOne({
    where: { id, company_id: actor.companyId },
    transaction: t,
    lock: t.LOCK.UPDATE,
  });
  if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
  await findVisibleProject(actor, request.project_id, { transaction: t, withManager: false }).catch(() => {
    throw new NotFoundError(REQUEST_NOT_FOUND);
  });
  return request;
}

/** The order, locked for the write; 404 as the request's. */
export async function findPo(actor: Actor, id: string, t: Transaction): Promise<PurchaseOrder> {
  const po = await PurchaseOrder.findOne({
    where: { id, company_id: actor.companyId },
    transaction: t,
    lock: t.LOCK.UPDATE,
  });
  if (!po) throw new NotFoundError(PO_NOT_FOUND);
  await findVisibleProject(actor, po.project_id, { transaction: t, withManager: false }).catch(() => {
    throw new NotFoundError(PO_NOT_FOUND);
  });
  return po;
}

/** Moves a request on its table (409/403/400 from the table) and writes the move's activity row. */
export async function moveRequest(
  actor: Actor,
  request: MaterialRequest,
  to: RequestStatus,
  t: Transaction,
  reason?: string | null,
): Promise<void> {
  const from = request.status;
  REQUEST_STATUS.check(actor, from, to, reason);
  const decided = to === 'approved' || to === 'rejected';
  await request.update(
    {
      status: to,
      ...(reason ? { status_reason: reason } : {}),
      ...(decided ? { decided_by: actor.userId, decided_at: new Date() } : {}),
    },
    { transaction: t },
  );
  await REQUEST_STATUS.apply({
    actor,
    entityId: request.id,
    from,
    to,
    reason: reason ?? null,
    label: request.reference,
    link: requestLink(request.id),
    projectId: request.project_id,
    transaction: t,
  });
}

/** Moves an order on its table and writes the move's activity row. */
export async function movePo(
  actor: Actor,
  po: PurchaseOrder,
  to: PoStatus,
  t: Transaction,
  reason?: string | null,
): Promise<void> {
  const from = po.status;
  PO_STATUS.check(actor, from, to, reason);
  await po.update(
    {
      status: to,
      ...(reason ? { status_reason: reason } : {}),
      ...(to === 'issued' ? { issued_at: new Date(), issued_by: actor.userId } : {}),
    },
    { transaction: t },
  );
  await PO_STATUS.apply({
    actor,
    entityId: po.id,
    from,
    to,
    reason: reason ?? null,
    label: po.reference,
    link: poLink(po.id),
    projectId: po.project_id,
    transaction: t,
  });
}
