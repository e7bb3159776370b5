// Words for the applications screens: statuses, VAT treatments, payment terms, parts of the UK, notices.
export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  certified: 'Certified',
  part_paid: 'Part paid',
  paid: 'Paid',
};

export const STATUS_PALETTE: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  certified: 'purple',
  part_paid: 'orange',
  paid: 'green',
};

/** A template's VAT: whether the reverse charge can apply; the 5% disregard then decides each application. */
export const VAT_LABELS: Record<string, string> = {
  standard: 'Standard rate 20%',
  drc: 'Domestic reverse charge can apply (5% disregard decides)',
};

export const TERMS_LABELS: Record<string, string> = {
  contract: 'The contract’s terms',
  scheme: 'Scheme for Construction Contracts',
};

export const REGION_LABELS: Record<string, string> = {
  'england-and-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

export const NOTICE_LABELS: Record<string, string> = {
  payment: 'Payment notice',
  pay_less: 'Pay less notice',
  default: 'Payee’s notice in default',
};

export const TONE_STATUS: Record<string, 'info' | 'warning' | 'error'> = {
  info: 'info',
  warning: 'warning',
  danger: 'error',
};
