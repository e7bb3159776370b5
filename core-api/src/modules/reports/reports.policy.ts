// Owns who reads which report. A report shows figures its reader could already read elsewhere, so each report
// takes the lowest role of the module its figures come from: applications by project follows the applications
// module (APPLICATIONS_MIN_ROLE: supervisors and up, who see every project of their company); the CIS summary is
// commercial tax data, as the labour module's CIS month, managers and up. An API key reads a report with the
// read scope of the module its figures come from (decision 0084); the VAT summary, over four modules' invoices,
// with a scope of its own (decision 0086).
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { ApiScope } from '../../lib/api-keys.js';
import type { Role } from '../../models/index.js';
import { APPLICATIONS_MIN_ROLE } from '../applications/index.js';

export const REPORT_KEYS = ['applications', 'cis', 'vat', 'plant', 'cvr', 'cost_to_complete'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export interface ReportAccess {
  minRole: Role;
  keyScope: ApiScope;
}

export const REPORT_ACCESS: Readonly<Record<ReportKey, ReportAccess>> = {
  applications: { minRole: APPLICATIONS_MIN_ROLE, keyScope: 'applications:read' },
  cis: { minRole: 'manager', keyScope: 'labour:read' },
  // The VAT summary (decision 0086): commercial, managers and up; its figures come from four modules, so it has a
  // scope of its own rather than handing one module's key the others' invoices.
  vat: { minRole: 'manager', keyScope: 'vat:read' },
  // Plant utilisation (decision 0086): as the plant module's hires and costs, supervisors and up.
  plant: { minRole: 'supervisor', keyScope: 'plant:read' },
  // Commercial: managers and up. Each project's margins and forecasts come from every module's costs, so a key
  // reads them with a scope of its own (as the VAT summary), not a widget's dashboards:read (decision 0085).
  cvr: { minRole: 'manager', keyScope: 'cvr:read' },
  cost_to_complete: { minRole: 'manager', keyScope: 'cvr:read' },
};

/** The lowest role that opens any report: the reports page and its index. */
export const REPORTS_MIN_ROLE: Role = [...REPORT_KEYS]
  .map((k) => REPORT_ACCESS[k].minRole)
  .reduce((low, r) => (roleAtLeast(low, r) ? r : low));

/** The reports this reader may open, in the order the page shows them. */
export function readableReports(actor: Actor): ReportKey[] {
  return REPORT_KEYS.filter((k) => roleAtLeast(actor.role, REPORT_ACCESS[k].minRole));
}
