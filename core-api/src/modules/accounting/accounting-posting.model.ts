// Owns the AccountingPosting model: the outbox row of one record posted to the company's books (issue 38) —
// queued until it is posted once (its idempotency key is the provider's, kept across every retry), refused with
// the service's reason (failed), or posted with the provider's id and link; and, for bills and invoices, the
// payment state read back (webhooks and the periodic pull).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AccountingDocumentKind, PaymentState } from '../../lib/accounting/index.js';
import type { PostingSourceType } from './accounting.documents.js';

export type PostingStatus = 'queued' | 'posted' | 'failed';

export class AccountingPosting extends Model<
  InferAttributes<AccountingPosting>,
  InferCreationAttributes<AccountingPosting>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare connection_id: string;
  declare source_type: PostingSourceType;
  declare source_id: string;
  declare kind: AccountingDocumentKind;
  declare label: string;
  declare status: CreationOptional<PostingStatus>;
  declare idempotency_key: CreationOptional<string>;
  declare attempts: CreationOptional<number>;
  declare last_error: CreationOptional<string | null>;
  declare last_attempt_at: CreationOptional<Date | null>;
  declare next_attempt_at: CreationOptional<Date>;
  declare provider_id: CreationOptional<string | null>;
  declare url: CreationOptional<string | null>;
  declare posted_at: CreationOptional<Date | null>;
  declare payment_state: CreationOptional<PaymentState | null>;
  declare total_pence: CreationOptional<number | string | null>;
  declare amount_paid_pence: CreationOptional<number | string | null>;
  declare amount_due_pence: CreationOptional<number | string | null>;
  declare payment_checked_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AccountingPosting.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        connection_id: { type: DataTypes.UUID, allowNull: false },
        source_type: { type: DataTypes.STRING(30), allowNull: false },
        source_id: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        label: { type: DataTypes.STRING(255), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
        idempotency_key: { type: DataTypes.UUID, allowNull: false, defaultValue: DataTypes.UUIDV4 },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        last_attempt_at: { type: DataTypes.DATE, allowNull: true },
        next_attempt_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        provider_id: { type: DataTypes.STRING(100), allowNull: true },
        url: { type: DataTypes.TEXT, allowNull: true },
        posted_at: { type: DataTypes.DATE, allowNull: true },
        payment_state: { type: DataTypes.STRING(20), allowNull: true },
        total_pence: { type: DataTypes.BIGINT, allowNull: true },
        amount_paid_pence: { type: DataTypes.BIGINT, allowNull: true },
        amount_due_pence: { type: DataTypes.BIGINT, allowNull: true },
        payment_checked_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'accounting_postings', underscored: true, timestamps: true },
    );
  }
}
