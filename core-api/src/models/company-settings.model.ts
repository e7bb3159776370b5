// Owns the CompanySettings model: a company’s settings: details, defaults, folder template, providers.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const DRIVE_PROVIDERS = ['local'] as const;
export type DriveProvider = (typeof DRIVE_PROVIDERS)[number];
export const ACCOUNTING_PROVIDERS = ['none'] as const;
export type AccountingProvider = (typeof ACCOUNTING_PROVIDERS)[number];
/** When the company's VAT return periods end (decision 0086): one of HMRC's three quarterly staggers, or monthly. */
export const VAT_QUARTER_ENDS = ['mar_jun_sep_dec', 'jan_apr_jul_oct', 'feb_may_aug_nov', 'monthly'] as const;
export type VatQuarterEnds = (typeof VAT_QUARTER_ENDS)[number];

export class CompanySettings extends Model<
  InferAttributes<CompanySettings>,
  InferCreationAttributes<CompanySettings>
> {
  declare company_id: string;
  declare address: CreationOptional<string | null>;
  declare vat_number: CreationOptional<string | null>;
  declare cis_utr: CreationOptional<string | null>;
  /** The company is registered for VAT (decision 0043): every module's VAT and reverse charge follow it. */
  declare vat_registered: CreationOptional<boolean>;
  declare vat_quarter_ends: CreationOptional<VatQuarterEnds>;
  // DECIMAL comes back from pg as a string; the service converts.
  declare retention_percent: CreationOptional<string | number>;
  declare payment_due_days: CreationOptional<number>;
  declare payment_final_days: CreationOptional<number>;
  declare folder_template: CreationOptional<string[] | null>;
  declare drive_provider: CreationOptional<string>;
  declare accounting_provider: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CompanySettings.init(
      {
        company_id: { type: DataTypes.UUID, primaryKey: true },
        address: { type: DataTypes.TEXT, allowNull: true },
        vat_number: { type: DataTypes.STRING(20), allowNull: true },
        cis_utr: { type: DataTypes.STRING(10), allowNull: true },
        vat_registered: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        vat_quarter_ends: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'mar_jun_sep_dec' },
        retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 5 },
        payment_due_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
        payment_final_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
        folder_template: { type: DataTypes.JSONB, allowNull: true },
        drive_provider: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'local' },
        accounting_provider: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'none' },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'company_settings', underscored: true, timestamps: true },
    );
  }
}
