// Owns the status tables of materials (decision 0025): material requests, purchase orders and supplier
// invoices. Moves people make (approve, reject, cancel, issue, close) carry their role; moves that follow from
// other work (quoting when an RFQ goes out, ordered when a PO is issued, part_delivered/delivered when goods
// arrive, invoiced when an invoice is approved) are open to the role that does that work.
import { defineTransitions } from '../../lib/transitions.js';
import type { RequestStatus } from './material-request.model.js';
import type { PoStatus } from './purchase-order.model.js';
import type { InvoiceStatus } from './supplier-invoice.model.js';

const words = (s: string) => s.replace(/_/g, ' ');

export const REQUEST_STATUS = defineTransitions<RequestStatus>(
  'material_request',
  [
    { from: 'requested', to: 'approved', minRole: 'supervisor' },
    { from: 'requested', to: 'rejected', minRole: 'supervisor', reasonRequired: true },
    { from: 'approved', to: 'quoting', minRole: 'supervisor' },
    { from: ['approved', 'quoting'], to: 'ordered', minRole: 'supervisor' },
    { from: 'ordered', to: 'part_delivered', minRole: 'worker' },
    { from: ['ordered', 'part_delivered'], to: 'delivered', minRole: 'worker' },
    // The requester withdraws their own request (the service checks it is theirs); later, a supervisor.
    { from: 'requested', to: 'cancelled', minRole: 'worker' },
    { from: ['approved', 'quoting'], to: 'cancelled', minRole: 'supervisor', reasonRequired: true },
  ],
  { label: words, alreadyIn: (s) => `Material request is already ${words(s)}` },
);

/** Moves a person chooses on a request (the others follow from RFQs, orders and deliveries). */
export const REQUEST_MANUAL_MOVES: readonly RequestStatus[] = ['approved', 'rejected', 'cancelled'];

export const PO_STATUS = defineTransitions<PoStatus>(
  'purchase_order',
  [
    { from: 'draft', to: 'issued', minRole: 'supervisor', action: 'issued' },
    { from: 'draft', to: 'cancelled', minRole: 'supervisor' },
    { from: 'issued', to: 'cancelled', minRole: 'manager', reasonRequired: true },
    { from: 'issued', to: 'part_delivered', minRole: 'worker' },
    { from: ['issued', 'part_delivered'], to: 'delivered', minRole: 'worker' },
    { from: ['part_delivered', 'delivered'], to: 'invoiced', minRole: 'supervisor' },
    { from: 'invoiced', to: 'closed', minRole: 'manager' },
  ],
  { label: words, alreadyIn: (s) => `Purchase order is already ${words(s)}` },
);

export const PO_MANUAL_MOVES: readonly PoStatus[] = ['issued', 'cancelled', 'closed'];

/**
 * A supplier invoice: approved as it stands by a supervisor (a mismatch needs a manager's override, the policy's
 * rule), then paid by a manager (decision 0068). Its activity rows are written on the order.
 */
export const INVOICE_STATUS = defineTransitions<InvoiceStatus>(
  'supplier_invoice',
  [
    { from: 'received', to: 'approved', minRole: 'supervisor', action: 'invoice_approved' },
    { from: 'approved', to: 'paid', minRole: 'manager', action: 'invoice_paid' },
  ],
  { label: words, alreadyIn: (s) => `Supplier invoice is already ${words(s)}` },
);
