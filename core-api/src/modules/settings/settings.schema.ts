// Owns the /settings request shapes: company details (UK VAT and CIS UTR formats), defaults, the project
// folder template and the provider choice (only what works today).
import { z } from 'zod';
import { ACCOUNTING_PROVIDERS, DRIVE_PROVIDERS, VAT_QUARTER_ENDS } from '../../models/index.js';

export const FOLDER_NAME_MAX = 100;
export const FOLDER_TEMPLATE_MAX = 30;

/** GB + 9 or 12 digits, or 9 digits; spaces are ignored and the value is stored upper-case without them. */
export const VAT_PATTERN = /^(GB\d{9}|GB\d{12}|\d{9})$/;
export const VAT_QUARTER_ENDS_MESSAGE =
  'VAT quarter ends must be one of mar_jun_sep_dec, jan_apr_jul_oct, feb_may_aug_nov, monthly';
export const VAT_MESSAGE = 'VAT number must be GB followed by 9 or 12 digits, or 9 digits';
export const VAT_REGISTERED_MESSAGE = 'A VAT-registered company needs its VAT number';
export const UTR_MESSAGE = 'CIS contractor UTR must be 10 digits';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** A whole number of days, 0–365, with the field's own name in every message. */
const days = (label: string) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int({ error: `${label} must be a whole number of days` })
    .min(0, { error: `${label} must be between 0 and 365 days` })
    .max(365, { error: `${label} must be between 0 and 365 days` });

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export const folderTemplateSchema = z
  .array(
    z
      .string({ error: 'Folder name must be text' })
      .trim()
      .min(1, { error: 'Folder name is required' })
      .max(FOLDER_NAME_MAX, { error: `Folder name must be at most ${FOLDER_NAME_MAX} characters` })
      .refine((v) => !/[/\\]/.test(v), { error: 'Folder name cannot contain slashes' }),
    { error: 'Folder template must be a list of folder names' },
  )
  .min(1, { error: 'Folder template needs at least one folder' })
  .max(FOLDER_TEMPLATE_MAX, { error: `Folder template can have at most ${FOLDER_TEMPLATE_MAX} folders` })
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, {
    error: 'Folder names must be unique',
  });

export const updateSettingsSchema = z.object({
  name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, { error: 'Company name is required' })
    .max(200, { error: 'Company name must be at most 200 characters' })
    .optional(),
  address: optionalText('Address', 1000),
  vat_number: z
    .string({ error: 'VAT number must be text' })
    .transform(compact)
    .refine((v) => v === '' || VAT_PATTERN.test(v), { error: VAT_MESSAGE })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  vat_registered: z.boolean({ error: 'VAT registered must be true or false' }).optional(),
  vat_quarter_ends: z.enum(VAT_QUARTER_ENDS, { error: VAT_QUARTER_ENDS_MESSAGE }).optional(),
  cis_utr: z
    .string({ error: 'CIS contractor UTR must be text' })
    .transform(compact)
    .refine((v) => v === '' || /^\d{10}$/.test(v), { error: UTR_MESSAGE })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  // Each default is null when emptied: the standard default applies again (5%, 30 days, 14 days).
  retention_percent: z
    .number({ error: 'Retention must be a number' })
    .min(0, { error: 'Retention must be between 0 and 100' })
    .max(100, { error: 'Retention must be between 0 and 100' })
    .refine((v) => Math.round(v * 100) === v * 100, { error: 'Retention can have at most 2 decimal places' })
    .nullable()
    .optional(),
  payment_due_days: days('Payment due days').nullable().optional(),
  payment_final_days: days('Final date for payment days').nullable().optional(),
  folder_template: folderTemplateSchema.optional(),
  drive_provider: z.enum(DRIVE_PROVIDERS, { error: 'Drive provider must be one of: local' }).optional(),
  accounting_provider: z
    .enum(ACCOUNTING_PROVIDERS, { error: 'Accounting provider must be one of: none' })
    .optional(),
});
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;
