// GraphQL inputs of suppliers. As everywhere (decision 0014), the list's filters are enums holding exactly
// core-api's values, while mutation fields stay strings — kinds and CIS status included — so core-api's own
// message ("Kind must be one of …", "CIS status must be one of …") reaches the user; class-validator only
// bounds sizes.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';
import { SupplierKind } from './suppliers.type.js';

const MAX_TEXT = 1000;
const MAX_LONG = 5000;

/** Every field of a supplier, all optional here (create makes name and kinds required). */
@InputType()
abstract class SupplierFieldsInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  contact_name?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  account_number?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_LONG)
  address?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  vat_number?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'gross, net or unverified (labour agencies, subcontractors)',
  })
  @MaxLength(MAX_TEXT)
  cis_status?: string | null;

  @Field(() => String, { nullable: true, description: '10 digits' })
  @MaxLength(MAX_TEXT)
  utr?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'HMRC verification number: V and 10 digits (+ 1–2 letters)',
  })
  @MaxLength(MAX_TEXT)
  verification_number?: string | null;
}

@InputType()
export class CreateSupplierInput extends SupplierFieldsInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  name: string;

  @Field(() => [String], { description: 'plant, materials, labour_agency, subcontractor — at least one' })
  @ArrayMaxSize(20)
  @MaxLength(MAX_TEXT, { each: true })
  kinds: string[];
}

/** Only what is sent changes; taking away the CIS kinds clears the CIS details. */
@InputType()
export class UpdateSupplierInput extends SupplierFieldsInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  name?: string;

  @Field(() => [String], { nullable: true })
  @ArrayMaxSize(20)
  @MaxLength(MAX_TEXT, { each: true })
  kinds?: string[];
}

/** core-api's `status` filter of GET /suppliers (default active). */
export const SupplierStatusFilter = {
  active: 'active',
  inactive: 'inactive',
  all: 'all',
} as const;
export type SupplierStatusFilter = (typeof SupplierStatusFilter)[keyof typeof SupplierStatusFilter];
registerEnumType(SupplierStatusFilter, { name: 'SupplierStatusFilter' });

@ArgsType()
export class SupplierListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Name, contact, email or account number contains' })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => SupplierKind, { nullable: true })
  kind?: SupplierKind | null;

  @Field(() => SupplierStatusFilter, { nullable: true, description: 'active (default), inactive or all' })
  status?: SupplierStatusFilter | null;
}
