// Owns the MailOutbox model: mail kept in the database when no SMTP server is configured.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

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
