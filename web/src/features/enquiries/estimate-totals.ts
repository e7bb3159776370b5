// The estimate editor's live totals: the same steps as core-api's estimate-totals.ts (docs/decisions/
// 0029-estimate-totals.md), on the same money kernel (@sitebase/shared: divideHalfUp, the VAT codes' rates), in
// BigInt so they match the server's to the penny — each line quantity × unit cost rounded half up, overhead % of
// the lines, profit % of lines + overhead, VAT on the net. Unlike core-api's, a line still being typed (too many
// decimals) counts as nothing instead of failing the whole estimate.
import { VAT_CODE_INFO, divideHalfUp, scaledDecimal, type VatCode } from '@sitebase/shared';

export type Section = 'preliminaries' | 'labour' | 'plant' | 'materials' | 'subcontract' | 'other';

export { scaledDecimal, type VatCode };

export function lineNet(quantity: number | string, unitCostPence: number): number | null {
  const q = scaledDecimal(quantity, 3);
  if (q === null || !Number.isSafeInteger(unitCostPence)) return null;
  return Number(divideHalfUp(q * BigInt(unitCostPence), 1000n));
}

function percentOf(amount: number, percent: number | string): number {
  const p = scaledDecimal(percent, 4) ?? 0n;
  return Number(divideHalfUp(BigInt(amount) * p, 1_000_000n));
}

export interface LiveTotals {
  lineNets: (number | null)[];
  sections: Partial<Record<Section, number>>;
  lines: number;
  overhead: number;
  profit: number;
  net: number;
  vat: number;
  reverseChargeVat: number;
  gross: number;
}

export function estimateTotals(input: {
  lines: readonly { section: Section; quantity: number | string; unit_cost_pence: number }[];
  overhead_percent: number | string;
  profit_percent: number | string;
  vat_code: VatCode;
  /** Our company is VAT-registered (as core-api priced the estimate); false: no VAT at all. Default true. */
  vat_registered?: boolean;
}): LiveTotals {
  const lineNets = input.lines.map((l) => lineNet(l.quantity, l.unit_cost_pence));
  const sections: Partial<Record<Section, number>> = {};
  let lines = 0;
  input.lines.forEach((l, i) => {
    const net = lineNets[i] ?? 0;
    sections[l.section] = (sections[l.section] ?? 0) + net;
    lines += net;
  });
  const overhead = percentOf(lines, input.overhead_percent);
  const profit = percentOf(lines + overhead, input.profit_percent);
  const net = lines + overhead + profit;
  const rate = VAT_CODE_INFO[input.vat_code];
  const vatAmount = Number(divideHalfUp(BigInt(net) * BigInt(rate.basisPoints ?? 0), 10_000n));
  const registered = input.vat_registered !== false;
  const vat = registered && rate.charged ? vatAmount : 0;
  const reverseChargeVat = registered && rate.reverseCharge ? vatAmount : 0;
  return { lineNets, sections, lines, overhead, profit, net, vat, reverseChargeVat, gross: net + vat };
}
