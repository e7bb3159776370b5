// Owns the ContactMessage model: a contact enquiry from the public site (platform-level, no company).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const CONTACT_REASONS = ['sales', 'support', 'demo', 'partnership', 'feedback', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

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
