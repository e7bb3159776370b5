// What the applications lists export (decision 0065): applications and their templates as the lists show them
// (supervisors and up, as the lists).
import { defineExport, statusText } from '../../kit/export.js';
import type { ApplicationSummaryJson, TemplateSummaryJson } from './applications.presenter.js';

export const applicationsExport = defineExport<ApplicationSummaryJson>({
  name: 'applications',
  title: 'Applications',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Project number', value: (a) => a.project.project_number, width: 12 },
    { header: 'Project', value: (a) => a.project.name, width: 28 },
    { header: 'Application', kind: 'number', value: (a) => a.number, width: 10 },
    { header: 'Template', value: (a) => a.template.name, width: 24 },
    { header: 'Valuation date', kind: 'date', value: (a) => a.valuation_date },
    { header: 'Status', value: (a) => statusText(a.status), width: 12 },
    { header: 'Total (£)', kind: 'money', value: (a) => a.total_pence },
    { header: 'Outstanding (£)', kind: 'money', value: (a) => a.outstanding_pence },
    { header: 'Final date for payment', kind: 'date', value: (a) => a.final_date },
    { header: 'Next deadline', value: (a) => a.next_deadline?.label, width: 24 },
    { header: 'Next deadline date', kind: 'date', value: (a) => a.next_deadline?.date },
    { header: 'Alert', value: (a) => a.alert?.message, width: 32 },
  ],
});

export const applicationTemplatesExport = defineExport<TemplateSummaryJson>({
  name: 'application-templates',
  title: 'Application templates',
  formats: ['csv'],
  columns: [
    { header: 'Template', value: (t) => t.name, width: 24 },
    { header: 'Project number', value: (t) => t.project.project_number, width: 12 },
    { header: 'Project', value: (t) => t.project.name, width: 28 },
    { header: 'Contract sum (£)', kind: 'money', value: (t) => t.contract_sum_pence },
    { header: 'Applications', kind: 'number', value: (t) => t.application_count },
    { header: 'Created', kind: 'date', value: (t) => t.created_at },
  ],
});
