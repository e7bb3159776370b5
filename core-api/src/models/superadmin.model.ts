// Owns the Superadmin model: platform operators, outside any company.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class Superadmin extends Model<InferAttributes<Superadmin>, InferCreationAttributes<Superadmin>> {
  declare id: CreationOptional<string>;
  declare username: string;
  declare password_hash: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Superadmin.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        username: { type: DataTypes.STRING(100), allowNull: false, unique: true },
        password_hash: { type: DataTypes.STRING(255), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'superadmins', underscored: true, timestamps: true },
    );
  }
}
