// Public surface of the enquiries module: the module, the models and statuses later modules may refer to, and
// the estimate totals rule (docs/decisions/0029-estimate-totals.md).
export { enquiriesModule } from './enquiries.module.js';
export { ENQUIRY_STATUSES, Enquiry, type EnquiryStatus } from './enquiry.model.js';
export { ESTIMATE_STATUSES, Estimate, type EstimateStatus } from './estimate.model.js';
export { ESTIMATE_SECTIONS, EstimateLine, type EstimateSection } from './estimate-line.model.js';
export { estimateTotals, type EstimateTotals } from './estimate-totals.js';
export { acceptedEstimateSchedule, type EstimateSchedule } from './estimate-schedule.js';
