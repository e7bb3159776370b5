// Owns the CloudDriveTree model: a project's folder tree in the company's drive (decision 0076) — its progress
// (folders done of total), its state (queued → creating → created | failed), and where its folder sits (live
// under the root or archived under "Archive") against where the project's state wants it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const TREE_STATUSES = ['queued', 'creating', 'created', 'failed'] as const;
export type TreeStatus = (typeof TREE_STATUSES)[number];
export type TreePlacement = 'live' | 'archived';

export class CloudDriveTree extends Model<
  InferAttributes<CloudDriveTree>,
  InferCreationAttributes<CloudDriveTree>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare connection_id: string;
  declare root_id: string;
  declare project_id: string;
  declare status: CreationOptional<TreeStatus>;
  declare folders_done: CreationOptional<number>;
  declare folders_total: CreationOptional<number>;
  declare error: CreationOptional<string | null>;
  declare attempts: CreationOptional<number>;
  declare next_attempt_at: CreationOptional<Date>;
  declare placement: CreationOptional<TreePlacement>;
  declare wanted_placement: CreationOptional<TreePlacement>;
  declare placement_reason: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    CloudDriveTree.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        connection_id: { type: DataTypes.UUID, allowNull: false },
        root_id: { type: DataTypes.STRING(500), allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
        folders_done: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        folders_total: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        error: { type: DataTypes.TEXT, allowNull: true },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        placement: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'live' },
        wanted_placement: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'live' },
        placement_reason: { type: DataTypes.TEXT, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cloud_drive_trees', underscored: true, timestamps: true },
    );
  }
}
