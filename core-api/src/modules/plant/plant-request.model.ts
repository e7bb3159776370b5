// Owns the PlantRequest model: a site's request for plant (PR-0001) on a project — a category or a register
// item, quantity, dates, operator, notes — and how it was fulfilled: an owned item allocated, or a hire from a
// supplier whose rate, delivery and collection charges are copied here at approval, so a later rate edit never
// changes a running hire's cost. On-hire, off-hire request and collection dates drive the hire cost.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { RateUnit } from './plant-rate.model.js';

export const REQUEST_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'on_hire',
  'off_hire_requested',
  'off_hired',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const FULFILMENTS = ['allocation', 'hire'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export class PlantRequest extends Model<
  InferAttributes<PlantRequest>,
  InferCreationAttributes<PlantRequest>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare reference: string;
  declare project_id: string;
  declare requested_by: string;
  declare category: string;
  declare wanted_item_id: CreationOptional<string | null>;
  declare quantity: number;
  declare required_from: string;
  declare required_until: string;
  declare with_operator: boolean;
  declare notes: CreationOptional<string | null>;
  declare status: CreationOptional<RequestStatus>;
  declare fulfilment: CreationOptional<Fulfilment | null>;
  declare plant_item_id: CreationOptional<string | null>;
  declare supplier_id: CreationOptional<string | null>;
  declare rate_id: CreationOptional<string | null>;
  declare rate_pence: CreationOptional<string | number | null>;
  declare rate_unit: CreationOptional<RateUnit | null>;
  declare delivery_pence: CreationOptional<string | number | null>;
  declare collection_pence: CreationOptional<string | number | null>;
  declare hire_reference: CreationOptional<string | null>;
  declare decided_by: CreationOptional<string | null>;
  declare decided_at: CreationOptional<Date | null>;
  declare decision_reason: CreationOptional<string | null>;
  declare on_hire_date: CreationOptional<string | null>;
  declare off_hire_requested_at: CreationOptional<Date | null>;
  declare off_hire_requested_by: CreationOptional<string | null>;
  declare collection_reference: CreationOptional<string | null>;
  declare off_hire_date: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PlantRequest.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        requested_by: { type: DataTypes.UUID, allowNull: false },
        category: { type: DataTypes.STRING(100), allowNull: false },
        wanted_item_id: { type: DataTypes.UUID, allowNull: true },
        quantity: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        required_from: { type: DataTypes.DATEONLY, allowNull: false },
        required_until: { type: DataTypes.DATEONLY, allowNull: false },
        with_operator: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        notes: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'requested' },
        fulfilment: { type: DataTypes.STRING(20), allowNull: true },
        plant_item_id: { type: DataTypes.UUID, allowNull: true },
        supplier_id: { type: DataTypes.UUID, allowNull: true },
        rate_id: { type: DataTypes.UUID, allowNull: true },
        rate_pence: { type: DataTypes.BIGINT, allowNull: true },
        rate_unit: { type: DataTypes.STRING(10), allowNull: true },
        delivery_pence: { type: DataTypes.BIGINT, allowNull: true },
        collection_pence: { type: DataTypes.BIGINT, allowNull: true },
        hire_reference: { type: DataTypes.STRING(100), allowNull: true },
        decided_by: { type: DataTypes.UUID, allowNull: true },
        decided_at: { type: DataTypes.DATE, allowNull: true },
        decision_reason: { type: DataTypes.TEXT, allowNull: true },
        on_hire_date: { type: DataTypes.DATEONLY, allowNull: true },
        off_hire_requested_at: { type: DataTypes.DATE, allowNull: true },
        off_hire_requested_by: { type: DataTypes.UUID, allowNull: true },
        collection_reference: { type: DataTypes.STRING(100), allowNull: true },
        off_hire_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'plant_requests', underscored: true, timestamps: true },
    );
  }
}
