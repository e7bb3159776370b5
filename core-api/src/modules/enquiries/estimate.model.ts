// Owns the Estimate model: one version (1..n) of an enquiry's priced estimate (EST-0001 v2), its overhead and
// profit percentages, VAT treatment and the totals core-api computed from its lines (estimate-totals.ts), and
// its status (draft → issued → accepted | rejected; superseded when a newer version replaces it).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { VatCode } from '../../lib/money.js';
import { EstimateLine } from './estimate-line.model.js';

export const ESTIMATE_STATUSES = ['draft', 'issued', 'accepted', 'rejected', 'superseded'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export class Estimate extends Model<InferAttributes<Estimate>, InferCreationAttributes<Estimate>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare enquiry_id: string;
  declare reference: string;
  declare version: number;
  declare status: CreationOptional<EstimateStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare valid_until: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  /** DECIMAL(5,2): Postgres answers a string ("12.50"). */
  declare overhead_percent: CreationOptional<string | number>;
  declare profit_percent: CreationOptional<string | number>;
  declare vat_code: CreationOptional<VatCode>;
  /** Our company was VAT-registered when the estimate was priced (not registered: no VAT is added). */
  declare vat_registered: CreationOptional<boolean>;
  declare lines_net_pence: CreationOptional<string | number>;
  declare overhead_pence: CreationOptional<string | number>;
  declare profit_pence: CreationOptional<string | number>;
  declare net_pence: CreationOptional<string | number>;
  declare vat_pence: CreationOptional<string | number>;
  declare gross_pence: CreationOptional<string | number>;
  declare superseded_by_id: CreationOptional<string | null>;
  declare issued_at: CreationOptional<Date | null>;
  declare decided_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare lines?: NonAttribute<EstimateLine[]>;

  static initModel(sequelize: Sequelize): void {
    const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    Estimate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        enquiry_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        valid_until: { type: DataTypes.DATEONLY, allowNull: true },
        notes: { type: DataTypes.TEXT, allowNull: true },
        overhead_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
        profit_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
        vat_code: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'standard' },
        vat_registered: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        lines_net_pence: pence(),
        overhead_pence: pence(),
        profit_pence: pence(),
        net_pence: pence(),
        vat_pence: pence(),
        gross_pence: pence(),
        superseded_by_id: { type: DataTypes.UUID, allowNull: true },
        issued_at: { type: DataTypes.DATE, allowNull: true },
        decided_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'estimates', underscored: true, timestamps: true },
    );
  }

  static associate(): void {
    Estimate.hasMany(EstimateLine, { as: 'lines', foreignKey: 'estimate_id' });
  }
}
