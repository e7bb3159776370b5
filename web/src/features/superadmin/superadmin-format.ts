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

/** Superadmin pages print dates as every other page does: dd/mm/yyyy HH:mm in Europe/London. */
export { formatDateTime } from '../../lib/format';
