// Owns the platform-level and per-user support models of migration 0002: contact messages, password reset
// tokens (hash only), the mail outbox and push tokens.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { User } from './user.model.js';

export const CONTACT_REASONS = ['sales', 'support', 'demo', 'partnership', 'feedback', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class ContactMessage extends Model<
  InferAttributes<ContactMessage>,
  InferCreationAttributes<ContactMessage>
> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare email: string;
  declare phone: string | null;
  declare company: string | null;
  declare reason: ContactReason;
  declare message: string;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ContactMessage.init(
      {
        id,
        name: { type: DataTypes.STRING(200), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        phone: { type: DataTypes.STRING(50), allowNull: true },
        company: { type: DataTypes.STRING(200), allowNull: true },
        reason: { type: DataTypes.STRING(20), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'contact_messages', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}

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
}

export class MailOutbox extends Model<InferAttributes<MailOutbox>, InferCreationAttributes<MailOutbox>> {
  declare id: CreationOptional<string>;
  declare to: string;
  declare subject: string;
  declare text: string;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    MailOutbox.init(
      {
        id,
        to: { type: DataTypes.STRING(254), allowNull: false },
        subject: { type: DataTypes.STRING(300), allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'mail_outbox', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}

export class PushToken extends Model<InferAttributes<PushToken>, InferCreationAttributes<PushToken>> {
  declare id: CreationOptional<string>;
  declare user_id: ForeignKey<User['id']>;
  declare device_id: string;
  declare token: string;
  declare platform: PushPlatform;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PushToken.init(
      {
        id,
        device_id: { type: DataTypes.STRING(200), allowNull: false },
        token: { type: DataTypes.STRING(4096), allowNull: false },
        platform: { type: DataTypes.STRING(10), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'push_tokens',
        underscored: true,
        timestamps: true,
        indexes: [{ name: 'push_tokens_user_device_unique', unique: true, fields: ['user_id', 'device_id'] }],
      },
    );
  }
}
