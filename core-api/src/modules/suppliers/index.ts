// Public surface of the suppliers module: the module, the Supplier model and its kinds and CIS statuses (later
// modules refer to suppliers by foreign key and show their names), and the demo seed.
export { suppliersModule } from './suppliers.module.js';
export {
  CIS_DEDUCTION_PERCENT,
  CIS_KINDS,
  CIS_STATUSES,
  SUPPLIER_KINDS,
  Supplier,
  type CisStatus,
  type SupplierKind,
} from './supplier.model.js';
export { seedDemoSuppliers } from './suppliers.seed.js';
export { cisPaymentsIn, type CisInvoiceTable, type CisPaymentRow } from './cis-payments.read.js';
