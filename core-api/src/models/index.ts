// Owns model registration and associations (they cross domains, so they live together here).
import type { Sequelize } from 'sequelize';
import { Activity } from './activity.model.js';
import { Company } from './company.model.js';
import { ContactMessage, MailOutbox, PasswordResetToken, PushToken } from './platform.model.js';
import { CompanyCounter, Project, ProjectNote, ProjectTeamMember, Upload } from './project.model.js';
import { Superadmin } from './superadmin.model.js';
import { CompanySettings, SuperadminAuditLog } from './platform-admin.model.js';
import { User } from './user.model.js';

export { Activity, Company, Superadmin, User, ContactMessage, MailOutbox, PasswordResetToken, PushToken };
export { CONTACT_REASONS, PUSH_PLATFORMS, type ContactReason, type PushPlatform } from './platform.model.js';
export { ROLES, type Role } from './user.model.js';
export { COMPANY_STATUSES, type CompanyStatus } from './company.model.js';
export { CompanyCounter, Project, ProjectNote, ProjectTeamMember, Upload };
export { CompanySettings, SuperadminAuditLog };
export {
  ACCOUNTING_PROVIDERS,
  DRIVE_PROVIDERS,
  type AccountingProvider,
  type DriveProvider,
} from './platform-admin.model.js';
export {
  BUDGET_CATEGORIES,
  CONTRACT_FORMS,
  FOLDER_STATUSES,
  PROJECT_STATUSES,
  type BudgetCategory,
  type ContractForm,
  type FolderStatus,
  type ProjectStatus,
} from './project.model.js';

const initialised = new WeakSet<Sequelize>();

/** Binds every model to this Sequelize instance; safe to call more than once. */
export function initModels(sequelize: Sequelize): void {
  if (initialised.has(sequelize)) return;
  initialised.add(sequelize);
  Company.initModel(sequelize);
  User.initModel(sequelize);
  Superadmin.initModel(sequelize);
  Activity.initModel(sequelize);
  ContactMessage.initModel(sequelize);
  PasswordResetToken.initModel(sequelize);
  MailOutbox.initModel(sequelize);
  PushToken.initModel(sequelize);
  CompanyCounter.initModel(sequelize);
  Project.initModel(sequelize);
  ProjectTeamMember.initModel(sequelize);
  ProjectNote.initModel(sequelize);
  Upload.initModel(sequelize);
  SuperadminAuditLog.initModel(sequelize);
  CompanySettings.initModel(sequelize);
  if (User.associations.company) return;
  Company.hasMany(User, { foreignKey: { name: 'company_id', allowNull: false }, as: 'users' });
  User.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
  Activity.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
  Activity.belongsTo(User, { foreignKey: { name: 'actor_id', allowNull: true }, as: 'actor' });
  PasswordResetToken.belongsTo(User, { foreignKey: { name: 'user_id', allowNull: false }, as: 'user' });
  PushToken.belongsTo(User, { foreignKey: { name: 'user_id', allowNull: false }, as: 'user' });
  Project.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
  Project.belongsTo(User, { foreignKey: { name: 'manager_id', allowNull: true }, as: 'manager' });
  Project.hasMany(ProjectTeamMember, { foreignKey: 'project_id', as: 'team' });
  Project.hasMany(ProjectNote, { foreignKey: 'project_id', as: 'notes' });
  ProjectTeamMember.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  ProjectNote.belongsTo(User, { foreignKey: 'author_id', as: 'author' });
}
