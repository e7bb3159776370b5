// Owns the PlantHireInvoice model: a plant hire supplier's invoice for a hired plant request (decision 0050) —
// the supplier's reference (unique per supplier), its date, the hire charge and materials (fuel, consumables),
// the hire cost to date it was compared with, and the CIS and VAT figures worked when it was recorded (kept, so a
// later change to the supplier's CIS status or VAT number never changes an invoice already entered). Recorded,
// then paid: the payment date puts a wet-hire invoice's CIS deduction in a tax month (the CIS300).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CisStatus } from '../suppliers/index.js';
import type { HireInvoiceStep, HireVatRate, HireVatTreatment } from './plant-hire-invoice-figures.js';

export const HIRE_INVOICE_STATUSES = ['recorded', 'paid'] as const;
export type HireInvoiceStatus = (typeof HIRE_INVOICE_STATUSES)[number];

type Pence = string | number;

export class PlantHireInvoice extends Model<
  InferAttributes<PlantHireInvoice>,
  InferCreationAttributes<PlantHireInvoice>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare plant_request_id: string;
  declare supplier_id: string;
  declare supplier_reference: string;
  declare invoice_date: string;
  declare with_operator: boolean;
  declare hire_pence: Pence;
  declare materials_pence: Pence;
  declare materials_cost_pence: Pence;
  declare net_pence: Pence;
  declare hire_cost_to_date_pence: Pence;
  declare invoiced_before_pence: Pence;
  declare cis_status: CisStatus | null;
  declare cis_rate_percent: number | null;
  declare cis_base_pence: Pence;
  declare cis_deduction_pence: Pence;
  declare cis_reason: string;
  declare vat_rate: HireVatRate;
  declare vat_treatment: HireVatTreatment;
  declare vat_rate_percent: number;
  declare vat_pence: Pence;
  declare reverse_charge_vat_pence: Pence;
  declare vat_reason: string;
  declare customer_end_user: boolean;
  declare gross_pence: Pence;
  declare payable_pence: Pence;
  /** The working as the arithmetic wrote it when the invoice was entered (shown line by line). */
  declare steps: HireInvoiceStep[];
  declare status: CreationOptional<HireInvoiceStatus>;
  declare payment_date: CreationOptional<string | null>;
  declare created_by: string;
  declare paid_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    PlantHireInvoice.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        plant_request_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
        invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
        with_operator: { type: DataTypes.BOOLEAN, allowNull: false },
        hire_pence: pence(),
        materials_pence: pence(),
        materials_cost_pence: pence(),
        net_pence: pence(),
        hire_cost_to_date_pence: pence(),
        invoiced_before_pence: pence(),
        cis_status: { type: DataTypes.STRING(20), allowNull: true },
        cis_rate_percent: { type: DataTypes.INTEGER, allowNull: true },
        cis_base_pence: pence(),
        cis_deduction_pence: pence(),
        cis_reason: { type: DataTypes.TEXT, allowNull: false },
        vat_rate: { type: DataTypes.STRING(10), allowNull: false },
        vat_treatment: { type: DataTypes.STRING(20), allowNull: false },
        vat_rate_percent: { type: DataTypes.INTEGER, allowNull: false },
        vat_pence: pence(),
        reverse_charge_vat_pence: pence(),
        vat_reason: { type: DataTypes.TEXT, allowNull: false },
        customer_end_user: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        gross_pence: pence(),
        payable_pence: pence(),
        steps: { type: DataTypes.JSONB, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'recorded' },
        payment_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: false },
        paid_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'plant_hire_invoices', underscored: true, timestamps: true },
    );
  }
}
