// Owns the PlantItem model: one entry of the plant register — an owned machine, or a hired one (its supplier and
// hire reference) — with its status, the project it is on, and its LOLER thorough-examination and PUWER
// inspection due dates.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const OWNERSHIPS = ['owned', 'hired'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
export const ITEM_STATUSES = [
  'available',
  'on_hire',
  'off_hire_requested',
  'off_hired',
  'in_repair',
  'disposed',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** Plant out on hire (collection asked for or not): the dashboard's "Plant on hire" and the register's `on_hire_now`. */
export const ON_HIRE_NOW: readonly ItemStatus[] = ['on_hire', 'off_hire_requested'];

export class PlantItem extends Model<InferAttributes<PlantItem>, InferCreationAttributes<PlantItem>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare asset_number: string;
  declare description: string;
  declare category: string;
  declare ownership: Ownership;
  declare supplier_id: CreationOptional<string | null>;
  declare hire_reference: CreationOptional<string | null>;
  declare status: CreationOptional<ItemStatus>;
  declare current_project_id: CreationOptional<string | null>;
  declare loler_due_date: CreationOptional<string | null>;
  declare puwer_due_date: CreationOptional<string | null>;
  declare created_by: CreationOptional<string | null>;
  /** Off use after a failed pre-use check (decision 0089): when, why, by which form and whom; null while in use. */
  declare off_use_at: CreationOptional<Date | null>;
  declare off_use_reason: CreationOptional<string | null>;
  declare off_use_submission_id: CreationOptional<string | null>;
  declare off_use_reference: CreationOptional<string | null>;
  declare off_use_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PlantItem.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        asset_number: { type: DataTypes.STRING(50), allowNull: false },
        description: { type: DataTypes.STRING(200), allowNull: false },
        category: { type: DataTypes.STRING(100), allowNull: false },
        ownership: { type: DataTypes.STRING(10), allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: true },
        hire_reference: { type: DataTypes.STRING(100), allowNull: true },
        status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'available' },
        current_project_id: { type: DataTypes.UUID, allowNull: true },
        loler_due_date: { type: DataTypes.DATEONLY, allowNull: true },
        puwer_due_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        off_use_at: { type: DataTypes.DATE, allowNull: true },
        off_use_reason: { type: DataTypes.TEXT, allowNull: true },
        off_use_submission_id: { type: DataTypes.UUID, allowNull: true },
        off_use_reference: { type: DataTypes.STRING(20), allowNull: true },
        off_use_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'plant_items', underscored: true, timestamps: true },
    );
  }
}
