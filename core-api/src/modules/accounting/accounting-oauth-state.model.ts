// Owns the AccountingOAuthState model: one consent in flight (single use, ten minutes). `state_hash` is the
// SHA-256 of the state the browser carries; `verifier` is the PKCE verifier sealed with the token key.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AccountingProviderId } from '../../lib/accounting/index.js';

export class AccountingOAuthState extends Model<
  InferAttributes<AccountingOAuthState>,
  InferCreationAttributes<AccountingOAuthState>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare user_id: string;
  declare provider: AccountingProviderId;
  declare state_hash: string;
  declare verifier: string;
  declare redirect_uri: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AccountingOAuthState.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        user_id: { type: DataTypes.UUID, allowNull: false },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        state_hash: { type: DataTypes.STRING(64), allowNull: false },
        verifier: { type: DataTypes.TEXT, allowNull: false },
        redirect_uri: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'accounting_oauth_states',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }
}
