// Public surface of the labour module: the module, the labour cost per project, and its invoices with their
// arithmetic (the accounting module posts approved ones as bills).
export { labourModule } from './labour.module.js';
export { labourCostsByProject } from './labour.contributions.js';
export { LINE_TREATMENT, labourInvoiceFigures, taxMonthOf, type TaxMonth } from './cis.js';
export { LabourInvoice, type LabourInvoiceLine } from './labour-invoice.model.js';
export { cisMonthOf, cisPaymentsBetween } from './labour.cis-month.js';
