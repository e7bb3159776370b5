// Public surface of the applications module: the module and the pure valuation arithmetic (shared with web).
export { applicationsModule } from './applications.module.js';
export { Application } from './application.model.js';
export { ApplicationNotice } from './application-notice.model.js';
export { certifiedSum, payableWithVat } from './applications.read.js';
export { valuationTotals, REVERSE_CHARGE_WORDING } from '@sitebase/shared';
export { APPLICATIONS_MIN_ROLE } from './applications.policy.js';
export { NOTIFIED_SUMS_SQL, OUTSTANDING_SQL, PAYABLE_SQL } from './applications.read.js';
export { OUTSTANDING, type ApplicationStatus } from './application.model.js';
