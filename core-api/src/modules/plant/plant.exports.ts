// What the plant lists export (decision 0065): requests and hires, the register and the supplier rates as their
// lists show them; rates and hire costs only for those who see them (supervisors and up, the presenter's rule).
import { defineExport, personText, statusText } from '../../kit/export.js';
import { ITEM_STATUS_LABELS, REQUEST_STATUS_LABELS, seesAllPlant } from './plant.policy.js';
import type { PlantItemJson, PlantRateJson, PlantRequestJson } from './plant.presenter.js';

export const plantRequestsExport = defineExport<PlantRequestJson>({
  name: 'plant-requests',
  title: 'Plant requests and hires',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (r) => r.reference, width: 12 },
    { header: 'Project number', value: (r) => r.project.project_number, width: 12 },
    { header: 'Project', value: (r) => r.project.name, width: 28 },
    { header: 'Requested by', value: (r) => personText(r.requested_by) },
    { header: 'Category', value: (r) => r.category },
    { header: 'Quantity', kind: 'number', value: (r) => r.quantity, width: 8 },
    { header: 'From', kind: 'date', value: (r) => r.required_from },
    { header: 'Until', kind: 'date', value: (r) => r.required_until },
    { header: 'With operator', value: (r) => r.with_operator },
    { header: 'Status', value: (r) => REQUEST_STATUS_LABELS[r.status], width: 16 },
    { header: 'Supplier', value: (r) => r.supplier?.name },
    { header: 'Hire reference', value: (r) => r.hire_reference },
    { header: 'On hire', kind: 'date', value: (r) => r.on_hire_date },
    { header: 'Off hire', kind: 'date', value: (r) => r.off_hire_date },
    { header: 'Days on hire', kind: 'number', value: (r) => r.chargeable_days },
    { header: 'Rate (£)', kind: 'money', value: (r) => r.rate_pence, visible: seesAllPlant },
    { header: 'Per', value: (r) => r.rate_unit, visible: seesAllPlant, width: 8 },
    { header: 'Cost to date (£)', kind: 'money', value: (r) => r.cost?.total_pence, visible: seesAllPlant },
  ],
});

export const plantItemsExport = defineExport<PlantItemJson>({
  name: 'plant-register',
  title: 'Plant register',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Asset number', value: (i) => i.asset_number, width: 12 },
    { header: 'Description', value: (i) => i.description, width: 28 },
    { header: 'Category', value: (i) => i.category },
    { header: 'Ownership', value: (i) => statusText(i.ownership), width: 10 },
    { header: 'Supplier', value: (i) => i.supplier?.name },
    { header: 'Hire reference', value: (i) => i.hire_reference },
    { header: 'Status', value: (i) => ITEM_STATUS_LABELS[i.status], width: 16 },
    { header: 'Project', value: (i) => i.current_project?.name, width: 28 },
    { header: 'LOLER due', kind: 'date', value: (i) => i.loler_due_date },
    { header: 'PUWER due', kind: 'date', value: (i) => i.puwer_due_date },
  ],
});

export const plantRatesExport = defineExport<PlantRateJson>({
  name: 'plant-rates',
  title: 'Plant rates',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Supplier', value: (r) => r.supplier.name, width: 24 },
    { header: 'Category', value: (r) => r.category },
    { header: 'Rate (£)', kind: 'money', value: (r) => r.rate_pence },
    { header: 'Per', value: (r) => r.rate_unit, width: 8 },
    { header: 'Delivery (£)', kind: 'money', value: (r) => r.delivery_pence },
    { header: 'Collection (£)', kind: 'money', value: (r) => r.collection_pence },
    { header: 'Valid from', kind: 'date', value: (r) => r.valid_from },
    { header: 'Valid to', kind: 'date', value: (r) => r.valid_to },
  ],
});
