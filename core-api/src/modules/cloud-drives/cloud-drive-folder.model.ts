// Owns the CloudDriveFolder model: the provider's id of a folder we made in a company's drive (decision 0076),
// per connection and root (a changed root means a new tree), project (null for the company's own folders) and
// path ('' the project's folder, '04 Site Forms', 'Archive'…). Stored as made, so a lagging search never makes
// a second one.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class CloudDriveFolder extends Model<
  InferAttributes<CloudDriveFolder>,
  InferCreationAttributes<CloudDriveFolder>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare connection_id: string;
  declare root_id: string;
  declare project_id: string | null;
  declare path: string;
  declare item_id: string;
  declare web_url: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CloudDriveFolder.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        connection_id: { type: DataTypes.UUID, allowNull: false },
        root_id: { type: DataTypes.STRING(500), allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: true },
        path: { type: DataTypes.STRING(1000), allowNull: false },
        item_id: { type: DataTypes.STRING(500), allowNull: false },
        web_url: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cloud_drive_folders', underscored: true, timestamps: true },
    );
  }
}
