// Owns company settings: details, defaults, the project folder template and provider choice. Also the two
// reads other modules use (projects): getProjectFolderTemplate and getProjectDefaults.
import type { Sequelize, Transaction } from 'sequelize';
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { ACCOUNTING_PROVIDERS, Company, CompanySettings, DRIVE_PROVIDERS } from '../../models/index.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import type { UpdateSettingsInput } from './settings.schema.js';

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

function defaultsOf(settings: CompanySettings | null): ProjectDefaults {
  return {
    retention_percent: settings ? Number(settings.retention_percent) : DEFAULT_RETENTION_PERCENT,
    payment_due_days: settings?.payment_due_days ?? DEFAULT_PAYMENT_DUE_DAYS,
    payment_final_days: settings?.payment_final_days ?? DEFAULT_PAYMENT_FINAL_DAYS,
  };
}

function templateOf(settings: CompanySettings | null): string[] {
  const saved = settings?.folder_template;
  return Array.isArray(saved) && saved.length > 0 ? [...saved] : [...DEFAULT_FOLDER_TEMPLATE];
}

/**
 * The ordered folder names for a new project's drive tree: the company's saved template, else the default of
 * docs/contract-projects.md. Pass the caller's transaction to read inside it.
 */
export async function getProjectFolderTemplate(
  companyId: string,
  transaction?: Transaction,
): Promise<string[]> {
  return templateOf(await CompanySettings.findByPk(companyId, { transaction }));
}

/** Retention % and the two payment terms (days) a new project starts with. */
export async function getProjectDefaults(
  companyId: string,
  transaction?: Transaction,
): Promise<ProjectDefaults> {
  return defaultsOf(await CompanySettings.findByPk(companyId, { transaction }));
}

export function presentSettings(company: Company, settings: CompanySettings | null): SettingsJson {
  return {
    company_id: company.id,
    name: company.name,
    address: settings?.address ?? null,
    vat_number: settings?.vat_number ?? null,
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

export class SettingsService {
  constructor(private readonly sequelize: Sequelize) {}

  async get(actor: Actor): Promise<SettingsJson> {
    const company = await Company.findByPk(actor.companyId);
    if (!company) throw new NotFoundError();
    return presentSettings(company, await CompanySettings.findByPk(actor.companyId));
  }

  /** Company name lives on companies, the rest on company_settings: both change in one transaction. */
  async update(actor: Actor, input: UpdateSettingsInput): Promise<SettingsJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const company = await Company.findByPk(actor.companyId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!company) throw new NotFoundError();
      if (input.name !== undefined) await company.update({ name: input.name }, { transaction });
      const [settings] = await CompanySettings.findOrCreate({
        where: { company_id: company.id },
        defaults: { company_id: company.id },
        transaction,
      });
      const changes: Partial<CompanySettings> = {};
      if (input.address !== undefined) changes.address = input.address;
      if (input.vat_number !== undefined) changes.vat_number = input.vat_number;
      if (input.cis_utr !== undefined) changes.cis_utr = input.cis_utr;
      // An emptied default (null) goes back to the standard one.
      if (input.retention_percent !== undefined)
        changes.retention_percent = input.retention_percent ?? DEFAULT_RETENTION_PERCENT;
      if (input.payment_due_days !== undefined)
        changes.payment_due_days = input.payment_due_days ?? DEFAULT_PAYMENT_DUE_DAYS;
      if (input.payment_final_days !== undefined)
        changes.payment_final_days = input.payment_final_days ?? DEFAULT_PAYMENT_FINAL_DAYS;
      if (input.folder_template !== undefined) changes.folder_template = input.folder_template;
      if (input.drive_provider !== undefined) changes.drive_provider = input.drive_provider;
      if (input.accounting_provider !== undefined) changes.accounting_provider = input.accounting_provider;
      await settings.update(changes, { transaction });
      return presentSettings(company, settings);
    });
  }
}
