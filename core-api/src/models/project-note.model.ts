// Owns the ProjectNote model: a note on a project with the lowest role that may read it.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { User, type Role } from './user.model.js';

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class ProjectNote extends Model<InferAttributes<ProjectNote>, InferCreationAttributes<ProjectNote>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare author_id: string | null;
  declare content: string;
  declare visibility_level: CreationOptional<Role>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare author?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize): void {
    ProjectNote.init(
      {
        id,
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        author_id: { type: DataTypes.UUID, allowNull: true },
        content: { type: DataTypes.TEXT, allowNull: false },
        visibility_level: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'worker' },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'project_notes', underscored: true, timestamps: true },
    );
  }

  static associate(): void {
    ProjectNote.belongsTo(User, { foreignKey: 'author_id', as: 'author' });
  }
}
