// Forms over GraphQL: any signed-in user reads templates and the forms they may see, fills in and sends their
// own; supervisors and up review (core-api enforces it per move); managers build templates. The BFF refuses lower
// roles early; core-api enforces every rule (visibility, authorship, transitions, answers by field type).
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { FormsApi } from './forms.api.js';
import {
  CopyFormTemplateInput,
  CreateFormSubmissionInput,
  FormSubmissionListArgs,
  FormTemplateInput,
} from './forms.input.js';
import { FormSubmission, FormSubmissionPage, FormTemplate } from './forms.type.js';

@Resolver()
export class FormsResolver {
  @Query(() => [FormTemplate], {
    description: 'The company’s form templates (the two built-ins always among them).',
  })
  formTemplates(
    @Arg('include_inactive', () => Boolean, { nullable: true }) includeInactive: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).listTemplates(!!includeInactive);
  }

  @Query(() => FormTemplate)
  formTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(FormsApi).getTemplate(id);
  }

  @Authorized('manager')
  @Mutation(() => FormTemplate, { description: 'Build a custom template (version 1).' })
  createFormTemplate(
    @Arg('input', () => FormTemplateInput) input: FormTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).createTemplate(input);
  }

  @Authorized('manager')
  @Mutation(() => FormTemplate, {
    description: 'Change a template: a new version when its name or fields change.',
  })
  updateFormTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FormTemplateInput) input: FormTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).updateTemplate(id, input);
  }

  @Authorized('manager')
  @Mutation(() => FormTemplate, {
    description: 'Copy any template under a new name: same category (so the same behaviour) and fields.',
  })
  copyFormTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CopyFormTemplateInput) input: CopyFormTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).copyTemplate(id, input.name);
  }

  @Query(() => FormSubmissionPage, { description: 'Forms the caller may see, newest first.' })
  formSubmissions(
    @Args(() => FormSubmissionListArgs) args: FormSubmissionListArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).listSubmissions(args);
  }

  @Query(() => FormSubmission)
  formSubmission(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(FormsApi).getSubmission(id);
  }

  @Mutation(() => FormSubmission, { description: 'Start a form: a draft, or sent at once with submit.' })
  createFormSubmission(
    @Arg('input', () => CreateFormSubmissionInput) input: CreateFormSubmissionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).createSubmission(input);
  }

  @Mutation(() => FormSubmission, {
    description: 'Save the answers of a draft or returned form (its author).',
  })
  updateFormSubmission(
    @Arg('id', () => ID) id: string,
    @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).updateSubmission(id, answers);
  }

  @Mutation(() => FormSubmission, {
    description: 'Submit or resubmit (the author), approve or return with a comment (supervisors and up).',
  })
  changeFormSubmissionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).changeStatus(id, status, reason);
  }

  @Mutation(() => FormSubmission, {
    description:
      'A permit to work: put it in force (to: "in_force") or close it with a note (to: "closed"); the permit holder or a supervisor.',
  })
  moveFormPermit(
    @Arg('id', () => ID) id: string,
    @Arg('to', () => String) to: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(FormsApi).movePermit(id, to, note);
  }
}
