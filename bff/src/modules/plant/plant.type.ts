// GraphQL types of plant hire. Field names are core-api's snake_case JSON, so resolvers pass answers through;
// the enums hold exactly core-api's values (core-api/src/modules/plant/*.model.ts). Money is integer pence
// (SafeInt: sums can pass 2^31).
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

export const PlantRequestStatus = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  on_hire: 'on_hire',
  off_hire_requested: 'off_hire_requested',
  off_hired: 'off_hired',
  cancelled: 'cancelled',
} as const;
export type PlantRequestStatus = (typeof PlantRequestStatus)[keyof typeof PlantRequestStatus];
registerEnumType(PlantRequestStatus, { name: 'PlantRequestStatus' });

export const PlantItemStatus = {
  available: 'available',
  on_hire: 'on_hire',
  off_hire_requested: 'off_hire_requested',
  off_hired: 'off_hired',
  in_repair: 'in_repair',
  disposed: 'disposed',
} as const;
export type PlantItemStatus = (typeof PlantItemStatus)[keyof typeof PlantItemStatus];
registerEnumType(PlantItemStatus, { name: 'PlantItemStatus' });

export const PlantOwnership = { owned: 'owned', hired: 'hired' } as const;
export type PlantOwnership = (typeof PlantOwnership)[keyof typeof PlantOwnership];
registerEnumType(PlantOwnership, { name: 'PlantOwnership' });

export const PlantRateUnit = { day: 'day', week: 'week' } as const;
export type PlantRateUnit = (typeof PlantRateUnit)[keyof typeof PlantRateUnit];
registerEnumType(PlantRateUnit, { name: 'PlantRateUnit' });

export const PlantFulfilment = { allocation: 'allocation', hire: 'hire' } as const;
export type PlantFulfilment = (typeof PlantFulfilment)[keyof typeof PlantFulfilment];
registerEnumType(PlantFulfilment, { name: 'PlantFulfilment' });

export const InspectionState = { ok: 'ok', due_soon: 'due_soon', expired: 'expired', none: 'none' } as const;
export type InspectionState = (typeof InspectionState)[keyof typeof InspectionState];
registerEnumType(InspectionState, { name: 'PlantInspectionState' });

@ObjectType()
export class PlantSupplierRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class PlantItemRef {
  @Field(() => ID) id: string;
  @Field(() => String) asset_number: string;
  @Field(() => String) description: string;
  @Field(() => String, {
    nullable: true,
    description: 'Why it is off use after a failed pre-use check ("Failed its pre-use check on …"), or null',
  })
  off_use: string | null;
}

@ObjectType()
export class PlantProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class PlantPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType({
  description:
    'Hire cost: chargeable days × day rate (weekly pro rata over 5 working days), plus delivery and collection.',
})
export class PlantHireCost {
  @Field(() => Int) chargeable_days: number;
  @Field(() => GraphQLSafeInt) hire_pence: number;
  @Field(() => GraphQLSafeInt) delivery_pence: number;
  @Field(() => GraphQLSafeInt) collection_pence: number;
  @Field(() => GraphQLSafeInt) total_pence: number;
}

@ObjectType()
export class PlantRate {
  @Field(() => ID) id: string;
  @Field(() => PlantSupplierRef) supplier: PlantSupplierRef;
  @Field(() => String) category: string;
  @Field(() => GraphQLSafeInt, { description: 'Self-drive (without operator).' }) rate_pence: number;
  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: 'With the supplier’s operator; null: not offered.',
  })
  operated_rate_pence: number | null;
  @Field(() => PlantRateUnit) rate_unit: PlantRateUnit;
  @Field(() => GraphQLSafeInt) delivery_pence: number;
  @Field(() => GraphQLSafeInt) collection_pence: number;
  @Field(() => String) valid_from: string;
  @Field(() => String, { nullable: true }) valid_to: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => Boolean) can_edit: boolean;
}

@ObjectType()
export class PlantRatePage extends Paginated(PlantRate) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class PlantRateOption {
  @Field(() => PlantRate) rate: PlantRate;
  @Field(() => GraphQLSafeInt, {
    description: 'The rate the request is hired at (operated when with operator).',
  })
  hire_rate_pence: number;
  @Field(() => PlantHireCost, { description: 'What the rate would cost over the requested period.' })
  estimate: PlantHireCost;
  @Field(() => Boolean) suggested: boolean;
}

@ObjectType()
export class PlantRateOptions {
  @Field(() => ID) request_id: string;
  @Field(() => String) category: string;
  @Field(() => String) valid_on: string;
  @Field(() => Boolean) with_operator: boolean;
  @Field(() => [PlantRateOption]) options: PlantRateOption[];
}

@ObjectType({ description: 'Why an item is off use after a failed pre-use check (decision 0089)' })
export class PlantOffUse {
  @Field(() => String) since: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => ID, { nullable: true }) submission_id: string | null;
  @Field(() => String, { description: '"Failed its pre-use check on dd/mm/yyyy (FRM-0007): defects"' })
  text: string;
}

@ObjectType()
export class PlantItem {
  @Field(() => ID) id: string;
  @Field(() => String) asset_number: string;
  @Field(() => String) description: string;
  @Field(() => String) category: string;
  @Field(() => PlantOwnership) ownership: PlantOwnership;
  @Field(() => PlantSupplierRef, { nullable: true }) supplier: PlantSupplierRef | null;
  @Field(() => String, { nullable: true }) hire_reference: string | null;
  @Field(() => PlantItemStatus) status: PlantItemStatus;
  @Field(() => PlantProjectRef, { nullable: true }) current_project: PlantProjectRef | null;
  @Field(() => String, { nullable: true }) loler_due_date: string | null;
  @Field(() => String, { nullable: true }) puwer_due_date: string | null;
  @Field(() => InspectionState) loler_state: InspectionState;
  @Field(() => InspectionState) puwer_state: InspectionState;
  @Field(() => PlantOffUse, {
    nullable: true,
    description: 'Off use after a failed pre-use check; null while in use',
  })
  off_use: PlantOffUse | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean, { description: 'A supervisor or above, while the item is off use' })
  can_clear_off_use: boolean;
}

@ObjectType({ description: 'A form’s plant picker entry: what a form needs, no rates or money' })
export class PlantForForm {
  @Field(() => ID) id: string;
  @Field(() => String) asset_number: string;
  @Field(() => String) description: string;
  @Field(() => String) category: string;
  @Field(() => PlantItemStatus) status: PlantItemStatus;
  @Field(() => PlantProjectRef, { nullable: true }) project: PlantProjectRef | null;
  @Field(() => Boolean, { description: 'On hire or allocated to the form’s project (listed first)' })
  on_this_project: boolean;
  @Field(() => Boolean) off_use: boolean;
  @Field(() => String, { nullable: true }) off_use_since: string | null;
  @Field(() => String, { nullable: true }) off_use_reason: string | null;
  @Field(() => String, { nullable: true }) off_use_reference: string | null;
}

@ObjectType({ description: 'A past spell off use, cleared by a supervisor with a note' })
export class PlantOffUseSpell {
  @Field(() => String) off_use_at: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => ID, { nullable: true }) submission_id: string | null;
  @Field(() => String) cleared_at: string;
  @Field(() => String, { nullable: true }) cleared_by: string | null;
  @Field(() => String) note: string;
}

@ObjectType()
export class PlantItemPage extends Paginated(PlantItem) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class PlantTimelineEntry {
  @Field(() => ID) id: string;
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true }) from_state: string | null;
  @Field(() => String, { nullable: true }) to_state: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => PlantPerson, { nullable: true }) actor: PlantPerson | null;
  @Field(() => String) at: string;
}

@ObjectType()
export class PlantRequestAbilities {
  @Field(() => Boolean) can_approve: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the caller may not approve although their role could (they asked for it); else null.',
  })
  approve_refusal: string | null;
  @Field(() => Boolean) can_reject: boolean;
  @Field(() => Boolean) can_cancel: boolean;
  @Field(() => Boolean) can_mark_on_hire: boolean;
  @Field(() => Boolean) can_request_off_hire: boolean;
  @Field(() => Boolean) can_record_collection: boolean;
}

@ObjectType()
export class PlantRequest {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => PlantProjectRef) project: PlantProjectRef;
  @Field(() => PlantPerson, { nullable: true }) requested_by: PlantPerson | null;
  @Field(() => String) category: string;
  @Field(() => PlantItemRef, { nullable: true }) wanted_item: PlantItemRef | null;
  @Field(() => Int) quantity: number;
  @Field(() => String) required_from: string;
  @Field(() => String) required_until: string;
  @Field(() => Boolean) with_operator: boolean;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => PlantRequestStatus) status: PlantRequestStatus;
  @Field(() => PlantFulfilment, { nullable: true }) fulfilment: PlantFulfilment | null;
  @Field(() => PlantItemRef, { nullable: true }) plant_item: PlantItemRef | null;
  @Field(() => PlantSupplierRef, { nullable: true }) supplier: PlantSupplierRef | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) rate_pence: number | null;
  @Field(() => PlantRateUnit, { nullable: true }) rate_unit: PlantRateUnit | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) delivery_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) collection_pence: number | null;
  @Field(() => String, { nullable: true }) hire_reference: string | null;
  @Field(() => PlantPerson, { nullable: true }) decided_by: PlantPerson | null;
  @Field(() => String, { nullable: true }) decided_at: string | null;
  @Field(() => String, { nullable: true }) decision_reason: string | null;
  @Field(() => String, { nullable: true }) on_hire_date: string | null;
  @Field(() => String, { nullable: true }) off_hire_requested_at: string | null;
  @Field(() => String, { nullable: true }) collection_reference: string | null;
  @Field(() => String, { nullable: true }) off_hire_date: string | null;
  @Field(() => Int) chargeable_days: number;
  @Field(() => PlantHireCost, { nullable: true }) cost: PlantHireCost | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => PlantRequestAbilities) abilities: PlantRequestAbilities;
  @Field(() => [PlantTimelineEntry], {
    nullable: true,
    description: 'The request’s history (plantRequest only).',
  })
  timeline?: PlantTimelineEntry[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Inspections of the allocated item falling due within 7 days (approvePlantRequest only).',
  })
  warnings?: string[] | null;
}

@ObjectType()
export class PlantRequestPage extends Paginated(PlantRequest) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class PlantInspectionDue {
  @Field(() => PlantItemRef) item: PlantItemRef;
  @Field(() => String, { description: 'loler or puwer' }) inspection: string;
  @Field(() => String) label: string;
  @Field(() => String) due_date: string;
  @Field(() => InspectionState) state: InspectionState;
}

@ObjectType()
export class PlantDueSoon {
  @Field(() => [PlantInspectionDue]) inspections: PlantInspectionDue[];
  @Field(() => [PlantRequest]) hires_ending: PlantRequest[];
}

@ObjectType()
export class ProjectPlantCost {
  @Field(() => ID) project_id: string;
  @Field(() => GraphQLSafeInt) total_pence: number;
  @Field(() => Int) chargeable_days: number;
  @Field(() => [PlantRequest]) hires: PlantRequest[];
}
