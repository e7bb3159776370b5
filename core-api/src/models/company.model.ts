// Owns the Company model: the tenant every business row belongs to. Its associations are declared by the
// models that hold its key (user.model.ts declares a company's users), so this file imports none of them and
// no model import cycle starts here.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const COMPANY_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export class Company extends Model<InferAttributes<Company>, InferCreationAttributes<Company>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare status: CreationOptional<CompanyStatus>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Company.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        name: { type: DataTypes.STRING(200), allowNull: false },
        status: { type: DataTypes.ENUM(...COMPANY_STATUSES), allowNull: false, defaultValue: 'active' },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'companies', underscored: true, timestamps: true },
    );
  }
}
