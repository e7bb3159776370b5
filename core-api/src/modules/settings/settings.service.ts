// Owns company settings: details, defaults, the project folder template and provider choice. Also the two
// reads other modules use (projects): getProjectFolderTemplate and getProjectDefaults.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, CompanySettings } from '../../models/index.js';
import {
  DEFAULT_PAYMENT_DUE_DAYS,
  DEFAULT_PAYMENT_FINAL_DAYS,
  DEFAULT_RETENTION_PERCENT,
  defaultsOf,
  presentSettings,
  templateOf,
  type ProjectDefaults,
  type SettingsJson,
} from './settings.presenter.js';
import { VAT_REGISTERED_MESSAGE, type UpdateSettingsInput } from './settings.schema.js';

export type { ProjectDefaults } from './settings.presenter.js';

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

/**
 * Whether the company is registered for VAT (decision 0043): the one setting every module reads for the VAT it
 * charges and whether the domestic reverse charge can apply to what it buys. Pass the caller's transaction.
 */
export async function companyVatRegistered(
  db: Sequelize,
  companyId: string,
  transaction?: Transaction,
): Promise<boolean> {
  const [row] = await db.query<{ vat_registered: boolean }>(
    'SELECT vat_registered FROM company_settings WHERE company_id = :companyId',
    { replacements: { companyId }, type: QueryTypes.SELECT, transaction },
  );
  return row?.vat_registered ?? false;
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
      if (input.vat_registered !== undefined) changes.vat_registered = input.vat_registered;
      if (input.cis_utr !== undefined) changes.cis_utr = input.cis_utr;
      if (input.vat_quarter_ends !== undefined) changes.vat_quarter_ends = input.vat_quarter_ends;
      // Registered for VAT needs the number the documents print; removing the number ends the registration.
      const vatNumber = changes.vat_number !== undefined ? changes.vat_number : settings.vat_number;
      if (input.vat_registered === true && !vatNumber)
        throw ValidationError.single('vat_registered', VAT_REGISTERED_MESSAGE);
      if (!vatNumber) changes.vat_registered = false;
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
