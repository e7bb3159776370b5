// GraphQL inputs of materials. List filters are enums holding exactly core-api's values
// (core-api/src/modules/materials/materials.schema.ts); mutation fields such as status and VAT code stay
// strings so core-api's own message reaches the user (decision 0014). class-validator only bounds sizes.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
// Unit prices are Int: whole pence up to £21m a unit, far past any material.
import { PageArgs } from '../../lib/paging.js';

const MAX_TEXT = 2000;
const MAX_LINES = 100;

export const MaterialRequestStatus = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  quoting: 'quoting',
  ordered: 'ordered',
  part_delivered: 'part_delivered',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;
export type MaterialRequestStatus = (typeof MaterialRequestStatus)[keyof typeof MaterialRequestStatus];
registerEnumType(MaterialRequestStatus, { name: 'MaterialRequestStatus' });

export const PurchaseOrderStatus = {
  draft: 'draft',
  issued: 'issued',
  part_delivered: 'part_delivered',
  delivered: 'delivered',
  invoiced: 'invoiced',
  closed: 'closed',
  cancelled: 'cancelled',
} as const;
export type PurchaseOrderStatus = (typeof PurchaseOrderStatus)[keyof typeof PurchaseOrderStatus];
registerEnumType(PurchaseOrderStatus, { name: 'PurchaseOrderStatus' });

@ArgsType()
export class MaterialRequestListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Reference, project or line description contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => MaterialRequestStatus, { nullable: true })
  status?: MaterialRequestStatus | null;

  @Field(() => ID, { nullable: true })
  project_id?: string | null;
}

@ArgsType()
export class PurchaseOrderListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Reference, supplier or project contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => PurchaseOrderStatus, { nullable: true })
  status?: PurchaseOrderStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only orders awaiting delivery (issued or part delivered)',
  })
  awaiting_delivery?: boolean | null;

  @Field(() => ID, { nullable: true })
  project_id?: string | null;
}

@InputType()
export class MaterialRequestLineInput {
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String) @MaxLength(MAX_TEXT) unit: string;
}

@InputType()
export class CreateMaterialRequestInput {
  @Field(() => String) @MaxLength(100) project_id: string;
  @Field(() => String, { nullable: true }) @MaxLength(100) required_by?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) delivery_notes?: string | null;
  @Field(() => [MaterialRequestLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: MaterialRequestLineInput[];
}

@InputType()
export class QuoteLineInput {
  @Field(() => String) @MaxLength(100) line_id: string;
  @Field(() => Int) unit_price_pence: number;
  @Field(() => String) @MaxLength(100) vat_code: string;
}

@InputType()
export class MaterialQuoteInput {
  @Field(() => [QuoteLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: QuoteLineInput[];
  @Field(() => Int) lead_time_days: number;
  @Field(() => String) @MaxLength(100) valid_until: string;
}

@InputType()
export class OrderQuoteInput {
  @Field(() => String, { nullable: true }) @MaxLength(100) delivery_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) delivery_address?: string | null;
}

@InputType()
export class PurchaseOrderLineInput {
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String) @MaxLength(MAX_TEXT) unit: string;
  @Field(() => Int) unit_price_pence: number;
  @Field(() => String) @MaxLength(100) vat_code: string;
}

@InputType()
export class CreatePurchaseOrderInput {
  @Field(() => String) @MaxLength(100) project_id: string;
  @Field(() => String) @MaxLength(100) supplier_id: string;
  @Field(() => String, { nullable: true }) @MaxLength(100) request_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) delivery_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) delivery_address?: string | null;
  @Field(() => [PurchaseOrderLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: PurchaseOrderLineInput[];
}

@InputType()
export class DeliveryLineInput {
  @Field(() => String) @MaxLength(100) line_id: string;
  @Field(() => Float) quantity: number;
}

@InputType()
export class RecordDeliveryInput {
  @Field(() => [DeliveryLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: DeliveryLineInput[];
  @Field(() => String, { nullable: true }) @MaxLength(100) ticket_upload_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) notes?: string | null;
}

@InputType()
export class InvoiceLineInput {
  @Field(() => String) @MaxLength(100) line_id: string;
  @Field(() => Float) quantity: number;
  @Field(() => Int) unit_price_pence: number;
}

@InputType()
export class SupplierInvoiceInput {
  @Field(() => String) @MaxLength(200) supplier_reference: string;
  @Field(() => String) @MaxLength(100) invoice_date: string;
  @Field(() => [InvoiceLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: InvoiceLineInput[];
}
