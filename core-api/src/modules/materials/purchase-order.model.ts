// Owns the PurchaseOrder model (PO-00001): supplier, project, the request it came from if any, delivery date
// and address, totals in pence worked from its lines (lib/money.ts), and its status on the transition table.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const PO_STATUSES = [
  'draft',
  'issued',
  'part_delivered',
  'delivered',
  'invoiced',
  'closed',
  'cancelled',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];
/** Orders still to be delivered: the dashboard's count and the list's `awaiting_delivery` filter. */
export const AWAITING_DELIVERY: readonly PoStatus[] = ['issued', 'part_delivered'];

export class PurchaseOrder extends Model<
  InferAttributes<PurchaseOrder>,
  InferCreationAttributes<PurchaseOrder>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare supplier_id: string;
  declare request_id: string | null;
  declare enquiry_id: string | null;
  declare reference: string;
  declare status: CreationOptional<PoStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare delivery_date: string | null;
  declare delivery_address: string | null;
  declare net_pence: number | string;
  declare vat_pence: number | string;
  declare gross_pence: number | string;
  declare issued_at: CreationOptional<Date | null>;
  declare issued_by: CreationOptional<string | null>;
  declare pdf_upload_id: CreationOptional<string | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PurchaseOrder.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        request_id: { type: DataTypes.UUID, allowNull: true },
        enquiry_id: { type: DataTypes.UUID, allowNull: true },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        delivery_date: { type: DataTypes.DATEONLY, allowNull: true },
        delivery_address: { type: DataTypes.TEXT, allowNull: true },
        net_pence: { type: DataTypes.BIGINT, allowNull: false },
        vat_pence: { type: DataTypes.BIGINT, allowNull: false },
        gross_pence: { type: DataTypes.BIGINT, allowNull: false },
        issued_at: { type: DataTypes.DATE, allowNull: true },
        issued_by: { type: DataTypes.UUID, allowNull: true },
        pdf_upload_id: { type: DataTypes.UUID, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'purchase_orders', underscored: true, timestamps: true },
    );
  }
}
