// Owns the PlantOffUse model: one spell a register item spent off use after a failed pre-use check, written when a
// supervisor clears it (who, when, the note), so clearing keeps its record (decision 0089). The item's own
// off_use_* columns hold only the current spell.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class PlantOffUse extends Model<InferAttributes<PlantOffUse>, InferCreationAttributes<PlantOffUse>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare plant_item_id: string;
  declare off_use_at: Date;
  declare off_use_reason: string | null;
  declare off_use_submission_id: string | null;
  declare off_use_reference: string | null;
  declare off_use_by: string | null;
  declare cleared_by: string | null;
  declare cleared_at: Date;
  declare note: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PlantOffUse.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        plant_item_id: { type: DataTypes.UUID, allowNull: false },
        off_use_at: { type: DataTypes.DATE, allowNull: false },
        off_use_reason: { type: DataTypes.TEXT, allowNull: true },
        off_use_submission_id: { type: DataTypes.UUID, allowNull: true },
        off_use_reference: { type: DataTypes.STRING(20), allowNull: true },
        off_use_by: { type: DataTypes.UUID, allowNull: true },
        cleared_by: { type: DataTypes.UUID, allowNull: true },
        cleared_at: { type: DataTypes.DATE, allowNull: false },
        note: { type: DataTypes.TEXT, allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'plant_item_off_use_history', underscored: true, timestamps: true },
    );
  }
}
