// Owns how an estimate adds up (docs/decisions/0029-estimate-totals.md), on lib/money.ts's rules:
// 1. each line's net = quantity (≤ 3 decimals) × unit cost in pence, rounded half up to the penny;
// 2. each section's subtotal and the lines' total are sums of those whole pence;
// 3. overhead = overhead % of the lines' total, rounded half up;
// 4. profit = profit % of (lines' total + overhead), rounded half up — overhead first, then profit on it;
// 5. net = lines + overhead + profit; VAT at the estimate's treatment on the net, rounded half up (one contract
//    sum, one rate: the VAT of a single line under decision 0019); gross = net + VAT charged. A company that is
//    not VAT-registered charges no VAT at all (VATA 1994 s.3: only a taxable person charges VAT; decision
//    0050): its VAT and reverse-charge VAT are 0 whatever the code.
// The web editor repeats these steps (web/src/features/enquiries/estimate-totals.ts) so its live totals match.
import {
  divideHalfUp,
  lineNet,
  lineVat,
  percentOf,
  scaledDecimal,
  sumPence,
  type Pence,
  type VatCode,
} from '../../lib/money.js';
import { ESTIMATE_SECTIONS, type EstimateSection } from './estimate-line.model.js';

/** Why an estimate adds no VAT, shown on the estimate, its PDF and the web. */
export const NOT_VAT_REGISTERED_REASON =
  'No VAT: the company is not VAT-registered, so it charges no VAT (VAT Act 1994 s.3)';

/** The VAT an estimate's stored figures mean: none when we were not registered when it was priced. */
export function estimateVat(
  netPence: Pence,
  code: VatCode,
  vatRegistered: boolean,
): { vat_pence: Pence; reverse_charge_vat_pence: Pence } {
  return vatRegistered ? lineVat(netPence, code) : { vat_pence: 0, reverse_charge_vat_pence: 0 };
}

export interface TotalsLineInput {
  section: EstimateSection;
  quantity: number | string;
  unit_cost_pence: Pence;
}

export interface EstimateTotals {
  line_net_pence: Pence[];
  sections: Record<EstimateSection, Pence>;
  lines_net_pence: Pence;
  overhead_pence: Pence;
  profit_pence: Pence;
  net_pence: Pence;
  vat_pence: Pence;
  reverse_charge_vat_pence: Pence;
  gross_pence: Pence;
}

export function estimateTotals(input: {
  lines: readonly TotalsLineInput[];
  overhead_percent: number | string;
  profit_percent: number | string;
  vat_code: VatCode;
  /** Our company is VAT-registered (companyVatRegistered); false: no VAT. Default true. */
  vat_registered?: boolean;
}): EstimateTotals {
  const lineNets = input.lines.map((l) => lineNet(l.quantity, l.unit_cost_pence));
  const sections = Object.fromEntries(ESTIMATE_SECTIONS.map((s) => [s, 0])) as Record<EstimateSection, Pence>;
  input.lines.forEach((l, i) => {
    sections[l.section] = sumPence([sections[l.section], lineNets[i]!]);
  });
  const linesNet = sumPence(lineNets);
  const overhead = percentOf(linesNet, input.overhead_percent);
  const profit = percentOf(sumPence([linesNet, overhead]), input.profit_percent);
  const net = sumPence([linesNet, overhead, profit]);
  const vat = estimateVat(net, input.vat_code, input.vat_registered !== false);
  return {
    line_net_pence: lineNets,
    sections,
    lines_net_pence: linesNet,
    overhead_pence: overhead,
    profit_pence: profit,
    net_pence: net,
    vat_pence: vat.vat_pence,
    reverse_charge_vat_pence: vat.reverse_charge_vat_pence,
    gross_pence: sumPence([net, vat.vat_pence]),
  };
}

/**
 * Each line's selling amount, for the client's quotation and the schedule of works a converted project's
 * application template starts from (decision 0061): the estimate's net (cost + overhead + profit) shared
 * over the lines in proportion to their cost, in whole pence by the largest-remainder rule (ties to the earlier
 * line), so the amounts add up to the net exactly and no line shows the overhead or profit apart. Lines of no
 * cost (or an estimate of no cost) sell at their cost.
 */
export function sellingAmounts(lineNets: readonly Pence[], netPence: Pence): Pence[] {
  const costs = lineNets.map((n) => BigInt(n));
  const total = costs.reduce((s, c) => s + c, 0n);
  const net = BigInt(netPence);
  if (total <= 0n || costs.some((c) => c < 0n)) return [...lineNets];
  const shares = costs.map((c) => c * net);
  const amounts = shares.map((x) => x / total);
  let left = net - amounts.reduce((s, a) => s + a, 0n);
  const order = shares
    .map((x, i) => ({ i, remainder: x % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    amounts[i]! += 1n;
    left -= 1n;
  }
  return amounts.map(Number);
}

/** A selling rate to print beside a line's selling amount: the amount ÷ the quantity, half up; none for 0. */
export function sellingRate(amountPence: Pence, quantity: number | string): Pence | null {
  const thousandths = scaledDecimal(String(Number(quantity)), 3);
  if (!thousandths || thousandths <= 0n) return null;
  return Number(divideHalfUp(BigInt(amountPence) * 1000n, thousandths));
}
