// Owns the CloudDriveConnection model: a company's one cloud-drive connection (decision 0074). `credentials` is
// sealed (lib/cloud-drive/token-box.ts) and is never presented, logged or sent anywhere but the provider.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CloudDriveProviderId, DriveRootKind, MicrosoftAccess } from '../../lib/cloud-drive/index.js';

export const CONNECTION_STATUSES = ['connected', 'needs_reconnecting'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export class CloudDriveConnection extends Model<
  InferAttributes<CloudDriveConnection>,
  InferCreationAttributes<CloudDriveConnection>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare provider: CloudDriveProviderId;
  declare access: MicrosoftAccess | null;
  declare status: CreationOptional<ConnectionStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare status_changed_at: CreationOptional<Date>;
  declare credentials: string;
  declare account_id: string | null;
  declare account_email: string | null;
  declare account_name: string | null;
  declare connected_by: string | null;
  declare connected_at: CreationOptional<Date>;
  declare root_id: CreationOptional<string | null>;
  declare root_name: CreationOptional<string | null>;
  declare root_kind: CreationOptional<DriveRootKind | null>;
  declare root_web_url: CreationOptional<string | null>;
  declare last_tested_at: CreationOptional<Date | null>;
  declare last_test_error: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CloudDriveConnection.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        access: { type: DataTypes.STRING(20), allowNull: true },
        status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'connected' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        status_changed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        credentials: { type: DataTypes.TEXT, allowNull: false },
        account_id: { type: DataTypes.STRING(255), allowNull: true },
        account_email: { type: DataTypes.STRING(320), allowNull: true },
        account_name: { type: DataTypes.STRING(255), allowNull: true },
        connected_by: { type: DataTypes.UUID, allowNull: true },
        connected_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        root_id: { type: DataTypes.STRING(500), allowNull: true },
        root_name: { type: DataTypes.STRING(255), allowNull: true },
        root_kind: { type: DataTypes.STRING(30), allowNull: true },
        root_web_url: { type: DataTypes.TEXT, allowNull: true },
        last_tested_at: { type: DataTypes.DATE, allowNull: true },
        last_test_error: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cloud_drive_connections', underscored: true, timestamps: true },
    );
  }
}
