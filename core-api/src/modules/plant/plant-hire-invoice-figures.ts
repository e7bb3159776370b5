// Owns the arithmetic of a plant hire invoice (docs/decisions/0050-plant-hire-cis-and-input-limits.md), in
// integer pence, as a pure function (no database):
// - CIS (Finance Act 2004 s.74(2)(f); HMRC CISR14260): hire of plant WITH an operator ("wet hire") is a
//   construction operation, so the payment is within CIS; hire WITHOUT an operator ("dry", self-drive) is
//   outside it. For wet hire the deduction is at the supplier's payment status (gross 0%, net 20%, unverified
//   30%, CIS340) on the whole payment excluding VAT less the direct cost of materials: the plant and its
//   operator are one supply of labour, and a supplier using plant it owns gets no "notional" deduction for it
//   (CISR14260), while fuel and consumables, and plant the supplier itself hired in from a third party
//   (CISR14270/CISR15090), count as materials at their direct cost to the supplier. Rounded DOWN to the penny.
// - VAT: none when the supplier is not VAT-registered; otherwise at the invoice's rate, or the domestic reverse
//   charge (VATA 1994 s.55A) when the hire is within CIS (wet), both we and the supplier are VAT-registered and
//   we are not the end user — decided for the supply as a whole by HMRC's 5% disregard (@sitebase/shared).
import { reverseChargeDecision } from '@sitebase/shared';
import { DRC_INVOICE_WORDING, lineVat, percentOf, sumPence, type Pence } from '../../lib/money.js';
import { CIS_DEDUCTION_PERCENT, type CisStatus } from '../suppliers/index.js';

export const HIRE_VAT_RATES = ['standard', 'reduced', 'zero'] as const;
export type HireVatRate = (typeof HIRE_VAT_RATES)[number];
export type HireVatTreatment = 'not_registered' | 'charged' | 'reverse_charge' | 'zero_rated';

export interface HireInvoiceInput {
  /** The hire charge excluding VAT: the plant (and its operator on wet hire), delivery and collection. */
  hire_pence: Pence;
  /** Fuel, consumables and plant the supplier hired in from a third party, as charged (excluding VAT). */
  materials_pence: Pence;
  /** What those materials cost the supplier (CIS340: the direct cost); at most materials_pence. */
  materials_cost_pence: Pence;
  /** Plant hired with an operator (wet hire). */
  with_operator: boolean;
  /** The supplier's CIS payment status (null: none recorded). */
  cis_status: CisStatus | null;
  vat_rate: HireVatRate;
  supplier_vat_registered: boolean;
  /** Our company is VAT-registered (companyVatRegistered). */
  customer_vat_registered: boolean;
  /** We are the end user of the services: no reverse charge. */
  customer_end_user: boolean;
}

export interface HireInvoiceStep {
  key: string;
  label: string;
  amount_pence: Pence;
}

export interface HireInvoiceFigures {
  net_pence: Pence;
  /** Within CIS: wet hire (the supplier's CIS status is then required). */
  within_cis: boolean;
  cis_rate_percent: number | null;
  cis_base_pence: Pence;
  cis_deduction_pence: Pence;
  /** The CIS rule applied, in one sentence, for the invoice page. */
  cis_reason: string;
  vat_treatment: HireVatTreatment;
  vat_rate_percent: number;
  vat_pence: Pence;
  reverse_charge_vat_pence: Pence;
  reverse_charge_wording: string | null;
  /** The VAT rule applied, in one sentence. */
  vat_reason: string;
  gross_pence: Pence;
  payable_pence: Pence;
  steps: HireInvoiceStep[];
}

/** The reasons a hire invoice is refused (400 for a figure, 409 for the supplier's missing CIS status). */
export const HIRE_INVOICE_FAULTS = {
  materialsCost: 'The direct cost of materials cannot be more than the materials charged on the invoice',
  noCisStatus: (supplier: string) =>
    `${supplier} supplies an operator with this plant (wet hire, within CIS: HMRC CISR14260) but has no CIS status: verify them with HMRC and record their status on the supplier before entering this invoice`,
} as const;

export class HireInvoiceError extends RangeError {}

export const DRY_HIRE_REASON =
  'Self-drive (dry) hire: no CIS. Hire of plant without an operator is outside CIS (HMRC CISR14260)';

/** The figures of a hire invoice; throws HireInvoiceError for impossible input. */
export function hireInvoiceFigures(input: HireInvoiceInput): HireInvoiceFigures {
  if (input.with_operator && input.cis_status === null) {
    throw new HireInvoiceError('Wet hire is within CIS: the supplier’s CIS status is needed');
  }
  if (input.materials_cost_pence > input.materials_pence) {
    throw new HireInvoiceError(HIRE_INVOICE_FAULTS.materialsCost);
  }
  const net = sumPence([input.hire_pence, input.materials_pence]);
  const steps: HireInvoiceStep[] = [
    {
      key: 'hire',
      label: input.with_operator ? 'Plant with operator' : 'Plant (self-drive)',
      amount_pence: input.hire_pence,
    },
    {
      key: 'materials',
      label: 'Fuel, consumables and materials (as charged)',
      amount_pence: input.materials_pence,
    },
    { key: 'net', label: 'Invoice excluding VAT', amount_pence: net },
  ];

  // CIS: wet hire only, at the supplier's status, on net less the materials' direct cost (rounded down).
  const withinCis = input.with_operator;
  const rate = withinCis ? CIS_DEDUCTION_PERCENT[input.cis_status!] : null;
  const base = withinCis ? net - input.materials_cost_pence : 0;
  const deduction = rate === null ? 0 : percentOf(base, rate, 'down');
  let cisReason = DRY_HIRE_REASON;
  if (withinCis) {
    cisReason = `Plant hired with an operator (wet hire) is within CIS (HMRC CISR14260): ${rate}% (${input.cis_status}) on the invoice excluding VAT less the direct cost of fuel and materials`;
    steps.push(
      {
        key: 'materials_cost',
        label: 'Less direct cost of fuel and materials',
        amount_pence: -input.materials_cost_pence,
      },
      { key: 'cis_base', label: 'Amount liable to CIS deduction', amount_pence: base },
      {
        key: 'cis_deduction',
        label: `CIS deduction at ${rate}% (${input.cis_status})`,
        amount_pence: deduction,
      },
    );
  }

  // VAT.
  const ratePercent = input.vat_rate === 'standard' ? 20 : input.vat_rate === 'reduced' ? 5 : 0;
  let treatment: HireVatTreatment;
  let vatReason: string;
  let vat = 0;
  let reverse = 0;
  const disregard = reverseChargeDecision([
    { net_pence: input.hire_pence, cis_specified: withinCis },
    { net_pence: input.materials_pence, cis_specified: false },
  ]);
  if (!input.supplier_vat_registered) {
    treatment = 'not_registered';
    vatReason = 'No VAT: the supplier is not VAT-registered';
  } else if (input.vat_rate === 'zero') {
    treatment = 'zero_rated';
    vatReason = 'VAT at 0% (zero-rated)';
  } else if (
    withinCis &&
    input.customer_vat_registered &&
    !input.customer_end_user &&
    disregard.reverse_charge
  ) {
    treatment = 'reverse_charge';
    reverse = lineVat(net, input.vat_rate === 'standard' ? 'drc' : 'drc_reduced').reverse_charge_vat_pence;
    vatReason = `${disregard.reason}; we account for the VAT to HMRC`;
  } else {
    treatment = 'charged';
    vat = lineVat(net, input.vat_rate).vat_pence;
    vatReason = !withinCis
      ? `VAT at ${ratePercent}%: hire without an operator is not a service within CIS, so no reverse charge`
      : !input.customer_vat_registered
        ? `VAT at ${ratePercent}%: we are not VAT-registered, so the reverse charge cannot apply`
        : input.customer_end_user
          ? `VAT at ${ratePercent}%: we are the end user, so the reverse charge does not apply`
          : `VAT at ${ratePercent}%: ${disregard.reason}`;
  }
  steps.push(
    treatment === 'reverse_charge'
      ? {
          key: 'reverse_charge_vat',
          label: `VAT at ${ratePercent}% under the reverse charge (we account for it to HMRC)`,
          amount_pence: reverse,
        }
      : {
          key: 'vat',
          label:
            treatment === 'not_registered'
              ? 'No VAT (supplier not VAT-registered)'
              : `VAT at ${treatment === 'zero_rated' ? 0 : ratePercent}%`,
          amount_pence: vat,
        },
  );
  const gross = sumPence([net, vat]);
  const payable = sumPence([gross, -deduction]);
  steps.push(
    { key: 'gross', label: 'Invoice total', amount_pence: gross },
    ...(withinCis ? [{ key: 'less_cis', label: 'Less CIS deduction', amount_pence: -deduction }] : []),
    { key: 'payable', label: 'Net payable to the supplier', amount_pence: payable },
  );
  return {
    net_pence: net,
    within_cis: withinCis,
    cis_rate_percent: rate,
    cis_base_pence: base,
    cis_deduction_pence: deduction,
    cis_reason: cisReason,
    vat_treatment: treatment,
    vat_rate_percent: treatment === 'not_registered' || treatment === 'zero_rated' ? 0 : ratePercent,
    vat_pence: vat,
    reverse_charge_vat_pence: reverse,
    reverse_charge_wording: treatment === 'reverse_charge' ? DRC_INVOICE_WORDING : null,
    vat_reason: vatReason,
    gross_pence: gross,
    payable_pence: payable,
    steps,
  };
}
