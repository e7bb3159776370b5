// The CVR and cost to complete over GraphQL (decision 0085): both reports and the QS's writes (adjustments, cost
// to complete, month close), managers and up. The BFF refuses lower roles early; core-api enforces every rule.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CvrApi } from './cvr.api.js';
import {
  CloseCvrMonthInput,
  CreateCvrAdjustmentInput,
  CvrReportArgs,
  SetCvrCostToCompleteInput,
  UpdateCvrAdjustmentInput,
} from './cvr.input.js';
import { CvrAdjustment, CvrCloseResult, CvrCostToComplete, CvrReport } from './cvr.type.js';

@Resolver()
export class CvrResolver {
  @Authorized('manager')
  @Query(() => CvrReport, {
    description: 'Cost value reconciliation of a month, one project or the company; closed months as kept',
  })
  cvrReport(@Args(() => CvrReportArgs) args: CvrReportArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(CvrApi).cvr(args);
  }

  @Authorized('manager')
  @Query(() => CvrReport, { description: 'Cost to complete and work in progress of a month' })
  costToCompleteReport(@Args(() => CvrReportArgs) args: CvrReportArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(CvrApi).costToComplete(args);
  }

  @Authorized('manager')
  @Mutation(() => CvrAdjustment)
  createCvrAdjustment(
    @Arg('input', () => CreateCvrAdjustmentInput) input: CreateCvrAdjustmentInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(CvrApi).createAdjustment(input);
  }

  @Authorized('manager')
  @Mutation(() => CvrAdjustment)
  updateCvrAdjustment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCvrAdjustmentInput) input: UpdateCvrAdjustmentInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(CvrApi).updateAdjustment(id, input);
  }

  @Authorized('manager')
  @Mutation(() => Boolean)
  deleteCvrAdjustment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(CvrApi).deleteAdjustment(id);
  }

  @Authorized('manager')
  @Mutation(() => CvrCostToComplete)
  setCvrCostToComplete(
    @Arg('input', () => SetCvrCostToCompleteInput) input: SetCvrCostToCompleteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(CvrApi).setCostToComplete(input);
  }

  @Authorized('manager')
  @Mutation(() => CvrCloseResult)
  closeCvrMonth(
    @Arg('input', () => CloseCvrMonthInput) input: CloseCvrMonthInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(CvrApi).closeMonth(input);
  }
}
