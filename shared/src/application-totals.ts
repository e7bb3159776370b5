// The arithmetic of an application for payment, in integer pence (docs/decisions/0038-retention-and-vat.md).
// core-api computes and stores with it and the web editor shows its live figures with it (one file, not a copy:
// docs/decisions/0041-shared-package.md), so the editor's figures are the server's to the penny.
// Rounding is decision 0019's (money.ts): half up (half away from zero) to the penny, in BigInt, once per figure.
//   line value to date   = contract value × cumulative % (2 decimals), or the value entered
//   gross valuation      = Σ line values + Σ approved variations + Σ materials on site
//   retention            = gross × the retention rate at the valuation date (full; reduced after practical
//                          completion; nil after the end of the rectification period)
//   net valuation        = gross − retention
//   amount due           = net valuation − previously certified
//   VAT                  = 20% of the amount due (standard), or shown but not charged (domestic reverse charge)
//   total                = amount due + VAT charged

import { DRC_INVOICE_WORDING, divideHalfUp, pence, safe as safePence, type MoneyFault } from './money.js';

export type ApplicationVatTreatment = 'standard' | 'drc';
export type VariationStatus = 'pending' | 'approved' | 'rejected';
export type RetentionStage = 'full' | 'after_practical_completion' | 'released';

/** HMRC's example wording (VATREVCON37100): money.ts's DRC_INVOICE_WORDING. */
export const REVERSE_CHARGE_WORDING = DRC_INVOICE_WORDING;
export const STANDARD_VAT_BASIS_POINTS = 2000;

export interface ValuationLineInput {
  contract_value_pence: number;
  /** Cumulative percent complete (0–100, at most 2 decimals); used when value_pence is null. */
  percent?: number | string | null;
  /** Cumulative value complete in pence; wins over percent when given. */
  value_pence?: number | null;
}

export interface ValuationInput {
  lines: readonly ValuationLineInput[];
  variations: readonly { value_pence: number; status: VariationStatus }[];
  materials_on_site: readonly { value_pence: number }[];
  /** The retention rate that applies at the valuation date (0–100, at most 2 decimals). */
  retention_percent: number | string;
  previously_certified_pence: number;
  vat_treatment: ApplicationVatTreatment;
}

export interface ValuationTotals {
  line_values_pence: number[];
  work_done_pence: number;
  variations_pence: number;
  materials_on_site_pence: number;
  gross_pence: number;
  retention_pence: number;
  net_valuation_pence: number;
  previously_certified_pence: number;
  amount_due_pence: number;
  vat_pence: number;
  reverse_charge_vat_pence: number;
  total_pence: number;
  vat_wording: string | null;
}

export class ValuationError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'ValuationError';
  }
}

const valuationFault: MoneyFault = (message) => new ValuationError(message);

function big(value: number, what: string): bigint {
  return pence(value, what, valuationFault);
}

function safe(value: bigint, what: string): number {
  return safePence(value, what, valuationFault, 'is too large');
}

/** A percent 0–100 with at most 2 decimals, in hundredths of a percent (12.5 → 1250n); else ValuationError. */
export function percentHundredths(value: number | string, what = 'Percentage'): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new ValuationError(`${what} must be between 0 and 100 with at most 2 decimals`);
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  if (hundredths > 10_000n) throw new ValuationError(`${what} must be between 0 and 100`);
  return hundredths;
}

/** `percent` % of `amount` pence, rounded half up to the penny. */
export function percentOfPence(amountPence: number, percent: number | string, what = 'Percentage'): number {
  return safe(divideHalfUp(big(amountPence, 'Amount') * percentHundredths(percent, what), 10_000n), what);
}

/** A line's cumulative value to date: the value entered, or its percent of the contract value. */
export function lineValueToDate(line: ValuationLineInput): number {
  if (line.value_pence !== null && line.value_pence !== undefined) {
    return safe(big(line.value_pence, 'Value complete'), 'Value complete');
  }
  return percentOfPence(line.contract_value_pence, line.percent ?? 0, 'Percent complete');
}

/** The retention stage at `valuationDate` (YYYY-MM-DD strings compare as dates). */
export function retentionStage(
  valuationDate: string,
  practicalCompletionDate: string | null | undefined,
  rectificationEndDate: string | null | undefined,
): RetentionStage {
  if (rectificationEndDate && valuationDate >= rectificationEndDate) return 'released';
  if (practicalCompletionDate && valuationDate >= practicalCompletionDate)
    return 'after_practical_completion';
  return 'full';
}

/** The retention percent for a stage: the full rate, the reduced rate after practical completion, or nil. */
export function retentionPercentFor(
  stage: RetentionStage,
  fullPercent: number | string,
  afterPracticalCompletionPercent: number | string,
): string {
  if (stage === 'released') return '0';
  return String(stage === 'full' ? fullPercent : afterPracticalCompletionPercent);
}

/** Every figure of an application, from its lines, variations, materials on site and the rates. */
export function valuationTotals(input: ValuationInput): ValuationTotals {
  const lineValues = input.lines.map(lineValueToDate);
  const sum = (values: readonly number[], what: string) =>
    values.reduce((total, v) => total + big(v, what), 0n);
  const work = sum(lineValues, 'Value complete');
  const variations = sum(
    input.variations.filter((v) => v.status === 'approved').map((v) => v.value_pence),
    'Variation value',
  );
  const materials = sum(
    input.materials_on_site.map((m) => m.value_pence),
    'Materials on site',
  );
  const gross = work + variations + materials;
  const retention = divideHalfUp(gross * percentHundredths(input.retention_percent, 'Retention'), 10_000n);
  const net = gross - retention;
  const previous = big(input.previously_certified_pence, 'Previously certified');
  const due = net - previous;
  const vat = divideHalfUp(due * BigInt(STANDARD_VAT_BASIS_POINTS), 10_000n);
  const drc = input.vat_treatment === 'drc';
  return {
    line_values_pence: lineValues,
    work_done_pence: safe(work, 'Work done'),
    variations_pence: safe(variations, 'Variations'),
    materials_on_site_pence: safe(materials, 'Materials on site'),
    gross_pence: safe(gross, 'Gross valuation'),
    retention_pence: safe(retention, 'Retention'),
    net_valuation_pence: safe(net, 'Net valuation'),
    previously_certified_pence: safe(previous, 'Previously certified'),
    amount_due_pence: safe(due, 'Amount due'),
    vat_pence: drc ? 0 : safe(vat, 'VAT'),
    reverse_charge_vat_pence: drc ? safe(vat, 'VAT') : 0,
    total_pence: safe(drc ? due : due + vat, 'Total'),
    vat_wording: drc ? REVERSE_CHARGE_WORDING : null,
  };
}
