// Owns the PasswordResetToken model: a password reset or set-password token (its SHA-256 hash only).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { User } from './user.model.js';

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class PasswordResetToken extends Model<
  InferAttributes<PasswordResetToken>,
  InferCreationAttributes<PasswordResetToken>
> {
  declare id: CreationOptional<string>;
  declare user_id: ForeignKey<User['id']>;
  declare token_hash: string;
  declare expires_at: Date;
  declare used_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PasswordResetToken.init(
      {
        id,
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        used_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'password_reset_tokens',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }

  static associate(): void {
    PasswordResetToken.belongsTo(User, { foreignKey: { name: 'user_id', allowNull: false }, as: 'user' });
  }
}
