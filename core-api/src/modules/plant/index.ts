// Public surface of the plant module: the module, its models and statuses (later modules — labour invoices
// with operated plant — refer to hires), and the hire-cost rule.
export { plantModule } from './plant.module.js';
export { PlantItem, ITEM_STATUSES, OWNERSHIPS } from './plant-item.model.js';
export { PlantRate, RATE_UNITS } from './plant-rate.model.js';
export { PlantRequest, REQUEST_STATUSES } from './plant-request.model.js';
export {
  HIRED_STATUSES,
  hireCostToDate,
  hireCostWithin,
  monthOf,
  regionOf,
  termsOf,
  type HireCost,
  type HireTerms,
} from './plant-cost.js';
export { PlantHireInvoice } from './plant-hire-invoice.model.js';
export { plantNamesFor, takeOffUse } from './plant-off-use.js';
export {
  plantCisInvoices,
  plantCisPayments,
  type PlantCisInvoiceRow,
  type PlantCisPaymentRow,
} from './plant-hire-invoices.service.js';
