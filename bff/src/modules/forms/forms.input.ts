// GraphQL inputs of digital forms. List filters are enums holding exactly core-api's values
// (core-api/src/modules/forms/forms.schema.ts); field types and statuses in mutations stay strings so core-api's
// own message reaches the user (decision 0014). class-validator only bounds sizes.
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

export const FormSubmissionStatus = {
  draft: 'draft',
  submitted: 'submitted',
  returned: 'returned',
  resubmitted: 'resubmitted',
  approved: 'approved',
} as const;
export type FormSubmissionStatus = (typeof FormSubmissionStatus)[keyof typeof FormSubmissionStatus];
registerEnumType(FormSubmissionStatus, { name: 'FormSubmissionStatus' });

export const FormSeverity = { low: 'low', medium: 'medium', high: 'high', critical: 'critical' } as const;
export type FormSeverity = (typeof FormSeverity)[keyof typeof FormSeverity];
registerEnumType(FormSeverity, { name: 'FormSeverity' });

@ArgsType()
export class FormSubmissionListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Reference, project or form name contains' })
  @MaxLength(200)
  search?: string | null;

  @Field(() => FormSubmissionStatus, { nullable: true })
  status?: FormSubmissionStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only forms awaiting review (submitted or resubmitted)',
  })
  awaiting_review?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only delay notices sent since the 1st of this month (London)',
  })
  delay_notices_this_month?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only permits to work in force now (put in force, expiry not reached)',
  })
  permits_in_force?: boolean | null;

  @Field(() => FormSeverity, { nullable: true })
  severity?: FormSeverity | null;

  @Field(() => ID, { nullable: true })
  template_id?: string | null;

  @Field(() => ID, { nullable: true })
  project_id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the caller’s own forms' })
  mine?: boolean | null;
}

@InputType()
export class FormFieldInput {
  @Field(() => String) @MaxLength(100) key: string;
  @Field(() => String) @MaxLength(300) label: string;
  @Field(() => String) @MaxLength(40) type: string;
  @Field(() => Boolean, { nullable: true }) required?: boolean | null;
  @Field(() => [String], { nullable: true }) @ArrayMaxSize(51) options?: string[] | null;
  @Field(() => String, { nullable: true }) @MaxLength(400) help?: string | null;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@InputType()
export class CopyFormTemplateInput {
  @Field(() => String) @MaxLength(200) name: string;
}

@InputType()
export class FormTemplateInput {
  @Field(() => String) @MaxLength(200) name: string;
  @Field(() => [FormFieldInput]) @ArrayMaxSize(61) fields: FormFieldInput[];
  @Field(() => Boolean, { nullable: true, description: 'Only when changing a template' })
  is_active?: boolean | null;
}

@InputType()
export class CreateFormSubmissionInput {
  @Field(() => String) @MaxLength(100) template_id: string;
  @Field(() => String) @MaxLength(100) project_id: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) answers?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true, description: 'Send it for review at once' }) submit?:
    boolean | null;
}
