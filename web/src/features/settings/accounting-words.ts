// What the accounting section says: what each service's connection may do (its permissions in plain words),
// the connection's states, SiteBase's VAT codes as the mapping form names them, and the CIS note.
import { VAT_CODE_INFO } from '@sitebase/shared';

export const SCOPE_NOTES: Record<string, string> = {
  xero: 'SiteBase reads your organisation’s tax rates and accounts, adds your suppliers and clients as contacts, sends bills, sales invoices and purchase orders, and reads back what has been paid. It cannot see your bank transactions or change your organisation’s settings.',
  quickbooks:
    'SiteBase reads your company’s tax codes and accounts, adds your suppliers and clients, sends bills, invoices and purchase orders, and reads back what has been paid (QuickBooks’ one accounting permission).',
};

/** The sign-in parts of a grant, which say nothing about the books. */
const IDENTITY_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

/** The permissions worth naming to an admin: the service's own, not the sign-in ones. */
export function bookScopes(scopes: readonly string[]): string[] {
  return scopes.filter((s) => !IDENTITY_SCOPES.has(s));
}

export function scopeNote(provider: string, scopes: readonly string[]): string {
  return SCOPE_NOTES[provider] ?? `SiteBase asks for these permissions: ${bookScopes(scopes).join(', ')}.`;
}

export const CONNECTION_STATUS: Record<string, { label: string; palette: string }> = {
  connected: { label: 'Connected', palette: 'green' },
  choosing_organisation: { label: 'Choose the organisation', palette: 'orange' },
  needs_reconnecting: { label: 'Needs reconnecting', palette: 'red' },
};

export const TAX_CODES = ['standard', 'reduced', 'zero', 'exempt', 'no_vat', 'drc', 'drc_reduced'] as const;
export type TaxCode = (typeof TAX_CODES)[number];
export type Direction = 'purchases' | 'sales';

export const TAX_CODE_LABELS: Record<TaxCode, string> = {
  standard: VAT_CODE_INFO.standard.label,
  reduced: VAT_CODE_INFO.reduced.label,
  zero: VAT_CODE_INFO.zero.label,
  exempt: VAT_CODE_INFO.exempt.label,
  no_vat: 'No VAT (outside the scope)',
  drc: VAT_CODE_INFO.drc.label,
  drc_reduced: VAT_CODE_INFO.drc_reduced.label,
};

export const DIRECTIONS: Record<Direction, { title: string; note: string }> = {
  purchases: { title: 'Purchases', note: 'Bills and purchase orders' },
  sales: { title: 'Sales', note: 'Applications for payment' },
};

export type AccountRole = 'expense' | 'revenue' | 'cis';

export const ACCOUNT_LABELS: Record<AccountRole, { label: string; help: string }> = {
  expense: { label: 'Expense account', help: 'Costs on bills and purchase orders' },
  revenue: { label: 'Sales account', help: 'What applications for payment bring in' },
  cis: { label: 'CIS deductions account', help: 'The CIS withheld from subcontractors, on its own line' },
};

/** Why SiteBase posts CIS bills the way it does, and where the monthly return comes from. */
export function cisNote(services: readonly string[]): string {
  const names = services.join(' and ');
  return (
    `${names} ${services.length > 1 ? 'do' : 'does'} not let other software record a bill as a CIS bill. ` +
    'SiteBase posts each subcontractor’s bill with the CIS deduction on a line of its own, to the CIS ' +
    'deductions account you choose, so the bill comes to what you actually pay them. File your monthly CIS300 ' +
    `return from SiteBase’s own CIS figures (Labour → CIS month), not from the CIS reports in ${names}.`
  );
}
