// GraphQL inputs of labour. List filters are enums holding exactly core-api's values
// (core-api/src/modules/labour/labour.schema.ts); mutation fields such as engagement, status and VAT rate stay
// strings so core-api's own message reaches the user (decision 0014). class-validator only bounds sizes.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

const MAX_TEXT = 2000;

export const TimesheetStatus = {
  draft: 'draft',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type TimesheetStatus = (typeof TimesheetStatus)[keyof typeof TimesheetStatus];
registerEnumType(TimesheetStatus, { name: 'TimesheetStatus' });

export const LabourInvoiceStatus = {
  received: 'received',
  matched: 'matched',
  approved: 'approved',
  exported: 'exported',
  paid: 'paid',
  disputed: 'disputed',
} as const;
export type LabourInvoiceStatus = (typeof LabourInvoiceStatus)[keyof typeof LabourInvoiceStatus];
registerEnumType(LabourInvoiceStatus, { name: 'LabourInvoiceStatus' });

export const OperativeStatusFilter = { active: 'active', inactive: 'inactive', all: 'all' } as const;
export type OperativeStatusFilter = (typeof OperativeStatusFilter)[keyof typeof OperativeStatusFilter];
registerEnumType(OperativeStatusFilter, { name: 'OperativeStatusFilter' });

export const Engagement = { direct: 'direct', agency: 'agency', subcontractor: 'subcontractor' } as const;
export type Engagement = (typeof Engagement)[keyof typeof Engagement];
registerEnumType(Engagement, { name: 'Engagement' });

@ArgsType()
export class OperativeListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Name or CSCS card number contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => OperativeStatusFilter, { nullable: true })
  status?: OperativeStatusFilter | null;

  @Field(() => Engagement, { nullable: true })
  engagement?: Engagement | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the operative linked to the signed-in user' })
  mine?: boolean | null;
}

@ArgsType()
export class TimesheetListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Week commencing (a Monday, YYYY-MM-DD)' })
  @MaxLength(100)
  week?: string | null;

  @Field(() => TimesheetStatus, { nullable: true })
  status?: TimesheetStatus | null;

  @Field(() => ID, { nullable: true })
  project_id?: string | null;

  @Field(() => ID, { nullable: true })
  operative_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Operative or project contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;
}

@ArgsType()
export class LabourInvoiceListArgs extends PageArgs {
  @Field(() => LabourInvoiceStatus, { nullable: true })
  status?: LabourInvoiceStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only received invoices with a variance still to resolve',
  })
  with_variance?: boolean | null;

  @Field(() => ID, { nullable: true })
  supplier_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Reference, supplier’s number or supplier contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;
}

@InputType()
export class LabourTradeInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) name?: string | null;
  @Field(() => Int, { nullable: true }) default_day_rate_pence?: number | null;
  @Field(() => Boolean, { nullable: true }) is_active?: boolean | null;
}

@InputType()
export class OperativeInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) name?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) trade_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) engagement?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) supplier_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) user_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) rate_unit?: string | null;
  @Field(() => Int, { nullable: true }) rate_pence?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) cscs_card_type?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) cscs_card_number?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) cscs_expiry?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) phone?: string | null;
  @Field(() => Boolean, { nullable: true }) is_active?: boolean | null;
}

@InputType()
export class TimesheetInput {
  @Field(() => String, { nullable: true }) @MaxLength(100) operative_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) project_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) week_commencing?: string | null;
  @Field(() => [Float]) @ArrayMaxSize(8) hours: number[];
  @Field(() => Float, { nullable: true }) overtime_hours?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) notes?: string | null;
  @Field(() => Boolean, { nullable: true }) submit?: boolean | null;
}

@InputType()
export class LabourInvoiceLineInput {
  @Field(() => String, {
    nullable: true,
    description: 'labour (when left out), materials, plant_owned, plant_hired, fuel_consumables, deduction',
  })
  @MaxLength(100)
  type?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) operative_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) project_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) unit?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => Int, { nullable: true }) rate_pence?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) description?: string | null;
  @Field(() => Int, { nullable: true }) amount_pence?: number | null;
  @Field(() => Int, { nullable: true }) cost_pence?: number | null;
}

@InputType()
export class CreateLabourInvoiceInput {
  @Field(() => String) @MaxLength(100) supplier_id: string;
  @Field(() => String) @MaxLength(MAX_TEXT) supplier_reference: string;
  @Field(() => String) @MaxLength(100) invoice_date: string;
  @Field(() => String) @MaxLength(100) period_start: string;
  @Field(() => String) @MaxLength(100) period_end: string;
  @Field(() => [LabourInvoiceLineInput]) @ArrayMaxSize(101) lines: LabourInvoiceLineInput[];
  @Field(() => Int, { nullable: true }) materials_pence?: number | null;
  @Field(() => Int, { nullable: true }) materials_cost_pence?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) vat_rate?: string | null;
  @Field(() => Boolean, { nullable: true }) customer_end_user?: boolean | null;
}
