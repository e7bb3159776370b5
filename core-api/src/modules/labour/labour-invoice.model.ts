// Owns the LabourInvoice model: a labour agency's or subcontractor's bill (LI-0001) for a period — lines of
// operative, project, days or hours and rate; materials as charged and their direct cost; the VAT rate and
// whether we are the end user — with the supplier's CIS and VAT position as it stood when it arrived, the
// figures worked by cis.ts, the match against approved timesheets and its status.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CisStatus } from '../suppliers/index.js';
import type { LabourLineType, LabourVatRate } from './cis.js';
import type { RateUnit } from './operative.model.js';

export const LABOUR_INVOICE_STATUSES = [
  'received',
  'matched',
  'approved',
  'exported',
  'paid',
  'disputed',
] as const;
export type LabourInvoiceStatus = (typeof LABOUR_INVOICE_STATUSES)[number];
/**
 * Invoices whose variance is still to be dealt with (received, not yet matched or disputed): the dashboard's
 * "Labour invoices with variances" and the list's `with_variance`, as SQL over the invoices aliased `t`.
 */
export const withVarianceSql = (t: string) => `${t}.status = 'received' AND ${t}.has_variance = true`;

/** One line as stored. Labour lines name an operative, a project, a unit, a quantity and a rate; the other types
 * a description and an amount (materials-like ones also their direct cost to the subcontractor). A deduction's
 * net is positive and is taken off the invoice. */
export interface LabourInvoiceLine {
  type: LabourLineType;
  operative_id: string | null;
  project_id: string | null;
  unit: RateUnit | null;
  quantity: number | null;
  rate_pence: number | null;
  description: string | null;
  net_pence: number;
  cost_pence: number | null;
}

/** A labour line (what the timesheet match reads). */
export type LabourLabourLine = LabourInvoiceLine & {
  type: 'labour';
  operative_id: string;
  project_id: string;
  unit: RateUnit;
  quantity: number;
  rate_pence: number;
};
export const isLabourLine = (l: LabourInvoiceLine): l is LabourLabourLine => l.type === 'labour';

export interface LineMatch {
  /** What approved timesheets show for the line's operative and project in the period, in the line's unit. */
  timesheet_quantity: number;
  /** Invoiced less timesheets (positive: billed for more than was approved). */
  quantity_variance: number;
  /** The operative's own rate in the line's unit, when they are paid in that unit. */
  expected_rate_pence: number | null;
  rate_variance_pence: number | null;
  timesheet_ids: string[];
  /** The days (YYYY-MM-DD) of approved timesheet hours this line invoices: a day is invoiced once. */
  days?: string[];
  variance: boolean;
}

export class LabourInvoice extends Model<
  InferAttributes<LabourInvoice>,
  InferCreationAttributes<LabourInvoice>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare supplier_id: string;
  declare reference: string;
  declare supplier_reference: string;
  declare invoice_date: string;
  declare period_start: string;
  declare period_end: string;
  declare lines: LabourInvoiceLine[];
  declare vat_rate: LabourVatRate;
  declare customer_end_user: boolean;
  declare cis_status: CisStatus | null;
  declare supplier_vat_registered: boolean;
  declare customer_vat_registered: boolean;
  declare labour_pence: number | string;
  declare materials_pence: number | string;
  declare materials_cost_pence: number | string;
  declare plant_pence: CreationOptional<number | string>;
  declare deductions_pence: CreationOptional<number | string>;
  declare net_pence: number | string;
  declare cis_deduction_pence: number | string;
  declare vat_pence: number | string;
  declare reverse_charge_vat_pence: number | string;
  declare gross_pence: number | string;
  declare payable_pence: number | string;
  /** One entry per line: the match of a labour line, null for the other types. */
  declare match: (LineMatch | null)[];
  declare has_variance: boolean;
  declare status: CreationOptional<LabourInvoiceStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare payment_date: CreationOptional<string | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const pence = () => ({ type: DataTypes.BIGINT, allowNull: false });
    LabourInvoice.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
        invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
        period_start: { type: DataTypes.DATEONLY, allowNull: false },
        period_end: { type: DataTypes.DATEONLY, allowNull: false },
        lines: { type: DataTypes.JSONB, allowNull: false },
        vat_rate: { type: DataTypes.STRING(20), allowNull: false },
        customer_end_user: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        cis_status: { type: DataTypes.STRING(20), allowNull: true },
        supplier_vat_registered: { type: DataTypes.BOOLEAN, allowNull: false },
        customer_vat_registered: { type: DataTypes.BOOLEAN, allowNull: false },
        labour_pence: pence(),
        materials_pence: pence(),
        materials_cost_pence: pence(),
        plant_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        deductions_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        net_pence: pence(),
        cis_deduction_pence: pence(),
        vat_pence: pence(),
        reverse_charge_vat_pence: pence(),
        gross_pence: pence(),
        payable_pence: pence(),
        match: { type: DataTypes.JSONB, allowNull: false },
        has_variance: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'received' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        payment_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'labour_invoices', underscored: true, timestamps: true },
    );
  }
}
