// Owns the three-way match of a supplier invoice against its purchase order, the goods received and the
// invoices already entered on the order (decision 0046). Per invoiced line:
// - matched quantity = the part of the invoiced quantity that was both ordered and received and is not yet on an
//   earlier invoice: min(invoiced, max(0, min(ordered, received) − invoiced before));
// - expected = matched quantity × the order's unit price (the basis), and the line's variance = invoiced net −
//   expected, split without overlap: quantity = (invoiced − matched) × the order price, price = the rest
//   (≈ invoiced × the price difference). The rounding penny goes to the price part, except that a line with no
//   price difference has no price part and a line with no excess quantity has no quantity part, so the two parts
//   always add up exactly to invoiced net − expected;
// - a mismatch when the invoice takes a line's quantity or value, or the order's total, above what was ordered
//   (counting earlier invoices). A variance or a mismatch needs a manager's override with a reason.
// Amounts are net pence, by the money kit's rounding (half up per line, decision 0019).
import { formatPence, lineNet, sumPence } from '../../lib/money.js';

export interface MatchPoLine {
  id: string;
  description: string;
  unit: string;
  /** Ordered and received quantities in thousandths (NUMERIC(12,3) as whole numbers). Received is what was
   * accepted: an over-delivery held for a manager does not count. */
  ordered_milli: number;
  received_milli: number;
  unit_price_pence: number;
  /** The order line's net (defaults to ordered × unit price). */
  net_pence?: number;
  /** Quantity and net of this line on the order's earlier invoices. */
  invoiced_before_milli?: number;
  invoiced_before_pence?: number;
}

export interface MatchInvoiceLine {
  line_id: string;
  quantity_milli: number;
  unit_price_pence: number;
}

export interface Variance {
  line_id: string;
  description: string;
  kind: 'price' | 'quantity';
  ordered_quantity: number;
  received_quantity: number;
  invoiced_quantity: number;
  /** Of the invoiced quantity, what was ordered, received and not invoiced before. */
  matched_quantity: number;
  /** This line's quantity on the order's earlier invoices. */
  invoiced_before_quantity: number;
  ordered_unit_price_pence: number;
  invoiced_unit_price_pence: number;
  /** Net pence the invoice asks for beyond what was ordered and received (negative: less). */
  amount_pence: number;
  message: string;
}

export type MatchStatus = 'clean' | 'variance' | 'mismatch';

export interface MatchResult {
  clean: boolean;
  /** clean; variance (against what was received); mismatch (above what was ordered). */
  status: MatchStatus;
  variances: Variance[];
  /** Why the invoice is above the order, one sentence each (empty unless status is mismatch). */
  mismatches: string[];
  /** The invoice's net. */
  invoiced_pence: number;
  /** The basis: matched quantities at the order's prices. */
  expected_pence: number;
  quantity_variance_pence: number;
  price_variance_pence: number;
  /** invoiced − expected = quantity + price variance, exactly. */
  total_variance_pence: number;
}

export interface MatchOrder {
  /** The order's net and the net of its earlier invoices (for the order-total check). */
  net_pence: number;
  invoiced_before_pence: number;
}

export const milli = (q: number | string): number => Math.round(Number(q) * 1000);
const decimal = (m: number): string => (m / 1000).toFixed(3);
const readable = (m: number): string => String(m / 1000);

export function threeWayMatch(
  poLines: readonly MatchPoLine[],
  invoiceLines: readonly MatchInvoiceLine[],
  order?: MatchOrder,
): MatchResult {
  const byId = new Map(poLines.map((l) => [l.id, l]));
  const variances: Variance[] = [];
  const mismatches: string[] = [];
  let invoiced = 0;
  let expected = 0;
  let quantityPart = 0;
  let pricePart = 0;
  for (const inv of invoiceLines) {
    const po = byId.get(inv.line_id);
    if (!po) continue; // the service refuses lines not on the order before matching
    const beforeMilli = po.invoiced_before_milli ?? 0;
    const beforePence = po.invoiced_before_pence ?? 0;
    const available = Math.max(0, Math.min(po.ordered_milli, po.received_milli) - beforeMilli);
    const matched = Math.min(inv.quantity_milli, available);
    const lineInvoiced = lineNet(decimal(inv.quantity_milli), inv.unit_price_pence);
    const lineExpected = lineNet(decimal(matched), po.unit_price_pence);
    const lineTotal = lineInvoiced - lineExpected;
    const excess = inv.quantity_milli - matched;
    const priceDiffers = inv.unit_price_pence !== po.unit_price_pence;
    const qty = excess === 0 ? 0 : priceDiffers ? lineNet(decimal(excess), po.unit_price_pence) : lineTotal;
    const price = lineTotal - qty;
    invoiced += lineInvoiced;
    expected += lineExpected;
    quantityPart += qty;
    pricePart += price;
    const base = {
      line_id: po.id,
      description: po.description,
      ordered_quantity: po.ordered_milli / 1000,
      received_quantity: po.received_milli / 1000,
      invoiced_quantity: inv.quantity_milli / 1000,
      matched_quantity: matched / 1000,
      invoiced_before_quantity: beforeMilli / 1000,
      ordered_unit_price_pence: po.unit_price_pence,
      invoiced_unit_price_pence: inv.unit_price_pence,
    };
    if (priceDiffers) {
      variances.push({
        ...base,
        kind: 'price',
        amount_pence: price,
        message: `${po.description}: invoiced at ${formatPence(inv.unit_price_pence)} a ${po.unit}, ordered at ${formatPence(po.unit_price_pence)}`,
      });
    }
    if (excess !== 0) {
      const before = beforeMilli ? `, already invoiced ${readable(beforeMilli)}` : '';
      variances.push({
        ...base,
        kind: 'quantity',
        amount_pence: qty,
        message: `${po.description}: invoiced ${readable(inv.quantity_milli)} ${po.unit}, received ${readable(po.received_milli)} (ordered ${readable(po.ordered_milli)}${before})`,
      });
    }
    const orderedNet = po.net_pence ?? lineNet(decimal(po.ordered_milli), po.unit_price_pence);
    if (beforeMilli + inv.quantity_milli > po.ordered_milli) {
      mismatches.push(
        `${po.description}: ${readable(beforeMilli + inv.quantity_milli)} ${po.unit} invoiced${beforeMilli ? ' to date' : ''}, only ${readable(po.ordered_milli)} ordered`,
      );
    }
    if (beforePence + lineInvoiced > orderedNet) {
      mismatches.push(
        `${po.description}: ${formatPence(beforePence + lineInvoiced)} invoiced${beforePence ? ' to date' : ''}, ${formatPence(orderedNet)} ordered`,
      );
    }
  }
  if (order && order.invoiced_before_pence + invoiced > order.net_pence) {
    mismatches.push(
      `Invoice total ${formatPence(invoiced)}${order.invoiced_before_pence ? ` (${formatPence(order.invoiced_before_pence + invoiced)} to date)` : ''} is above the order’s ${formatPence(order.net_pence)}`,
    );
  }
  const status: MatchStatus = mismatches.length ? 'mismatch' : variances.length ? 'variance' : 'clean';
  return {
    clean: status === 'clean',
    status,
    variances,
    mismatches,
    invoiced_pence: invoiced,
    expected_pence: expected,
    quantity_variance_pence: quantityPart,
    price_variance_pence: pricePart,
    total_variance_pence: sumPence([quantityPart, pricePart]),
  };
}
