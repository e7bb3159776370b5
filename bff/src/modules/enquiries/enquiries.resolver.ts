// Enquiries and estimates: supervisors and up (spec §2). The BFF refuses lower roles early; core-api enforces
// every rule (company, transition tables, drafts only, totals, conversion once). Each enquiry's latest estimate
// loads through a DataLoader over core-api's batch endpoint, so lists stay one call per page.
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CoreApiField } from '../../lib/cost.js';
import { EnquiryApi } from './enquiries.api.js';
import {
  CreateEnquiryInput,
  EnquiryListArgs,
  EstimateInput,
  StatusMoveInput,
  UpdateEnquiryInput,
} from './enquiries.input.js';
import { enquiryLoaders } from './enquiries.loader.js';
import {
  Enquiry,
  EnquiryActivity,
  EnquiryConversion,
  EnquiryPage,
  Estimate,
  EstimateSummary,
} from './enquiries.type.js';

@Resolver(() => Enquiry)
export class EnquiryResolver {
  @Authorized('supervisor')
  @Query(() => EnquiryPage, { description: 'The company’s enquiries, by tender due date unless asked.' })
  enquiries(
    @Args(() => EnquiryListArgs) args: EnquiryListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EnquiryPage> {
    return ctx.get(EnquiryApi).list(args) as Promise<EnquiryPage>;
  }

  @Authorized('supervisor')
  @Query(() => Enquiry)
  enquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Enquiry> {
    return ctx.get(EnquiryApi).get(id) as Promise<Enquiry>;
  }

  @CoreApiField({ inLists: 'batched' })
  @FieldResolver(() => EstimateSummary, {
    nullable: true,
    description: 'The latest estimate version, if any.',
  })
  async latest_estimate(
    @Root() enquiry: Enquiry,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EstimateSummary | null> {
    return (await ctx.get(enquiryLoaders).latestEstimate.load(enquiry.id)) as EstimateSummary | null;
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [EstimateSummary], { description: 'Every estimate version, newest first.' })
  async estimates(@Root() enquiry: Enquiry, @Ctx() ctx: GraphQLContext): Promise<EstimateSummary[]> {
    return (await ctx.get(EnquiryApi).estimates(enquiry.id)) as EstimateSummary[];
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [EnquiryActivity], { description: 'The enquiry’s and its estimates’ history.' })
  async history(@Root() enquiry: Enquiry, @Ctx() ctx: GraphQLContext): Promise<EnquiryActivity[]> {
    return (await ctx.get(EnquiryApi).history(enquiry.id)) as EnquiryActivity[];
  }

  @Authorized('supervisor')
  @Mutation(() => Enquiry)
  createEnquiry(
    @Arg('input', () => CreateEnquiryInput) input: CreateEnquiryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Enquiry> {
    return ctx.get(EnquiryApi).create(input) as Promise<Enquiry>;
  }

  @Authorized('supervisor')
  @Mutation(() => Enquiry)
  updateEnquiry(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateEnquiryInput) input: UpdateEnquiryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Enquiry> {
    return ctx.get(EnquiryApi).update(id, input) as Promise<Enquiry>;
  }

  @Authorized('supervisor')
  @Mutation(() => Boolean, { description: 'Deletes a new enquiry; CONFLICT once it has moved on.' })
  async deleteEnquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(EnquiryApi).remove(id);
    return true;
  }

  @Authorized('supervisor')
  @Mutation(() => Enquiry, {
    description: 'Moves an enquiry on its transition table (lost/declined need a reason).',
  })
  setEnquiryStatus(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StatusMoveInput) input: StatusMoveInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Enquiry> {
    return ctx.get(EnquiryApi).setStatus(id, input) as Promise<Enquiry>;
  }

  @Authorized('supervisor')
  @Mutation(() => EnquiryConversion, {
    description: 'Turns a won enquiry with an accepted estimate into a project; CONFLICT the second time.',
  })
  convertEnquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<EnquiryConversion> {
    return ctx.get(EnquiryApi).convert(id) as Promise<EnquiryConversion>;
  }
}

@Resolver(() => Estimate)
export class EstimateResolver {
  @Authorized('supervisor')
  @Query(() => Estimate)
  estimate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Estimate> {
    return ctx.get(EnquiryApi).getEstimate(id) as Promise<Estimate>;
  }

  @Authorized('supervisor')
  @Mutation(() => Estimate, { description: 'Starts an enquiry’s estimate (version 1, a draft).' })
  createEstimate(
    @Arg('enquiryId', () => ID) enquiryId: string,
    @Arg('input', () => EstimateInput) input: EstimateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Estimate> {
    return ctx.get(EnquiryApi).createEstimate(enquiryId, input) as Promise<Estimate>;
  }

  @Authorized('supervisor')
  @Mutation(() => Estimate, { description: 'Edits a draft; `lines` replaces its lines in the order given.' })
  updateEstimate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EstimateInput) input: EstimateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Estimate> {
    return ctx.get(EnquiryApi).updateEstimate(id, input) as Promise<Estimate>;
  }

  @Authorized('supervisor')
  @Mutation(() => Estimate, {
    description: 'Issues a draft, or records acceptance or rejection (with a reason).',
  })
  setEstimateStatus(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StatusMoveInput) input: StatusMoveInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Estimate> {
    return ctx.get(EnquiryApi).setEstimateStatus(id, input) as Promise<Estimate>;
  }

  @Authorized('supervisor')
  @Mutation(() => Estimate, {
    description: 'A new draft version copying the latest one, which it supersedes.',
  })
  newEstimateVersion(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Estimate> {
    return ctx.get(EnquiryApi).newVersion(id) as Promise<Estimate>;
  }
}
