// Owns the figures of one application from its input: the valuation lines against the template's schedule, the
// totals by the one rule (application-totals.ts in @sitebase/shared), the retention rate at the valuation date,
// the Construction Act dates from the claim, and the VAT (decision 0049): nothing when the company is not
// VAT-registered; otherwise, where the template says the reverse charge can apply (vat_treatment 'drc': the
// customer is VAT-registered and not an end user or intermediary), HMRC's 5% disregard decides the whole
// application from its coded cumulative values: each line's value to date, each approved variation and the
// materials on site (CIS-specified unless coded otherwise; materials go with the works they are for).
import {
  ValuationError,
  reverseChargeDecision,
  retentionPercentFor,
  retentionStage,
  valuationTotals,
  type SupplyPart,
} from '@sitebase/shared';
import { ValidationError } from '../../lib/errors.js';
import { num } from '../../lib/sql.js';
import type { ApplicationTemplate } from './application-template.model.js';
import type { ApplicationVat, ValuationLine, VatDecision } from './application.model.js';
import { MESSAGES, type ApplicationInput } from './applications.schema.js';
import { constructionActDates, type TermsSnapshot } from './construction-act-dates.js';

/** Said on the application and its PDF when the company charges no VAT. */
export const NOT_VAT_REGISTERED_WORDING = 'No VAT charged: we are not registered for VAT';

/** The parts of the supply the 5% disregard weighs: the cumulative valuation, each part coded. */
export function supplyParts(
  lines: readonly { value_to_date_pence: number; cis_specified?: boolean }[],
  variations: readonly { value_pence: number; status: string; cis_specified?: boolean }[],
  materialsOnSitePence: number,
): SupplyPart[] {
  return [
    ...lines.map((l) => ({ net_pence: l.value_to_date_pence, cis_specified: l.cis_specified !== false })),
    ...variations
      .filter((v) => v.status === 'approved')
      .map((v) => ({ net_pence: v.value_pence, cis_specified: v.cis_specified !== false })),
    { net_pence: materialsOnSitePence, cis_specified: true },
  ];
}

/** Lines, totals, retention, VAT and dates of an application from its input, by the one rule. */
export function valuationOf(
  template: ApplicationTemplate,
  terms: TermsSnapshot,
  input: ApplicationInput,
  previous: number,
  claimDate: string | null,
  vatRegistered: boolean,
) {
  const entered = new Map(input.lines.map((l) => [l.line_id, l]));
  const known = new Set(template.lines.map((l) => l.id));
  if (input.lines.some((l) => !known.has(l.line_id))) throw ValidationError.single('lines', MESSAGES.lineId);
  for (const l of template.lines) {
    const v = entered.get(l.id)?.value_pence;
    if (v != null && v > l.contract_value_pence) {
      throw ValidationError.single('lines', `${l.reference}: ${MESSAGES.valueOverContract}`);
    }
  }
  const stage = retentionStage(
    input.valuation_date,
    template.practical_completion_date,
    template.rectification_end_date,
  );
  const retentionPercent = retentionPercentFor(
    stage,
    num(template.retention_percent),
    num(template.retention_after_pc_percent),
  );
  const lineInputs = template.lines.map((l) => {
    const e = entered.get(l.id);
    return {
      contract_value_pence: l.contract_value_pence,
      percent: e?.value_pence != null ? null : (e?.percent ?? 0),
      value_pence: e?.value_pence ?? null,
    };
  });
  const variations = input.variations.map((v) => ({ ...v, cis_specified: v.cis_specified !== false }));
  const totalsAt = (vat_treatment: 'standard' | 'drc') => {
    try {
      return valuationTotals({
        lines: lineInputs,
        variations,
        materials_on_site: input.materials_on_site,
        retention_percent: retentionPercent,
        previously_certified_pence: previous,
        vat_treatment,
      });
    } catch (err) {
      if (err instanceof ValuationError) throw ValidationError.single('lines', err.message);
      throw err;
    }
  };
  const standard = totalsAt('standard');
  const lines: ValuationLine[] = template.lines.map((l, i) => ({
    line_id: l.id,
    reference: l.reference,
    description: l.description,
    contract_value_pence: l.contract_value_pence,
    cis_specified: l.cis_specified !== false,
    percent: lineInputs[i]!.percent == null ? null : String(lineInputs[i]!.percent),
    value_pence: lineInputs[i]!.value_pence,
    value_to_date_pence: standard.line_values_pence[i]!,
  }));
  let vat: ApplicationVat = 'standard';
  let decision: VatDecision | null = null;
  let totals = standard;
  if (!vatRegistered) {
    vat = 'not_registered';
    totals = {
      ...standard,
      vat_pence: 0,
      reverse_charge_vat_pence: 0,
      total_pence: standard.amount_due_pence,
    };
  } else if (template.vat_treatment === 'drc') {
    const d = reverseChargeDecision(supplyParts(lines, variations, standard.materials_on_site_pence));
    decision = {
      cis_pence: d.cis_pence,
      supply_pence: d.supply_pence,
      cis_share_percent: d.cis_share_percent,
      reverse_charge: d.reverse_charge,
      reason: d.reason,
    };
    if (d.reverse_charge) {
      vat = 'drc';
      totals = totalsAt('drc');
    }
  }
  const dates = constructionActDates(terms, input.valuation_date, claimDate);
  return {
    valuation_date: input.valuation_date,
    lines,
    variations,
    materials_on_site: input.materials_on_site,
    vat_treatment: vat,
    vat_decision: decision,
    retention_stage: stage,
    retention_percent: retentionPercent,
    work_done_pence: totals.work_done_pence,
    variations_pence: totals.variations_pence,
    materials_on_site_pence: totals.materials_on_site_pence,
    gross_pence: totals.gross_pence,
    retention_pence: totals.retention_pence,
    net_valuation_pence: totals.net_valuation_pence,
    previously_certified_pence: totals.previously_certified_pence,
    amount_due_pence: totals.amount_due_pence,
    vat_pence: totals.vat_pence,
    reverse_charge_vat_pence: totals.reverse_charge_vat_pence,
    total_pence: totals.total_pence,
    claim_date: claimDate,
    due_date: dates.due_date,
    payment_notice_deadline: dates.payment_notice_deadline,
    pay_less_deadline: dates.pay_less_deadline,
    final_date: dates.final_date,
  };
}
