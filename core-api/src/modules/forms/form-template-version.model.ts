// Owns the FormTemplateVersion model: one immutable field list of a template (version 1, 2…). Editing a template
// adds a version; submissions keep the id of the version they were filled against.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { FormField } from './forms.fields.js';

export class FormTemplateVersion extends Model<
  InferAttributes<FormTemplateVersion>,
  InferCreationAttributes<FormTemplateVersion>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare template_id: string;
  declare version: number;
  declare name: string;
  declare fields: FormField[];
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FormTemplateVersion.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        template_id: { type: DataTypes.UUID, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        fields: { type: DataTypes.JSONB, allowNull: false },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'form_template_versions',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }
}
