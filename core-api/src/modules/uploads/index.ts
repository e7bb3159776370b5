// Public surface of the uploads module.
export { uploadsModule } from './uploads.module.js';
// The store itself, for modules that keep processed files as uploads (forms' photos and signatures).
export { UploadService } from './uploads.service.js';
export { ONLY_MANAGER_DELETES_RECORD_FILES } from './uploads.policy.js';
