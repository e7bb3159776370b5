// Owns the ProjectTeamMember model: a user on a project’s team, with their role on the project.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { User } from './user.model.js';

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class ProjectTeamMember extends Model<
  InferAttributes<ProjectTeamMember>,
  InferCreationAttributes<ProjectTeamMember>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare user_id: string;
  declare role_on_project: CreationOptional<string | null>;
  declare added_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare user?: NonAttribute<User>;

  static initModel(sequelize: Sequelize): void {
    ProjectTeamMember.init(
      {
        id,
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        user_id: { type: DataTypes.UUID, allowNull: false },
        role_on_project: { type: DataTypes.STRING(100), allowNull: true },
        added_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'project_team_members',
        underscored: true,
        timestamps: true,
        updatedAt: false,
      },
    );
  }

  static associate(): void {
    ProjectTeamMember.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  }
}
