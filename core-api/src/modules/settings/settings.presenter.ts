// Owns what company settings look like on the wire (CompanySettings, the project defaults) and the settings
// row → answer mapping, with the standard defaults and folder template where a company has not chosen its own.
import { z } from 'zod';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import {
  ACCOUNTING_PROVIDERS,
  DRIVE_PROVIDERS,
  VAT_QUARTER_ENDS,
  type Company,
  type CompanySettings,
} from '../../models/index.js';

export const DEFAULT_RETENTION_PERCENT = 5;
export const DEFAULT_PAYMENT_DUE_DAYS = 30;
export const DEFAULT_PAYMENT_FINAL_DAYS = 14;

/** One default per contract term a project has (retention, due date, final date for payment). */
export const projectDefaultsSchema = z.object({
  retention_percent: z.number(),
  payment_due_days: z.number().int(),
  payment_final_days: z.number().int(),
});
export type ProjectDefaults = z.output<typeof projectDefaultsSchema>;

export const settingsSchema = projectDefaultsSchema
  .extend({
    company_id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    vat_number: z.string().nullable(),
    /** Registered for VAT: estimates, applications and labour invoices charge VAT and apply the reverse charge. */
    vat_registered: z.boolean(),
    /** When VAT return periods end (decision 0086): a quarterly stagger, or monthly. */
    vat_quarter_ends: z.enum(VAT_QUARTER_ENDS),
    cis_utr: z.string().nullable(),
    folder_template: z.array(z.string()),
    folder_template_is_default: z.boolean(),
    drive_provider: z.enum(DRIVE_PROVIDERS),
    accounting_provider: z.enum(ACCOUNTING_PROVIDERS),
    available_drive_providers: z.array(z.enum(DRIVE_PROVIDERS)),
    available_accounting_providers: z.array(z.enum(ACCOUNTING_PROVIDERS)),
  })
  .meta({ id: 'CompanySettings' });
export type SettingsJson = z.output<typeof settingsSchema>;

/** A company's contract-term defaults, the standard ones where it has not chosen. */
export function defaultsOf(settings: CompanySettings | null): ProjectDefaults {
  return {
    retention_percent: settings ? Number(settings.retention_percent) : DEFAULT_RETENTION_PERCENT,
    payment_due_days: settings?.payment_due_days ?? DEFAULT_PAYMENT_DUE_DAYS,
    payment_final_days: settings?.payment_final_days ?? DEFAULT_PAYMENT_FINAL_DAYS,
  };
}

/** A company's project folder template, the standard one where it has not saved one. */
export function templateOf(settings: CompanySettings | null): string[] {
  const saved = settings?.folder_template;
  return Array.isArray(saved) && saved.length > 0 ? [...saved] : [...DEFAULT_FOLDER_TEMPLATE];
}

export function presentSettings(company: Company, settings: CompanySettings | null): SettingsJson {
  return {
    company_id: company.id,
    name: company.name,
    address: settings?.address ?? null,
    vat_number: settings?.vat_number ?? null,
    vat_registered: settings?.vat_registered ?? false,
    vat_quarter_ends: settings?.vat_quarter_ends ?? 'mar_jun_sep_dec',
    cis_utr: settings?.cis_utr ?? null,
    ...defaultsOf(settings),
    folder_template: templateOf(settings),
    folder_template_is_default: !(settings?.folder_template && settings.folder_template.length > 0),
    drive_provider: (settings?.drive_provider ?? 'local') as SettingsJson['drive_provider'],
    accounting_provider: (settings?.accounting_provider ?? 'none') as SettingsJson['accounting_provider'],
    available_drive_providers: [...DRIVE_PROVIDERS],
    available_accounting_providers: [...ACCOUNTING_PROVIDERS],
  };
}
