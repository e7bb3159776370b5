// The application editor's draft (what the fields hold as typed) and how it becomes core-api's input and the
// live totals — worked by @sitebase/shared's application-totals.ts, the very file core-api computes with, so
// the figures shown while typing are the server's to the penny.
import { parseUkDate, penceToPoundsInput, poundsToPence } from '../../lib/format';
import {
  reverseChargeDecision,
  retentionPercentFor,
  retentionStage,
  valuationTotals,
  type ReverseChargeDecision,
  type ValuationTotals,
  type VariationStatus,
} from '@sitebase/shared';

/**
 * The VAT the editor works to, as core-api decides it (application-valuation.ts, decision 0049): 'drc' means
 * the reverse charge can apply and the 5% disregard decides; 'not_registered' means no VAT at all.
 */
export type EditorVat = 'standard' | 'drc' | 'not_registered';

export interface ScheduleRow {
  line_id: string;
  reference: string;
  description: string;
  contract_value_pence: number;
  previous_value_pence: number;
  cis_specified: boolean;
}

export interface LineDraft {
  mode: 'percent' | 'value';
  percent: string;
  value: string;
}

export interface VariationDraft {
  reference: string;
  description: string;
  value: string;
  status: VariationStatus;
  /** A CIS-specified service (5% disregard); new variations start specified. */
  cis: boolean;
}

export interface MaterialDraft {
  description: string;
  value: string;
}

export interface ValuationDraft {
  valuationDate: string;
  lines: LineDraft[];
  variations: VariationDraft[];
  materials: MaterialDraft[];
}

export interface RetentionRates {
  full_percent: number;
  after_pc_percent: number;
  practical_completion_date: string | null;
  rectification_end_date: string | null;
}

export function lineDraft(percent: number | null, valuePence: number | null): LineDraft {
  return valuePence != null
    ? { mode: 'value', percent: '', value: penceToPoundsInput(valuePence) }
    : { mode: 'percent', percent: percent == null ? '0' : String(percent), value: '' };
}

/** A signed amount in pounds (variations may be omissions) → pence, or null. */
function signedPence(text: string): number | null {
  const t = text.trim();
  if (t.startsWith('-')) {
    const p = poundsToPence(t.slice(1));
    return p == null ? null : -p;
  }
  return poundsToPence(t);
}

export interface Built {
  input: {
    valuation_date: string;
    lines: { line_id: string; percent: number | null; value_pence: number | null }[];
    variations: {
      reference: string;
      description: string;
      value_pence: number;
      status: string;
      cis_specified: boolean;
    }[];
    materials_on_site: { description: string; value_pence: number }[];
  } | null;
  error: string | null;
  totals: ValuationTotals | null;
  /** The 5% disregard's decision where the reverse charge can apply. */
  decision: ReverseChargeDecision | null;
  retentionPercent: string;
}

export function buildValuation(
  draft: ValuationDraft,
  schedule: ScheduleRow[],
  rates: RetentionRates,
  previouslyCertified: number,
  vat: EditorVat,
): Built {
  const date = parseUkDate(draft.valuationDate);
  const stage = retentionStage(
    date ?? '0000-00-00',
    rates.practical_completion_date,
    rates.rectification_end_date,
  );
  const retentionPercent = retentionPercentFor(stage, rates.full_percent, rates.after_pc_percent);
  const fail = (error: string): Built => ({
    input: null,
    error,
    totals: null,
    decision: null,
    retentionPercent,
  });
  if (!date) return fail('Valuation date must be a date as dd/mm/yyyy');
  const lines: NonNullable<Built['input']>['lines'] = [];
  for (const [i, l] of draft.lines.entries()) {
    const row = schedule[i]!;
    if (l.mode === 'value') {
      const v = poundsToPence(l.value);
      if (v == null) return fail(`${row.reference}: value complete must be an amount in pounds`);
      if (v > row.contract_value_pence)
        return fail(`${row.reference}: Value complete cannot be more than the line’s contract value`);
      lines.push({ line_id: row.line_id, percent: null, value_pence: v });
    } else {
      const p = l.percent.trim() === '' ? 0 : Number(l.percent);
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(l.percent.trim() || '0') || p > 100) {
        return fail(`${row.reference}: Percent complete must be between 0 and 100 with at most 2 decimals`);
      }
      lines.push({ line_id: row.line_id, percent: p, value_pence: null });
    }
  }
  const variations: NonNullable<Built['input']>['variations'] = [];
  for (const v of draft.variations) {
    const value = signedPence(v.value);
    if (value == null)
      return fail(`Variation ${v.reference || ''}: value must be an amount in pounds`.replace('  ', ' '));
    variations.push({
      reference: v.reference,
      description: v.description,
      value_pence: value,
      status: v.status,
      cis_specified: v.cis,
    });
  }
  const materials: NonNullable<Built['input']>['materials_on_site'] = [];
  for (const m of draft.materials) {
    const value = poundsToPence(m.value);
    if (value == null) return fail('Materials on site: value must be an amount in pounds');
    materials.push({ description: m.description, value_pence: value });
  }
  const totalsAt = (treatment: 'standard' | 'drc') =>
    valuationTotals({
      lines: lines.map((l, i) => ({
        contract_value_pence: schedule[i]!.contract_value_pence,
        percent: l.percent,
        value_pence: l.value_pence,
      })),
      variations: variations.map((v) => ({
        value_pence: v.value_pence,
        status: v.status as VariationStatus,
      })),
      materials_on_site: materials,
      retention_percent: retentionPercent,
      previously_certified_pence: previouslyCertified,
      vat_treatment: treatment,
    });
  let totals = totalsAt('standard');
  let decision: ReverseChargeDecision | null = null;
  if (vat === 'not_registered') {
    totals = { ...totals, vat_pence: 0, reverse_charge_vat_pence: 0, total_pence: totals.amount_due_pence };
  } else if (vat === 'drc') {
    // One supply: the cumulative valuation, each part coded (materials on site go with the works).
    decision = reverseChargeDecision([
      ...totals.line_values_pence.map((v, i) => ({
        net_pence: v,
        cis_specified: schedule[i]!.cis_specified,
      })),
      ...variations
        .filter((v) => v.status === 'approved')
        .map((v) => ({ net_pence: v.value_pence, cis_specified: v.cis_specified })),
      { net_pence: totals.materials_on_site_pence, cis_specified: true },
    ]);
    if (decision.reverse_charge) totals = totalsAt('drc');
  }
  return {
    input: { valuation_date: date, lines, variations, materials_on_site: materials },
    error: null,
    totals,
    decision,
    retentionPercent,
  };
}

/** A signed pence amount → the pounds a field shows ("-150.55" for an omission). */
export function penceInput(pence: number): string {
  return pence < 0 ? `-${penceToPoundsInput(-pence)}` : penceToPoundsInput(pence);
}
