// Owns the LabourTrade model: a company's trades (bricklayer, joiner, labourer…) with the default day rate a
// new operative of that trade starts from.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class LabourTrade extends Model<InferAttributes<LabourTrade>, InferCreationAttributes<LabourTrade>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare name: string;
  declare default_day_rate_pence: number | string;
  declare is_active: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LabourTrade.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        default_day_rate_pence: { type: DataTypes.BIGINT, allowNull: false },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'labour_trades', underscored: true, timestamps: true },
    );
  }
}
