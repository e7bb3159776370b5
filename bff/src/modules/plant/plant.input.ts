// GraphQL inputs of plant hire. As everywhere (decision 0014), list filters are enums holding exactly
// core-api's values, while mutation fields stay strings — dates, units, fulfilment — so core-api's own message
// ("Please choose the date you need it from", "Rate unit must be one of day, week") reaches the user;
// class-validator only bounds sizes.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';
import { PlantItemStatus, PlantOwnership, PlantRequestStatus } from './plant.type.js';

const MAX_TEXT = 1000;
const MAX_LONG = 5000;

export const PlantRequestScope = { mine: 'mine', all: 'all' } as const;
export type PlantRequestScope = (typeof PlantRequestScope)[keyof typeof PlantRequestScope];
registerEnumType(PlantRequestScope, { name: 'PlantRequestScope' });

@ArgsType()
export class PlantRequestListArgs extends PageArgs {
  @Field(() => PlantRequestStatus, { nullable: true }) status?: PlantRequestStatus | null;
  @Field(() => Boolean, { nullable: true, description: 'Only open (true) or only finished (false) requests' })
  open?: boolean | null;
  @Field(() => ID, { nullable: true }) project_id?: string | null;
  @Field(() => PlantRequestScope, { nullable: true, description: 'mine or all (workers always get theirs)' })
  scope?: PlantRequestScope | null;
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  search?: string | null;
}

@ArgsType()
export class PlantItemListArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  search?: string | null;
  @Field(() => PlantItemStatus, { nullable: true }) status?: PlantItemStatus | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only items out on hire (on hire or off-hire requested)',
  })
  on_hire_now?: boolean | null;
  @Field(() => PlantOwnership, { nullable: true }) ownership?: PlantOwnership | null;
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  category?: string | null;
}

@ArgsType()
export class PlantRateListArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  category?: string | null;
  @Field(() => ID, { nullable: true }) supplier_id?: string | null;
  @Field(() => String, { nullable: true, description: 'Only rates valid on this date (YYYY-MM-DD)' })
  @MaxLength(MAX_TEXT)
  valid_on?: string | null;
}

@InputType()
export class CreatePlantRequestInput {
  @Field(() => String) @MaxLength(MAX_TEXT) project_id: string;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) category?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) plant_item_id?: string | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => String) @MaxLength(MAX_TEXT) required_from: string;
  @Field(() => String) @MaxLength(MAX_TEXT) required_until: string;
  @Field(() => Boolean, { nullable: true }) with_operator?: boolean | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_LONG) notes?: string | null;
}

@InputType({
  description: 'allocation with plant_item_id, or hire with rate_id (and the hire reference if known)',
})
export class ApprovePlantRequestInput {
  @Field(() => String) @MaxLength(MAX_TEXT) fulfilment: string;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) plant_item_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) rate_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) hire_reference?: string | null;
}

@InputType()
export class PlantOnHireInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) on_hire_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) hire_reference?: string | null;
}

@InputType()
export class PlantCollectionInput {
  @Field(() => String) @MaxLength(MAX_TEXT) collection_reference: string;
  @Field(() => String) @MaxLength(MAX_TEXT) collected_on: string;
}

@InputType()
export class PlantRateInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) supplier_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) category?: string | null;
  @Field(() => Int, { nullable: true }) rate_pence?: number | null;
  @Field(() => Int, { nullable: true, description: 'With operator; null clears it (not offered).' })
  operated_rate_pence?: number | null;
  @Field(() => String, { nullable: true, description: 'day or week' }) @MaxLength(MAX_TEXT) rate_unit?:
    string | null;
  @Field(() => Int, { nullable: true }) delivery_pence?: number | null;
  @Field(() => Int, { nullable: true }) collection_pence?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) valid_from?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) valid_to?: string | null;
}

@InputType()
export class PlantItemInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) asset_number?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) description?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) category?: string | null;
  @Field(() => String, { nullable: true, description: 'owned or hired (create only)' })
  @MaxLength(MAX_TEXT)
  ownership?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) supplier_id?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) hire_reference?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) loler_due_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) puwer_due_date?: string | null;
  @Field(() => String, { nullable: true, description: 'available, in_repair or disposed (edit only)' })
  @MaxLength(MAX_TEXT)
  status?: string | null;
}
