// The estimate editor's live totals: the same steps as core-api's estimate-totals.ts on lib/money.ts
// (docs/decisions/0029-estimate-totals.md), in BigInt so they match the server's to the penny — each line
// quantity × unit cost rounded half up, overhead % of the lines, profit % of lines + overhead, VAT on the net.

export type Section = 'preliminaries' | 'labour' | 'plant' | 'materials' | 'subcontract' | 'other';
import type { VatCode } from '../../lib/vat';

export type { VatCode };

const VAT_BASIS_POINTS: Record<VatCode, { bp: number; charged: boolean }> = {
  standard: { bp: 2000, charged: true },
  reduced: { bp: 500, charged: true },
  zero: { bp: 0, charged: false },
  exempt: { bp: 0, charged: false },
  drc: { bp: 2000, charged: false },
  drc_reduced: { bp: 500, charged: false },
};

/** n / d rounded half away from zero (d > 0). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  if ((r < 0n ? -r : r) * 2n < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** A decimal with at most `places` decimals as an integer scaled by 10^places; null when it has more. */
export function scaledDecimal(value: number | string, places: number): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = new RegExp(`^(-?)(\\d+)(?:\\.(\\d{1,${places}}))?$`).exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction.padEnd(places, '0')}`);
  return sign === '-' ? -digits : digits;
}

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
  const rate = VAT_BASIS_POINTS[input.vat_code];
  const vatAmount = Number(divideHalfUp(BigInt(net) * BigInt(rate.bp), 10_000n));
  const vat = rate.charged ? vatAmount : 0;
  const reverseChargeVat = input.vat_code.startsWith('drc') ? vatAmount : 0;
  return { lineNets, sections, lines, overhead, profit, net, vat, reverseChargeVat, gross: net + vat };
}
