// Owns the User model: a company member with one role; token_version revokes every session when bumped;
// password_set_at is NULL until the owner has chosen a password (the account then shows as "Invited").
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { Company } from './company.model.js';

export const ROLES = ['worker', 'supervisor', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare company_id: ForeignKey<Company['id']>;
  declare email: string;
  declare password_hash: string;
  declare first_name: string;
  declare last_name: string;
  declare phone: CreationOptional<string | null>;
  declare role: Role;
  declare is_active: CreationOptional<boolean>;
  declare token_version: CreationOptional<number>;
  declare last_login_at: CreationOptional<Date | null>;
  declare password_set_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare company?: NonAttribute<Company>;

  static initModel(sequelize: Sequelize): void {
    User.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        email: {
          type: DataTypes.STRING(254),
          allowNull: false,
          // Stored lower-case; the unique index is on lower(email) as well.
          set(value: string) {
            this.setDataValue('email', value.trim().toLowerCase());
          },
        },
        password_hash: { type: DataTypes.STRING(255), allowNull: false },
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false },
        phone: { type: DataTypes.STRING(30), allowNull: true },
        role: { type: DataTypes.ENUM(...ROLES), allowNull: false },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_login_at: { type: DataTypes.DATE, allowNull: true },
        // Accounts are created with a password unless the creator says otherwise (company setup passes null).
        password_set_at: { type: DataTypes.DATE, allowNull: true, defaultValue: DataTypes.NOW },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', underscored: true, timestamps: true },
    );
  }

  /** Both sides of company ↔ user, here where the key is, so company.model.ts need not import this file. */
  static associate(): void {
    User.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
    Company.hasMany(User, { foreignKey: { name: 'company_id', allowNull: false }, as: 'users' });
  }
}
