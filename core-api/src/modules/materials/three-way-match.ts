// Owns the three-way match of a supplier invoice against its purchase order and the deliveries received:
// per invoiced line, a price variance (invoiced unit price ≠ ordered) worth invoiced quantity × the difference,
// and a quantity variance (invoiced quantity ≠ quantity received) worth the difference × the invoiced price —
// both net, in pence, by the money kit's rounding rule (lib/money.ts, decision 0019). A clean match has none.
import { formatPence, lineNet, sumPence } from '../../lib/money.js';

export interface MatchPoLine {
  id: string;
  description: string;
  unit: string;
  /** Ordered and received quantities in thousandths (NUMERIC(12,3) as whole numbers). */
  ordered_milli: number;
  received_milli: number;
  unit_price_pence: number;
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
  ordered_unit_price_pence: number;
  invoiced_unit_price_pence: number;
  /** Net pence the invoice asks for beyond what was ordered and received (negative: less). */
  amount_pence: number;
  message: string;
}

export interface MatchResult {
  clean: boolean;
  variances: Variance[];
  total_variance_pence: number;
}

export const milli = (q: number | string): number => Math.round(Number(q) * 1000);
const decimal = (m: number): string => (m / 1000).toFixed(3);
const readable = (m: number): string => String(m / 1000);

export function threeWayMatch(
  poLines: readonly MatchPoLine[],
  invoiceLines: readonly MatchInvoiceLine[],
): MatchResult {
  const byId = new Map(poLines.map((l) => [l.id, l]));
  const variances: Variance[] = [];
  for (const inv of invoiceLines) {
    const po = byId.get(inv.line_id);
    if (!po) continue; // the service refuses lines not on the order before matching
    const base = {
      line_id: po.id,
      description: po.description,
      ordered_quantity: po.ordered_milli / 1000,
      received_quantity: po.received_milli / 1000,
      invoiced_quantity: inv.quantity_milli / 1000,
      ordered_unit_price_pence: po.unit_price_pence,
      invoiced_unit_price_pence: inv.unit_price_pence,
    };
    if (inv.unit_price_pence !== po.unit_price_pence) {
      const amount = lineNet(decimal(inv.quantity_milli), inv.unit_price_pence - po.unit_price_pence);
      variances.push({
        ...base,
        kind: 'price',
        amount_pence: amount,
        message: `${po.description}: invoiced at ${formatPence(inv.unit_price_pence)} a ${po.unit}, ordered at ${formatPence(po.unit_price_pence)}`,
      });
    }
    if (inv.quantity_milli !== po.received_milli) {
      const amount = lineNet(decimal(inv.quantity_milli - po.received_milli), inv.unit_price_pence);
      variances.push({
        ...base,
        kind: 'quantity',
        amount_pence: amount,
        message: `${po.description}: invoiced ${readable(inv.quantity_milli)} ${po.unit}, received ${readable(po.received_milli)} (ordered ${readable(po.ordered_milli)})`,
      });
    }
  }
  return {
    clean: variances.length === 0,
    variances,
    total_variance_pence: sumPence(variances.map((v) => v.amount_pence)),
  };
}
