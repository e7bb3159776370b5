// Owns the Invitation model: someone a company invited (address, names, role, who invited) and the one-time
// link's token hash and expiry. It is never a user: accepting it (POST /auth/reset-password with its token)
// creates the user. Open means neither accepted nor cancelled; at most one open invitation per company and
// address.
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
import { ROLES, User, type Role } from './user.model.js';

export class Invitation extends Model<InferAttributes<Invitation>, InferCreationAttributes<Invitation>> {
  declare id: CreationOptional<string>;
  declare company_id: ForeignKey<Company['id']>;
  declare email: string;
  declare first_name: string;
  declare last_name: string;
  declare phone: CreationOptional<string | null>;
  declare role: Role;
  declare invited_by: ForeignKey<User['id']> | null;
  declare token_hash: string;
  declare expires_at: Date;
  declare accepted_at: CreationOptional<Date | null>;
  declare accepted_user_id: CreationOptional<string | null>;
  declare cancelled_at: CreationOptional<Date | null>;
  declare owner_notified_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare company?: NonAttribute<Company>;
  declare inviter?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize): void {
    Invitation.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        email: {
          type: DataTypes.STRING(254),
          allowNull: false,
          set(value: string) {
            this.setDataValue('email', value.trim().toLowerCase());
          },
        },
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false },
        phone: { type: DataTypes.STRING(30), allowNull: true },
        role: { type: DataTypes.ENUM(...ROLES), allowNull: false },
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        accepted_at: { type: DataTypes.DATE, allowNull: true },
        accepted_user_id: { type: DataTypes.UUID, allowNull: true },
        cancelled_at: { type: DataTypes.DATE, allowNull: true },
        owner_notified_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'invitations', underscored: true, timestamps: true },
    );
  }

  static associate(): void {
    Invitation.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
    Invitation.belongsTo(User, { foreignKey: { name: 'invited_by', allowNull: true }, as: 'inviter' });
  }

  /** Neither accepted nor cancelled (it may have expired: a resend renews it). */
  get isOpen(): NonAttribute<boolean> {
    return !this.accepted_at && !this.cancelled_at;
  }
}
