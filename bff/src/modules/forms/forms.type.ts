// GraphQL types of digital forms: templates with their current fields and versions, submissions (summary for
// lists, full with the version's fields, answers, review and timeline). Field names are core-api's snake_case
// JSON (resolvers pass answers through); answers are a JSON object keyed by field key, as core-api checked them.
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class FormField {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => String, {
    description: 'text, long_text, number, date, time, select, multi_select, checkbox, photo, signature',
  })
  type: string;
  @Field(() => Boolean) required: boolean;
  @Field(() => [String], { nullable: true }) options?: string[] | null;
  @Field(() => String, { nullable: true }) help?: string | null;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
}

@ObjectType()
export class FormTemplateVersionRef {
  @Field(() => ID) id: string;
  @Field(() => Int) version: number;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class FormTemplate {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'site_issue, delay_notice, custom' }) category: string;
  @Field(() => Boolean) builtin: boolean;
  @Field(() => Boolean) is_active: boolean;
  @Field(() => Int) version: number;
  @Field(() => ID) version_id: string;
  @Field(() => [FormField]) fields: FormField[];
  @Field(() => [FormTemplateVersionRef]) versions: FormTemplateVersionRef[];
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => String) updated_at: string;
}

@ObjectType()
export class FormProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class FormTemplateRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) category: string;
}

@ObjectType()
export class FormPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class FormSubmissionSummary {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => String, { description: 'draft, submitted, returned, resubmitted, approved' }) status: string;
  @Field(() => FormTemplateRef) template: FormTemplateRef;
  @Field(() => FormProjectRef) project: FormProjectRef;
  @Field(() => FormPerson, { nullable: true }) submitted_by: FormPerson | null;
  @Field(() => String, {
    nullable: true,
    description: 'A site issue’s severity (low, medium, high, critical)',
  })
  severity: string | null;
  @Field(() => String, { nullable: true }) submitted_at: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
}

@ObjectType()
export class FormSubmissionPage extends Paginated(FormSubmissionSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class FormTemplateVersionNumber {
  @Field(() => ID) id: string;
  @Field(() => Int) version: number;
}

@ObjectType()
export class FormTimelineEntry {
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) actor: string | null;
  @Field(() => String) at: string;
}

@ObjectType({ description: 'One move of a permit to work: to which state, by whom, when, with what note' })
export class FormPermitMove {
  @Field(() => String) to: string;
  @Field(() => String) by: string;
  @Field(() => String) at: string;
  @Field(() => String, { nullable: true }) note: string | null;
}

@ObjectType({ description: 'A permit to work’s state once issued (decision 0089)' })
export class FormPermit {
  @Field(() => String, { description: 'issued, in_force, expired (derived: expiry passed) or closed' })
  state: string;
  @Field(() => String, { nullable: true }) valid_from: string | null;
  @Field(() => String, { nullable: true }) expires_at: string | null;
  @Field(() => [FormPermitMove]) history: FormPermitMove[];
  @Field(() => Boolean) can_put_in_force: boolean;
  @Field(() => Boolean) can_close: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why it cannot be put in force yet (before valid-from)',
  })
  not_yet: string | null;
}

@ObjectType()
export class FormLibraryCheck {
  @Field(() => String, { description: 'cscs, riddor, next_due or not_safe' }) kind: string;
  @Field(() => String, { description: 'ok, warning or danger' }) tone: string;
  @Field(() => String) text: string;
}

@ObjectType()
export class FormSubmission extends FormSubmissionSummary {
  @Field(() => FormTemplateVersionNumber) template_version: FormTemplateVersionNumber;
  @Field(() => [FormField]) fields: FormField[];
  @Field(() => GraphQLJSONObject, {
    description:
      'Field key → value (photos: [{upload_id, caption}]; signature: {upload_id, signed_by, signed_at, signer_id, witnessed_by, witness_id}, filled in by core-api: a named signatory has signer_id null and is witnessed by the author)',
  })
  answers: Record<string, unknown>;
  @Field(() => Int) submit_count: number;
  @Field(() => String, { nullable: true }) review_comment: string | null;
  @Field(() => FormPerson, { nullable: true }) reviewed_by: FormPerson | null;
  @Field(() => String, { nullable: true }) reviewed_at: string | null;
  @Field(() => ID, { nullable: true }) pdf_upload_id: string | null;
  @Field(() => [FormLibraryCheck], {
    description:
      'What the library’s behaviour found when saved or sent: CSCS check, RIDDOR prompt, next due, not safe',
  })
  library_checks: FormLibraryCheck[];
  @Field(() => GraphQLJSONObject, {
    description: 'Operative id → "Name (Trade)" for each operative answer, from the labour record',
  })
  operative_labels: Record<string, string>;
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => [String]) status_moves: string[];
  @Field(() => FormPermit, {
    nullable: true,
    description: 'A permit to work once issued: its state (expired derived on read), times, history, moves',
  })
  permit: FormPermit | null;
  @Field(() => GraphQLJSONObject, {
    description:
      'Field key → the answer in words where it names a record (plant_item: "ASSET-NO Description")',
  })
  answer_labels: Record<string, string>;
  @Field(() => [FormTimelineEntry]) timeline: FormTimelineEntry[];
}
