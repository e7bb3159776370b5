// Public surface of the materials module: the module, its models (later modules may refer to orders) and the
// costs per project.
export { materialsModule } from './materials.module.js';
export { MaterialRequest } from './material-request.model.js';
export { PurchaseOrder } from './purchase-order.model.js';
export { PurchaseOrderLine } from './purchase-order-line.model.js';
export { SupplierInvoice } from './supplier-invoice.model.js';
export { materialCostsByProject } from './materials.contributions.js';
