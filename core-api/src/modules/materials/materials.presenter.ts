// Owns the materials JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types come from
// them). The service assembles rows into these shapes; ORM rows never go out.
import { z } from 'zod';
import { VAT_CODES } from '../../lib/money.js';
import { pageSchema } from '../../lib/paging.js';
import { isoDate, pence, personSchema, timestamp } from '../../lib/wire.js';
import { ENQUIRY_STATUSES } from './material-enquiry.model.js';
import { REQUEST_STATUSES } from './material-request.model.js';
import { PO_STATUSES } from './purchase-order.model.js';
import { INVOICE_STATUSES } from './supplier-invoice.model.js';

const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'MaterialsProjectRef' });
const supplierRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'MaterialsSupplierRef' });

export const requestLineSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    description: z.string(),
    quantity: z.number(),
    unit: z.string(),
  })
  .meta({ id: 'MaterialRequestLine' });

export const requestSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    project: projectRef,
    requested_by: personSchema.nullable(),
    required_by: isoDate.nullable(),
    status: z.enum(REQUEST_STATUSES),
    line_count: z.number().int(),
    created_at: timestamp,
  })
  .meta({ id: 'MaterialRequestSummary' });
export type RequestSummaryJson = z.output<typeof requestSummarySchema>;
export const requestPageSchema = pageSchema(requestSummarySchema, 'MaterialRequestPage');

export const quoteLineSchema = z
  .object({
    line_id: z.uuid(),
    unit_price_pence: pence,
    vat_code: z.enum(VAT_CODES),
    net_pence: pence,
    vat_pence: pence,
  })
  .meta({ id: 'MaterialQuoteLine' });

export const enquirySchema = z
  .object({
    id: z.uuid(),
    supplier: supplierRef,
    status: z.enum(ENQUIRY_STATUSES),
    lines: z.array(quoteLineSchema),
    net_pence: pence.nullable(),
    vat_pence: pence.nullable(),
    gross_pence: pence.nullable(),
    lead_time_days: z.number().int().nullable(),
    valid_until: isoDate.nullable(),
    quoted_at: timestamp.nullable(),
    /** The lowest net price among the request's quotes still valid. */
    is_cheapest: z.boolean(),
    can_quote: z.boolean(),
    can_order: z.boolean(),
  })
  .meta({ id: 'MaterialEnquiry' });
export type EnquiryJson = z.output<typeof enquirySchema>;

export const poSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    project: projectRef,
    supplier: supplierRef,
    request_id: z.uuid().nullable(),
    request_reference: z.string().nullable(),
    status: z.enum(PO_STATUSES),
    delivery_date: isoDate.nullable(),
    /** Prices are commercial: null for workers (decision 0023). */
    net_pence: pence.nullable(),
    vat_pence: pence.nullable(),
    gross_pence: pence.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'PurchaseOrderSummary' });
export type PoSummaryJson = z.output<typeof poSummarySchema>;
export const poPageSchema = pageSchema(poSummarySchema, 'PurchaseOrderPage');

export const timelineEntrySchema = z
  .object({
    id: z.uuid(),
    /** The record the line is about: the request itself or one of its orders. */
    entity_type: z.string(),
    action: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    reason: z.string().nullable(),
    label: z.string().nullable(),
    actor: personSchema.nullable(),
    at: timestamp,
  })
  .meta({ id: 'MaterialsTimelineEntry' });
export type TimelineJson = z.output<typeof timelineEntrySchema>;

export const requestSchema = requestSummarySchema
  .extend({
    delivery_notes: z.string().nullable(),
    status_reason: z.string().nullable(),
    lines: z.array(requestLineSchema),
    /** The suppliers' quotes side by side: null for workers (decision 0023). */
    enquiries: z.array(enquirySchema).nullable(),
    purchase_orders: z.array(poSummarySchema),
    timeline: z.array(timelineEntrySchema),
    /** Statuses the caller may move the request to by hand (approve, reject, cancel). */
    status_moves: z.array(z.enum(REQUEST_STATUSES)),
    /** Which of status_moves need a reason (reject; cancel once approved): the web asks for one only then. */
    reason_moves: z.array(z.enum(REQUEST_STATUSES)),
    can_send_enquiries: z.boolean(),
    can_order_directly: z.boolean(),
    /** Why a buyer sees no approve/reject on a request awaiting a decision: they raised it (else null). */
    decision_note: z.string().nullable(),
  })
  .meta({ id: 'MaterialRequest' });
export type RequestJson = z.output<typeof requestSchema>;

export const poLineSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    description: z.string(),
    quantity: z.number(),
    unit: z.string(),
    /** Prices are commercial: null for workers (decision 0023). */
    unit_price_pence: pence.nullable(),
    vat_code: z.enum(VAT_CODES),
    vat_rate_percent: z.number().nullable(),
    net_pence: pence.nullable(),
    vat_pence: pence.nullable(),
    /** Accepted as received: counts for the three-way match and the received cost. */
    received_quantity: z.number(),
    /** Delivered beyond the order and held until a manager accepts it (not counted as received until then). */
    held_quantity: z.number(),
  })
  .meta({ id: 'PurchaseOrderLine' });

export const deliverySchemaOut = z
  .object({
    id: z.uuid(),
    received_at: timestamp,
    received_by: personSchema.nullable(),
    lines: z.array(
      z
        .object({
          line_id: z.uuid(),
          /** What came on the lorry for this line. */
          quantity: z.number(),
          /** Of it, beyond the order: held for a manager's acceptance. */
          held_quantity: z.number(),
        })
        .meta({ id: 'DeliveryLine' }),
    ),
    ticket_upload_id: z.uuid().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'MaterialDelivery' });

export const varianceSchema = z
  .object({
    line_id: z.uuid(),
    description: z.string(),
    kind: z.enum(['price', 'quantity']),
    ordered_quantity: z.number(),
    received_quantity: z.number(),
    invoiced_quantity: z.number(),
    /** Of the invoiced quantity, what was ordered, received and not on an earlier invoice. */
    matched_quantity: z.number(),
    /** This line's quantity on the order's earlier invoices. */
    invoiced_before_quantity: z.number(),
    ordered_unit_price_pence: pence,
    invoiced_unit_price_pence: pence,
    amount_pence: pence,
    message: z.string(),
  })
  .meta({ id: 'MatchVariance' });

export const matchSchema = z
  .object({
    clean: z.boolean(),
    /** clean; variance (against what was received); mismatch (above what was ordered, counting earlier invoices). */
    status: z.enum(['clean', 'variance', 'mismatch']),
    variances: z.array(varianceSchema),
    /** Why the invoice is above the order, one sentence each. */
    mismatches: z.array(z.string()),
    /** The invoice's net. */
    invoiced_pence: pence,
    /** The basis: quantities ordered, received and not invoiced before, at the order's prices. */
    expected_pence: pence,
    quantity_variance_pence: pence,
    price_variance_pence: pence,
    /** invoiced − expected, and exactly quantity + price variance. */
    total_variance_pence: pence,
  })
  .meta({ id: 'ThreeWayMatch' });
export type MatchJson = z.output<typeof matchSchema>;

export const invoiceSchemaOut = z
  .object({
    id: z.uuid(),
    purchase_order_id: z.uuid(),
    supplier_reference: z.string(),
    invoice_date: isoDate,
    lines: z.array(
      z
        .object({
          line_id: z.uuid(),
          quantity: z.number(),
          unit_price_pence: pence,
          net_pence: pence,
          vat_pence: pence,
        })
        .meta({ id: 'SupplierInvoiceLine' }),
    ),
    net_pence: pence,
    vat_pence: pence,
    gross_pence: pence,
    status: z.enum(INVOICE_STATUSES),
    match: matchSchema,
    override_reason: z.string().nullable(),
    entered_by: personSchema.nullable(),
    approved_by: personSchema.nullable(),
    approved_at: timestamp.nullable(),
    /** The day it was paid (once paid, decision 0068). */
    payment_date: isoDate.nullable(),
    /** The payment's own reference (e.g. the BACS run), if given. */
    payment_reference: z.string().nullable(),
    paid_by: personSchema.nullable(),
    created_at: timestamp,
    /** Approve as it stands (a clean match, supervisor and up). */
    can_approve: z.boolean(),
    /** Approve a mismatch with a reason (managers and up). */
    can_override: z.boolean(),
    /** Why the caller cannot approve this open invoice (they entered it, or it needs a manager), else null. */
    approval_note: z.string().nullable(),
    /** Record the approved invoice paid (managers and up). */
    can_record_payment: z.boolean(),
  })
  .meta({ id: 'SupplierInvoice' });
export type InvoiceJson = z.output<typeof invoiceSchemaOut>;

export const poSchema = poSummarySchema
  .extend({
    delivery_address: z.string().nullable(),
    status_reason: z.string().nullable(),
    issued_at: timestamp.nullable(),
    pdf_upload_id: z.uuid().nullable(),
    lines: z.array(poLineSchema),
    deliveries: z.array(deliverySchemaOut),
    /** Supplier invoices with their amounts and three-way match: null for workers (decision 0023). */
    invoices: z.array(invoiceSchemaOut).nullable(),
    reverse_charge_vat_pence: pence.nullable(),
    reverse_charge_wording: z.string().nullable(),
    status_moves: z.array(z.enum(PO_STATUSES)),
    /** A manager may accept the goods held beyond the order (with a reason). */
    can_accept_over_delivery: z.boolean(),
    can_record_delivery: z.boolean(),
    can_add_invoice: z.boolean(),
  })
  .meta({ id: 'PurchaseOrder' });
export type PoJson = z.output<typeof poSchema>;

export const materialCostsSchema = z
  .object({
    project_id: z.uuid(),
    budget_pence: pence,
    committed_pence: pence,
    received_pence: pence,
    invoiced_pence: pence,
    remaining_pence: pence,
  })
  .meta({ id: 'MaterialCosts' });
export type MaterialCostsJson = z.output<typeof materialCostsSchema>;
