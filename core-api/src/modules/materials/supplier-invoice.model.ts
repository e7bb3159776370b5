// Owns the SupplierInvoice model: the supplier's bill against a PO (their reference, date, lines), its totals,
// the three-way match worked when it arrived (three-way-match.ts) and its approval (clean, or overridden by a
// manager with a reason) and its payment (approved → paid by a manager, decision 0068). The supplier's reference is unique per supplier in the company, compared by
// `reference_key` (case, spaces and punctuation ignored, lib/supplier-reference.ts; set here on every save, decision 0046).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { MatchResult } from './three-way-match.js';
import { normalisedReference } from '../../lib/supplier-reference.js';

export const INVOICE_STATUSES = ['received', 'approved', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The supplier's reference as compared for duplicates: case and spaces do not make a new invoice. */
export const referenceKey = normalisedReference;

export interface InvoiceLine {
  line_id: string;
  quantity: number;
  unit_price_pence: number;
  net_pence: number;
  vat_pence: number;
}

export class SupplierInvoice extends Model<
  InferAttributes<SupplierInvoice>,
  InferCreationAttributes<SupplierInvoice>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare purchase_order_id: string;
  declare supplier_id: string;
  declare supplier_reference: string;
  declare reference_key: CreationOptional<string>;
  declare invoice_date: string;
  declare lines: InvoiceLine[];
  declare net_pence: number | string;
  declare vat_pence: number | string;
  declare gross_pence: number | string;
  declare status: CreationOptional<InvoiceStatus>;
  declare match: MatchResult;
  declare match_clean: boolean;
  declare override_reason: CreationOptional<string | null>;
  declare approved_by: CreationOptional<string | null>;
  declare approved_at: CreationOptional<Date | null>;
  declare payment_date: CreationOptional<string | null>;
  declare payment_reference: CreationOptional<string | null>;
  declare paid_by: CreationOptional<string | null>;
  declare paid_at: CreationOptional<Date | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SupplierInvoice.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        purchase_order_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
        reference_key: { type: DataTypes.STRING(150), allowNull: false },
        invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
        lines: { type: DataTypes.JSONB, allowNull: false },
        net_pence: { type: DataTypes.BIGINT, allowNull: false },
        vat_pence: { type: DataTypes.BIGINT, allowNull: false },
        gross_pence: { type: DataTypes.BIGINT, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'received' },
        match: { type: DataTypes.JSONB, allowNull: false },
        match_clean: { type: DataTypes.BOOLEAN, allowNull: false },
        override_reason: { type: DataTypes.TEXT, allowNull: true },
        approved_by: { type: DataTypes.UUID, allowNull: true },
        approved_at: { type: DataTypes.DATE, allowNull: true },
        payment_date: { type: DataTypes.DATEONLY, allowNull: true },
        payment_reference: { type: DataTypes.STRING(100), allowNull: true },
        paid_by: { type: DataTypes.UUID, allowNull: true },
        paid_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'supplier_invoices',
        underscored: true,
        timestamps: true,
        hooks: {
          beforeValidate: (invoice: SupplierInvoice) => {
            if (invoice.changed('supplier_reference') || !invoice.reference_key)
              invoice.reference_key = referenceKey(invoice.supplier_reference ?? '');
          },
        },
      },
    );
  }
}
