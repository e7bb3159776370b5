// Owns the CloudDriveFiling model: one document's copy into the company's drive (decision 0076), one per upload
// per connection — queued → filing → filed (the provider's item and its link) | failed (the reason in plain
// words; a supervisor may retry). A row waiting for a reconnect stays queued.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const FILING_STATUSES = ['queued', 'filing', 'filed', 'failed'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export class CloudDriveFiling extends Model<
  InferAttributes<CloudDriveFiling>,
  InferCreationAttributes<CloudDriveFiling>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare connection_id: string;
  declare upload_id: string;
  declare project_id: string | null;
  declare folder_path: CreationOptional<string | null>;
  declare name: CreationOptional<string | null>;
  declare status: CreationOptional<FilingStatus>;
  declare item_id: CreationOptional<string | null>;
  declare web_url: CreationOptional<string | null>;
  declare error: CreationOptional<string | null>;
  declare attempts: CreationOptional<number>;
  declare next_attempt_at: CreationOptional<Date>;
  declare filed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CloudDriveFiling.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        connection_id: { type: DataTypes.UUID, allowNull: false },
        upload_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: true },
        folder_path: { type: DataTypes.STRING(1000), allowNull: true },
        name: { type: DataTypes.STRING(300), allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
        item_id: { type: DataTypes.STRING(500), allowNull: true },
        web_url: { type: DataTypes.TEXT, allowNull: true },
        error: { type: DataTypes.TEXT, allowNull: true },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        filed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cloud_drive_filings', underscored: true, timestamps: true },
    );
  }
}
