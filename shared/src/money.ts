// The money kernel of every package (core-api, the BFF, web). Owns money arithmetic: amounts are integer pence end to end (BIGINT in the database, integers in the API,
// GraphQL SafeInt, formatted as £1,234.56 only in the UI). One rounding rule for every line and invoice, chosen
// from HMRC VAT Notice 700 section 17.5 and written down in docs/decisions/0019-money-vat-rounding.md:
// - a line's net is quantity (up to 3 decimals) × unit price in pence, rounded half up to the penny;
// - VAT is worked per line at the line's rate and rounded half up to the penny (Notice 700 17.5, "round to the
//   nearest 1p"; HMRC's VATREC12030: below 0.5p down, 0.5p or more up);
// - the invoice's VAT is the sum of its lines' VAT (already whole pence: nothing is rounded twice).
// "Half up" is half away from zero, so a credit line is the exact mirror of the line it reverses.
// Intermediate arithmetic is BigInt; every result is checked to be a safe integer (|n| ≤ 2^53 − 1).

/** A whole number of pence (may be negative on credit lines). */
export type Pence = number;

/** VAT treatment of a line. `drc`/`drc_reduced`: the domestic reverse charge at 20%/5% (shown, not charged). */
export const VAT_CODES = ['standard', 'reduced', 'zero', 'exempt', 'drc', 'drc_reduced'] as const;
export type VatCode = (typeof VAT_CODES)[number];

export interface VatCodeInfo {
  label: string;
  /** The rate in basis points (20% = 2000); null when exempt (no rate applies). */
  basisPoints: number | null;
  /** VAT is added to what the customer pays (false for exempt, zero and the reverse charge). */
  charged: boolean;
  /** The customer accounts for the VAT to HMRC (domestic reverse charge, VATA 1994 s.55A). */
  reverseCharge: boolean;
}

export const VAT_CODE_INFO: Readonly<Record<VatCode, VatCodeInfo>> = {
  standard: { label: 'Standard rate 20%', basisPoints: 2000, charged: true, reverseCharge: false },
  reduced: { label: 'Reduced rate 5%', basisPoints: 500, charged: true, reverseCharge: false },
  zero: { label: 'Zero rate 0%', basisPoints: 0, charged: false, reverseCharge: false },
  exempt: { label: 'Exempt', basisPoints: null, charged: false, reverseCharge: false },
  drc: { label: 'Domestic reverse charge 20%', basisPoints: 2000, charged: false, reverseCharge: true },
  drc_reduced: {
    label: 'Domestic reverse charge 5%',
    basisPoints: 500,
    charged: false,
    reverseCharge: true,
  },
};

/** The VAT codes as a form offers them, in VAT_CODES' order, under their labels. */
export const VAT_OPTIONS: readonly { value: VatCode; label: string }[] = VAT_CODES.map((value) => ({
  value,
  label: VAT_CODE_INFO[value].label,
}));

/**
 * The reverse-charge annotation an invoice carries when any line is under the domestic reverse charge, as HMRC
 * words it (VAT Reverse Charge for Building and Construction Services manual, VATREVCON37100: "reverse charge:
 * Customer to pay the VAT to HMRC"). The VAT amount is shown beside it, never in the total VAT charged.
 */
export const DRC_INVOICE_WORDING = 'Reverse charge: Customer to pay the VAT to HMRC';

/** Thrown for amounts or quantities the rules refuse (fractions of a penny, too many decimals, overflow). */
export class MoneyError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

export type Rounding = 'half-up' | 'down';

/** Makes the error a rule throws: MoneyError by default; application totals throw their ValuationError. */
export type MoneyFault = (message: string) => Error;

const moneyError: MoneyFault = (message) => new MoneyError(message);

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A BigInt result back to a safe number of pence (|n| ≤ 2^53 − 1), else the fault
 * (`<what> is too large to hold in pence`, or `tooLarge`'s own wording).
 */
export function safe(
  value: bigint,
  what: string,
  fault: MoneyFault = moneyError,
  tooLarge = 'is too large to hold in pence',
): Pence {
  if (value > MAX || value < -MAX) throw fault(`${what} ${tooLarge}`);
  return Number(value);
}

/** A number of pence as a BigInt to work with; a fraction, NaN or unsafe integer is refused. */
export function pence(value: number, what: string, fault: MoneyFault = moneyError): bigint {
  if (!Number.isSafeInteger(value)) throw fault(`${what} must be a whole number of pence`);
  return BigInt(value);
}

/**
 * n / d (d > 0) as a whole number: `half-up` rounds halves away from zero (0.5p → 1p, −0.5p → −1p);
 * `down` drops the fraction (towards zero).
 */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  const quotient = n / d; // BigInt division truncates towards zero
  const remainder = n % d;
  if (remainder === 0n || rounding === 'down') return quotient;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** n / d (d > 0) rounded half away from zero: decision 0019's one rounding rule. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  return divide(n, d, 'half-up');
}

/**
 * A decimal (number or string) with at most `places` decimals as an integer scaled by 10^places, or null when
 * it is not one (more decimals, not a number). 1.25 at 3 places → 1250n.
 */
export function scaledDecimal(value: number | string, places: number): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = new RegExp(`^(-?)(\\d+)(?:\\.(\\d{1,${places}}))?$`).exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction.padEnd(places, '0')}`);
  return sign === '-' ? -digits : digits;
}

/** A decimal (number or string) with at most `places` decimals, as an integer scaled by 10^places. */
function scaled(value: number | string, places: number, what: string): bigint {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError(`${what} must be a number`);
    if (Math.abs(value) >= 1e21) throw new MoneyError(`${what} is too large`);
    text = value.toFixed(places);
    // toFixed rounds; a value with more decimals than allowed does not survive the round trip.
    if (Number(text) !== value) throw new MoneyError(`${what} can have at most ${places} decimal places`);
  } else {
    text = value.trim();
  }
  const digits = scaledDecimal(text, places);
  if (digits === null) throw new MoneyError(`${what} can have at most ${places} decimal places`);
  return digits;
}

/**
 * A line's net: quantity (up to 3 decimals; negative for a credit) × unit price in pence, rounded half up to the
 * penny. 2.5 × 333p = 832.5p → 833p; 0.001 × 499p = 0.499p → 0p.
 */
export function lineNet(quantity: number | string, unitPricePence: Pence): Pence {
  const thousandths = scaled(quantity, 3, 'Quantity');
  const unit = pence(unitPricePence, 'Unit price');
  return safe(divide(thousandths * unit, 1000n, 'half-up'), 'Line total');
}

export interface LineVat {
  vat_code: VatCode;
  /** The rate as a percentage (20, 5, 0); null when exempt. */
  rate_percent: number | null;
  /** VAT added to the line (0 for zero-rated, exempt and reverse-charge lines). */
  vat_pence: Pence;
  /** VAT the customer accounts for under the domestic reverse charge (shown, not charged); else 0. */
  reverse_charge_vat_pence: Pence;
}

/** VAT on one line's net at its code, rounded half up to the penny (86.76p → 87p; 0.5p → 1p). */
export function lineVat(netPence: Pence, code: VatCode): LineVat {
  const info = VAT_CODE_INFO[code];
  if (!info) throw new MoneyError(`Unknown VAT code ${String(code)}`);
  const net = pence(netPence, 'Net amount');
  const vat = info.basisPoints === null ? 0n : divide(net * BigInt(info.basisPoints), 10_000n, 'half-up');
  const amount = safe(vat, 'VAT');
  return {
    vat_code: code,
    rate_percent: info.basisPoints === null ? null : info.basisPoints / 100,
    vat_pence: info.charged ? amount : 0,
    reverse_charge_vat_pence: info.reverseCharge ? amount : 0,
  };
}

export interface CodeTotals {
  net_pence: Pence;
  vat_pence: Pence;
  reverse_charge_vat_pence: Pence;
}

export interface InvoiceTotals {
  /** Sum of the lines' net. */
  net_pence: Pence;
  /** VAT charged: the sum of the lines' VAT (reverse-charge VAT is not in it). */
  vat_pence: Pence;
  /** What the customer pays: net + VAT charged. */
  gross_pence: Pence;
  /** VAT the customer accounts for to HMRC under the domestic reverse charge (shown with the wording). */
  reverse_charge_vat_pence: Pence;
  /** The HMRC annotation when any line is under the reverse charge, else null. */
  reverse_charge_wording: string | null;
  /** Each line with its VAT, in the order given. */
  lines: (LineVat & { net_pence: Pence })[];
  /** Net and VAT per code present (an invoice's VAT analysis; exempt and zero-rated net kept apart). */
  by_code: Partial<Record<VatCode, CodeTotals>>;
}

/**
 * An invoice's totals from its lines' net and VAT code: VAT per line (rounded half up to the penny), summed.
 * Credit lines (negative net) are allowed; the totals may be negative for a credit note.
 */
export function invoiceTotals(lines: readonly { net_pence: Pence; vat_code: VatCode }[]): InvoiceTotals {
  let net = 0n;
  let vat = 0n;
  let reverse = 0n;
  const byCode: Partial<Record<VatCode, { net: bigint; vat: bigint; reverse: bigint }>> = {};
  const out: InvoiceTotals['lines'] = [];
  for (const line of lines) {
    const v = lineVat(line.net_pence, line.vat_code);
    out.push({ net_pence: line.net_pence, ...v });
    net += BigInt(line.net_pence);
    vat += BigInt(v.vat_pence);
    reverse += BigInt(v.reverse_charge_vat_pence);
    const sums = (byCode[line.vat_code] ??= { net: 0n, vat: 0n, reverse: 0n });
    sums.net += BigInt(line.net_pence);
    sums.vat += BigInt(v.vat_pence);
    sums.reverse += BigInt(v.reverse_charge_vat_pence);
  }
  const by_code: InvoiceTotals['by_code'] = {};
  for (const [code, sums] of Object.entries(byCode) as [
    VatCode,
    { net: bigint; vat: bigint; reverse: bigint },
  ][]) {
    by_code[code] = {
      net_pence: safe(sums.net, 'Net total'),
      vat_pence: safe(sums.vat, 'VAT total'),
      reverse_charge_vat_pence: safe(sums.reverse, 'Reverse charge VAT total'),
    };
  }
  const anyReverseCharge = lines.some((l) => VAT_CODE_INFO[l.vat_code].reverseCharge);
  return {
    net_pence: safe(net, 'Net total'),
    vat_pence: safe(vat, 'VAT total'),
    gross_pence: safe(net + vat, 'Gross total'),
    reverse_charge_vat_pence: safe(reverse, 'Reverse charge VAT total'),
    reverse_charge_wording: anyReverseCharge ? DRC_INVOICE_WORDING : null,
    lines: out,
    by_code,
  };
}

/**
 * `percent`% of an amount (percent from 0 to 100 with up to 4 decimals: retention 5 or 3.5, a CIS rate 20 or
 * 30). `half-up` (the default, retention) rounds halves away from zero; `down` drops the fraction of a penny.
 * 5% of 1,001p = 50.05p → 50p; 3.5% of 10p = 0.35p → 0p; 3.5% of 100p = 3.5p → 4p.
 */
export function percentOf(
  amountPence: Pence,
  percent: number | string,
  rounding: Rounding = 'half-up',
): Pence {
  const p = scaled(percent, 4, 'Percentage');
  if (p < 0n || p > 1_000_000n) throw new MoneyError('Percentage must be between 0 and 100');
  return safe(divide(pence(amountPence, 'Amount') * p, 1_000_000n, rounding), 'Percentage amount');
}

/**
 * An amount split in two parts that add up exactly (retention released in two halves): the first half rounded
 * half up, the second the rest. 1,001p → [501p, 500p].
 */
export function splitInHalves(amountPence: Pence): [Pence, Pence] {
  const amount = pence(amountPence, 'Amount');
  const first = divide(amount, 2n, 'half-up');
  return [Number(first), Number(amount - first)];
}

/** The sum of amounts in pence, refusing fractions and overflow. */
export function sumPence(values: readonly Pence[]): Pence {
  return safe(
    values.reduce((total, v) => total + pence(v, 'Amount'), 0n),
    'Total',
  );
}

/**
 * Integer pence as people read it (decision 0066): £3,850.00, a negative amount with a true minus sign
 * ("−£12.00", U+2212) and zero never negative. Every package prints money with it (PDFs, messages, the web's
 * `formatPence`). Worked in BigInt so every safe amount prints to the penny.
 */
export function formatPence(amountPence: Pence): string {
  const amount = pence(amountPence, 'Amount');
  const abs = amount < 0n ? -amount : amount;
  const pounds = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const pennies = (abs % 100n).toString().padStart(2, '0');
  return `${amount < 0n ? '\u2212' : ''}£${pounds}.${pennies}`;
}
