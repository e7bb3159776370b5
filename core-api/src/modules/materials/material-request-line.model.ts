// Owns the MaterialRequestLine model: one thing asked for (description, quantity to three decimals, unit).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class MaterialRequestLine extends Model<
  InferAttributes<MaterialRequestLine>,
  InferCreationAttributes<MaterialRequestLine>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare request_id: string;
  declare position: number;
  declare description: string;
  /** NUMERIC(12,3): pg answers a string. */
  declare quantity: string | number;
  declare unit: string;

  static initModel(sequelize: Sequelize): void {
    MaterialRequestLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        request_id: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: false },
        quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false },
        unit: { type: DataTypes.STRING(30), allowNull: false },
      },
      { sequelize, tableName: 'material_request_lines', underscored: true, timestamps: false },
    );
  }
}
