// Owns what a form is made of: the field types, a template's field list (checked when a manager saves one), the
// two built-in templates every company has (DOMAIN.md "Digital forms") and the server-side check of answers
// against a version's fields, one rule per type. A draft is checked for types only; submitting also needs every
// required field answered.
import { z } from 'zod';
import { isoDate } from '../../lib/wire.js';
import { FREE_NUMBER_TEXT, MAX_FREE_NUMBER } from '../../lib/limits.js';
import { LIBRARY_TEMPLATES } from './forms.library.js';

const BOUND_MESSAGE = `A number field’s minimum and maximum must be between -${FREE_NUMBER_TEXT} and ${FREE_NUMBER_TEXT}`;

export const FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'time',
  'select',
  'multi_select',
  'checkbox',
  'photo',
  'signature',
  // Issue 41's library: a record a form depends on (an operative on the labour record, an item of the plant
  // register; the answer is its id) and a list of people who each sign (toolbox talk and RAMS attendees).
  'operative',
  'plant_item',
  'signatures',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * What a template is for. The spec's three, then the library of UK site forms (issue 41): a company's copy of a
 * library template keeps its category, and with it the behaviour the category carries (a permit's states, a
 * failed pre-use check taking plant off use, the RIDDOR prompt, the CSCS check).
 */
export const TEMPLATE_CATEGORIES = [
  'site_issue',
  'delay_notice',
  'custom',
  'induction',
  'toolbox_talk',
  'rams_briefing',
  'permit_to_work',
  'scaffold_inspection',
  'excavation_inspection',
  'plant_pre_use',
  'accident',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

export const TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
export const PHOTOS_MAX = 10;
/** The most people who can sign one `signatures` field (a toolbox talk's attendees). */
export const SIGNERS_MAX = 60;
export const CAPTION_MAX = 200;

export const fieldSchema = z
  .object({
    key: z.string({ error: 'Field key is required' }).regex(/^[a-z][a-z0-9_]{0,39}$/, {
      error: 'Field key must start with a letter and use only a-z, 0-9 and _ (at most 40)',
    }),
    label: z
      .string({ error: 'Field label is required' })
      .trim()
      .min(1, { error: 'Field label is required' })
      .max(200, { error: 'Field label must be at most 200 characters' }),
    type: z.enum(FIELD_TYPES, { error: `Field type must be one of: ${FIELD_TYPES.join(', ')}` }),
    required: z.boolean().default(false),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: 'Options cannot be blank' })
          .max(100, { error: 'An option must be at most 100 characters' }),
      )
      .max(50, { error: 'At most 50 options' })
      .optional(),
    help: z
      .string()
      .trim()
      .max(300, { error: 'Help text must be at most 300 characters' })
      .nullable()
      .optional(),
    min: z
      .number({ error: BOUND_MESSAGE })
      .min(-MAX_FREE_NUMBER, { error: BOUND_MESSAGE })
      .max(MAX_FREE_NUMBER, { error: BOUND_MESSAGE })
      .nullable()
      .optional(),
    max: z
      .number({ error: BOUND_MESSAGE })
      .min(-MAX_FREE_NUMBER, { error: BOUND_MESSAGE })
      .max(MAX_FREE_NUMBER, { error: BOUND_MESSAGE })
      .nullable()
      .optional(),
  })
  .meta({ id: 'FormField' });
export type FormField = z.infer<typeof fieldSchema>;

export const fieldsSchema = z
  .array(fieldSchema, { error: 'Fields must be a list' })
  .min(1, { error: 'A template needs at least one field' })
  .max(60, { error: 'A template can have at most 60 fields' })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key))
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `Field key ${f.key} is used twice` });
      seen.add(f.key);
      const choice = f.type === 'select' || f.type === 'multi_select';
      if (choice && (!f.options || f.options.length < 1)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'options'],
          message: `${f.label} needs at least one option`,
        });
      }
      if (choice && f.options && new Set(f.options).size !== f.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'options'],
          message: `${f.label} has the same option twice`,
        });
      }
      if (f.min != null && f.max != null && f.min > f.max) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'max'],
          message: `${f.label}: the maximum is below the minimum`,
        });
      }
    });
  });

/** A photo answer: uploaded images (POST /form-photos) with a caption each. */
export interface PhotoAnswer {
  upload_id: string;
  caption: string | null;
}
/**
 * A signature answer: the drawn image (POST /form-photos kind=signature) with who signed and when, all filled in
 * by the server from the signature's record (decision 0053), never from the client. Either the signed-in author
 * signed (`signer_id` is theirs, no witness), or a named signatory without an account typed their name and signed
 * in the author's presence (`signer_id` null, `witnessed_by`/`witness_id` the author). Answers saved before
 * decision 0053 have only `upload_id`, `signed_by` and `signed_at`.
 */
export interface SignatureAnswer {
  upload_id: string;
  signed_by: string;
  signed_at: string;
  signer_id?: string | null;
  witnessed_by?: string | null;
  witness_id?: string | null;
}
export type AnswerValue =
  string | number | boolean | string[] | PhotoAnswer[] | SignatureAnswer | SignatureAnswer[] | null;
export type Answers = Record<string, AnswerValue>;

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || v === false;

/** An answer problem: the field's key and the message a person reads. */
export interface AnswerIssue {
  key: string;
  message: string;
}

const uuid = z.uuid();
const timeRe = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Checks `answers` against `fields` and returns them cleaned (trimmed text, only known keys, nulls for blanks),
 * or the problems. `submitting` also needs every required field; a checkbox that is required must be ticked.
 * Signature and photo answers only name uploads: the caller checks they exist in the company.
 */
export function checkAnswers(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  submitting: boolean,
): { answers: Answers; issues: AnswerIssue[] } {
  const issues: AnswerIssue[] = [];
  const out: Answers = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) issues.push({ key, message: `${key} is not a field of this form` });
  }
  for (const f of fields) {
    const raw = answers[f.key];
    const fail = (message: string) => issues.push({ key: f.key, message });
    if (f.type === 'checkbox' && raw === false) {
      if (submitting && f.required) fail(`${f.label} must be ticked`);
      out[f.key] = false;
      continue;
    }
    if (blank(raw) || (typeof raw === 'string' && raw.trim() === '')) {
      if (submitting && f.required) fail(`${f.label} is required`);
      out[f.key] = null;
      continue;
    }
    switch (f.type) {
      case 'text':
      case 'long_text': {
        const max = f.type === 'text' ? TEXT_MAX : LONG_TEXT_MAX;
        if (typeof raw !== 'string') fail(`${f.label} must be text`);
        else if (raw.trim().length > max) fail(`${f.label} must be at most ${max} characters`);
        else out[f.key] = raw.trim();
        break;
      }
      case 'number': {
        const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
        if (!Number.isFinite(n)) fail(`${f.label} must be a number`);
        else if (Math.abs(n) > MAX_FREE_NUMBER)
          fail(`${f.label} must be between -${FREE_NUMBER_TEXT} and ${FREE_NUMBER_TEXT}`);
        else if (f.min != null && n < f.min) fail(`${f.label} must be at least ${f.min}`);
        else if (f.max != null && n > f.max) fail(`${f.label} must be at most ${f.max}`);
        else out[f.key] = n;
        break;
      }
      case 'date':
        if (typeof raw !== 'string' || !isoDate.safeParse(raw).success) {
          fail(`${f.label} must be a date (YYYY-MM-DD)`);
        } else out[f.key] = raw;
        break;
      case 'time':
        if (typeof raw !== 'string' || !timeRe.test(raw)) fail(`${f.label} must be a time (HH:MM)`);
        else out[f.key] = raw;
        break;
      case 'select':
        if (typeof raw !== 'string' || !f.options?.includes(raw)) {
          fail(`${f.label} must be one of: ${(f.options ?? []).join(', ')}`);
        } else out[f.key] = raw;
        break;
      case 'multi_select':
        if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !f.options?.includes(v))) {
          fail(`${f.label} must be chosen from: ${(f.options ?? []).join(', ')}`);
        } else out[f.key] = [...new Set(raw as string[])];
        break;
      case 'checkbox':
        if (typeof raw !== 'boolean') fail(`${f.label} must be ticked or not`);
        else out[f.key] = raw;
        break;
      case 'photo': {
        const list = Array.isArray(raw) ? raw : null;
        if (
          !list ||
          list.some(
            (p) => !p || typeof p !== 'object' || !uuid.safeParse((p as PhotoAnswer).upload_id).success,
          )
        ) {
          fail(`${f.label} must be uploaded photos`);
        } else if (list.length > PHOTOS_MAX) fail(`${f.label}: at most ${PHOTOS_MAX} photos`);
        else {
          const photos = (list as PhotoAnswer[]).map((p) => ({
            upload_id: p.upload_id,
            caption: typeof p.caption === 'string' && p.caption.trim() ? p.caption.trim() : null,
          }));
          if (photos.some((p) => (p.caption?.length ?? 0) > CAPTION_MAX)) {
            fail(`${f.label}: a caption must be at most ${CAPTION_MAX} characters`);
          } else out[f.key] = photos;
        }
        break;
      }
      case 'signature': {
        const s = raw as Partial<SignatureAnswer>;
        if (typeof raw !== 'object' || Array.isArray(raw) || !uuid.safeParse(s.upload_id).success) {
          fail(`${f.label} must be a drawn signature`);
        } else out[f.key] = { upload_id: s.upload_id!, signed_by: '', signed_at: '' }; // filled by the caller
        break;
      }
      case 'signatures': {
        const list = Array.isArray(raw) ? (raw as Partial<SignatureAnswer>[]) : null;
        if (!list || list.some((s) => !s || typeof s !== 'object' || !uuid.safeParse(s.upload_id).success)) {
          fail(`${f.label} must be drawn signatures`);
        } else if (list.length > SIGNERS_MAX) fail(`${f.label}: at most ${SIGNERS_MAX} signatures`);
        else out[f.key] = list.map((s) => ({ upload_id: s.upload_id!, signed_by: '', signed_at: '' }));
        break;
      }
      case 'operative':
      case 'plant_item':
        // The record's id; the caller checks it is one of the company's (and, for an operative, its CSCS card).
        if (typeof raw !== 'string' || !uuid.safeParse(raw).success) {
          fail(
            `${f.label} must be chosen from the ${f.type === 'operative' ? 'labour record' : 'plant register'}`,
          );
        } else out[f.key] = raw;
        break;
    }
  }
  return { answers: out, issues };
}

/** The upload ids an answer set refers to, by kind. */
export function uploadIdsOf(fields: readonly FormField[], answers: Answers) {
  const photos: string[] = [];
  const signatures: string[] = [];
  for (const f of fields) {
    const v = answers[f.key];
    if (f.type === 'photo' && Array.isArray(v)) photos.push(...(v as PhotoAnswer[]).map((p) => p.upload_id));
    if (f.type === 'signature' && v && typeof v === 'object' && !Array.isArray(v)) {
      signatures.push((v as SignatureAnswer).upload_id);
    }
    if (f.type === 'signatures' && Array.isArray(v)) {
      signatures.push(...(v as SignatureAnswer[]).map((s) => s.upload_id));
    }
  }
  return { photos, signatures };
}

export const BUILTIN_KEYS = [
  'site_issue_report',
  'delay_notice',
  'site_induction',
  'toolbox_talk',
  'rams_briefing',
  'permit_to_work',
  'scaffold_inspection',
  'excavation_inspection',
  'plant_pre_use_check',
  'accident_report',
] as const;
export type BuiltinKey = (typeof BUILTIN_KEYS)[number];

export interface BuiltinTemplate {
  key: BuiltinKey;
  name: string;
  category: TemplateCategory;
  fields: FormField[];
}

/**
 * The templates every company has: the two of DOMAIN.md "Digital forms", then the library of UK site forms
 * (issue 41; `LIBRARY_TEMPLATES` below, decision 0088).
 */
export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    key: 'site_issue_report',
    name: 'Site Issue Report',
    category: 'site_issue',
    fields: [
      {
        key: 'location',
        label: 'Location on site',
        type: 'text',
        required: true,
        help: 'Plot, level, gridline or area',
      },
      {
        key: 'issue_type',
        label: 'Issue type',
        type: 'select',
        required: true,
        options: [
          'Health and safety',
          'Quality or defect',
          'Damage',
          'Access',
          'Environmental',
          'Security',
          'Other',
        ],
      },
      { key: 'description', label: 'Description', type: 'long_text', required: true },
      { key: 'severity', label: 'Severity', type: 'select', required: true, options: [...SEVERITIES] },
      { key: 'immediate_action', label: 'Immediate action taken', type: 'long_text', required: false },
      { key: 'responsible_party', label: 'Responsible party', type: 'text', required: false },
      { key: 'photos', label: 'Photos', type: 'photo', required: false },
    ],
  },
  {
    key: 'delay_notice',
    name: 'Delay Notice',
    category: 'delay_notice',
    fields: [
      { key: 'occurred_on', label: 'Date of occurrence', type: 'date', required: true },
      {
        key: 'cause',
        label: 'Cause or relevant event',
        type: 'text',
        required: true,
        help: 'The JCT relevant event (clause 2.29) or NEC compensation event, e.g. a change instruction or exceptionally adverse weather',
      },
      { key: 'description', label: 'Description', type: 'long_text', required: true },
      { key: 'activities_affected', label: 'Activities affected', type: 'long_text', required: true },
      {
        key: 'estimated_delay_days',
        label: 'Estimated delay (days)',
        type: 'number',
        required: true,
        min: 0,
        max: 3650,
      },
      { key: 'mitigation', label: 'Mitigation', type: 'long_text', required: false },
      {
        key: 'party_notified',
        label: 'Party notified',
        type: 'text',
        required: true,
        help: 'Contract administrator, project manager or employer’s agent',
      },
      { key: 'photos', label: 'Photos', type: 'photo', required: false },
      { key: 'signature', label: 'Signature', type: 'signature', required: false },
    ],
  },
  ...LIBRARY_TEMPLATES,
];
