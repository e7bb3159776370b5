// How suppliers' kinds and CIS statuses read in the UI (values are core-api's).
import type { CisStatus, SupplierKind } from '../../generated/graphql';

export const KIND_OPTIONS: readonly { value: SupplierKind; label: string }[] = [
  { value: 'plant', label: 'Plant hire' },
  { value: 'materials', label: 'Materials' },
  { value: 'labour_agency', label: 'Labour agency' },
  { value: 'subcontractor', label: 'Subcontractor' },
];

export const CIS_OPTIONS: readonly { value: CisStatus; label: string }[] = [
  { value: 'gross', label: 'Gross (0%)' },
  { value: 'net', label: 'Net (20%)' },
  { value: 'unverified', label: 'Unverified (30%)' },
];

/** Kinds paid under the Construction Industry Scheme: they carry a CIS status, UTR and verification number. */
export const CIS_KINDS: readonly string[] = ['labour_agency', 'subcontractor'];

export function kindLabel(kind: string): string {
  return KIND_OPTIONS.find((k) => k.value === kind)?.label ?? kind;
}

export function cisLabel(status: string | null | undefined): string {
  return CIS_OPTIONS.find((c) => c.value === status)?.label ?? '—';
}
