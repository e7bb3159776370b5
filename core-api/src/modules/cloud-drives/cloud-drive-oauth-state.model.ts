// Owns the CloudDriveOAuthState model: one consent in flight (single use, ten minutes). `state_hash` is the
// SHA-256 of the state the browser carries; `verifier` is the PKCE verifier sealed with the token key.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CloudDriveProviderId, MicrosoftAccess } from '../../lib/cloud-drive/index.js';

export class CloudDriveOAuthState extends Model<
  InferAttributes<CloudDriveOAuthState>,
  InferCreationAttributes<CloudDriveOAuthState>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare user_id: string;
  declare provider: CloudDriveProviderId;
  declare access: MicrosoftAccess | null;
  declare state_hash: string;
  declare verifier: string;
  declare redirect_uri: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CloudDriveOAuthState.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        user_id: { type: DataTypes.UUID, allowNull: false },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        access: { type: DataTypes.STRING(20), allowNull: true },
        state_hash: { type: DataTypes.STRING(64), allowNull: false },
        verifier: { type: DataTypes.TEXT, allowNull: false },
        redirect_uri: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'cloud_drive_oauth_states',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }
}
