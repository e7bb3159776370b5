// What the materials lists export (decision 0065): requests and purchase orders as their lists show them;
// prices only for those who see material prices (the presenter's own rule).
import { defineExport, personText, statusText } from '../../kit/export.js';
import { seesMaterialPrices } from './materials.policy.js';
import type { PoSummaryJson, RequestSummaryJson } from './materials.presenter.js';

export const materialRequestsExport = defineExport<RequestSummaryJson>({
  name: 'material-requests',
  title: 'Material requests',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (r) => r.reference, width: 12 },
    { header: 'Project number', value: (r) => r.project.project_number, width: 12 },
    { header: 'Project', value: (r) => r.project.name, width: 28 },
    { header: 'Requested by', value: (r) => personText(r.requested_by) },
    { header: 'Required by', kind: 'date', value: (r) => r.required_by },
    { header: 'Lines', kind: 'number', value: (r) => r.line_count, width: 8 },
    { header: 'Status', value: (r) => statusText(r.status), width: 14 },
    { header: 'Requested', kind: 'date', value: (r) => r.created_at },
  ],
});

export const purchaseOrdersExport = defineExport<PoSummaryJson>({
  name: 'purchase-orders',
  title: 'Purchase orders',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (p) => p.reference, width: 12 },
    { header: 'Project number', value: (p) => p.project.project_number, width: 12 },
    { header: 'Project', value: (p) => p.project.name, width: 28 },
    { header: 'Supplier', value: (p) => p.supplier.name, width: 24 },
    { header: 'Request', value: (p) => p.request_reference, width: 12 },
    { header: 'Status', value: (p) => statusText(p.status), width: 14 },
    { header: 'Delivery', kind: 'date', value: (p) => p.delivery_date },
    { header: 'Net (£)', kind: 'money', value: (p) => p.net_pence, visible: seesMaterialPrices },
    { header: 'VAT (£)', kind: 'money', value: (p) => p.vat_pence, visible: seesMaterialPrices },
    { header: 'Gross (£)', kind: 'money', value: (p) => p.gross_pence, visible: seesMaterialPrices },
    { header: 'Raised', kind: 'date', value: (p) => p.created_at },
  ],
});
