// Owns the Application model: an application for payment numbered per project (1, 2, 3…), its valuation
// (cumulative lines, variations, materials on site as JSONB), the totals core-api computed in pence, the terms
// and Construction Act dates it was made under, and its status on applications.transitions.ts.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { RetentionStage, VariationStatus } from '@sitebase/shared';
import type { TermsSnapshot } from './construction-act-dates.js';

/**
 * The VAT an application is charged: the company is not VAT-registered (no VAT), normal VAT, or the domestic
 * reverse charge (decided for the whole application by the 5% disregard, decision 0049).
 */
export const APPLICATION_VAT = ['standard', 'drc', 'not_registered'] as const;
export type ApplicationVat = (typeof APPLICATION_VAT)[number];

/** What the 5% disregard decided for the whole application, from its coded cumulative values. */
export interface VatDecision {
  cis_pence: number;
  supply_pence: number;
  cis_share_percent: string;
  reverse_charge: boolean;
  reason: string;
}

export const APPLICATION_STATUSES = ['draft', 'submitted', 'certified', 'part_paid', 'paid'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Applications still owed money: the dashboard's "Applications outstanding" and the list's `owing` filter. */
export const OUTSTANDING: readonly ApplicationStatus[] = ['submitted', 'certified', 'part_paid'];

export interface ValuationLine {
  line_id: string;
  reference: string;
  description: string;
  contract_value_pence: number;
  /** The schedule line's coding for the 5% disregard at the time of the valuation; omitted on old rows: true. */
  cis_specified?: boolean;
  percent: string | null;
  value_pence: number | null;
  value_to_date_pence: number;
}
export interface Variation {
  reference: string;
  description: string;
  value_pence: number;
  status: VariationStatus;
  /** A service within CIS (HMRC "specified service") for the 5% disregard; omitted on old rows: true. */
  cis_specified?: boolean;
}
export interface MaterialOnSite {
  description: string;
  value_pence: number;
}

export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare template_id: string;
  declare number: number;
  declare valuation_date: string;
  declare submitted_on: CreationOptional<string | null>;
  /** The date the claim was made (may be before it was entered here); null while a draft. */
  declare claim_date: CreationOptional<string | null>;
  declare status: CreationOptional<ApplicationStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare lines: ValuationLine[];
  declare variations: Variation[];
  declare materials_on_site: MaterialOnSite[];
  declare terms: TermsSnapshot;
  declare vat_treatment: ApplicationVat;
  declare vat_decision: CreationOptional<VatDecision | null>;
  declare retention_stage: RetentionStage;
  declare retention_percent: string | number;
  declare work_done_pence: string | number;
  declare variations_pence: string | number;
  declare materials_on_site_pence: string | number;
  declare gross_pence: string | number;
  declare retention_pence: string | number;
  declare net_valuation_pence: string | number;
  declare previously_certified_pence: string | number;
  declare amount_due_pence: string | number;
  declare vat_pence: string | number;
  declare reverse_charge_vat_pence: string | number;
  declare total_pence: string | number;
  declare paid_pence: CreationOptional<string | number>;
  declare due_date: string;
  declare payment_notice_deadline: string;
  declare pay_less_deadline: string;
  declare final_date: string;
  declare pdf_upload_id: CreationOptional<string | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    // Fresh objects per attribute: Sequelize writes into each definition it is given.
    const money = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    const day = () => ({ type: DataTypes.DATEONLY, allowNull: false });
    Application.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        template_id: { type: DataTypes.UUID, allowNull: false },
        number: { type: DataTypes.INTEGER, allowNull: false },
        valuation_date: day(),
        submitted_on: { type: DataTypes.DATEONLY, allowNull: true },
        claim_date: { type: DataTypes.DATEONLY, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        lines: { type: DataTypes.JSONB, allowNull: false },
        variations: { type: DataTypes.JSONB, allowNull: false },
        materials_on_site: { type: DataTypes.JSONB, allowNull: false },
        terms: { type: DataTypes.JSONB, allowNull: false },
        vat_treatment: { type: DataTypes.STRING(20), allowNull: false },
        vat_decision: { type: DataTypes.JSONB, allowNull: true },
        retention_stage: { type: DataTypes.STRING(30), allowNull: false },
        retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
        work_done_pence: money(),
        variations_pence: money(),
        materials_on_site_pence: money(),
        gross_pence: money(),
        retention_pence: money(),
        net_valuation_pence: money(),
        previously_certified_pence: money(),
        amount_due_pence: money(),
        vat_pence: money(),
        reverse_charge_vat_pence: money(),
        total_pence: money(),
        paid_pence: money(),
        due_date: day(),
        payment_notice_deadline: day(),
        pay_less_deadline: day(),
        final_date: day(),
        pdf_upload_id: { type: DataTypes.UUID, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'applications', underscored: true, timestamps: true },
    );
  }
}
