// Owns the Operative model: someone who works on site — employed directly, through an agency or as a
// subcontractor (then with the supplier who invoices for them) — their trade, day or hourly rate, CSCS card
// (type, number, expiry: an expired card is flagged) and, optionally, the user account they sign in with (so
// a worker enters their own timesheets).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const ENGAGEMENTS = ['direct', 'agency', 'subcontractor'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export const RATE_UNITS = ['day', 'hour'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

export class Operative extends Model<InferAttributes<Operative>, InferCreationAttributes<Operative>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare name: string;
  declare trade_id: string | null;
  declare engagement: Engagement;
  declare supplier_id: string | null;
  declare user_id: string | null;
  declare rate_unit: RateUnit;
  declare rate_pence: number | string;
  declare cscs_card_type: string | null;
  declare cscs_card_number: string | null;
  declare cscs_expiry: string | null;
  declare phone: string | null;
  declare is_active: CreationOptional<boolean>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Operative.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        trade_id: { type: DataTypes.UUID, allowNull: true },
        engagement: { type: DataTypes.STRING(20), allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: true },
        user_id: { type: DataTypes.UUID, allowNull: true },
        rate_unit: { type: DataTypes.STRING(10), allowNull: false },
        rate_pence: { type: DataTypes.BIGINT, allowNull: false },
        cscs_card_type: { type: DataTypes.STRING(50), allowNull: true },
        cscs_card_number: { type: DataTypes.STRING(30), allowNull: true },
        cscs_expiry: { type: DataTypes.DATEONLY, allowNull: true },
        phone: { type: DataTypes.STRING(50), allowNull: true },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'operatives', underscored: true, timestamps: true },
    );
  }
}
