// Owns the PlantRate model: what a supplier charges for a plant category — pence per day or per week self-drive
// (`rate_pence`) and with the supplier's operator (`operated_rate_pence`, null when not offered operated;
// decision 0064), delivery and collection charges — valid from a date, until a date or open-ended.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const RATE_UNITS = ['day', 'week'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

export class PlantRate extends Model<InferAttributes<PlantRate>, InferCreationAttributes<PlantRate>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare supplier_id: string;
  declare category: string;
  declare rate_pence: string | number;
  declare rate_unit: RateUnit;
  declare operated_rate_pence: CreationOptional<string | number | null>;
  declare delivery_pence: CreationOptional<string | number>;
  declare collection_pence: CreationOptional<string | number>;
  declare valid_from: string;
  declare valid_to: CreationOptional<string | null>;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PlantRate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        category: { type: DataTypes.STRING(100), allowNull: false },
        rate_pence: { type: DataTypes.BIGINT, allowNull: false },
        rate_unit: { type: DataTypes.STRING(10), allowNull: false },
        operated_rate_pence: { type: DataTypes.BIGINT, allowNull: true },
        delivery_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        collection_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        valid_from: { type: DataTypes.DATEONLY, allowNull: false },
        valid_to: { type: DataTypes.DATEONLY, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'plant_rates', underscored: true, timestamps: true },
    );
  }
}
