// What the enquiries list exports (decision 0065): its rows as the list shows them (supervisors and up only, as
// the list itself).
import { defineExport, personText, statusText } from '../../kit/export.js';
import type { EnquiryJson } from './enquiries.presenter.js';

export const enquiriesExport = defineExport<EnquiryJson>({
  name: 'enquiries',
  title: 'Enquiries',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (e) => e.reference, width: 12 },
    { header: 'Title', value: (e) => e.title, width: 32 },
    { header: 'Client', value: (e) => e.client_name, width: 24 },
    { header: 'Contact', value: (e) => e.client_contact_name },
    { header: 'Site postcode', value: (e) => e.site_postcode, width: 12 },
    { header: 'Source', value: (e) => e.source },
    { header: 'Received', kind: 'date', value: (e) => e.received_date },
    { header: 'Tender due', kind: 'date', value: (e) => e.tender_due_date },
    { header: 'Estimator', value: (e) => personText(e.estimator) },
    { header: 'Status', value: (e) => statusText(e.status), width: 12 },
    { header: 'Reason', value: (e) => e.status_reason, width: 28 },
  ],
});
