// Public surface of the reports module: the module, and who opens which report (web's page follows the index).
export { reportsModule } from './reports.module.js';
export { REPORT_ACCESS, REPORTS_MIN_ROLE } from './reports.policy.js';
