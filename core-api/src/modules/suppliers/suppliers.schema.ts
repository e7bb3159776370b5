// Owns the /suppliers request shapes and their messages (web's form repeats them word for word): the
// supplier's fields, UK VAT number as settings validates it, CIS UTR and HMRC verification number formats, the
// list's search, kind and status filters.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import { CIS_STATUSES, SUPPLIER_KINDS } from './supplier.model.js';

/** GB + 9 or 12 digits, or 9 digits (the rule of PATCH /settings, company VAT number). */
export const VAT_PATTERN = /^(GB\d{9}|GB\d{12}|\d{9})$/;
/**
 * HMRC's CIS verification reference: V and 10 digits; an unmatched (higher-rate) verification adds a letter or
 * two, written V1234567890A or V1234567890/A (CISR51120). Stored without spaces or the slash.
 */
export const VERIFICATION_PATTERN = /^V\d{10}[A-Z]{0,2}$/;

export const MESSAGES = {
  name: 'Supplier name is required',
  nameLength: 'Supplier name must be at most 200 characters',
  kinds: 'Choose at least one kind: plant, materials, labour agency or subcontractor',
  kind: `Kind must be one of ${SUPPLIER_KINDS.join(', ')}`,
  email: 'Email must be a valid email address',
  vat: 'VAT number must be GB followed by 9 or 12 digits, or 9 digits',
  cisStatus: `CIS status must be one of ${CIS_STATUSES.join(', ')}`,
  cisStatusRequired: 'CIS status is required for labour agencies and subcontractors',
  cisOnlyForCisKinds: 'CIS details apply only to labour agencies and subcontractors',
  utr: 'UTR must be 10 digits',
  verification:
    'Verification number must be V followed by 10 digits, with 1 or 2 letters at the end if HMRC gave them (e.g. V1234567890 or V1234567890AB)',
  search: 'Search must be at most 200 characters',
  status: 'Status must be one of active, inactive, all',
  nameTaken: 'A supplier with this name already exists',
} as const;

/** Optional text: null or "" (after trim) is stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Text whose spaces do not matter, upper-cased; "" becomes null; checked against `pattern`. */
const compactCode = (label: string, pattern: RegExp, message: string, strip = /\s+/g) =>
  z
    .string({ error: `${label} must be text` })
    .max(100, { error: message })
    .transform((v) => v.replace(strip, '').toUpperCase())
    .refine((v) => v === '' || pattern.test(v), { error: message })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const fields = {
  name: z
    .string({ error: MESSAGES.name })
    .trim()
    .min(1, { error: MESSAGES.name })
    .max(200, { error: MESSAGES.nameLength }),
  kinds: z
    .array(z.enum(SUPPLIER_KINDS, { error: MESSAGES.kind }), { error: MESSAGES.kinds })
    .min(1, { error: MESSAGES.kinds })
    .max(SUPPLIER_KINDS.length * 2, { error: MESSAGES.kinds })
    // Stored once each, in the fixed order, whatever order they came in.
    .transform((kinds) => SUPPLIER_KINDS.filter((k) => kinds.includes(k))),
  contact_name: optionalText('Contact name', 200),
  email: optionalText('Email', 254).refine((v) => v == null || z.email().safeParse(v).success, {
    error: MESSAGES.email,
  }),
  phone: optionalText('Phone', 50),
  account_number: optionalText('Account number', 50),
  address: optionalText('Address', 1000),
  vat_number: compactCode('VAT number', VAT_PATTERN, MESSAGES.vat),
  cis_status: z.enum(CIS_STATUSES, { error: MESSAGES.cisStatus }).nullable().optional(),
  utr: compactCode('UTR', /^\d{10}$/, MESSAGES.utr),
  verification_number: compactCode(
    'Verification number',
    VERIFICATION_PATTERN,
    MESSAGES.verification,
    /[\s/]+/g,
  ),
};

export const createSupplierSchema = z.object(fields);
export type CreateSupplierInput = z.output<typeof createSupplierSchema>;

export const updateSupplierSchema = z.object({
  ...fields,
  name: fields.name.optional(),
  kinds: fields.kinds.optional(),
});
export type UpdateSupplierInput = z.output<typeof updateSupplierSchema>;

export const SUPPLIER_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

export const listSuppliersQuerySchema = z.object({
  ...pageQuery,
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
  kind: z.enum(SUPPLIER_KINDS, { error: MESSAGES.kind }).optional(),
  status: z.enum(SUPPLIER_STATUS_FILTERS, { error: MESSAGES.status }).default('active'),
});
export type ListSuppliersQuery = z.output<typeof listSuppliersQuerySchema>;
