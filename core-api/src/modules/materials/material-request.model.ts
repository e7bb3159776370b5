// Owns the MaterialRequest model: a worker's ask for materials on a project (MR-0001), its status on the
// transition table in materials.transitions.ts and who decided it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const REQUEST_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'quoting',
  'ordered',
  'part_delivered',
  'delivered',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export class MaterialRequest extends Model<
  InferAttributes<MaterialRequest>,
  InferCreationAttributes<MaterialRequest>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare reference: string;
  declare requested_by: string | null;
  declare required_by: string | null;
  declare delivery_notes: string | null;
  declare status: CreationOptional<RequestStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare decided_by: CreationOptional<string | null>;
  declare decided_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    MaterialRequest.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        requested_by: { type: DataTypes.UUID, allowNull: true },
        required_by: { type: DataTypes.DATEONLY, allowNull: true },
        delivery_notes: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'requested' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        decided_by: { type: DataTypes.UUID, allowNull: true },
        decided_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'material_requests', underscored: true, timestamps: true },
    );
  }
}
