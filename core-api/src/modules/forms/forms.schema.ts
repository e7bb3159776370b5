// Owns the /form-templates, /form-photos and /form-submissions request shapes and their messages (web's filler
// repeats them word for word), and the answer shapes of templates and submissions.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import { personSchema, timestamp } from '../../lib/wire.js';
import { SUBMISSION_STATUSES } from './form-submission.model.js';
import { SEVERITIES, TEMPLATE_CATEGORIES, fieldSchema, fieldsSchema } from './forms.fields.js';
import { permitSchema } from './forms.permits.js';

export const MESSAGES = {
  project: 'Please select a project',
  template: 'Please choose a form',
  templateName: 'Template name is required',
  templateNameLength: 'Template name must be at most 120 characters',
  answers: 'Answers must be an object of field keys and values',
  status: `Status must be one of ${SUBMISSION_STATUSES.join(', ')}`,
  severity: `Severity must be one of ${SEVERITIES.join(', ')}`,
  search: 'Search must be at most 200 characters',
  kind: 'Kind must be photo or signature',
  signatoryName: 'The name of the person signing must be at most 100 characters',
  signatoryOnPhoto: 'Only a signature has the name of the person signing',
  comment: 'Comment must be at most 2000 characters',
} as const;

const uuid = (message: string) => z.uuid({ error: message });

const templateName = z
  .string({ error: MESSAGES.templateName })
  .trim()
  .min(1, { error: MESSAGES.templateName })
  .max(120, { error: MESSAGES.templateNameLength });

export const createTemplateSchema = z.object({ name: templateName, fields: fieldsSchema });
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;
export const copyTemplateSchema = z.object({ name: templateName });
export type CopyTemplateInput = z.infer<typeof copyTemplateSchema>;

export const updateTemplateSchema = z.object({
  name: templateName,
  fields: fieldsSchema,
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;

export const listTemplatesQuerySchema = z.object({
  include_inactive: z
    .enum(['true', 'false'], { error: 'include_inactive must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

const answers = z.record(z.string(), z.unknown(), { error: MESSAGES.answers });

export const createSubmissionSchema = z.object({
  template_id: uuid(MESSAGES.template),
  project_id: uuid(MESSAGES.project),
  answers: answers.default({}),
  /** Send it for review at once (the offline queue does), rather than keep it as a draft. */
  submit: z.boolean({ error: 'submit must be true or false' }).default(false),
});
export type CreateSubmissionInput = z.infer<typeof createSubmissionSchema>;

export const updateSubmissionSchema = z.object({ answers });
export type UpdateSubmissionInput = z.infer<typeof updateSubmissionSchema>;

export const submissionStatusSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: MESSAGES.status }),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(2000, { error: MESSAGES.comment })
    .nullable()
    .optional(),
});

export const listSubmissionsQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(200, { error: MESSAGES.search }).optional(),
  status: z.enum(SUBMISSION_STATUSES, { error: MESSAGES.status }).optional(),
  /** `true`: the forms awaiting review (submitted or resubmitted), the dashboard's "Forms awaiting review". */
  awaiting_review: z
    .enum(['true', 'false'], { error: 'awaiting_review must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  /** `true`: delay notices sent since the 1st of this month (London), the dashboard's "Delay notices this month". */
  delay_notices_this_month: z
    .enum(['true', 'false'], { error: 'delay_notices_this_month must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  severity: z.enum(SEVERITIES, { error: MESSAGES.severity }).optional(),
  template_id: uuid(MESSAGES.template).optional(),
  project_id: uuid(MESSAGES.project).optional(),
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  /** `true`: permits to work in force now (put in force, expiry not reached; decision 0089). */
  permits_in_force: z
    .enum(['true', 'false'], { error: 'permits_in_force must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ListSubmissionsQuery = z.infer<typeof listSubmissionsQuerySchema>;

export const photoFieldsSchema = z
  .object({
    project_id: uuid(MESSAGES.project),
    kind: z.enum(['photo', 'signature'], { error: MESSAGES.kind }).default('photo'),
    /**
     * A signatory without an account (a client's representative signing on the worker's phone) types their
     * name; the signature is then recorded as theirs, in the presence of the signed-in user. Blank: the
     * signed-in user signs.
     */
    signatory_name: z
      .string({ error: MESSAGES.signatoryName })
      .trim()
      .max(100, { error: MESSAGES.signatoryName })
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'photo' && v.signatory_name) {
      ctx.addIssue({ code: 'custom', path: ['signatory_name'], message: MESSAGES.signatoryOnPhoto });
    }
  });

// Answers.

export const templateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    category: z.enum(TEMPLATE_CATEGORIES),
    builtin: z.boolean(),
    is_active: z.boolean(),
    version: z.number().int(),
    version_id: z.uuid(),
    fields: z.array(fieldSchema),
    versions: z.array(z.object({ id: z.uuid(), version: z.number().int(), created_at: timestamp })),
    can_edit: z.boolean(),
    updated_at: timestamp,
  })
  .meta({ id: 'FormTemplate' });
export type TemplateJson = z.infer<typeof templateSchema>;

export const photoSchema = z
  .object({
    upload_id: z.uuid(),
    kind: z.enum(['photo', 'signature']),
    content_type: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'FormPhoto' });

const projectRef = z.object({ id: z.uuid(), project_number: z.string(), name: z.string() });
const templateRef = z.object({ id: z.uuid(), name: z.string(), category: z.enum(TEMPLATE_CATEGORIES) });

export const submissionSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    template: templateRef,
    project: projectRef,
    submitted_by: personSchema.nullable(),
    severity: z.string().nullable(),
    submitted_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'FormSubmissionSummary' });
export type SubmissionSummaryJson = z.infer<typeof submissionSummarySchema>;

export const submissionSchema = submissionSummarySchema
  .extend({
    template_version: z.object({ id: z.uuid(), version: z.number().int() }),
    fields: z.array(fieldSchema),
    /** Field key → value as the server checked it (photos: [{upload_id, caption}], signature: {upload_id, signed_by, signed_at}). */
    answers: z.record(z.string(), z.unknown()),
    submit_count: z.number().int(),
    review_comment: z.string().nullable(),
    reviewed_by: personSchema.nullable(),
    reviewed_at: timestamp.nullable(),
    pdf_upload_id: z.uuid().nullable(),
    /** What the library's behaviour found (decision 0088): the CSCS check, the RIDDOR prompt, next due, not safe. */
    library_checks: z.array(
      z
        .object({
          kind: z.enum(['cscs', 'riddor', 'next_due', 'not_safe']),
          tone: z.enum(['ok', 'warning', 'danger']),
          text: z.string(),
        })
        .meta({ id: 'FormLibraryCheck' }),
    ),
    /** Operative id → "Name (Trade)" for each `operative` answer, read from the labour record. */
    operative_labels: z.record(z.string(), z.string()),
    can_edit: z.boolean(),
    status_moves: z.array(z.enum(SUBMISSION_STATUSES)),
    /** A permit to work's state once issued, with its history and the caller's moves (decision 0089). */
    permit: permitSchema.nullable(),
    /** Field key → the answer in words where it names a record (`plant_item`: "ASSET-NO Description"). */
    answer_labels: z.record(z.string(), z.string()),
    timeline: z.array(
      z.object({
        action: z.string(),
        from: z.string().nullable(),
        to: z.string().nullable(),
        reason: z.string().nullable(),
        actor: z.string().nullable(),
        at: timestamp,
      }),
    ),
  })
  .meta({ id: 'FormSubmission' });
export type SubmissionJson = z.infer<typeof submissionSchema>;
