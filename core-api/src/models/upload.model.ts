// Owns the Upload model: an uploaded file’s metadata (the bytes live in the drive adapter’s storage).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from './user.model.js';

export class Upload extends Model<InferAttributes<Upload>, InferCreationAttributes<Upload>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string | null;
  declare filename: string;
  declare content_type: string;
  declare size: number;
  declare sha256: string;
  declare storage_provider: string;
  declare storage_key: string;
  declare uploaded_by: string | null;
  /**
   * The lowest role that may see it (decision 0052): a person's upload is the project's (worker); a document
   * filed from a record (an application's PDF…) carries that record's read role.
   */
  declare min_role: CreationOptional<Role>;
  /** The record a filed document came from (`application`, `estimate`, `purchase_order`…); null for an upload. */
  declare source_type: CreationOptional<string | null>;
  declare source_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Upload.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: true },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        content_type: { type: DataTypes.STRING(100), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        sha256: { type: DataTypes.STRING(64), allowNull: false },
        storage_provider: { type: DataTypes.STRING(20), allowNull: false },
        storage_key: { type: DataTypes.STRING(500), allowNull: false },
        uploaded_by: { type: DataTypes.UUID, allowNull: true },
        min_role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'worker' },
        source_type: { type: DataTypes.STRING(50), allowNull: true },
        source_id: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'uploads', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}
