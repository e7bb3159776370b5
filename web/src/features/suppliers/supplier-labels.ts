// How suppliers' kinds and CIS statuses read in the UI: the values, words and CIS kinds are @sitebase/shared's,
// the very lists core-api checks against.
import {
  CIS_KINDS as SHARED_CIS_KINDS,
  CIS_STATUSES,
  CIS_STATUS_LABELS,
  SUPPLIER_KINDS,
  SUPPLIER_KIND_LABELS,
} from '@sitebase/shared';
import type { CisStatus, SupplierKind } from '../../generated/graphql';

export const KIND_OPTIONS: readonly { value: SupplierKind; label: string }[] = SUPPLIER_KINDS.map(
  (value) => ({
    value,
    label: SUPPLIER_KIND_LABELS[value],
  }),
);

export const CIS_OPTIONS: readonly { value: CisStatus; label: string }[] = CIS_STATUSES.map((value) => ({
  value,
  label: CIS_STATUS_LABELS[value],
}));

/** Kinds paid under the Construction Industry Scheme: they carry a CIS status, UTR and verification number. */
export const CIS_KINDS: readonly string[] = SHARED_CIS_KINDS;

export function kindLabel(kind: string): string {
  return KIND_OPTIONS.find((k) => k.value === kind)?.label ?? kind;
}

export function cisLabel(status: string | null | undefined): string {
  return CIS_OPTIONS.find((c) => c.value === status)?.label ?? '—';
}
