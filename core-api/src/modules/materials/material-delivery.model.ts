// Owns the MaterialDelivery model (goods received): which PO lines came and how many, who received them and
// when, the delivery-ticket photo (an upload) and any shortage or damage noted.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export interface DeliveryLine {
  line_id: string;
  /** What came for the line. */
  quantity: number;
  /** Of it, beyond the order and held for a manager (absent on deliveries before decision 0046). */
  held_quantity?: number;
}

export class MaterialDelivery extends Model<
  InferAttributes<MaterialDelivery>,
  InferCreationAttributes<MaterialDelivery>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare purchase_order_id: string;
  declare received_by: string | null;
  declare received_at: Date;
  declare lines: DeliveryLine[];
  declare ticket_upload_id: string | null;
  declare notes: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    MaterialDelivery.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        purchase_order_id: { type: DataTypes.UUID, allowNull: false },
        received_by: { type: DataTypes.UUID, allowNull: true },
        received_at: { type: DataTypes.DATE, allowNull: false },
        lines: { type: DataTypes.JSONB, allowNull: false },
        ticket_upload_id: { type: DataTypes.UUID, allowNull: true },
        notes: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'material_deliveries', underscored: true, timestamps: true },
    );
  }
}
