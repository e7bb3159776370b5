// The mapping form's starting values and checks: the confirmed mapping, or the one suggested from the
// organisation's own rates; accounts chosen, or a sensible first guess by type (never a CIS-flagged account,
// which the service refuses on posted lines) for the admin to confirm.
import type { AccountingSetupFieldsFragment } from '../../generated/graphql';
import { TAX_CODES, type AccountRole, type Direction, type TaxCode } from './accounting-words';

export type Codes = Record<TaxCode, string>;
export interface MappingValues {
  purchases: Codes;
  sales: Codes;
  accounts: Record<AccountRole, string>;
}

type Setup = AccountingSetupFieldsFragment;
type Account = Setup['accounts'][number];

const codesOf = (given: Partial<Record<TaxCode, string | null>> | null | undefined): Codes =>
  Object.fromEntries(TAX_CODES.map((c) => [c, given?.[c] ?? ''])) as Codes;

/** The first usable account of `type`, preferring one whose name fits. */
function guess(accounts: readonly Account[], type: string, prefer: RegExp): string {
  const usable = accounts.filter((a) => a.type === type && !a.cis_flagged);
  return (usable.find((a) => prefer.test(a.name)) ?? usable[0])?.code ?? '';
}

export function initialValues(setup: Setup): MappingValues {
  const mapping = setup.tax_mapping ?? setup.suggested;
  const chosen = setup.accounts_chosen;
  return {
    purchases: codesOf(mapping.purchases),
    sales: codesOf(mapping.sales),
    accounts: {
      expense:
        chosen?.expense ?? guess(setup.accounts, 'expense', /cost of (goods|sales)|purchases|materials/i),
      revenue: chosen?.revenue ?? guess(setup.accounts, 'revenue', /sales|income/i),
      cis: chosen?.cis ?? guess(setup.accounts, 'liability', /\bCIS\b/i),
    },
  };
}

/** The organisation's rates for one direction (purchases on bills, sales on invoices). */
export function ratesFor(setup: Setup, direction: Direction) {
  return setup.tax_rates.filter((r) => (direction === 'sales' ? r.sales : r.purchases));
}

export const CHOOSE_CODE = 'Choose a tax code';
export const CHOOSE_ACCOUNT = 'Choose an account';

/** Field key (`purchases.drc`, `accounts.cis`) → what is missing. */
export function missing(values: MappingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const direction of ['purchases', 'sales'] as const)
    for (const code of TAX_CODES) if (!values[direction][code]) errors[`${direction}.${code}`] = CHOOSE_CODE;
  for (const role of ['expense', 'revenue', 'cis'] as const)
    if (!values.accounts[role]) errors[`accounts.${role}`] = CHOOSE_ACCOUNT;
  return errors;
}
