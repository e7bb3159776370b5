// GraphQL types of the cost value reconciliation and cost to complete (decision 0085): core-api's snake_case
// answers passed through; money is integer pence, months YYYY-MM, percentages to 2 places.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { BoundedList } from '../../lib/cost.js';
import { ReportProjectRef } from './reports.type.js';

@ObjectType({ description: 'A cost category against its budget, in pence' })
export class CvrCategory {
  @Field(() => String, { description: 'labour, plant, materials, subcontract, preliminaries, other' })
  category: string;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_pence: number;
  @Field(() => GraphQLSafeInt) accrued_pence: number;
  @Field(() => GraphQLSafeInt) cost_pence: number;
  @Field(() => GraphQLSafeInt) committed_pence: number;
  @Field(() => GraphQLSafeInt) cost_to_complete_pence: number;
  @Field(() => Boolean, { description: 'Entered by a manager (else budget less cost)' })
  cost_to_complete_entered: boolean;
  @Field(() => GraphQLSafeInt) final_cost_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'Budget less forecast final cost' }) variance_pence: number;
}

@ObjectType()
export class CvrMovement {
  @Field(() => GraphQLSafeInt) value_pence: number;
  @Field(() => GraphQLSafeInt) cost_pence: number;
  @Field(() => GraphQLSafeInt) margin_pence: number;
  @Field(() => GraphQLSafeInt) final_margin_pence: number;
}

@ObjectType()
export class CvrAdjustmentTotals {
  @Field(() => GraphQLSafeInt) unagreed_variation_pence: number;
  @Field(() => GraphQLSafeInt) over_measure_pence: number;
  @Field(() => GraphQLSafeInt) preliminaries_alignment_pence: number;
  @Field(() => GraphQLSafeInt) known_future_loss_pence: number;
  @Field(() => GraphQLSafeInt) total_pence: number;
}

@ObjectType({ description: 'Every figure of a project’s month, or of the report’s total' })
export class CvrFigures {
  @Field(() => GraphQLSafeInt) contract_value_pence: number;
  @Field(() => GraphQLSafeInt) applied_gross_pence: number;
  @Field(() => GraphQLSafeInt) certified_gross_pence: number;
  @Field(() => CvrAdjustmentTotals) adjustments: CvrAdjustmentTotals;
  @Field(() => GraphQLSafeInt) value_pence: number;
  @Field(() => GraphQLSafeInt) final_value_pence: number;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_pence: number;
  @Field(() => GraphQLSafeInt) accrued_pence: number;
  @Field(() => GraphQLSafeInt) cost_pence: number;
  @Field(() => GraphQLSafeInt) committed_pence: number;
  @Field(() => GraphQLSafeInt) cost_to_complete_pence: number;
  @Field(() => GraphQLSafeInt) final_cost_pence: number;
  @Field(() => GraphQLSafeInt) margin_pence: number;
  @Field(() => Float, { nullable: true }) margin_percent: number | null;
  @Field(() => GraphQLSafeInt) final_margin_pence: number;
  @Field(() => Float, { nullable: true }) final_margin_percent: number | null;
  @Field(() => Float) percent_complete: number;
  @Field(() => GraphQLSafeInt) earned_value_pence: number;
  @Field(() => GraphQLSafeInt) billed_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'Billed less earned value: positive over-billed' })
  over_under_billing_pence: number;
  // Labour, plant, materials, subcontract, preliminaries and other.
  @Field(() => [CvrCategory]) @BoundedList(6) categories: CvrCategory[];
  @Field(() => CvrMovement) movement: CvrMovement;
}

@ObjectType()
export class CvrRow extends CvrFigures {
  @Field(() => ReportProjectRef) project: ReportProjectRef;
  @Field(() => Boolean) closed: boolean;
  @Field(() => String, { nullable: true }) closed_at: string | null;
}

@ObjectType()
export class CvrAdjustment {
  @Field(() => ID) id: string;
  @Field(() => ID) project_id: string;
  @Field(() => String) month: string;
  @Field(() => String) kind: string;
  @Field(() => GraphQLSafeInt) amount_pence: number;
  @Field(() => String) note: string;
  @Field(() => String, { nullable: true }) created_by_name: string | null;
  @Field(() => String) updated_at: string;
  @Field(() => Boolean) can_edit: boolean;
}

@ObjectType()
export class CvrTrendPoint {
  @Field(() => String) month: string;
  @Field(() => Boolean) closed: boolean;
  @Field(() => GraphQLSafeInt) value_pence: number;
  @Field(() => GraphQLSafeInt) cost_pence: number;
  @Field(() => GraphQLSafeInt) margin_pence: number;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt) final_cost_pence: number;
}

@ObjectType()
export class CvrReport {
  @Field(() => String) month: string;
  @Field(() => String) as_at: string;
  @Field(() => ReportProjectRef, { nullable: true }) project: ReportProjectRef | null;
  @Field(() => Int) project_count: number;
  @Field(() => Int) closed_count: number;
  @Field(() => CvrFigures) totals: CvrFigures;
  @Field(() => [CvrRow]) rows: CvrRow[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) size: number;
  @Field(() => [CvrAdjustment]) adjustments: CvrAdjustment[];
  // At most eleven closed months before the month, then the month (cvr.read.ts `trendOf`).
  @Field(() => [CvrTrendPoint]) @BoundedList(12) trend: CvrTrendPoint[];
  @Field(() => Boolean) can_close: boolean;
}

@ObjectType()
export class CvrCloseResult {
  @Field(() => String) month: string;
  @Field(() => Int) closed: number;
  @Field(() => Int) already_closed: number;
}

@ObjectType()
export class CvrCostToComplete {
  @Field(() => ID) project_id: string;
  @Field(() => String) month: string;
  @Field(() => String) category: string;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_pence: number | null;
}
