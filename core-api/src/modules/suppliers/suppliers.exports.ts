// What the suppliers list exports (decision 0065): the firms as the list shows them, with their VAT and CIS
// details (the list is for supervisors and up).
import { defineExport, statusText } from '../../kit/export.js';
import type { SupplierJson } from './suppliers.presenter.js';

export const suppliersExport = defineExport<SupplierJson>({
  name: 'suppliers',
  title: 'Suppliers',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Name', value: (s) => s.name, width: 28 },
    { header: 'Kinds', value: (s) => s.kinds.map(statusText).join(', '), width: 24 },
    { header: 'Contact', value: (s) => s.contact_name },
    { header: 'Email', value: (s) => s.email, width: 26 },
    { header: 'Phone', value: (s) => s.phone, width: 16 },
    { header: 'Account number', value: (s) => s.account_number },
    { header: 'VAT number', value: (s) => s.vat_number },
    { header: 'CIS status', value: (s) => statusText(s.cis_status), width: 12 },
    { header: 'CIS deduction %', kind: 'number', value: (s) => s.cis_deduction_percent },
    { header: 'UTR', value: (s) => s.utr },
    { header: 'Verification number', value: (s) => s.verification_number },
    { header: 'Active', value: (s) => s.is_active },
  ],
});
