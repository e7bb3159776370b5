// GraphQL types of suppliers (shared by plant, materials and labour). Field names are core-api's snake_case
// JSON, so resolvers pass answers through; the enums hold exactly core-api's values
// (core-api/src/modules/suppliers/supplier.model.ts).
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

export const SupplierKind = {
  plant: 'plant',
  materials: 'materials',
  labour_agency: 'labour_agency',
  subcontractor: 'subcontractor',
} as const;
export type SupplierKind = (typeof SupplierKind)[keyof typeof SupplierKind];
registerEnumType(SupplierKind, {
  name: 'SupplierKind',
  description: 'What a supplier supplies: plant hire, materials, labour (agency) or subcontracted work.',
});

export const CisStatus = {
  gross: 'gross',
  net: 'net',
  unverified: 'unverified',
} as const;
export type CisStatus = (typeof CisStatus)[keyof typeof CisStatus];
registerEnumType(CisStatus, {
  name: 'CisStatus',
  description: 'HMRC CIS payment status: gross (0% deduction), net (20%), unverified (30%).',
});

@ObjectType()
export class SupplierAbilities {
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_deactivate: boolean;
  @Field(() => Boolean) can_reactivate: boolean;
  @Field(() => Boolean) can_delete: boolean;
}

@ObjectType()
export class Supplier {
  @Field(() => ID) id: string;
  @Field(() => ID) company_id: string;
  @Field(() => String) name: string;
  @Field(() => [SupplierKind]) kinds: SupplierKind[];
  @Field(() => String, { nullable: true }) contact_name: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) account_number: string | null;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) vat_number: string | null;
  @Field(() => CisStatus, { nullable: true }) cis_status: CisStatus | null;
  @Field(() => Int, { nullable: true, description: 'CIS deduction rate of the status: 0, 20 or 30.' })
  cis_deduction_percent: number | null;
  @Field(() => String, { nullable: true }) utr: string | null;
  @Field(() => String, { nullable: true }) verification_number: string | null;
  @Field(() => Boolean) is_active: boolean;
  @Field(() => String, { nullable: true }) deactivated_at: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => SupplierAbilities) abilities: SupplierAbilities;
}

/** core-api's supplier list also says how many pages there are. */
@ObjectType()
export class SupplierPage extends Paginated(Supplier) {
  @Field(() => Int) pages: number;
}
