// Owns the SuperadminAuditLog model: one audited action of the platform superadmin.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class SuperadminAuditLog extends Model<
  InferAttributes<SuperadminAuditLog>,
  InferCreationAttributes<SuperadminAuditLog>
> {
  declare id: CreationOptional<string>;
  declare superadmin_id: string | null;
  declare username: string | null;
  declare action: string;
  declare target_type: CreationOptional<string | null>;
  declare target_id: CreationOptional<string | null>;
  declare details: CreationOptional<Record<string, unknown> | null>;
  declare ip: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SuperadminAuditLog.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        superadmin_id: { type: DataTypes.UUID, allowNull: true },
        username: { type: DataTypes.STRING(100), allowNull: true },
        action: { type: DataTypes.STRING(50), allowNull: false },
        target_type: { type: DataTypes.STRING(50), allowNull: true },
        target_id: { type: DataTypes.STRING(100), allowNull: true },
        details: { type: DataTypes.JSONB, allowNull: true },
        ip: { type: DataTypes.STRING(100), allowNull: true },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'superadmin_audit_logs',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }
}
