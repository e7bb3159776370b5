// Owns the ApiKey model (issue 39, decision 0082): a company's key for an external tool or widget — its name,
// the SHA-256 of its secret (the secret itself is never stored), the part shown in lists, its scopes and cost
// budget, its expiry, who made and who revoked it, and its last use (time, address, the addresses seen).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ApiScope } from '../../lib/api-keys.js';

export class ApiKey extends Model<InferAttributes<ApiKey>, InferCreationAttributes<ApiKey>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare created_by: string;
  declare name: string;
  declare prefix: string;
  declare secret_hash: string;
  declare scopes: ApiScope[];
  declare budget_bucket: number;
  declare budget_per_second: number;
  declare expires_at: Date;
  declare revoked_at: CreationOptional<Date | null>;
  declare revoked_by: CreationOptional<string | null>;
  declare last_used_at: CreationOptional<Date | null>;
  declare last_used_ip: CreationOptional<string | null>;
  declare known_addresses: CreationOptional<string[]>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApiKey.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        created_by: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        prefix: { type: DataTypes.STRING(20), allowNull: false },
        secret_hash: { type: DataTypes.CHAR(64), allowNull: false },
        scopes: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
        budget_bucket: { type: DataTypes.INTEGER, allowNull: false },
        budget_per_second: { type: DataTypes.INTEGER, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
        revoked_by: { type: DataTypes.UUID, allowNull: true },
        last_used_at: { type: DataTypes.DATE, allowNull: true },
        last_used_ip: { type: DataTypes.STRING(64), allowNull: true },
        known_addresses: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'api_keys', underscored: true, timestamps: true },
    );
  }
}
