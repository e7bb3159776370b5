// GraphQL inputs of enquiries and estimates. The list's filter and sort are enums holding exactly core-api's
// values (core-api/src/modules/enquiries/enquiries.schema.ts); mutation fields that core-api checks against a
// fixed set (status, section, VAT code) stay strings, and pence are Float (as projects' budget), so core-api's
// own message reaches the user. class-validator only bounds sizes.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { PageArgs, SortOrder } from '../../lib/paging.js';
import { EnquiryStatus } from './enquiries.type.js';

const MAX_TEXT = 1000;
const MAX_LONG = 10_000;

@InputType()
abstract class EnquiryFieldsInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_LONG) description?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) client_contact_name?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) client_email?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) client_phone?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_LONG) site_address?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) site_postcode?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) source?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (default today)' })
  @MaxLength(MAX_TEXT)
  received_date?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @MaxLength(MAX_TEXT)
  tender_due_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) estimator_id?: string | null;
}

@InputType()
export class CreateEnquiryInput extends EnquiryFieldsInput {
  @Field(() => String) @MaxLength(MAX_TEXT) title: string;
  @Field(() => String) @MaxLength(MAX_TEXT) client_name: string;
}

@InputType()
export class UpdateEnquiryInput extends EnquiryFieldsInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) title?: string;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) client_name?: string;
}

@InputType()
export class StatusMoveInput {
  @Field(() => String) @MaxLength(MAX_TEXT) status: string;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) reason?: string | null;
}

@InputType()
export class EstimateLineInput {
  @Field(() => ID, { nullable: true }) @MaxLength(MAX_TEXT) id?: string | null;
  @Field(() => String) @MaxLength(MAX_TEXT) section: string;
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) unit?: string | null;
  @Field(() => Float, { description: 'Whole pence (Float so core-api gives its own message for 1.5)' })
  unit_cost_pence: number;
}

@InputType()
export class EstimateInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) valid_until?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_LONG) notes?: string | null;
  @Field(() => Float, { nullable: true }) overhead_percent?: number;
  @Field(() => Float, { nullable: true }) profit_percent?: number;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) vat_code?: string;
  @Field(() => [EstimateLineInput], { nullable: true, description: 'Replaces the lines, in this order' })
  @ArrayMaxSize(500)
  lines?: EstimateLineInput[];
}

export const EnquirySort = {
  tender_due_date: 'tender_due_date',
  received_date: 'received_date',
  reference: 'reference',
  created_at: 'created_at',
} as const;
export type EnquirySort = (typeof EnquirySort)[keyof typeof EnquirySort];
registerEnumType(EnquirySort, { name: 'EnquirySort' });

@ArgsType()
export class EnquiryListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Reference, client, title or postcode contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => EnquiryStatus, { nullable: true }) status?: EnquiryStatus | null;
  @Field(() => EnquirySort, { nullable: true }) sort_by?: EnquirySort | null;
  @Field(() => SortOrder, { nullable: true }) sort_order?: SortOrder | null;
}
