// The create/edit project form: what people type (dd/mm/yyyy dates, £ amounts) and its conversion to the
// API's shape (ISO dates, integer pence). The server re-validates everything with the spec's messages.
import { z } from '../../lib/zod';
import { poundsToPence, parseUkDate, penceToPoundsInput, toUkDateInput, UK_POSTCODE } from '../../lib/format';
import type { CreateProjectInput, ProjectDetailFieldsFragment } from '../../generated/graphql';

export const BUDGET_CATEGORIES = [
  'labour',
  'plant',
  'materials',
  'subcontract',
  'preliminaries',
  'other',
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

const money = (message: string) =>
  z.string().refine((v) => v.trim() === '' || poundsToPence(v) !== null, { message });
const ukDate = (message: string) =>
  z.string().refine((v) => v.trim() === '' || parseUkDate(v) !== null, { message });
const BUDGET_MESSAGE = 'Budget amounts must be in pounds, e.g. 25000.00';
// Optional contract terms: an emptied field is empty (the company's default applies), never an error.
const wholeDays = (message: string) =>
  z.string().refine((v) => v.trim() === '' || (/^\d{1,3}$/.test(v.trim()) && Number(v) <= 365), { message });

export const projectFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Project name is required')
      .max(200, 'Project name must be at most 200 characters'),
    description: z.string(),
    status: z.string(),
    client_name: z.string(),
    client_contact_name: z.string(),
    client_email: z
      .string()
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        message: 'Client email must be a valid email address',
      }),
    client_phone: z.string(),
    site_address: z.string(),
    site_postcode: z
      .string()
      .trim()
      .refine((v) => v === '' || UK_POSTCODE.test(v), { message: 'Postcode must be a valid UK postcode' }),
    start_date: ukDate('Start date must be a valid date (dd/mm/yyyy)'),
    end_date: ukDate('End date must be a valid date (dd/mm/yyyy)'),
    contract_value: money('Contract value must be an amount in pounds, e.g. 1250000.00'),
    contract_form: z.string(),
    retention_percent: z
      .string()
      .refine((v) => v.trim() === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100), {
        message: 'Retention must be between 0 and 100',
      }),
    payment_due_days: wholeDays('Payment due days must be a whole number from 0 to 365'),
    payment_final_days: wholeDays('Payment final days must be a whole number from 0 to 365'),
    drc_applies: z.boolean(),
    manager_id: z.string(),
    budget: z.object({
      labour: money(BUDGET_MESSAGE),
      plant: money(BUDGET_MESSAGE),
      materials: money(BUDGET_MESSAGE),
      subcontract: money(BUDGET_MESSAGE),
      preliminaries: money(BUDGET_MESSAGE),
      other: money(BUDGET_MESSAGE),
    }),
  })
  .refine(
    (v) => {
      const start = parseUkDate(v.start_date);
      const end = parseUkDate(v.end_date);
      return !start || !end || end >= start;
    },
    { message: 'End date must be on or after the start date', path: ['end_date'] },
  );

export type ProjectFormValues = z.infer<typeof projectFormSchema>;

/** What a new project starts with: the company's defaults (settings), as the form shows them. */
export interface ProjectDefaults {
  retention_percent: number;
  payment_due_days: number;
  payment_final_days: number;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  status: 'planning',
  client_name: '',
  client_contact_name: '',
  client_email: '',
  client_phone: '',
  site_address: '',
  site_postcode: '',
  start_date: '',
  end_date: '',
  contract_value: '',
  contract_form: '',
  // Empty until the company's defaults arrive (and an empty term is sent as "the company's default").
  retention_percent: '',
  payment_due_days: '',
  payment_final_days: '',
  drc_applies: false,
  manager_id: '',
  budget: { labour: '', plant: '', materials: '', subcontract: '', preliminaries: '', other: '' },
};

/** A new project's form, starting from the company's defaults. */
export function newProjectForm(defaults: ProjectDefaults | null | undefined): ProjectFormValues {
  if (!defaults) return EMPTY_PROJECT_FORM;
  return {
    ...EMPTY_PROJECT_FORM,
    retention_percent: String(defaults.retention_percent),
    payment_due_days: String(defaults.payment_due_days),
    payment_final_days: String(defaults.payment_final_days),
  };
}

export function formValuesFromProject(p: ProjectDetailFieldsFragment): ProjectFormValues {
  return {
    name: p.name,
    description: p.description ?? '',
    status: p.status,
    client_name: p.client_name ?? '',
    client_contact_name: p.client_contact_name ?? '',
    client_email: p.client_email ?? '',
    client_phone: p.client_phone ?? '',
    site_address: p.site_address ?? '',
    site_postcode: p.site_postcode ?? '',
    start_date: toUkDateInput(p.start_date),
    end_date: toUkDateInput(p.end_date),
    contract_value: penceToPoundsInput(p.contract_value_pence),
    contract_form: p.contract_form ?? '',
    retention_percent: p.retention_percent == null ? '' : String(p.retention_percent),
    payment_due_days: p.payment_due_days == null ? '' : String(p.payment_due_days),
    payment_final_days: p.payment_final_days == null ? '' : String(p.payment_final_days),
    drc_applies: p.drc_applies ?? false,
    manager_id: p.manager_id ?? '',
    budget: Object.fromEntries(
      BUDGET_CATEGORIES.map((c) => [c, p.budget?.[c] ? penceToPoundsInput(p.budget[c]) : '']),
    ) as Record<BudgetCategory, string>,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
/** "" → null: the server applies the company's default for an empty term. */
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** Form values → the mutation input (pounds → pence, dd/mm/yyyy → YYYY-MM-DD, "" → null). */
export function projectInputFromForm(v: ProjectFormValues): CreateProjectInput {
  return {
    name: v.name.trim(),
    description: orNull(v.description),
    status: v.status,
    client_name: orNull(v.client_name),
    client_contact_name: orNull(v.client_contact_name),
    client_email: orNull(v.client_email),
    client_phone: orNull(v.client_phone),
    site_address: orNull(v.site_address),
    site_postcode: orNull(v.site_postcode)?.toUpperCase() ?? null,
    start_date: parseUkDate(v.start_date),
    end_date: parseUkDate(v.end_date),
    contract_value_pence: v.contract_value.trim() === '' ? null : poundsToPence(v.contract_value),
    contract_form: orNull(v.contract_form),
    retention_percent: numberOrNull(v.retention_percent),
    payment_due_days: numberOrNull(v.payment_due_days),
    payment_final_days: numberOrNull(v.payment_final_days),
    drc_applies: v.drc_applies,
    manager_id: orNull(v.manager_id),
    budget: Object.fromEntries(
      BUDGET_CATEGORIES.map((c) => [c, v.budget[c].trim() === '' ? 0 : (poundsToPence(v.budget[c]) ?? 0)]),
    ) as Record<BudgetCategory, number>,
  };
}
