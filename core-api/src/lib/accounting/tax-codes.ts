// Owns suggesting how our VAT codes map to an organisation's own tax codes (decision 0079), from the rates the
// service lists — never assumed: a company may have renamed, added or removed rates. Per direction (purchases on
// bills and orders, sales on invoices), among the active rates that apply to it: the domestic reverse charge is a
// rate the service marks as reverse charge at 20% or 5% (Xero's DRCHARGE… names differ between income and
// expenses and between sources, so the direction comes from CanApplyToRevenue / CanApplyToExpenses, never the
// name; among several at one rate, the one named for construction or "domestic", not an EC acquisition code);
// standard and reduced are the other rates at 20% and 5%; 0% rates are told apart by their names (zero
// rated, exempt, no VAT / outside the scope). A code with no candidate, or with several equally good, is listed
// for the admin to choose; the admin confirms the whole mapping before anything is posted.
import type { VatCode } from '@sitebase/shared';
import type { ProviderTaxRate, TaxCodeMap } from './types.js';

export type MappedCode = VatCode | 'no_vat';
const CODES: readonly MappedCode[] = [
  'standard',
  'reduced',
  'zero',
  'exempt',
  'no_vat',
  'drc',
  'drc_reduced',
];

export interface TaxCodeSuggestion {
  map: TaxCodeMap;
  /** `purchases.drc`… : codes left for the admin (no candidate, or several equally good). */
  unmapped: string[];
  /** Every rate that could serve each code, for the admin's choice. */
  candidates: Record<'purchases' | 'sales', Partial<Record<MappedCode, ProviderTaxRate[]>>>;
}

const zeroKind = (rate: ProviderTaxRate): MappedCode | null => {
  const name = `${rate.name} ${rate.code}`;
  if (/exempt/i.test(name)) return 'exempt';
  if (/no vat|outside|out of scope|not reportable|\bnone\b/i.test(name)) return 'no_vat';
  // Xero's "Zero Rated…", QuickBooks UK's "0.0% Z".
  if (/zero|% Z\b/i.test(name)) return 'zero';
  return null;
};

function kindOf(rate: ProviderTaxRate): MappedCode | null {
  if (rate.reverseCharge)
    return rate.basisPoints === 2000 ? 'drc' : rate.basisPoints === 500 ? 'drc_reduced' : null;
  if (rate.basisPoints === 2000) return 'standard';
  if (rate.basisPoints === 500) return 'reduced';
  if (rate.basisPoints === 0) return zeroKind(rate);
  return null;
}

export function suggestTaxCodes(rates: readonly ProviderTaxRate[]): TaxCodeSuggestion {
  const map: TaxCodeMap = { purchases: {}, sales: {} };
  const candidates: TaxCodeSuggestion['candidates'] = { purchases: {}, sales: {} };
  const unmapped: string[] = [];
  for (const direction of ['purchases', 'sales'] as const) {
    const applies = (r: ProviderTaxRate) =>
      direction === 'sales' ? r.canApplyToRevenue : r.canApplyToExpenses;
    for (const rate of rates.filter((r) => r.active && applies(r))) {
      const kind = kindOf(rate);
      if (kind) (candidates[direction][kind] ??= []).push(rate);
    }
    for (const code of CODES) {
      const options = candidates[direction][code] ?? [];
      // Several reverse charges at one rate: the construction (domestic) one, not an EC acquisition code
      // (QuickBooks UK lists "20.0% RC CIS" beside "20.0% ECG").
      const domestic = options.filter((r) => /\bCIS\b|domestic/i.test(r.name));
      const pool = (code === 'drc' || code === 'drc_reduced') && domestic.length ? domestic : options;
      // A rate made for this direction alone beats one that serves both (Xero's "No VAT" serves both).
      const own = pool.filter((r) => (direction === 'sales' ? !r.canApplyToExpenses : !r.canApplyToRevenue));
      const best = own.length ? own : pool;
      if (best.length === 1) map[direction][code] = best[0]!.code;
      else unmapped.push(`${direction}.${code}`);
    }
  }
  return { map, unmapped, candidates };
}
