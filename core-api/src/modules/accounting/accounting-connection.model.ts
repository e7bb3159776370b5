// Owns the AccountingConnection model: a company's one accounting service (issue 38) — the provider, its sealed
// credentials (never a token in the clear), the organisations the grant reaches and the one chosen, the tax
// mapping and accounts an admin confirmed, and whether it works or needs reconnecting.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AccountingOrganisation, AccountingProviderId, TaxCodeMap } from '../../lib/accounting/index.js';

export type AccountingConnectionStatus = 'choosing_organisation' | 'connected' | 'needs_reconnecting';

/** The ledger accounts postings use: lines' default expense and revenue accounts, and the CIS deduction's. */
export interface PostingAccounts {
  expense: string;
  revenue: string;
  cis: string;
}

export class AccountingConnection extends Model<
  InferAttributes<AccountingConnection>,
  InferCreationAttributes<AccountingConnection>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare provider: AccountingProviderId;
  declare status: CreationOptional<AccountingConnectionStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare status_changed_at: CreationOptional<Date>;
  declare credentials: string;
  declare organisations: CreationOptional<AccountingOrganisation[]>;
  declare organisation_id: CreationOptional<string | null>;
  declare organisation_name: CreationOptional<string | null>;
  declare organisation_short_code: CreationOptional<string | null>;
  declare tax_mapping: CreationOptional<TaxCodeMap | null>;
  declare accounts: CreationOptional<PostingAccounts | null>;
  declare mapping_confirmed_at: CreationOptional<Date | null>;
  declare mapping_confirmed_by: CreationOptional<string | null>;
  declare connected_by: string | null;
  declare connected_at: CreationOptional<Date>;
  declare last_pulled_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AccountingConnection.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'connected' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        status_changed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        credentials: { type: DataTypes.TEXT, allowNull: false },
        organisations: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        organisation_id: { type: DataTypes.STRING(100), allowNull: true },
        organisation_name: { type: DataTypes.STRING(255), allowNull: true },
        organisation_short_code: { type: DataTypes.STRING(50), allowNull: true },
        tax_mapping: { type: DataTypes.JSONB, allowNull: true },
        accounts: { type: DataTypes.JSONB, allowNull: true },
        mapping_confirmed_at: { type: DataTypes.DATE, allowNull: true },
        mapping_confirmed_by: { type: DataTypes.UUID, allowNull: true },
        connected_by: { type: DataTypes.UUID, allowNull: true },
        connected_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        last_pulled_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'accounting_connections', underscored: true, timestamps: true },
    );
  }
}
