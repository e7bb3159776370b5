// Owns the status tables of labour (decision 0025): timesheets (a worker submits their own; supervisors and up
// approve or reject with a reason; a rejected sheet goes back to draft to be corrected) and labour invoices
// (received → matched → approved → exported → paid, or disputed with a reason from any open state and back to
// received once settled). Matching a clean invoice is a supervisor's; a match with variances, approval,
// export and payment are a manager's (commercial decisions).
import { defineTransitions } from '../../lib/transitions.js';
import type { LabourInvoiceStatus } from './labour-invoice.model.js';
import type { TimesheetStatus } from './timesheet.model.js';

export const TIMESHEET_STATUS = defineTransitions<TimesheetStatus>(
  'timesheet',
  [
    { from: 'draft', to: 'submitted', minRole: 'worker' },
    { from: 'submitted', to: 'approved', minRole: 'supervisor' },
    { from: 'submitted', to: 'rejected', minRole: 'supervisor', reasonRequired: true },
    { from: ['rejected', 'submitted'], to: 'draft', minRole: 'worker' },
  ],
  { alreadyIn: (s) => `Timesheet is already ${s}` },
);

export const LABOUR_INVOICE_STATUS = defineTransitions<LabourInvoiceStatus>(
  'labour_invoice',
  [
    { from: 'received', to: 'matched', minRole: 'supervisor' },
    { from: 'matched', to: 'approved', minRole: 'manager' },
    { from: 'approved', to: 'exported', minRole: 'manager' },
    { from: 'exported', to: 'paid', minRole: 'manager' },
    {
      from: ['received', 'matched', 'approved'],
      to: 'disputed',
      minRole: 'supervisor',
      reasonRequired: true,
    },
    { from: 'disputed', to: 'received', minRole: 'supervisor' },
  ],
  { alreadyIn: (s) => `Labour invoice is already ${s}` },
);
