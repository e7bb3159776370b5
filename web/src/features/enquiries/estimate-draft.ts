// The estimate editor's working copy: lines as typed (text fields), the percentages, VAT treatment, valid-until
// (dd/mm/yyyy) and notes; turning it into the save input (pence from £, quantities with ≤ 3 decimals) and
// saying whether it differs from what core-api holds (the unsaved-changes guard).
import type { EstimateFieldsFragment } from '../../generated/graphql';
import { parseUkDate, penceToPoundsInput, poundsToPence, toUkDateInput } from '../../lib/format';
import { scaledDecimal, type Section, type VatCode } from './estimate-totals';

export interface DraftLine {
  key: string;
  id: string | null;
  section: Section;
  description: string;
  quantity: string;
  unit: string;
  unitCost: string;
}

export interface Draft {
  lines: DraftLine[];
  overhead: string;
  profit: string;
  vat: VatCode;
  validUntil: string;
  notes: string;
}

let counter = 0;
export const newKey = () => `line-${++counter}`;

export function draftFrom(estimate: EstimateFieldsFragment): Draft {
  return {
    lines: estimate.lines.map((l) => ({
      key: l.id,
      id: l.id,
      section: l.section,
      description: l.description,
      quantity: String(l.quantity),
      unit: l.unit ?? '',
      unitCost: penceToPoundsInput(l.unit_cost_pence),
    })),
    overhead: String(estimate.overhead_percent),
    profit: String(estimate.profit_percent),
    vat: estimate.vat_code,
    validUntil: toUkDateInput(estimate.valid_until),
    notes: estimate.notes ?? '',
  };
}

/** What the live totals read: a line whose quantity or cost is not yet a number counts as 0. */
export function totalsInput(draft: Draft) {
  return {
    lines: draft.lines.map((l) => ({
      section: l.section,
      quantity: scaledDecimal(l.quantity, 3) === null ? 0 : l.quantity.trim(),
      unit_cost_pence: poundsToPence(l.unitCost) ?? 0,
    })),
    overhead_percent: scaledDecimal(draft.overhead, 2) === null ? 0 : draft.overhead.trim(),
    profit_percent: scaledDecimal(draft.profit, 2) === null ? 0 : draft.profit.trim(),
    vat_code: draft.vat,
  };
}

export function draftErrors(draft: Draft): string[] {
  const errors: string[] = [];
  draft.lines.forEach((l, i) => {
    const n = i + 1;
    if (!l.description.trim()) errors.push(`Line ${n}: description is required`);
    if (scaledDecimal(l.quantity, 3) === null)
      errors.push(`Line ${n}: quantity must have at most 3 decimal places`);
    if (poundsToPence(l.unitCost) === null) errors.push(`Line ${n}: unit cost must be an amount in pounds`);
  });
  for (const [label, value] of [
    ['Overhead', draft.overhead],
    ['Profit', draft.profit],
  ] as const) {
    const p = scaledDecimal(value, 2);
    if (p === null || p > 10_000n)
      errors.push(`${label} must be from 0 to 100 with at most 2 decimal places`);
  }
  if (draft.validUntil.trim() && !parseUkDate(draft.validUntil))
    errors.push('Valid until: enter the date as dd/mm/yyyy');
  return errors;
}

export function inputFrom(draft: Draft) {
  return {
    overhead_percent: Number(draft.overhead),
    profit_percent: Number(draft.profit),
    vat_code: draft.vat,
    valid_until: draft.validUntil.trim() ? parseUkDate(draft.validUntil) : null,
    notes: draft.notes.trim() || null,
    lines: draft.lines.map((l) => ({
      id: l.id,
      section: l.section,
      description: l.description.trim(),
      quantity: Number(l.quantity),
      unit: l.unit.trim() || null,
      unit_cost_pence: poundsToPence(l.unitCost) ?? 0,
    })),
  };
}

const comparable = (d: Draft) =>
  JSON.stringify({ ...d, lines: d.lines.map(({ key: _key, ...rest }) => rest) });

export function isDirty(draft: Draft, saved: Draft): boolean {
  return comparable(draft) !== comparable(saved);
}
