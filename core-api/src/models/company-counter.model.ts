// Owns the CompanyCounter model: per-company counters that allocate human references (P-0001…) inside the creating transaction.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class CompanyCounter extends Model<
  InferAttributes<CompanyCounter>,
  InferCreationAttributes<CompanyCounter>
> {
  declare company_id: string;
  declare name: string;
  declare value: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    CompanyCounter.init(
      {
        company_id: { type: DataTypes.UUID, primaryKey: true },
        name: { type: DataTypes.STRING(30), primaryKey: true },
        value: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'company_counters', underscored: true, timestamps: false },
    );
  }
}
