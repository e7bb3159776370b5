// Owns the Supplier model: a company's plant hire firm, builders' merchant, labour agency or subcontractor
// (one record may be several kinds), with CIS details for labour agencies and subcontractors. Suppliers are
// deactivated, not deleted, once anything refers to them (foreign keys from later modules refuse the delete).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CisStatus, SupplierKind } from '@sitebase/shared';

// The kinds, CIS statuses and deduction rates are @sitebase/shared's (web offers the same lists).
export {
  CIS_DEDUCTION_PERCENT,
  CIS_KINDS,
  CIS_STATUSES,
  SUPPLIER_KINDS,
  type CisStatus,
  type SupplierKind,
} from '@sitebase/shared';

export class Supplier extends Model<InferAttributes<Supplier>, InferCreationAttributes<Supplier>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare name: string;
  declare kinds: SupplierKind[];
  declare contact_name: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare account_number: CreationOptional<string | null>;
  declare address: CreationOptional<string | null>;
  declare vat_number: CreationOptional<string | null>;
  declare cis_status: CreationOptional<CisStatus | null>;
  declare utr: CreationOptional<string | null>;
  declare verification_number: CreationOptional<string | null>;
  declare is_active: CreationOptional<boolean>;
  declare deactivated_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Supplier.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        kinds: { type: DataTypes.ARRAY(DataTypes.STRING(20)), allowNull: false },
        contact_name: { type: DataTypes.STRING(200), allowNull: true },
        email: { type: DataTypes.STRING(254), allowNull: true },
        phone: { type: DataTypes.STRING(50), allowNull: true },
        account_number: { type: DataTypes.STRING(50), allowNull: true },
        address: { type: DataTypes.TEXT, allowNull: true },
        vat_number: { type: DataTypes.STRING(20), allowNull: true },
        cis_status: { type: DataTypes.STRING(20), allowNull: true },
        utr: { type: DataTypes.STRING(10), allowNull: true },
        verification_number: { type: DataTypes.STRING(20), allowNull: true },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        deactivated_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'suppliers', underscored: true, timestamps: true },
    );
  }
}
