// Owns the Enquiry model: a tender enquiry from a client (ENQ-0001), its site, dates, estimator and status
// (new → estimating → submitted → won | lost | declined), and the project it became once converted.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { User } from '../../models/index.js';

export const ENQUIRY_STATUSES = ['new', 'estimating', 'submitted', 'won', 'lost', 'declined'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export class Enquiry extends Model<InferAttributes<Enquiry>, InferCreationAttributes<Enquiry>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare reference: string;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare client_name: string;
  declare client_contact_name: CreationOptional<string | null>;
  declare client_email: CreationOptional<string | null>;
  declare client_phone: CreationOptional<string | null>;
  declare site_address: CreationOptional<string | null>;
  declare site_postcode: CreationOptional<string | null>;
  declare source: CreationOptional<string | null>;
  declare received_date: string;
  declare tender_due_date: CreationOptional<string | null>;
  declare estimator_id: CreationOptional<string | null>;
  declare status: CreationOptional<EnquiryStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare status_changed_at: CreationOptional<Date | null>;
  declare project_id: CreationOptional<string | null>;
  declare converted_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare estimator?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize): void {
    Enquiry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        client_name: { type: DataTypes.STRING(200), allowNull: false },
        client_contact_name: { type: DataTypes.STRING(200), allowNull: true },
        client_email: { type: DataTypes.STRING(254), allowNull: true },
        client_phone: { type: DataTypes.STRING(50), allowNull: true },
        site_address: { type: DataTypes.TEXT, allowNull: true },
        site_postcode: { type: DataTypes.STRING(10), allowNull: true },
        source: { type: DataTypes.STRING(100), allowNull: true },
        received_date: { type: DataTypes.DATEONLY, allowNull: false },
        tender_due_date: { type: DataTypes.DATEONLY, allowNull: true },
        estimator_id: { type: DataTypes.UUID, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'new' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        status_changed_at: { type: DataTypes.DATE, allowNull: true },
        project_id: { type: DataTypes.UUID, allowNull: true },
        converted_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'enquiries', underscored: true, timestamps: true },
    );
  }

  static associate(): void {
    Enquiry.belongsTo(User, { as: 'estimator', foreignKey: 'estimator_id' });
  }
}
