// GraphQL types of enquiries and estimates. Field names are core-api's snake_case JSON, so resolvers pass
// answers through; the enums hold exactly core-api's values (core-api/src/modules/enquiries/*.model.ts,
// lib/money.ts VAT codes). Money is integer pence (SafeInt); quantities and percentages are Float.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

export const EnquiryStatus = {
  new: 'new',
  estimating: 'estimating',
  submitted: 'submitted',
  won: 'won',
  lost: 'lost',
  declined: 'declined',
} as const;
export type EnquiryStatus = (typeof EnquiryStatus)[keyof typeof EnquiryStatus];
registerEnumType(EnquiryStatus, { name: 'EnquiryStatus' });

export const EstimateStatus = {
  draft: 'draft',
  issued: 'issued',
  accepted: 'accepted',
  rejected: 'rejected',
  superseded: 'superseded',
} as const;
export type EstimateStatus = (typeof EstimateStatus)[keyof typeof EstimateStatus];
registerEnumType(EstimateStatus, { name: 'EstimateStatus' });

export const EstimateSection = {
  preliminaries: 'preliminaries',
  labour: 'labour',
  plant: 'plant',
  materials: 'materials',
  subcontract: 'subcontract',
  other: 'other',
} as const;
export type EstimateSection = (typeof EstimateSection)[keyof typeof EstimateSection];
registerEnumType(EstimateSection, { name: 'EstimateSection' });

export const VatCode = {
  standard: 'standard',
  reduced: 'reduced',
  zero: 'zero',
  exempt: 'exempt',
  drc: 'drc',
  drc_reduced: 'drc_reduced',
} as const;
export type VatCode = (typeof VatCode)[keyof typeof VatCode];
registerEnumType(VatCode, { name: 'VatCode' });

@ObjectType()
export class EnquiryPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class EnquiryAbilities {
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_delete: boolean;
  @Field(() => Boolean) can_convert: boolean;
  @Field(() => Boolean) can_create_estimate: boolean;
  @Field(() => [EnquiryStatus], { description: 'The statuses core-api will accept a move to from here.' })
  status_moves: EnquiryStatus[];
}

@ObjectType()
export class EstimateSummary {
  @Field(() => ID) id: string;
  @Field(() => ID) enquiry_id: string;
  @Field(() => String) reference: string;
  @Field(() => Int) version: number;
  @Field(() => EstimateStatus) status: EstimateStatus;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => String, { nullable: true }) valid_until: string | null;
  @Field(() => Float) overhead_percent: number;
  @Field(() => Float) profit_percent: number;
  @Field(() => VatCode) vat_code: VatCode;
  @Field(() => Boolean, { description: 'Our company was VAT-registered when it was priced; false: no VAT.' })
  vat_registered: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why no VAT is added (not VAT-registered); else null.',
  })
  vat_reason: string | null;
  @Field(() => GraphQLSafeInt) lines_net_pence: number;
  @Field(() => GraphQLSafeInt) overhead_pence: number;
  @Field(() => GraphQLSafeInt) profit_pence: number;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) reverse_charge_vat_pence: number;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => String, { nullable: true }) issued_at: string | null;
  @Field(() => String, { nullable: true }) decided_at: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
}

@ObjectType()
export class Enquiry {
  @Field(() => ID) id: string;
  @Field(() => ID) company_id: string;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String) client_name: string;
  @Field(() => String, { nullable: true }) client_contact_name: string | null;
  @Field(() => String, { nullable: true }) client_email: string | null;
  @Field(() => String, { nullable: true }) client_phone: string | null;
  @Field(() => String, { nullable: true }) site_address: string | null;
  @Field(() => String, { nullable: true }) site_postcode: string | null;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => String) received_date: string;
  @Field(() => String, { nullable: true }) tender_due_date: string | null;
  @Field(() => ID, { nullable: true }) estimator_id: string | null;
  @Field(() => EnquiryPerson, { nullable: true }) estimator: EnquiryPerson | null;
  @Field(() => EnquiryStatus) status: EnquiryStatus;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => ID, { nullable: true }) project_id: string | null;
  @Field(() => String, { nullable: true }) converted_at: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => EnquiryAbilities) abilities: EnquiryAbilities;
}

@ObjectType()
export class EnquiryPage extends Paginated(Enquiry) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class EstimateLine {
  @Field(() => ID) id: string;
  @Field(() => EstimateSection) section: EstimateSection;
  @Field(() => Int) position: number;
  @Field(() => String) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => GraphQLSafeInt) unit_cost_pence: number;
  @Field(() => GraphQLSafeInt) net_pence: number;
}

@ObjectType()
export class EstimateSectionTotal {
  @Field(() => EstimateSection) section: EstimateSection;
  @Field(() => GraphQLSafeInt) net_pence: number;
}

@ObjectType()
export class EstimateAbilities {
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_new_version: boolean;
  @Field(() => [EstimateStatus]) status_moves: EstimateStatus[];
  @Field(() => Boolean, {
    description: 'This accepted estimate’s won enquiry may be converted into a project now',
  })
  can_convert_enquiry: boolean;
}

@ObjectType()
export class Estimate extends EstimateSummary {
  @Field(() => String) enquiry_reference: string;
  @Field(() => String) enquiry_title: string;
  @Field(() => String) client_name: string;
  @Field(() => EnquiryStatus) enquiry_status: EnquiryStatus;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => [EstimateLine]) lines: EstimateLine[];
  @Field(() => [EstimateSectionTotal]) sections: EstimateSectionTotal[];
  @Field(() => Boolean) is_latest: boolean;
  @Field(() => EstimateAbilities) abilities: EstimateAbilities;
}

@ObjectType()
export class EnquiryActivity {
  @Field(() => ID) id: string;
  @Field(() => String) entity_type: string;
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true }) from_state: string | null;
  @Field(() => String, { nullable: true }) to_state: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field(() => EnquiryPerson, { nullable: true }) actor: EnquiryPerson | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class EnquiryConversion {
  @Field(() => ID) project_id: string;
  @Field(() => Enquiry) enquiry: Enquiry;
}
