// Shared wording for the superadmin screens: company statuses and dates.
import type { CompanyStatus } from '../../generated/graphql';

export const COMPANY_STATUSES: readonly CompanyStatus[] = ['active', 'suspended', 'cancelled'];

export const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<CompanyStatus, string> = {
  active: 'green',
  suspended: 'orange',
  cancelled: 'gray',
};

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
