// Owns the EstimateLine model: one priced line of an estimate — section, position (the order within the
// estimate), description, quantity (up to 3 decimals), unit, unit cost in pence and its net as core-api rounded it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const ESTIMATE_SECTIONS = [
  'preliminaries',
  'labour',
  'plant',
  'materials',
  'subcontract',
  'other',
] as const;
export type EstimateSection = (typeof ESTIMATE_SECTIONS)[number];

export class EstimateLine extends Model<
  InferAttributes<EstimateLine>,
  InferCreationAttributes<EstimateLine>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare estimate_id: string;
  declare section: EstimateSection;
  declare position: number;
  declare description: string;
  /** DECIMAL(12,3): Postgres answers a string ("2.500"). */
  declare quantity: string | number;
  declare unit: CreationOptional<string | null>;
  declare unit_cost_pence: string | number;
  declare net_pence: CreationOptional<string | number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    EstimateLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        estimate_id: { type: DataTypes.UUID, allowNull: false },
        section: { type: DataTypes.STRING(20), allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: false },
        quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false },
        unit: { type: DataTypes.STRING(20), allowNull: true },
        unit_cost_pence: { type: DataTypes.BIGINT, allowNull: false },
        net_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'estimate_lines', underscored: true, timestamps: true },
    );
  }

  static associate(): void {}
}
