// Owns the Notification model: one person told about one change, with the spec's deep-link payload and the path of
// the item's page.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export interface NotificationPayload {
  project_id?: string | null;
  form_submission_id?: string | null;
  material_request_id?: string | null;
  plant_request_id?: string | null;
  invoice_id?: string | null;
  labour_id?: string | null;
}

export class Notification extends Model<
  InferAttributes<Notification>,
  InferCreationAttributes<Notification>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare user_id: string;
  declare type: string;
  declare title: string;
  declare body: CreationOptional<string | null>;
  /** The in-app path of the item it is about (null on rows written before decision 0060). */
  declare link: CreationOptional<string | null>;
  declare payload: NotificationPayload;
  declare activity_id: CreationOptional<string | null>;
  declare read_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Notification.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        user_id: { type: DataTypes.UUID, allowNull: false },
        type: { type: DataTypes.STRING(50), allowNull: false },
        title: { type: DataTypes.STRING(300), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: true },
        link: { type: DataTypes.STRING(500), allowNull: true },
        payload: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        activity_id: { type: DataTypes.UUID, allowNull: true },
        read_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'notifications', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}
