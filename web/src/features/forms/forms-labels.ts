// Words of /app/forms: statuses, severities, field types, and the client-side check of answers (the same rules
// and messages as core-api's forms.fields.ts, so a phone with no signal says what the server would).
import type { FormFieldPartsFragment } from '../../generated/graphql';

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  returned: 'Returned',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
};

export const STATUS_PALETTE: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  returned: 'orange',
  resubmitted: 'blue',
  approved: 'green',
};

export const SEVERITY_LABELS: Record<string, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const SEVERITY_PALETTE: Record<string, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

export const FIELD_TYPE_LABELS: Record<string, string> = {
  text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  time: 'Time',
  select: 'Choose one',
  multi_select: 'Choose several',
  checkbox: 'Tick box',
  photo: 'Photos',
  signature: 'Signature',
  operative: 'Operative (from the labour record)',
  signatures: 'Several signatures',
  plant_item: 'Plant item (from the plant register)',
};

export type Field = FormFieldPartsFragment;

const TEXT_MAX = 500;
const LONG_TEXT_MAX = 5000;

/** The first problem with one answer (photos and signatures counted by the caller), or null. */
export function fieldProblem(field: Field, value: unknown, submitting: boolean): string | null {
  const empty =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (field.type === 'checkbox') {
    return submitting && field.required && value !== true ? `${field.label} must be ticked` : null;
  }
  if (empty) return submitting && field.required ? `${field.label} is required` : null;
  switch (field.type) {
    case 'text':
    case 'long_text': {
      const max = field.type === 'text' ? TEXT_MAX : LONG_TEXT_MAX;
      return String(value).trim().length > max ? `${field.label} must be at most ${max} characters` : null;
    }
    case 'number': {
      const n = Number(String(value).trim());
      if (!Number.isFinite(n)) return `${field.label} must be a number`;
      if (field.min != null && n < field.min) return `${field.label} must be at least ${field.min}`;
      if (field.max != null && n > field.max) return `${field.label} must be at most ${field.max}`;
      return null;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? null : `${field.label} must be a date as dd/mm/yyyy`;
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(String(value)) ? null : `${field.label} must be a time (HH:MM)`;
    case 'select':
      return field.options?.includes(String(value))
        ? null
        : `${field.label} must be one of: ${(field.options ?? []).join(', ')}`;
    default:
      return null;
  }
}

/** A stored signature answer as core-api fills it in (decision 0053; older answers lack the last three). */
export interface SignatureAnswer {
  upload_id: string;
  signed_by: string;
  signed_at: string;
  signer_id?: string | null;
  witnessed_by?: string | null;
  witness_id?: string | null;
}

/**
 * Who signed, in the words of the form's PDF: a signatory without an account is named as typed, "in the presence
 * of" the person who filled the form in.
 */
export function signedByText(s: SignatureAnswer): string {
  return s.witnessed_by
    ? `Signed by ${s.signed_by} (name as typed; no SiteBase account) in the presence of ${s.witnessed_by}`
    : `Signed by ${s.signed_by}`;
}

export const SIGNATORY_NAME_MAX = 100;
/** The typed name of someone signing without an account: needed, at most 100 characters (as core-api). */
export function signatoryProblem(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  if (!name.trim()) return 'Type the name of the person signing';
  return name.trim().length > SIGNATORY_NAME_MAX
    ? 'The name of the person signing must be at most 100 characters'
    : null;
}

/** An answer as core-api takes it (numbers as numbers, blanks as null). */
export function wireValue(field: Field, value: unknown): unknown {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return field.type === 'checkbox' ? false : null;
  }
  if (field.type === 'number') return Number(String(value).trim());
  if (typeof value === 'string') return value.trim();
  return value;
}

/** A field key from its label: "Depth (m)" → "depth_m". */
export function keyFromLabel(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 36);
  return /^[a-z]/.test(slug) ? slug : `f_${slug}`.slice(0, 40);
}
