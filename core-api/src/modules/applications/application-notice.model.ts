// Owns the ApplicationNotice model: a payer's payment notice (the sum considered due) or pay less notice (the
// reduced sum and its reason) recorded against an application, with the date it was given; or the payee's notice
// in default (kind 'default': the sum the payee considers due, its basis in `reason`).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The payer's notices, and the payee's notice in default of a payment notice (s.110B, decision 0049). */
export const NOTICE_KINDS = ['payment', 'pay_less', 'default'] as const;
export const PAYER_NOTICE_KINDS = ['payment', 'pay_less'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export class ApplicationNotice extends Model<
  InferAttributes<ApplicationNotice>,
  InferCreationAttributes<ApplicationNotice>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare application_id: string;
  declare kind: NoticeKind;
  declare amount_pence: string | number;
  declare reason: string | null;
  declare notice_date: string;
  declare recorded_by: string | null;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApplicationNotice.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        application_id: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        amount_pence: { type: DataTypes.BIGINT, allowNull: false },
        reason: { type: DataTypes.TEXT, allowNull: true },
        notice_date: { type: DataTypes.DATEONLY, allowNull: false },
        recorded_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'application_notices',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }
}
