// Plant hire: anyone signed in asks for plant, reads the register, their requests and the due-soon list, and
// asks for off-hire; supervisors and up read rates and costs, approve, reject, put on hire and record
// collections; managers set up rates and the register. The BFF refuses lower roles early; core-api enforces
// every rule (company, project team, transitions, inspection gating, rate validity).
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { PlantApi } from './plant.api.js';
import {
  ApprovePlantRequestInput,
  CreatePlantRequestInput,
  PlantCollectionInput,
  PlantItemInput,
  PlantItemListArgs,
  PlantOnHireInput,
  PlantRateInput,
  PlantRateListArgs,
  PlantRequestListArgs,
} from './plant.input.js';
import {
  PlantDueSoon,
  PlantForForm,
  PlantItem,
  PlantOffUseSpell,
  PlantItemPage,
  PlantRate,
  PlantRateOptions,
  PlantRatePage,
  PlantRequest,
  PlantRequestPage,
  ProjectPlantCost,
} from './plant.type.js';

@Resolver()
export class PlantResolver {
  @Authorized('worker')
  @Query(() => PlantRequestPage, {
    description: 'Plant requests: a worker’s own; supervisors and up all (scope: mine for theirs).',
  })
  plantRequests(
    @Args(() => PlantRequestListArgs) args: PlantRequestListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequestPage> {
    return ctx.get(PlantApi).requests(args);
  }

  @Authorized('worker')
  @Query(() => PlantRequest, {
    description: 'One plant request with its timeline and the caller’s abilities.',
  })
  plantRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlantRequest> {
    return ctx.get(PlantApi).request(id);
  }

  @Authorized('supervisor')
  @Query(() => PlantRateOptions, {
    description: 'Rates valid on the request’s start date, cheapest over its period first.',
  })
  plantRateOptions(
    @Arg('requestId', () => ID) requestId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRateOptions> {
    return ctx.get(PlantApi).rateOptions(requestId);
  }

  @Authorized('worker')
  @Query(() => PlantDueSoon, { description: 'Inspections due in 7 days or expired; hires ending this week.' })
  plantDueSoon(@Ctx() ctx: GraphQLContext): Promise<PlantDueSoon> {
    return ctx.get(PlantApi).dueSoon();
  }

  @Authorized('worker')
  @Query(() => [String], { description: 'Plant categories the company knows, for the request form.' })
  async plantCategories(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return (await ctx.get(PlantApi).categories()).items;
  }

  @Authorized('worker')
  @Query(() => PlantItemPage, { description: 'The plant register (owned and hired).' })
  plantItems(
    @Args(() => PlantItemListArgs) args: PlantItemListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantItemPage> {
    return ctx.get(PlantApi).items(args);
  }

  @Authorized('worker')
  @Query(() => PlantItem)
  plantItem(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlantItem> {
    return ctx.get(PlantApi).item(id);
  }

  @Authorized('supervisor')
  @Query(() => PlantRatePage, { description: 'Supplier rates by category, cheapest first.' })
  plantRates(
    @Args(() => PlantRateListArgs) args: PlantRateListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRatePage> {
    return ctx.get(PlantApi).rates(args);
  }

  @Authorized('supervisor')
  @Query(() => ProjectPlantCost, { description: 'A project’s hires and their cost to date.' })
  projectPlantCosts(
    @Arg('projectId', () => ID) projectId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectPlantCost> {
    return ctx.get(PlantApi).projectCosts(projectId);
  }

  @Authorized('worker')
  @Mutation(() => PlantRequest)
  createPlantRequest(
    @Arg('input', () => CreatePlantRequestInput) input: CreatePlantRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).createRequest(input);
  }

  @Authorized('supervisor')
  @Mutation(() => PlantRequest, {
    description:
      'Approve as an allocation of an owned item or a hire at a rate; CONFLICT when an inspection has expired.',
  })
  approvePlantRequest(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApprovePlantRequestInput) input: ApprovePlantRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).approve(id, input);
  }

  @Authorized('supervisor')
  @Mutation(() => PlantRequest)
  rejectPlantRequest(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).reject(id, reason);
  }

  @Authorized('worker')
  @Mutation(() => PlantRequest, {
    description: 'Cancel before on-hire (the requester, or a supervisor and up).',
  })
  cancelPlantRequest(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).cancel(id, reason ?? null);
  }

  @Authorized('supervisor')
  @Mutation(() => PlantRequest, {
    description: 'Record delivery: on hire from the date given (default today).',
  })
  markPlantOnHire(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PlantOnHireInput, { nullable: true }) input: PlantOnHireInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).onHire(id, input ?? {});
  }

  @Authorized('worker')
  @Mutation(() => PlantRequest, { description: 'The site asks for off-hire.' })
  requestPlantOffHire(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlantRequest> {
    return ctx.get(PlantApi).offHire(id);
  }

  @Authorized('supervisor')
  @Mutation(() => PlantRequest, { description: 'Record the supplier’s collection reference and date.' })
  recordPlantCollection(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PlantCollectionInput) input: PlantCollectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRequest> {
    return ctx.get(PlantApi).collection(id, input);
  }

  @Authorized('manager')
  @Mutation(() => PlantRate)
  createPlantRate(
    @Arg('input', () => PlantRateInput) input: PlantRateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRate> {
    return ctx.get(PlantApi).createRate(input);
  }

  @Authorized('manager')
  @Mutation(() => PlantRate)
  updatePlantRate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PlantRateInput) input: PlantRateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantRate> {
    return ctx.get(PlantApi).updateRate(id, input);
  }

  @Authorized('manager')
  @Mutation(() => Boolean, { description: 'Deletes a rate no hire was placed at; CONFLICT otherwise.' })
  async deletePlantRate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(PlantApi).removeRate(id);
    return true;
  }

  @Authorized('manager')
  @Mutation(() => PlantItem)
  createPlantItem(
    @Arg('input', () => PlantItemInput) input: PlantItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantItem> {
    return ctx.get(PlantApi).createItem(input);
  }

  @Authorized('manager')
  @Mutation(() => PlantItem)
  updatePlantItem(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PlantItemInput) input: PlantItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantItem> {
    return ctx.get(PlantApi).updateItem(id, input);
  }

  @Authorized('worker')
  @Query(() => [PlantForForm], {
    description:
      'A form’s plant picker on a project the caller is on: the project’s plant first, no rates or money.',
  })
  plantItemsForForms(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantForForm[]> {
    return ctx.get(PlantApi).itemsForForms(projectId, search);
  }

  @Authorized('worker')
  @Query(() => [PlantOffUseSpell], {
    description: 'An item’s past spells off use, who cleared each and the note.',
  })
  plantOffUseHistory(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantOffUseSpell[]> {
    return ctx.get(PlantApi).offUseHistory(id);
  }

  @Authorized('supervisor')
  @Mutation(() => PlantItem, {
    description: 'Clear an item a failed pre-use check took off use, with a note of what was done.',
  })
  clearPlantOffUse(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String) note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantItem> {
    return ctx.get(PlantApi).clearOffUse(id, note);
  }
}
