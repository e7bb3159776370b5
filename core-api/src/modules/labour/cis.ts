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
//   (return by the 19th after the tax month ends; payment by the 22nd electronically or the 19th by post, brought
//   back to the last working day when that day is a weekend or bank holiday, unless by Faster Payments —
//   decision 0048);
// - the line types of an invoice and each one's CIS and reverse-charge treatment (decision 0047): labour and
//   plant the subcontractor owns in the CIS base, materials, hired-in plant, fuel and consumables at their direct
//   cost off it, contractual deductions off the payment; the 5% disregard decided on the whole invoice.
import { addDays, bankHolidays } from '../../lib/calendar.js';
import { DRC_INVOICE_WORDING, lineVat, percentOf, sumPence, type Pence } from '../../lib/money.js';
import { reverseChargeDecision, type ReverseChargeDecision } from '@sitebase/shared';
import { CIS_DEDUCTION_PERCENT, type CisStatus } from '../suppliers/index.js';

export const LABOUR_VAT_RATES = ['standard', 'reduced', 'zero'] as const;
export type LabourVatRate = (typeof LABOUR_VAT_RATES)[number];

export type VatTreatment = 'not_registered' | 'charged' | 'reverse_charge' | 'zero_rated';

/**
 * The types of a labour or subcontract invoice line (decision 0047), each with its CIS and VAT treatment:
 * - labour: the subcontractor's work — in the CIS base; a CIS-specified service for the reverse charge;
 * - plant_owned: plant the subcontractor owns and operates on the work — in the CIS base (no notional deduction
 *   for plant they own, HMRC CISR15090); part of the construction service (specified) for the reverse charge;
 * - materials: materials at their direct cost to the subcontractor (CIS340) — the cost is taken out of the base;
 * - plant_hired: plant the subcontractor hired in from a third party — treated as materials (CISR15090,
 *   CISR14260); for the 5% disregard a hire of goods, not a specified service;
 * - fuel_consumables: fuel and consumables — materials (CISR15090); goods, not a specified service;
 * - deduction: a deduction agreed in the contract and made before payment (a CITB levy equivalent, insurance,
 *   an administration charge) — reduces the payment; CIS runs on what is actually paid (CISR15120, CISR15110).
 */
export const LABOUR_LINE_TYPES = [
  'labour',
  'materials',
  'plant_owned',
  'plant_hired',
  'fuel_consumables',
  'deduction',
] as const;
export type LabourLineType = (typeof LABOUR_LINE_TYPES)[number];

export interface LineTreatment {
  /** base: all of it is liable to CIS; materials: its direct cost comes off the base; deduction: off the payment. */
  cis: 'base' | 'materials' | 'deduction';
  /** A CIS-specified service for the domestic reverse charge's 5% disregard. */
  drc_specified: boolean;
  label: string;
}

export const LINE_TREATMENT: Record<LabourLineType, LineTreatment> = {
  labour: { cis: 'base', drc_specified: true, label: 'Labour' },
  plant_owned: { cis: 'base', drc_specified: true, label: 'Plant owned and operated by the subcontractor' },
  materials: { cis: 'materials', drc_specified: false, label: 'Materials' },
  plant_hired: { cis: 'materials', drc_specified: false, label: 'Plant hired in by the subcontractor' },
  fuel_consumables: { cis: 'materials', drc_specified: false, label: 'Fuel and consumables' },
  deduction: { cis: 'deduction', drc_specified: false, label: 'Deduction agreed in the contract' },
};

/** True for the line types whose direct cost to the subcontractor comes off the CIS base. */
export const isMaterialsLike = (type: LabourLineType): boolean => LINE_TREATMENT[type].cis === 'materials';

export interface TypedAmount {
  type: LabourLineType;
  net_pence: Pence;
  /** Direct cost to the subcontractor (materials-like lines only). */
  cost_pence?: Pence | null;
}

/** The invoice's portions from its typed lines. */
export function portionsOf(lines: readonly TypedAmount[]) {
  const sum = (pick: (l: TypedAmount) => number) => sumPence(lines.map(pick));
  return {
    labour_pence: sum((l) => (l.type === 'labour' ? l.net_pence : 0)),
    plant_pence: sum((l) => (l.type === 'plant_owned' ? l.net_pence : 0)),
    materials_pence: sum((l) => (isMaterialsLike(l.type) ? l.net_pence : 0)),
    materials_cost_pence: sum((l) => (isMaterialsLike(l.type) ? (l.cost_pence ?? 0) : 0)),
    deductions_pence: sum((l) => (l.type === 'deduction' ? l.net_pence : 0)),
  };
}

export interface LabourInvoiceInput {
  /** The labour lines' net (excluding VAT). */
  labour_pence: Pence;
  /** Plant the subcontractor owns and operates (in the CIS base). 0 when left out. */
  plant_pence?: Pence;
  /** Materials, hired-in plant, fuel and consumables as the subcontractor charges them (excluding VAT). */
  materials_pence: Pence;
  /** What those cost the subcontractor (CIS340: the direct cost, not the price charged). */
  materials_cost_pence: Pence;
  /** Deductions agreed in the contract and made before payment (CISR15120). 0 when left out. */
  deductions_pence?: Pence;
  vat_rate: LabourVatRate;
  /** The supplier has a VAT number. */
  supplier_vat_registered: boolean;
  /** The supplier's CIS payment status; null when the payment is outside CIS. */
  cis_status: CisStatus | null;
  /** Our company is VAT-registered (company_settings.vat_registered). */
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
  plant_pence: Pence;
  materials_pence: Pence;
  materials_cost_pence: Pence;
  deductions_pence: Pence;
  /** Lines less deductions, excluding VAT: the payment CIS is worked on (CIS300 "total payments"). */
  net_pence: Pence;
  cis_rate_percent: number | null;
  /** Net less the materials' direct cost: what the rate applies to. */
  cis_base_pence: Pence;
  cis_deduction_pence: Pence;
  vat_treatment: VatTreatment;
  vat_rate_percent: number;
  /** VAT the supplier charges us (0 under the reverse charge). */
  vat_pence: Pence;
  /** VAT we account for to HMRC under the reverse charge (shown, not paid to the supplier). */
  reverse_charge_vat_pence: Pence;
  reverse_charge_wording: string | null;
  /** The 5% disregard decided on the whole supply; null when the reverse charge cannot apply at all. */
  drc_decision: ReverseChargeDecision | null;
  /** What the invoice totals: net + VAT charged. */
  gross_pence: Pence;
  /** What we pay the supplier: net + VAT charged − CIS deduction. */
  payable_pence: Pence;
  /** The working, line by line, for the invoice page and the statement. */
  steps: ArithmeticStep[];
}

export class LabourArithmeticError extends RangeError {
  constructor(
    message: string,
    readonly field: string = 'materials_cost_pence',
  ) {
    super(message);
  }
}

export const MATERIALS_COST_TOO_HIGH =
  'The direct cost of materials cannot be more than the materials charged on the invoice (HMRC CIS340)';
export const DEDUCTIONS_TOO_HIGH =
  'Deductions cannot be more than the invoice less the direct cost of materials';

/** Can the domestic reverse charge apply at all (VAT Notice 735 / VATREVCON: all conditions at once)? */
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
  const plantOwned = input.plant_pence ?? 0;
  const deductions = input.deductions_pence ?? 0;
  for (const [name, v] of [
    ['Labour', input.labour_pence],
    ['Plant', plantOwned],
    ['Materials', input.materials_pence],
    ['Materials cost', input.materials_cost_pence],
    ['Deductions', deductions],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw new LabourArithmeticError(`${name} must be a whole number of pence, 0 or more`);
    }
  }
  // CIS340: the direct cost of materials is what comes off the base, and it can never exceed what the invoice
  // charges for them (else the deduction would fall on less than the labour, down to nothing).
  if (input.materials_cost_pence > input.materials_pence) {
    throw new LabourArithmeticError(MATERIALS_COST_TOO_HIGH);
  }
  const lines = sumPence([input.labour_pence, plantOwned, input.materials_pence]);
  const net = sumPence([lines, -deductions]);
  if (net - input.materials_cost_pence < 0) {
    throw new LabourArithmeticError(DEDUCTIONS_TOO_HIGH, 'lines');
  }
  const steps: ArithmeticStep[] = [{ key: 'labour', label: 'Labour', amount_pence: input.labour_pence }];
  if (plantOwned)
    steps.push({ key: 'plant', label: 'Plant owned by the subcontractor', amount_pence: plantOwned });
  steps.push({
    key: 'materials',
    label: 'Materials, hired plant, fuel and consumables (as charged)',
    amount_pence: input.materials_pence,
  });
  if (deductions)
    steps.push({
      key: 'deductions',
      label: 'Less deductions agreed in the contract (e.g. CITB levy)',
      amount_pence: -deductions,
    });
  steps.push({ key: 'net', label: 'Invoice excluding VAT', amount_pence: net });

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

  // VAT: when the reverse charge can apply, the 5% disregard decides it for the whole supply (one invoice).
  let treatment: VatTreatment;
  let vat = 0;
  let reverse = 0;
  const ratePercent = input.vat_rate === 'standard' ? 20 : input.vat_rate === 'reduced' ? 5 : 0;
  const decision = reverseChargeApplies(input)
    ? reverseChargeDecision([
        { net_pence: sumPence([input.labour_pence, plantOwned]), cis_specified: true },
        { net_pence: input.materials_pence, cis_specified: false },
      ])
    : null;
  if (!input.supplier_vat_registered) {
    treatment = 'not_registered';
    steps.push({ key: 'vat', label: 'No VAT (supplier not VAT-registered)', amount_pence: 0 });
  } else if (input.vat_rate === 'zero') {
    treatment = 'zero_rated';
    steps.push({ key: 'vat', label: 'VAT at 0% (zero-rated)', amount_pence: 0 });
  } else if (decision?.reverse_charge) {
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
    plant_pence: plantOwned,
    materials_pence: input.materials_pence,
    materials_cost_pence: input.materials_cost_pence,
    deductions_pence: deductions,
    net_pence: net,
    cis_rate_percent: rate,
    cis_base_pence: base,
    cis_deduction_pence: deduction,
    vat_treatment: treatment,
    vat_rate_percent: treatment === 'not_registered' ? 0 : ratePercent,
    vat_pence: vat,
    reverse_charge_vat_pence: reverse,
    reverse_charge_wording: treatment === 'reverse_charge' ? DRC_INVOICE_WORDING : null,
    drc_decision: decision,
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
  /** The 22nd: the nominal day for an electronic payment (see payment_deadline for the date that applies). */
  payment_due: string;
  /** The dates HMRC's payment rules give for this month, and the one that applies (decision 0048). */
  payment_deadline: CisPaymentDeadline;
}

export interface CisPaymentDeadline {
  /** The date that applies for an electronic payment other than Faster Payments (Bacs, CHAPS, Direct Debit):
   * the 22nd, or the last working day before it when the 22nd is a weekend or bank holiday. */
  date: string;
  /** The 22nd after the tax month ends. */
  nominal_date: string;
  /** A Faster Payment can arrive on a weekend or bank holiday: the 22nd itself. */
  faster_payments_date: string;
  /** By post (cheque): the 19th, brought back the same way. */
  post_date: string;
  /** Why the 22nd does not apply ('Saturday', 'Sunday', a bank holiday's name), null when it does. */
  moved_because: string | null;
  /** The rule in one sentence, with this month's dates. */
  rule: string;
}

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayName = (date: string) => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const ukDate = (date: string) => date.split('-').reverse().join('/');

/** Why `date` is not a banking day ('Saturday', 'Sunday', the bank holiday's name), or null when it is one. */
function closedBecause(date: string, holidays: ReadonlyMap<string, string>): string | null {
  const day = weekdayName(date);
  if (day === 'Saturday' || day === 'Sunday') return day;
  const name = holidays.get(date);
  return name ? `a bank holiday (${name})` : null;
}

/** The date itself when it is a banking day, else the last banking day before it. */
function lastWorkingDayOnOrBefore(date: string, holidays: ReadonlyMap<string, string>): string {
  let d = date;
  while (closedBecause(d, holidays)) d = addDays(d, -1);
  return d;
}

/**
 * HMRC's deadline for paying a tax month's CIS deductions (with PAYE: "Pay employers' PAYE"): electronic
 * payments by the 22nd after the tax month ends, cheques by post by the 19th; when that day is a weekend or bank
 * holiday, cleared funds must reach HMRC by the last working day before it — unless the payment goes by Faster
 * Payments, which can arrive on a weekend or bank holiday. `holidays` maps bank holidays (England and Wales,
 * where HMRC's bank is) to their names; tests pass their own list.
 */
export function cisPaymentDeadline(
  taxMonthEnd: string,
  holidays: ReadonlyMap<string, string>,
): CisPaymentDeadline {
  const [y, m] = taxMonthEnd.split('-');
  const nominal = `${y}-${m}-22`;
  const posted = `${y}-${m}-19`;
  const why = closedBecause(nominal, holidays);
  const date = lastWorkingDayOnOrBefore(nominal, holidays);
  const post = lastWorkingDayOnOrBefore(posted, holidays);
  const rule = why
    ? `The 22nd (${ukDate(nominal)}) is ${why}, so cleared funds must reach HMRC by ${weekdayName(date)} ${ukDate(date)}; a Faster Payment may arrive on ${ukDate(nominal)}; by post, by ${ukDate(post)}`
    : `Cleared funds must reach HMRC by ${weekdayName(date)} ${ukDate(date)} (the 22nd after the tax month); by post, by ${ukDate(post)}`;
  return {
    date,
    nominal_date: nominal,
    faster_payments_date: nominal,
    post_date: post,
    moved_because: why,
    rule,
  };
}

/** England and Wales bank holidays of the years around `date`, by date. */
function holidaysAround(date: string): Map<string, string> {
  const year = Number(date.slice(0, 4));
  return new Map(
    [year].flatMap((y) => bankHolidays(y, 'england-and-wales')).map((h) => [h.date, h.name] as const),
  );
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
    payment_deadline: cisPaymentDeadline(ymd(ey, em, 5), holidaysAround(ymd(ey, em, 22))),
  };
}
