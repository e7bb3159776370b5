// The VAT treatments core-api knows (core-api/src/lib/money.ts VAT_CODES), with the labels every form offers them
// under: one list for estimates, quotes and whatever else prices a line.
export type VatCode = 'standard' | 'reduced' | 'zero' | 'exempt' | 'drc' | 'drc_reduced';

export const VAT_OPTIONS: readonly { value: VatCode; label: string }[] = [
  { value: 'standard', label: 'Standard rate 20%' },
  { value: 'reduced', label: 'Reduced rate 5%' },
  { value: 'zero', label: 'Zero rate 0%' },
  { value: 'exempt', label: 'Exempt' },
  { value: 'drc', label: 'Domestic reverse charge 20%' },
  { value: 'drc_reduced', label: 'Domestic reverse charge 5%' },
];
