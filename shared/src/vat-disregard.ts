// The 5% disregard of the VAT domestic reverse charge for building and construction services (decision 0044).
// HMRC, "VAT domestic reverse charge for building and construction services" (technical guide, section 8 "5%
// disregard"), and VAT (Section 55A) (Specified Services and Excepted Supplies) Order 2019: the reverse charge is
// decided per supply, not per line. When the services within CIS in one supply are 5% or less of the supply's
// value, the reverse charge does not apply and normal VAT rules apply to the whole supply; above 5% the reverse
// charge applies to the whole supply. Whether the reverse charge can apply at all (both parties VAT-registered,
// the customer not an end user or intermediary, the supplier not excluded) is the caller's question; this file
// decides only the disregard. Integer arithmetic: the comparison is exact, never on a rounded percentage.

/** The disregard's threshold: CIS services at or below 5% of the supply's value leave the whole at normal VAT. */
export const DRC_DISREGARD_PERCENT = 5;

/** One part of a supply: its net value (pence) and whether it is a service within CIS (HMRC "specified"). */
export interface SupplyPart {
  net_pence: number;
  cis_specified: boolean;
}

export interface ReverseChargeDecision {
  /** The reverse charge applies to the whole supply (false: normal VAT on the whole). */
  reverse_charge: boolean;
  /** Net value of the CIS-specified parts and of the whole supply, in pence. */
  cis_pence: number;
  supply_pence: number;
  /**
   * CIS services' share of the supply as a percentage with two decimals, rounded toward the decision (down when
   * at or below 5%, up above it), so the figure shown never contradicts the decision: 4.995% shows 4.99%.
   */
  cis_share_percent: string;
  /** One sentence a document prints beside its VAT. */
  reason: string;
}

function percentText(cis: bigint, total: bigint, up: boolean): string {
  // hundredths of a percent = cis × 10,000 / total, rounded down or up
  const scaled = cis * 10_000n;
  let hundredths = scaled / total;
  if (up && hundredths * total < scaled) hundredths += 1n;
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${frac}`;
}

/**
 * Decides the reverse charge for one supply from its parts. A supply with no positive value, or with no CIS
 * services, is at normal VAT; CIS services over 5% of the value put the whole supply under the reverse charge.
 */
export function reverseChargeDecision(parts: readonly SupplyPart[]): ReverseChargeDecision {
  let cis = 0n;
  let total = 0n;
  for (const p of parts) {
    total += BigInt(p.net_pence);
    if (p.cis_specified) cis += BigInt(p.net_pence);
  }
  const cis_pence = Number(cis);
  const supply_pence = Number(total);
  if (total <= 0n || cis <= 0n) {
    return {
      reverse_charge: false,
      cis_pence,
      supply_pence,
      cis_share_percent: '0.00',
      reason: 'No services within CIS in this supply: normal VAT applies',
    };
  }
  // cis / total > 5 / 100  ⇔  cis × 100 > total × 5 (exact)
  const over = cis * 100n > total * BigInt(DRC_DISREGARD_PERCENT);
  const share = percentText(cis, total, over);
  return {
    reverse_charge: over,
    cis_pence,
    supply_pence,
    cis_share_percent: share,
    reason: over
      ? `Services within CIS are ${share}% of this supply (more than ${DRC_DISREGARD_PERCENT}%): the domestic reverse charge applies to the whole supply`
      : `Services within CIS are ${share}% of this supply (${DRC_DISREGARD_PERCENT}% or less): normal VAT applies to the whole supply (HMRC 5% disregard)`,
  };
}
