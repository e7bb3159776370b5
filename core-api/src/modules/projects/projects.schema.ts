// Owns the project request shapes (bodies and list queries) and their messages, word for word as the contract.
import { z } from 'zod';
import { MAX_PENCE_TEXT, penceInput } from '../../lib/limits.js';
import { wholeNumber, pageQuery } from '../../lib/paging.js';
import { BUDGET_CATEGORIES, CONTRACT_FORMS, PROJECT_STATUSES, ROLES } from '../../models/index.js';

const STATUS_MESSAGE = `Status must be one of ${PROJECT_STATUSES.join(', ')}`;
export const SORTABLE = [
  'project_number',
  'name',
  'status',
  'client_name',
  'start_date',
  'end_date',
  'contract_value_pence',
  'created_at',
  'updated_at',
] as const;
export type SortBy = (typeof SORTABLE)[number];

/** Optional text: null or "" (after trim) is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a valid date (YYYY-MM-DD)` })
    .refine(
      (v) =>
        v === '' ||
        (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
      {
        error: `${label} must be a valid date (YYYY-MM-DD)`,
      },
    )
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

// At most £10bn (lib/limits.ts): BIGINT-safe, and a budget's categories summed stay exact integers.
const penceField = (message: string) => penceInput(message);

const BUDGET_MESSAGE = `Budget amounts must be whole numbers of pence from 0 to ${MAX_PENCE_TEXT}`;
const budgetShape = Object.fromEntries(
  BUDGET_CATEGORIES.map((c) => [c, penceField(BUDGET_MESSAGE).optional()]),
) as Record<(typeof BUDGET_CATEGORIES)[number], z.ZodOptional<z.ZodNumber>>;

const projectFields = {
  name: z
    .string({ error: 'Project name is required' })
    .trim()
    .min(1, { error: 'Project name is required' })
    .max(200, { error: 'Project name must be at most 200 characters' }),
  description: optionalText(10_000, 'Description must be at most 10000 characters'),
  status: z.enum(PROJECT_STATUSES, { error: STATUS_MESSAGE }).optional(),
  client_name: optionalText(200, 'Client name must be at most 200 characters'),
  client_contact_name: optionalText(200, 'Client contact must be at most 200 characters'),
  client_email: optionalText(254, 'Client email must be a valid email address').refine(
    (v) => v == null || z.email().safeParse(v).success,
    { error: 'Client email must be a valid email address' },
  ),
  client_phone: optionalText(50, 'Client phone must be at most 50 characters'),
  site_address: optionalText(1000, 'Site address must be at most 1000 characters'),
  site_postcode: z
    .string({ error: 'Postcode must be a valid UK postcode' })
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
    .refine((v) => v === '' || UK_POSTCODE.test(v), { error: 'Postcode must be a valid UK postcode' })
    .transform((v) => (v === '' ? null : v.includes(' ') ? v : `${v.slice(0, -3)} ${v.slice(-3)}`))
    .nullable()
    .optional(),
  start_date: dateField('Start date'),
  end_date: dateField('End date'),
  contract_value_pence: penceField(
    `Contract value must be a whole number of pence from 0 to ${MAX_PENCE_TEXT}`,
  )
    .nullable()
    .optional(),
  contract_form: z
    .enum(CONTRACT_FORMS, { error: `Contract form must be one of ${CONTRACT_FORMS.join(', ')}` })
    .nullable()
    .optional(),
  retention_percent: z
    .number({ error: 'Retention must be between 0 and 100' })
    .min(0, { error: 'Retention must be between 0 and 100' })
    .max(100, { error: 'Retention must be between 0 and 100' })
    .refine((v) => Math.round(v * 100) === v * 100, { error: 'Retention must be between 0 and 100' })
    // null (an emptied field): the company's default retention.
    .nullable()
    .optional(),
  payment_due_days: z
    .number({ error: 'Payment due days must be a whole number from 0 to 365' })
    .int({ error: 'Payment due days must be a whole number from 0 to 365' })
    .min(0, { error: 'Payment due days must be a whole number from 0 to 365' })
    .max(365, { error: 'Payment due days must be a whole number from 0 to 365' })
    .nullable()
    .optional(),
  payment_final_days: z
    .number({ error: 'Payment final days must be a whole number from 0 to 365' })
    .int({ error: 'Payment final days must be a whole number from 0 to 365' })
    .min(0, { error: 'Payment final days must be a whole number from 0 to 365' })
    .max(365, { error: 'Payment final days must be a whole number from 0 to 365' })
    .nullable()
    .optional(),
  drc_applies: z.boolean({ error: 'drc_applies must be true or false' }).optional(),
  budget: z.object(budgetShape, { error: BUDGET_MESSAGE }).optional(),
  manager_id: z.uuid({ error: 'Manager must be an active user in your company' }).nullable().optional(),
};

const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }) =>
  !v.start_date || !v.end_date || v.end_date >= v.start_date;
const END_BEFORE_START = { error: 'End date must be on or after the start date', path: ['end_date'] };

export const createProjectSchema = z.object(projectFields).refine(datesInOrder, END_BEFORE_START);
export type CreateProjectInput = z.output<typeof createProjectSchema>;

export const updateProjectSchema = z.object({ ...projectFields, name: projectFields.name.optional() });
export type UpdateProjectInput = z.output<typeof updateProjectSchema>;

export const reasonSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, { error: 'Reason is required' })
    .max(1000, { error: 'Reason must be at most 1000 characters' }),
});

const booleanString = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true');

export const listQuerySchema = z.object({
  ...pageQuery,
  status: z
    .string({ error: STATUS_MESSAGE })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PROJECT_STATUSES, { error: STATUS_MESSAGE })))
    .optional(),
  include_archived: booleanString('include_archived must be true or false').optional(),
  search: z
    .string({ error: 'Search must be at most 200 characters' })
    .trim()
    .max(200, { error: 'Search must be at most 200 characters' })
    .optional(),
  sort_by: z.enum(SORTABLE, { error: `Sort must be one of ${SORTABLE.join(', ')}` }).optional(),
  sort_order: z.enum(['asc', 'desc'], { error: 'Sort order must be asc or desc' }).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const IDS_MESSAGE = 'ids must be a comma-separated list of up to 100 project ids';
export const idsQuerySchema = z.object({
  ids: z
    .string({ error: IDS_MESSAGE })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid({ error: IDS_MESSAGE }), { error: IDS_MESSAGE }).max(100, { error: IDS_MESSAGE })),
});

export const LIMIT_MAX = 100;
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIMIT_MAX}`;

/**
 * `limit`: only the first items (the team in name order, the notes newest first), for a page that shows a few
 * and a count; without it, all of them.
 */
export const limitQuerySchema = z.object({ limit: wholeNumber(LIMIT_MAX, LIMIT_MESSAGE).optional() });

/** The parts `GET /projects/{projectId}/detail` may carry beside the project. */
export const DETAIL_PARTS = ['team', 'notes', 'stats'] as const;
export type DetailPart = (typeof DETAIL_PARTS)[number];
export const DETAIL_INCLUDE_MESSAGE = `include must be a comma-separated list of ${DETAIL_PARTS.join(', ')}`;

/**
 * The project page in one call (issue 36): `include` names the parts wanted beside the project, each as its own
 * route answers it (`team_limit` and `notes_limit` are those routes' `limit`).
 */
export const detailQuerySchema = z.object({
  include: z
    .string({ error: DETAIL_INCLUDE_MESSAGE })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(DETAIL_PARTS, { error: DETAIL_INCLUDE_MESSAGE })))
    .optional(),
  team_limit: wholeNumber(LIMIT_MAX, LIMIT_MESSAGE).optional(),
  notes_limit: wholeNumber(LIMIT_MAX, LIMIT_MESSAGE).optional(),
});

export const candidatesQuerySchema = z.object({
  search: z
    .string({ error: 'Search must be at most 200 characters' })
    .trim()
    .max(200, { error: 'Search must be at most 200 characters' })
    .optional(),
});

export const deleteQuerySchema = z.object({
  force: booleanString('force must be true or false').optional(),
});

export const addTeamMemberSchema = z.object({
  user_id: z.string({ error: 'User is required' }).trim().min(1, { error: 'User is required' }),
  role_on_project: optionalText(100, 'Role on project must be at most 100 characters'),
});

const VISIBILITY_MESSAGE = `Visibility must be one of ${ROLES.join(', ')}`;
const noteContent = z
  .string({ error: 'Please enter note content' })
  .trim()
  .min(1, { error: 'Please enter note content' })
  .max(5000, { error: 'Note content must be at most 5000 characters' });

export const createNoteSchema = z.object({
  content: noteContent,
  visibility_level: z.enum(ROLES, { error: VISIBILITY_MESSAGE }).optional(),
});
export const updateNoteSchema = z.object({
  content: noteContent.optional(),
  visibility_level: z.enum(ROLES, { error: VISIBILITY_MESSAGE }).optional(),
});

export const exportQuerySchema = z.object({
  format: z.enum(['pdf'], { error: 'Unsupported export format. Use pdf' }).optional(),
});

export { pageQuerySchema } from '../../lib/paging.js';
