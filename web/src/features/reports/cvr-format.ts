// The CVR's words and small formats on screen (decision 0085): category and adjustment names, a percentage,
// "September 2026" for a month, this month in London, and a signed amount typed in pounds → pence.
import { poundsToPence } from '../../lib/format';

export const CATEGORY_LABELS: Record<string, string> = {
  labour: 'Labour',
  plant: 'Plant',
  materials: 'Materials',
  subcontract: 'Subcontract',
  preliminaries: 'Preliminaries',
  other: 'Other',
};

export const ADJUSTMENT_KINDS = [
  { value: 'unagreed_variation', label: 'Unagreed variations' },
  { value: 'over_measure', label: 'Over-measure' },
  { value: 'preliminaries_alignment', label: 'Preliminaries alignment' },
  { value: 'known_future_loss', label: 'Known future losses' },
] as const;
export const adjustmentLabel = (kind: string) =>
  ADJUSTMENT_KINDS.find((k) => k.value === kind)?.label ?? kind;

export const formatPercent = (v: number | null | undefined) => (v == null ? '—' : `${v.toFixed(2)}%`);

export function monthWords(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const londonMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

/** "-1,250.50" / "−£1,250.50" / "300" → pence (negative allowed); null when not an amount. */
export function signedPoundsToPence(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−]/.test(trimmed);
  const pence = poundsToPence(negative ? trimmed.slice(1) : trimmed);
  return pence == null ? null : negative ? -pence : pence;
}
