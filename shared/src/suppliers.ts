// Supplier kinds and the Construction Industry Scheme: the values core-api stores and checks, the rates it
// deducts at, and the words the UI shows them in — one list for core-api, the BFF and web.

export const SUPPLIER_KINDS = ['plant', 'materials', 'labour_agency', 'subcontractor'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

export const SUPPLIER_KIND_LABELS: Readonly<Record<SupplierKind, string>> = {
  plant: 'Plant hire',
  materials: 'Materials',
  labour_agency: 'Labour agency',
  subcontractor: 'Subcontractor',
};

/** Kinds paid under the Construction Industry Scheme: they carry a CIS status, UTR and verification number. */
export const CIS_KINDS: readonly SupplierKind[] = ['labour_agency', 'subcontractor'];

/** HMRC's CIS payment statuses and the deduction rate of each (CIS340). */
export const CIS_STATUSES = ['gross', 'net', 'unverified'] as const;
export type CisStatus = (typeof CIS_STATUSES)[number];
export const CIS_DEDUCTION_PERCENT: Readonly<Record<CisStatus, number>> = {
  gross: 0,
  net: 20,
  unverified: 30,
};

/** A CIS status as the UI shows it, with its deduction rate: "Net (20%)". */
export const CIS_STATUS_LABELS: Readonly<Record<CisStatus, string>> = {
  gross: `Gross (${CIS_DEDUCTION_PERCENT.gross}%)`,
  net: `Net (${CIS_DEDUCTION_PERCENT.net}%)`,
  unverified: `Unverified (${CIS_DEDUCTION_PERCENT.unverified}%)`,
};
