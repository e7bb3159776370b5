// Public surface of the cloud-drives module (issue 37, decisions 0074 and 0076): a company's connection to its
// own Google Drive or Microsoft 365, and the documents filed there.
export { cloudDrivesModule } from './cloud-drives.module.js';
export {
  CloudDriveConnection,
  CONNECTION_STATUSES,
  type ConnectionStatus,
} from './cloud-drive-connection.model.js';
export {
  CLOUD_DRIVE_RESUME_JOB,
  markNeedsReconnecting,
  openCompanyDrive,
  refreshLockKey,
  sealFor,
  type CloudDriveResumeJob,
  type CompanyDrive,
} from './company-drive.js';
// The filing side (decision 0076): the projects module queues a project's tree and shows it.
export {
  cloudTreeOf,
  filingsOfUploads,
  hasCloudDrive,
  projectFilings,
  queueCloudTree,
} from './filing.service.js';
export {
  cloudFilingSchema,
  cloudFilingsSchema,
  cloudTreeSchema,
  type CloudTree,
} from './filing.presenter.js';
// Kept CIS statements (decision 0077): the labour module stores them with this source; they are filed here.
export { CIS_STATEMENT_SOURCE, CIS_STATEMENTS_FOLDER, driveSafeName } from './filing.work.js';
