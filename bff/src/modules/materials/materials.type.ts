// GraphQL types of materials: requests, supplier enquiries and quotes, purchase orders, deliveries, supplier
// invoices and their three-way match, and a project's material costs. Field names are core-api's snake_case
// JSON (resolvers pass answers through); money is integer pence (SafeInt), quantities up to three decimals.
// Prices, quotes and supplier invoices are null for workers (core-api decides; decision 0023).
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class MaterialsProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class MaterialsSupplierRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class MaterialsPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class MaterialRequestLine {
  @Field(() => ID) id: string;
  @Field(() => Int) position: number;
  @Field(() => String) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String) unit: string;
}

@ObjectType()
export class MaterialRequestSummary {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => MaterialsProjectRef) project: MaterialsProjectRef;
  @Field(() => MaterialsPerson, { nullable: true }) requested_by: MaterialsPerson | null;
  @Field(() => String, { nullable: true }) required_by: string | null;
  @Field(() => String, {
    description: 'requested, approved, rejected, quoting, ordered, part_delivered, delivered, cancelled',
  })
  status: string;
  @Field(() => Int) line_count: number;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class MaterialRequestPage extends Paginated(MaterialRequestSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class MaterialQuoteLine {
  @Field(() => ID) line_id: string;
  @Field(() => GraphQLSafeInt) unit_price_pence: number;
  @Field(() => String) vat_code: string;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
}

/** One supplier's price for one request line, flattened across the request's enquiries (see the resolver). */
@ObjectType()
export class MaterialQuotePrice extends MaterialQuoteLine {
  @Field(() => ID) enquiry_id: string;
}

@ObjectType()
export class MaterialEnquiry {
  @Field(() => ID) id: string;
  @Field(() => MaterialsSupplierRef) supplier: MaterialsSupplierRef;
  @Field(() => String, { description: 'sent, quoted, chosen, not_chosen' }) status: string;
  @Field(() => [MaterialQuoteLine]) lines: MaterialQuoteLine[];
  @Field(() => GraphQLSafeInt, { nullable: true }) net_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) vat_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) gross_pence: number | null;
  @Field(() => Int, { nullable: true }) lead_time_days: number | null;
  @Field(() => String, { nullable: true }) valid_until: string | null;
  @Field(() => String, { nullable: true }) quoted_at: string | null;
  @Field(() => Boolean) is_cheapest: boolean;
  @Field(() => Boolean) can_quote: boolean;
  @Field(() => Boolean) can_order: boolean;
}

@ObjectType()
export class PurchaseOrderSummary {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => MaterialsProjectRef) project: MaterialsProjectRef;
  @Field(() => MaterialsSupplierRef) supplier: MaterialsSupplierRef;
  @Field(() => ID, { nullable: true }) request_id: string | null;
  @Field(() => String, { nullable: true }) request_reference: string | null;
  @Field(() => String, {
    description: 'draft, issued, part_delivered, delivered, invoiced, closed, cancelled',
  })
  status: string;
  @Field(() => String, { nullable: true }) delivery_date: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  net_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  vat_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  gross_pence: number | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class PurchaseOrderPage extends Paginated(PurchaseOrderSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class MaterialsTimelineEntry {
  @Field(() => ID) id: string;
  @Field(() => String) entity_type: string;
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field(() => MaterialsPerson, { nullable: true }) actor: MaterialsPerson | null;
  @Field(() => String) at: string;
}

@ObjectType()
export class MaterialRequest extends MaterialRequestSummary {
  @Field(() => String, { nullable: true }) delivery_notes: string | null;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => [MaterialRequestLine]) lines: MaterialRequestLine[];
  @Field(() => [MaterialEnquiry], { nullable: true, description: 'Null for workers (decision 0023)' })
  enquiries: MaterialEnquiry[] | null;
  @Field(() => [PurchaseOrderSummary]) purchase_orders: PurchaseOrderSummary[];
  @Field(() => [MaterialsTimelineEntry]) timeline: MaterialsTimelineEntry[];
  @Field(() => [String], { description: 'Statuses the caller may move the request to by hand.' })
  status_moves: string[];
  @Field(() => [String], {
    description: 'Which of status_moves need a reason (reject; cancel once approved).',
  })
  reason_moves: string[];
  @Field(() => Boolean) can_send_enquiries: boolean;
  @Field(() => Boolean) can_order_directly: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why a buyer sees no approve/reject on a request awaiting a decision: they raised it.',
  })
  decision_note: string | null;
}

@ObjectType()
export class PurchaseOrderLine {
  @Field(() => ID) id: string;
  @Field(() => Int) position: number;
  @Field(() => String) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String) unit: string;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  unit_price_pence: number | null;
  @Field(() => String) vat_code: string;
  @Field(() => Float, { nullable: true }) vat_rate_percent: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  net_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  vat_pence: number | null;
  @Field(() => Float, { description: 'Accepted as received: counts for the match and the costs.' })
  received_quantity: number;
  @Field(() => Float, { description: 'Delivered beyond the order, held until a manager accepts it.' })
  held_quantity: number;
}

@ObjectType()
export class DeliveryLine {
  @Field(() => ID) line_id: string;
  @Field(() => Float) quantity: number;
  @Field(() => Float, { description: 'Of the quantity, beyond the order: held for a manager.' })
  held_quantity: number;
}

@ObjectType()
export class MaterialDelivery {
  @Field(() => ID) id: string;
  @Field(() => String) received_at: string;
  @Field(() => MaterialsPerson, { nullable: true }) received_by: MaterialsPerson | null;
  @Field(() => [DeliveryLine]) lines: DeliveryLine[];
  @Field(() => ID, { nullable: true }) ticket_upload_id: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
}

@ObjectType()
export class MatchVariance {
  @Field(() => ID) line_id: string;
  @Field(() => String) description: string;
  @Field(() => String, { description: 'price or quantity' }) kind: string;
  @Field(() => Float) ordered_quantity: number;
  @Field(() => Float) received_quantity: number;
  @Field(() => Float) invoiced_quantity: number;
  @Field(() => Float) matched_quantity: number;
  @Field(() => Float) invoiced_before_quantity: number;
  @Field(() => GraphQLSafeInt) ordered_unit_price_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_unit_price_pence: number;
  @Field(() => GraphQLSafeInt) amount_pence: number;
  @Field(() => String) message: string;
}

/** A variance of one of the order's invoices, flattened across them (see the resolver). */
@ObjectType()
export class InvoiceVariance extends MatchVariance {
  @Field(() => ID) invoice_id: string;
}

@ObjectType()
export class ThreeWayMatch {
  @Field(() => Boolean) clean: boolean;
  @Field(() => String, {
    description: 'clean, variance (against what was received) or mismatch (above the order)',
  })
  status: string;
  @Field(() => [MatchVariance]) variances: MatchVariance[];
  @Field(() => [String]) mismatches: string[];
  @Field(() => GraphQLSafeInt) invoiced_pence: number;
  @Field(() => GraphQLSafeInt, {
    description: 'Ordered, received and not yet invoiced, at the order prices.',
  })
  expected_pence: number;
  @Field(() => GraphQLSafeInt) quantity_variance_pence: number;
  @Field(() => GraphQLSafeInt) price_variance_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'invoiced − expected = quantity + price variance' })
  total_variance_pence: number;
}

@ObjectType()
export class SupplierInvoiceLine {
  @Field(() => ID) line_id: string;
  @Field(() => Float) quantity: number;
  @Field(() => GraphQLSafeInt) unit_price_pence: number;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
}

@ObjectType()
export class SupplierInvoice {
  @Field(() => ID) id: string;
  @Field(() => ID) purchase_order_id: string;
  @Field(() => String) supplier_reference: string;
  @Field(() => String) invoice_date: string;
  @Field(() => [SupplierInvoiceLine]) lines: SupplierInvoiceLine[];
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => String, { description: 'received, approved or paid' }) status: string;
  @Field(() => ThreeWayMatch) match: ThreeWayMatch;
  @Field(() => String, { nullable: true }) override_reason: string | null;
  @Field(() => MaterialsPerson, { nullable: true }) entered_by: MaterialsPerson | null;
  @Field(() => MaterialsPerson, { nullable: true }) approved_by: MaterialsPerson | null;
  @Field(() => String, { nullable: true }) approved_at: string | null;
  @Field(() => String, { nullable: true, description: 'The day it was paid (YYYY-MM-DD), once paid' })
  payment_date: string | null;
  @Field(() => String, { nullable: true }) payment_reference: string | null;
  @Field(() => MaterialsPerson, { nullable: true }) paid_by: MaterialsPerson | null;
  @Field(() => String) created_at: string;
  @Field(() => Boolean) can_approve: boolean;
  @Field(() => Boolean) can_override: boolean;
  @Field(() => String, { nullable: true }) approval_note: string | null;
  @Field(() => Boolean, { description: 'Record the approved invoice paid (managers and up)' })
  can_record_payment: boolean;
}

@ObjectType()
export class PurchaseOrder extends PurchaseOrderSummary {
  @Field(() => String, { nullable: true }) delivery_address: string | null;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => String, { nullable: true }) issued_at: string | null;
  @Field(() => ID, { nullable: true }) pdf_upload_id: string | null;
  @Field(() => [PurchaseOrderLine]) lines: PurchaseOrderLine[];
  @Field(() => [MaterialDelivery]) deliveries: MaterialDelivery[];
  @Field(() => [SupplierInvoice], { nullable: true, description: 'Null for workers (decision 0023)' })
  invoices: SupplierInvoice[] | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  reverse_charge_vat_pence: number | null;
  @Field(() => String, { nullable: true }) reverse_charge_wording: string | null;
  @Field(() => [String]) status_moves: string[];
  @Field(() => Boolean) can_accept_over_delivery: boolean;
  @Field(() => Boolean) can_record_delivery: boolean;
  @Field(() => Boolean) can_add_invoice: boolean;
}

@ObjectType()
export class MaterialCosts {
  @Field(() => ID) project_id: string;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt) committed_pence: number;
  @Field(() => GraphQLSafeInt) received_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_pence: number;
  @Field(() => GraphQLSafeInt) remaining_pence: number;
}
