// Public surface of the labour module: the module and the labour cost per project.
export { labourModule } from './labour.module.js';
export { labourCostsByProject } from './labour.contributions.js';
export { taxMonthOf, type TaxMonth } from './cis.js';
