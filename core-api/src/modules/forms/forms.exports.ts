// What the form submissions list exports (decision 0065): the forms the reader may see, as the list shows them
// (others' drafts stay hidden: the list's own rule).
import { defineExport, personText, statusText } from '../../kit/export.js';
import type { SubmissionSummaryJson } from './forms.schema.js';

export const formSubmissionsExport = defineExport<SubmissionSummaryJson>({
  name: 'form-submissions',
  title: 'Form submissions',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (s) => s.reference, width: 12 },
    { header: 'Form', value: (s) => s.template.name, width: 24 },
    { header: 'Category', value: (s) => statusText(s.template.category), width: 14 },
    { header: 'Project number', value: (s) => s.project.project_number, width: 12 },
    { header: 'Project', value: (s) => s.project.name, width: 28 },
    { header: 'Submitted by', value: (s) => personText(s.submitted_by) },
    { header: 'Severity', value: (s) => statusText(s.severity), width: 10 },
    { header: 'Status', value: (s) => statusText(s.status), width: 12 },
    { header: 'Submitted', kind: 'date', value: (s) => s.submitted_at },
    { header: 'Created', kind: 'date', value: (s) => s.created_at },
  ],
});
