// Owns the project models of migration 0003: Project, its team members and notes, and the per-company
// counters that allocate human references (P-0001…) inside the creating transaction.
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
import type { Company } from './company.model.js';
import type { Role, User } from './user.model.js';

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

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };
const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });

export class CompanyCounter extends Model<
  InferAttributes<CompanyCounter>,
  InferCreationAttributes<CompanyCounter>
> {
  declare company_id: string;
  declare name: string;
  declare value: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    CompanyCounter.init(
      {
        company_id: { type: DataTypes.UUID, primaryKey: true },
        name: { type: DataTypes.STRING(30), primaryKey: true },
        value: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'company_counters', underscored: true, timestamps: false },
    );
  }
}

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
}

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
}

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
}

/** Metadata of an uploaded file; the bytes live in the drive adapter's storage under `storage_key`. */
export class Upload extends Model<InferAttributes<Upload>, InferCreationAttributes<Upload>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string | null;
  declare filename: string;
  declare content_type: string;
  declare size: number;
  declare sha256: string;
  declare storage_provider: string;
  declare storage_key: string;
  declare uploaded_by: string | null;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Upload.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: true },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        content_type: { type: DataTypes.STRING(100), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        sha256: { type: DataTypes.STRING(64), allowNull: false },
        storage_provider: { type: DataTypes.STRING(20), allowNull: false },
        storage_key: { type: DataTypes.STRING(500), allowNull: false },
        uploaded_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'uploads', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}
