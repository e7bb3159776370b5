// Owns the FormTemplate model: a company's template (a built-in keyed by `builtin_key`, or a manager's own) and
// the number of its current version; the field lists live in FormTemplateVersion and never change.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { TemplateCategory } from './forms.fields.js';

export class FormTemplate extends Model<
  InferAttributes<FormTemplate>,
  InferCreationAttributes<FormTemplate>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare name: string;
  declare category: TemplateCategory;
  declare builtin_key: string | null;
  declare is_active: CreationOptional<boolean>;
  declare current_version: CreationOptional<number>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FormTemplate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false },
        builtin_key: { type: DataTypes.STRING(40), allowNull: true },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        current_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'form_templates', underscored: true, timestamps: true },
    );
  }
}
