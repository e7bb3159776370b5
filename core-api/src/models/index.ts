// Owns model registration: every model is one file with its own associations (both sides of a pair declared by
// the model holding the key, so no two model files import each other); this list binds them all to a Sequelize
// instance (init first, then associations, which may refer to any model).
import type { Sequelize } from 'sequelize';
import { Activity } from './activity.model.js';
import { Company } from './company.model.js';
import { CompanyCounter } from './company-counter.model.js';
import { CompanySettings } from './company-settings.model.js';
import { ContactMessage } from './contact-message.model.js';
import { Invitation } from './invitation.model.js';
import { MailOutbox } from './mail-outbox.model.js';
import { PasswordResetToken } from './password-reset-token.model.js';
import { Project } from './project.model.js';
import { ProjectNote } from './project-note.model.js';
import { ProjectTeamMember } from './project-team-member.model.js';
import { PushToken } from './push-token.model.js';
import { Superadmin } from './superadmin.model.js';
import { SuperadminAuditLog } from './superadmin-audit-log.model.js';
import { Upload } from './upload.model.js';
import { User } from './user.model.js';

export {
  Activity,
  Company,
  CompanyCounter,
  CompanySettings,
  ContactMessage,
  Invitation,
  MailOutbox,
  PasswordResetToken,
  Project,
  ProjectNote,
  ProjectTeamMember,
  PushToken,
  Superadmin,
  SuperadminAuditLog,
  Upload,
  User,
};
export { CONTACT_REASONS, type ContactReason } from './contact-message.model.js';
export { PUSH_PLATFORMS, type PushPlatform } from './push-token.model.js';
export { ROLES, type Role } from './user.model.js';
export { COMPANY_STATUSES, type CompanyStatus } from './company.model.js';
export {
  ACCOUNTING_PROVIDERS,
  DRIVE_PROVIDERS,
  VAT_QUARTER_ENDS,
  type AccountingProvider,
  type DriveProvider,
  type VatQuarterEnds,
} from './company-settings.model.js';
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

/** What a model class offers for registration (business modules list theirs in defineModule). */
export interface ModelClass {
  initModel(sequelize: Sequelize): void;
  associate?(): void;
}

/** Every model of the platform core (business modules register theirs through their module). */
const MODELS: readonly ModelClass[] = [
  Company,
  User,
  Superadmin,
  Activity,
  ContactMessage,
  PasswordResetToken,
  MailOutbox,
  PushToken,
  CompanyCounter,
  Project,
  ProjectTeamMember,
  ProjectNote,
  Upload,
  SuperadminAuditLog,
  CompanySettings,
  Invitation,
];

const initialised = new WeakSet<Sequelize>();

/**
 * Binds every core model, and the modules' own models (`extra`), to this Sequelize instance; safe to call more
 * than once. Callers that run the app pass the module list's models (see registerModels in app.ts).
 */
export function initModels(sequelize: Sequelize, extra: readonly ModelClass[] = []): void {
  if (initialised.has(sequelize)) return;
  initialised.add(sequelize);
  const all = [...MODELS, ...extra];
  for (const model of all) model.initModel(sequelize);
  // init() resets a class's associations, so they are made again after every init round.
  for (const model of all) model.associate?.();
}
