// Public surface of the settings module: the module, and the reads projects make of company defaults.
export { settingsModule } from './settings.module.js';
export {
  companyVatRegistered,
  getProjectDefaults,
  getProjectFolderTemplate,
  type ProjectDefaults,
} from './settings.service.js';
export { updateSettingsSchema } from './settings.schema.js';
