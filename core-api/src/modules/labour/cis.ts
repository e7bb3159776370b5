// Owns the arithmetic of a labour invoice, in integer pence, as pure functions (no database):
// - the CIS deduction (Finance Act 2004 s.61; Income Tax (Construction Industry Scheme) Regulations 2005,
//   SI 2005/2045; HMRC CIS340 and CISR15000s): the rate of the subcontractor's payment status (gross 0%, net
//   20%, unverified 30%) on the payment excluding VAT less the direct cost of materials to the subcontractor,
//   rounded DOWN to the whole penny (decision 0034: never more than the statutory percentage is withheld);
// - VAT: charged at the invoice's rate, or the domestic reverse charge (VATA 1994 s.55A; the Section 55A
//   (Specified Services and Excepted Supplies) Order 2019, SI 2019/892; VAT Notice 735, VATREVCON37100) when the
//   supplier is VAT-registered, the supply is within CIS, we are VAT-registered and we are not the end user
//   (decision 0035): the VAT is shown with HMRC's wording and is not paid to the supplier;
// - the tax month (6th to the 5th) a payment falls in, its tax year, and the CIS300 return and payment dates
//   (return by the 19th after the tax month ends; electronic payment cleared by the 22nd).
import { DRC_INVOICE_WORDING, lineVat, percentOf, sumPence, type Pence } from '../../lib/money.js';
import { CIS_DEDUCTION_PERCENT, type CisStatus } from '../suppliers/index.js';

export const LABOUR_VAT_RATES = ['standard', 'reduced', 'zero'] as const;
export type LabourVatRate = (typeof LABOUR_VAT_RATES)[number];

export type VatTreatment = 'not_registered' | 'charged' | 'reverse_charge' | 'zero_rated';

export interface LabourInvoiceInput {
  /** The labour lines' net (excluding VAT). */
  labour_pence: Pence;
  /** Materials as the subcontractor charges them on the invoice (excluding VAT). */
  materials_pence: Pence;
  /** What those materials cost the subcontractor (CIS340: the direct cost, not the price charged). */
  materials_cost_pence: Pence;
  vat_rate: LabourVatRate;
  /** The supplier has a VAT number. */
  supplier_vat_registered: boolean;
  /** The supplier's CIS payment status; null when the payment is outside CIS. */
  cis_status: CisStatus | null;
  /** Our company is VAT-registered (settings hold a VAT number). */
  customer_vat_registered: boolean;
  /** We are the end user (or an intermediary supplier) of these services: no reverse charge. */
  customer_end_user: boolean;
}

export interface ArithmeticStep {
  key: string;
  label: string;
  amount_pence: Pence;
}

export interface LabourInvoiceFigures {
  labour_pence: Pence;
  materials_pence: Pence;
  materials_cost_pence: Pence;
  /** Labour plus materials, excluding VAT: the payment CIS is worked on (CIS300 "total payments"). */
  net_pence: Pence;
  cis_rate_percent: number | null;
  /** Net less the materials' direct cost (never below 0): what the rate applies to. */
  cis_base_pence: Pence;
  cis_deduction_pence: Pence;
  vat_treatment: VatTreatment;
  vat_rate_percent: number;
  /** VAT the supplier charges us (0 under the reverse charge). */
  vat_pence: Pence;
  /** VAT we account for to HMRC under the reverse charge (shown, not paid to the supplier). */
  reverse_charge_vat_pence: Pence;
  reverse_charge_wording: string | null;
  /** What the invoice totals: net + VAT charged. */
  gross_pence: Pence;
  /** What we pay the supplier: net + VAT charged − CIS deduction. */
  payable_pence: Pence;
  /** The working, line by line, for the invoice page and the statement. */
  steps: ArithmeticStep[];
}

export class LabourArithmeticError extends RangeError {}

/** Does the domestic reverse charge apply (VAT Notice 735 / VATREVCON: all conditions at once)? */
export function reverseChargeApplies(input: LabourInvoiceInput): boolean {
  return (
    input.supplier_vat_registered &&
    input.cis_status !== null &&
    input.customer_vat_registered &&
    !input.customer_end_user &&
    input.vat_rate !== 'zero'
  );
}

export function labourInvoiceFigures(input: LabourInvoiceInput): LabourInvoiceFigures {
  for (const [name, v] of [
    ['Labour', input.labour_pence],
    ['Materials', input.materials_pence],
    ['Materials cost', input.materials_cost_pence],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw new LabourArithmeticError(`${name} must be a whole number of pence, 0 or more`);
    }
  }
  const net = sumPence([input.labour_pence, input.materials_pence]);
  if (input.materials_cost_pence > net) {
    throw new LabourArithmeticError('Materials cost cannot be more than the invoice excluding VAT');
  }
  const steps: ArithmeticStep[] = [
    { key: 'labour', label: 'Labour', amount_pence: input.labour_pence },
    { key: 'materials', label: 'Materials (as charged)', amount_pence: input.materials_pence },
    { key: 'net', label: 'Invoice excluding VAT', amount_pence: net },
  ];

  // CIS: the rate on the payment excluding VAT less the materials' direct cost, rounded down to the penny.
  const rate = input.cis_status === null ? null : CIS_DEDUCTION_PERCENT[input.cis_status];
  const base = rate === null ? 0 : net - input.materials_cost_pence;
  const deduction = rate === null ? 0 : percentOf(base, rate, 'down');
  if (rate !== null) {
    steps.push(
      {
        key: 'materials_cost',
        label: 'Less direct cost of materials to the subcontractor',
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
  let treatment: VatTreatment;
  let vat = 0;
  let reverse = 0;
  const ratePercent = input.vat_rate === 'standard' ? 20 : input.vat_rate === 'reduced' ? 5 : 0;
  if (!input.supplier_vat_registered) {
    treatment = 'not_registered';
    steps.push({ key: 'vat', label: 'No VAT (supplier not VAT-registered)', amount_pence: 0 });
  } else if (input.vat_rate === 'zero') {
    treatment = 'zero_rated';
    steps.push({ key: 'vat', label: 'VAT at 0% (zero-rated)', amount_pence: 0 });
  } else if (reverseChargeApplies(input)) {
    treatment = 'reverse_charge';
    reverse = lineVat(net, input.vat_rate === 'standard' ? 'drc' : 'drc_reduced').reverse_charge_vat_pence;
    steps.push(
      {
        key: 'reverse_charge_vat',
        label: `VAT at ${ratePercent}% under the reverse charge (we account for it to HMRC)`,
        amount_pence: reverse,
      },
      { key: 'vat', label: 'VAT charged by the supplier', amount_pence: 0 },
    );
  } else {
    treatment = 'charged';
    vat = lineVat(net, input.vat_rate).vat_pence;
    steps.push({ key: 'vat', label: `VAT at ${ratePercent}%`, amount_pence: vat });
  }
  const gross = sumPence([net, vat]);
  const payable = sumPence([gross, -deduction]);
  steps.push(
    { key: 'gross', label: 'Invoice total', amount_pence: gross },
    ...(rate !== null ? [{ key: 'less_cis', label: 'Less CIS deduction', amount_pence: -deduction }] : []),
    { key: 'payable', label: 'Net payable to the supplier', amount_pence: payable },
  );
  return {
    labour_pence: input.labour_pence,
    materials_pence: input.materials_pence,
    materials_cost_pence: input.materials_cost_pence,
    net_pence: net,
    cis_rate_percent: rate,
    cis_base_pence: base,
    cis_deduction_pence: deduction,
    vat_treatment: treatment,
    vat_rate_percent: treatment === 'not_registered' ? 0 : ratePercent,
    vat_pence: vat,
    reverse_charge_vat_pence: reverse,
    reverse_charge_wording: treatment === 'reverse_charge' ? DRC_INVOICE_WORDING : null,
    gross_pence: gross,
    payable_pence: payable,
    steps,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Tax months. A tax year runs 6 April to 5 April; tax month 1 is 6 April to 5 May … month 12 is 6 March to
// 5 April (Income Tax (CIS) Regulations 2005, "tax month"). The monthly return (CIS300) is due by the 19th after
// the tax month ends; an electronic payment must clear by the 22nd.

export interface TaxMonth {
  /** First day (the 6th). */
  start: string;
  /** Last day (the 5th of the next calendar month). */
  end: string;
  /** "2026-27". */
  tax_year: string;
  /** 1 (6 April – 5 May) to 12 (6 March – 5 April). */
  month_number: number;
  /** The CIS300 return's due date: the 19th of the month the tax month ends in. */
  return_due: string;
  /** The last day for an electronic payment to clear: the 22nd. */
  payment_due: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The tax month a date (YYYY-MM-DD) falls in. */
export function taxMonthOf(date: string): TaxMonth {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new LabourArithmeticError('Date must be YYYY-MM-DD');
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The calendar month the tax month starts in: this month from the 6th, else the previous month.
  let sy = y;
  let sm = m;
  if (d < 6) {
    sm -= 1;
    if (sm === 0) {
      sm = 12;
      sy -= 1;
    }
  }
  let ey = sy;
  let em = sm + 1;
  if (em === 13) {
    em = 1;
    ey += 1;
  }
  // Month 1 starts 6 April: April → 1 … March → 12.
  const monthNumber = ((sm - 4 + 12) % 12) + 1;
  const yearStart = sm >= 4 ? sy : sy - 1;
  return {
    start: ymd(sy, sm, 6),
    end: ymd(ey, em, 5),
    tax_year: `${yearStart}-${pad((yearStart + 1) % 100)}`,
    month_number: monthNumber,
    return_due: ymd(ey, em, 19),
    payment_due: ymd(ey, em, 22),
  };
}
