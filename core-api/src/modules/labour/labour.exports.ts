// What the labour lists export (decision 0065): operatives, timesheets and labour invoices as their lists show
// them; rates and costs only for those who see labour rates, and an operative's phone and card number only where
// the presenter gives them (it leaves them null for a worker reading someone else).
import { defineExport, statusText } from '../../kit/export.js';
import { seesLabourRates } from './labour.policy.js';
import type { LabourInvoiceSummaryJson, OperativeSummaryJson, TimesheetJson } from './labour.presenter.js';

export const operativesExport = defineExport<OperativeSummaryJson>({
  name: 'operatives',
  title: 'Operatives',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Name', value: (o) => o.name, width: 24 },
    { header: 'Trade', value: (o) => o.trade?.name },
    { header: 'Engagement', value: (o) => statusText(o.engagement), width: 14 },
    { header: 'Supplier', value: (o) => o.supplier?.name },
    { header: 'Rate (£)', kind: 'money', value: (o) => o.rate_pence, visible: seesLabourRates },
    { header: 'Per', value: (o) => o.rate_unit, visible: seesLabourRates, width: 8 },
    { header: 'CSCS card', value: (o) => o.cscs_card_type },
    { header: 'CSCS number', value: (o) => o.cscs_card_number },
    { header: 'CSCS expiry', kind: 'date', value: (o) => o.cscs_expiry },
    { header: 'CSCS state', value: (o) => statusText(o.cscs_state), width: 12 },
    { header: 'Phone', value: (o) => o.phone, width: 16 },
    { header: 'Active', value: (o) => o.is_active },
  ],
});

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const timesheetsExport = defineExport<TimesheetJson>({
  name: 'timesheets',
  title: 'Timesheets',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Week commencing', kind: 'date', value: (t) => t.week_commencing },
    { header: 'Operative', value: (t) => t.operative.name, width: 24 },
    { header: 'Project number', value: (t) => t.project.project_number, width: 12 },
    { header: 'Project', value: (t) => t.project.name, width: 28 },
    ...DAYS.map((day, i) => ({
      header: day,
      kind: 'number' as const,
      value: (t: TimesheetJson) => t.hours[i] ?? 0,
      width: 6,
    })),
    { header: 'Overtime', kind: 'number', value: (t) => t.overtime_hours, width: 9 },
    { header: 'Total hours', kind: 'number', value: (t) => t.total_hours, width: 10 },
    { header: 'Status', value: (t) => statusText(t.status), width: 12 },
    { header: 'Cost (£)', kind: 'money', value: (t) => t.cost_pence, visible: seesLabourRates },
    { header: 'Notes', value: (t) => t.notes, width: 28 },
  ],
});

export const labourInvoicesExport = defineExport<LabourInvoiceSummaryJson>({
  name: 'labour-invoices',
  title: 'Labour invoices',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Reference', value: (i) => i.reference, width: 12 },
    { header: 'Supplier', value: (i) => i.supplier.name, width: 24 },
    { header: 'Supplier reference', value: (i) => i.supplier_reference },
    { header: 'Invoice date', kind: 'date', value: (i) => i.invoice_date },
    { header: 'Period start', kind: 'date', value: (i) => i.period_start },
    { header: 'Period end', kind: 'date', value: (i) => i.period_end },
    { header: 'Net (£)', kind: 'money', value: (i) => i.net_pence },
    { header: 'CIS deduction (£)', kind: 'money', value: (i) => i.cis_deduction_pence },
    { header: 'Payable (£)', kind: 'money', value: (i) => i.payable_pence },
    { header: 'Variance', value: (i) => i.has_variance },
    { header: 'Status', value: (i) => statusText(i.status), width: 12 },
    { header: 'Payment date', kind: 'date', value: (i) => i.payment_date },
  ],
});
