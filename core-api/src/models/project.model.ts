// Owns the Project model: a project: client, site, programme, contract terms, budget per cost category (pence),
// folder state.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { Company } from './company.model.js';
import { ProjectNote } from './project-note.model.js';
import { ProjectTeamMember } from './project-team-member.model.js';
import { User } from './user.model.js';

export const PROJECT_STATUSES = ['planning', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const CONTRACT_FORMS = ['JCT_DB', 'JCT_SBC', 'JCT_MW', 'NEC4_ECC_A', 'NEC4_ECC_C', 'bespoke'] as const;
export type ContractForm = (typeof CONTRACT_FORMS)[number];

export const BUDGET_CATEGORIES = [
  'labour',
  'plant',
  'materials',
  'subcontract',
  'preliminaries',
  'other',
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const FOLDER_STATUSES = ['not_created', 'creating', 'created', 'failed'] as const;
export type FolderStatus = (typeof FOLDER_STATUSES)[number];

const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<string>;
  declare company_id: ForeignKey<Company['id']>;
  declare project_number: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare status: CreationOptional<ProjectStatus>;
  declare is_archived: CreationOptional<boolean>;
  declare archived_at: CreationOptional<Date | null>;
  declare archived_by: CreationOptional<string | null>;
  declare archive_reason: CreationOptional<string | null>;
  declare client_name: CreationOptional<string | null>;
  declare client_contact_name: CreationOptional<string | null>;
  declare client_email: CreationOptional<string | null>;
  declare client_phone: CreationOptional<string | null>;
  declare site_address: CreationOptional<string | null>;
  declare site_postcode: CreationOptional<string | null>;
  declare start_date: CreationOptional<string | null>;
  declare end_date: CreationOptional<string | null>;
  /** BIGINT comes back from pg as a string; the presenter converts. */
  declare contract_value_pence: CreationOptional<string | number | null>;
  declare contract_form: CreationOptional<ContractForm | null>;
  declare retention_percent: CreationOptional<string | number>;
  declare payment_due_days: CreationOptional<number>;
  declare payment_final_days: CreationOptional<number>;
  declare drc_applies: CreationOptional<boolean>;
  declare budget_labour_pence: CreationOptional<string | number>;
  declare budget_plant_pence: CreationOptional<string | number>;
  declare budget_materials_pence: CreationOptional<string | number>;
  declare budget_subcontract_pence: CreationOptional<string | number>;
  declare budget_preliminaries_pence: CreationOptional<string | number>;
  declare budget_other_pence: CreationOptional<string | number>;
  declare manager_id: CreationOptional<string | null>;
  declare drive_provider: CreationOptional<string | null>;
  declare drive_folder_id: CreationOptional<string | null>;
  declare folder_status: CreationOptional<FolderStatus>;
  declare folder_error: CreationOptional<string | null>;
  declare folder_updated_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare manager?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize): void {
    Project.init(
      {
        id,
        project_number: { type: DataTypes.STRING(20), allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'planning' },
        is_archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        archived_at: { type: DataTypes.DATE, allowNull: true },
        archived_by: { type: DataTypes.UUID, allowNull: true },
        archive_reason: { type: DataTypes.TEXT, allowNull: true },
        client_name: { type: DataTypes.STRING(200), allowNull: true },
        client_contact_name: { type: DataTypes.STRING(200), allowNull: true },
        client_email: { type: DataTypes.STRING(254), allowNull: true },
        client_phone: { type: DataTypes.STRING(50), allowNull: true },
        site_address: { type: DataTypes.TEXT, allowNull: true },
        site_postcode: { type: DataTypes.STRING(10), allowNull: true },
        start_date: { type: DataTypes.DATEONLY, allowNull: true },
        end_date: { type: DataTypes.DATEONLY, allowNull: true },
        contract_value_pence: { type: DataTypes.BIGINT, allowNull: true },
        contract_form: { type: DataTypes.STRING(20), allowNull: true },
        retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 5 },
        payment_due_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
        payment_final_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
        drc_applies: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        budget_labour_pence: pence(),
        budget_plant_pence: pence(),
        budget_materials_pence: pence(),
        budget_subcontract_pence: pence(),
        budget_preliminaries_pence: pence(),
        budget_other_pence: pence(),
        manager_id: { type: DataTypes.UUID, allowNull: true },
        drive_provider: { type: DataTypes.STRING(20), allowNull: true },
        drive_folder_id: { type: DataTypes.STRING(500), allowNull: true },
        folder_status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'not_created' },
        folder_error: { type: DataTypes.TEXT, allowNull: true },
        folder_updated_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'projects', underscored: true, timestamps: true },
    );
  }

  static associate(): void {
    Project.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
    Project.belongsTo(User, { foreignKey: { name: 'manager_id', allowNull: true }, as: 'manager' });
    Project.hasMany(ProjectTeamMember, { foreignKey: 'project_id', as: 'team' });
    Project.hasMany(ProjectNote, { foreignKey: 'project_id', as: 'notes' });
  }
}
