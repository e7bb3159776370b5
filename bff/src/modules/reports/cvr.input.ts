// Arguments and inputs of the CVR and cost to complete (decision 0085). Kinds and categories stay strings so
// core-api's own messages reach the user, and amounts are Float so that a fraction of a penny reaches core-api
// and is refused in its words; class-validator bounds sizes only.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

@ArgsType()
export class CvrReportArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM (default: this month)' })
  @MaxLength(10)
  month?: string | null;
  @Field(() => ID, { nullable: true, description: 'One project (default: the company)' })
  @MaxLength(100)
  project_id?: string | null;
}

@InputType()
export class CreateCvrAdjustmentInput {
  @Field(() => ID) @MaxLength(100) project_id: string;
  @Field(() => String) @MaxLength(10) month: string;
  @Field(() => String, {
    description: 'unagreed_variation, over_measure, preliminaries_alignment, known_future_loss',
  })
  @MaxLength(40)
  kind: string;
  @Field(() => Float, { description: 'Pence; may be negative' }) amount_pence: number;
  @Field(() => String) @MaxLength(2000) note: string;
}

@InputType()
export class UpdateCvrAdjustmentInput {
  @Field(() => String, { nullable: true }) @MaxLength(40) kind?: string | null;
  @Field(() => Float, { nullable: true }) amount_pence?: number | null;
  @Field(() => String, { nullable: true }) @MaxLength(2000) note?: string | null;
}

@InputType()
export class SetCvrCostToCompleteInput {
  @Field(() => ID) @MaxLength(100) project_id: string;
  @Field(() => String) @MaxLength(10) month: string;
  @Field(() => String) @MaxLength(20) category: string;
  @Field(() => Float, { nullable: true, description: 'Pence; null: budget less cost again' })
  amount_pence: number | null;
}

@InputType()
export class CloseCvrMonthInput {
  @Field(() => String) @MaxLength(10) month: string;
  @Field(() => ID, { nullable: true, description: 'One project (default: every project)' })
  @MaxLength(100)
  project_id?: string | null;
}
