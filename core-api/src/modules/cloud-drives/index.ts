// Public surface of the cloud-drives module (issue 37, decision 0074): a company's connection to its own Google
// Drive or Microsoft 365, and the documents filed there.
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
