// Owns the PurchaseOrderLine model: what is ordered (description, quantity, unit), its unit price in pence and
// VAT code, the net and VAT worked by lib/money.ts, how much has been received so far (accepted: it counts for the
// three-way match and costs) and how much came beyond the order and is held until a manager accepts it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { VatCode } from '../../lib/money.js';

export class PurchaseOrderLine extends Model<
  InferAttributes<PurchaseOrderLine>,
  InferCreationAttributes<PurchaseOrderLine>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare purchase_order_id: string;
  declare position: number;
  declare description: string;
  declare quantity: string | number;
  declare unit: string;
  declare unit_price_pence: number | string;
  declare vat_code: VatCode;
  declare net_pence: number | string;
  declare vat_pence: number | string;
  declare received_quantity: CreationOptional<string | number>;
  declare held_quantity: CreationOptional<string | number>;

  static initModel(sequelize: Sequelize): void {
    PurchaseOrderLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        purchase_order_id: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: false },
        quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false },
        unit: { type: DataTypes.STRING(30), allowNull: false },
        unit_price_pence: { type: DataTypes.BIGINT, allowNull: false },
        vat_code: { type: DataTypes.STRING(20), allowNull: false },
        net_pence: { type: DataTypes.BIGINT, allowNull: false },
        vat_pence: { type: DataTypes.BIGINT, allowNull: false },
        received_quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false, defaultValue: 0 },
        held_quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'purchase_order_lines', underscored: true, timestamps: false },
    );
  }
}
