// Owns the FormSignature model (decision 0053): a drawn signature as it was captured — its stored PNG, the
// project, the account that drew it (or in whose presence a named signatory without an account drew it, with the
// name they typed), when it reached the server, and the one submission that has used it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class FormSignature extends Model<
  InferAttributes<FormSignature>,
  InferCreationAttributes<FormSignature>
> {
  declare upload_id: string;
  declare company_id: string;
  declare project_id: string;
  declare captured_by: string;
  /** The typed name of a signatory without an account, signing in the presence of `captured_by`; else null. */
  declare signatory_name: string | null;
  /** The submission whose answer names this signature; null until a form uses it, and never changed after. */
  declare submission_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FormSignature.init(
      {
        upload_id: { type: DataTypes.UUID, primaryKey: true },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        captured_by: { type: DataTypes.UUID, allowNull: false },
        signatory_name: { type: DataTypes.STRING(100), allowNull: true },
        submission_id: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'form_signatures', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}
