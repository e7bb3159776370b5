// Applications for payment over GraphQL: supervisors and up (spec §2). The BFF refuses lower roles early;
// core-api enforces every rule (transitions, notices, the arithmetic and the dates).
import { Arg, Args, Authorized, Ctx, Float, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { ApplicationsApi } from './applications.api.js';
import {
  ApplicationDefaultNoticeInput,
  ApplicationInput,
  ApplicationListArgs,
  ApplicationNoticeInput,
  ApplicationTemplateInput,
  ApplicationTemplateListArgs,
  CreateApplicationInput,
  CreateApplicationTemplateInput,
} from './applications.input.js';
import {
  Application,
  ApplicationPage,
  ApplicationTemplate,
  ApplicationTemplateDefaults,
  ApplicationTemplatePage,
  ApplicationsOverview,
} from './applications.type.js';

@Resolver()
export class ApplicationsResolver {
  @Authorized('supervisor')
  @Query(() => ApplicationTemplateDefaults, {
    description: 'A new template’s starting values from the project (retention, terms, VAT, part of the UK).',
  })
  applicationTemplateDefaults(@Arg('project_id', () => ID) projectId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(ApplicationsApi).defaults(projectId);
  }

  @Authorized('supervisor')
  @Query(() => ApplicationTemplatePage)
  applicationTemplates(
    @Args(() => ApplicationTemplateListArgs) args: ApplicationTemplateListArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).listTemplates(args);
  }

  @Authorized('supervisor')
  @Query(() => ApplicationTemplate)
  applicationTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(ApplicationsApi).getTemplate(id);
  }

  @Authorized('supervisor')
  @Mutation(() => ApplicationTemplate)
  createApplicationTemplate(
    @Arg('input', () => CreateApplicationTemplateInput) input: CreateApplicationTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).createTemplate(input);
  }

  @Authorized('supervisor')
  @Mutation(() => ApplicationTemplate)
  updateApplicationTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApplicationTemplateInput) input: ApplicationTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).updateTemplate(id, input);
  }

  @Authorized('supervisor')
  @Query(() => ApplicationPage, {
    description: 'Applications across projects: open ones first by final date, then drafts, then paid.',
  })
  applications(@Args(() => ApplicationListArgs) args: ApplicationListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(ApplicationsApi).list(args);
  }

  @Authorized('supervisor')
  @Query(() => ApplicationsOverview)
  applicationsOverview(@Ctx() ctx: GraphQLContext) {
    return ctx.get(ApplicationsApi).overview();
  }

  @Authorized('supervisor')
  @Query(() => Application)
  application(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(ApplicationsApi).get(id);
  }

  @Authorized('supervisor')
  @Mutation(() => Application, { description: 'The next application on a template (a draft).' })
  createApplication(
    @Arg('input', () => CreateApplicationInput) input: CreateApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).create(input);
  }

  @Authorized('supervisor')
  @Mutation(() => Application)
  updateApplication(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApplicationInput) input: ApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).update(id, input);
  }

  @Authorized('supervisor')
  @Mutation(() => Application, { description: 'Submit, or record payment in full or in part.' })
  changeApplicationStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('paid_pence', () => Float, { nullable: true }) paidPence: number | null,
    @Arg('claim_date', () => String, {
      nullable: true,
      description: 'On submitting: the date the claim was made (default today)',
    })
    claimDate: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).changeStatus(id, status, reason, paidPence, claimDate ?? null);
  }

  @Authorized('supervisor')
  @Mutation(() => Application, {
    description:
      'Correct the date the claim was made (while submitted, before any notice); dates are reworked.',
  })
  setApplicationClaimDate(
    @Arg('id', () => ID) id: string,
    @Arg('claim_date', () => String) claimDate: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).setClaimDate(id, claimDate);
  }

  @Authorized('supervisor')
  @Mutation(() => Application, {
    description: 'Give the payee’s notice in default of the payer’s payment notice (s.110B).',
  })
  giveApplicationDefaultNotice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApplicationDefaultNoticeInput) input: ApplicationDefaultNoticeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).recordDefaultNotice(id, input);
  }

  @Authorized('supervisor')
  @Mutation(() => Application, { description: 'Record a payment notice or a pay less notice.' })
  recordApplicationNotice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApplicationNoticeInput) input: ApplicationNoticeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ApplicationsApi).recordNotice(id, input);
  }
}
