// Public surface of the applications module: the module and the pure valuation arithmetic (shared with web).
export { applicationsModule } from './applications.module.js';
export { Application } from './application.model.js';
export { valuationTotals, REVERSE_CHARGE_WORDING } from '@sitebase/shared';
