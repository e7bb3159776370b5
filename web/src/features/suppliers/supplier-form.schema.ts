// The create/edit supplier form: what people type, checked field by field with core-api's own messages (the
// server stays the authority), and its conversion to the API's input. CIS details only for labour agencies
// and subcontractors, and then a CIS status is required.
import { z } from '../../lib/zod';
import type { CreateSupplierInput, SupplierFieldsFragment } from '../../generated/graphql';
import { CIS_KINDS } from './supplier-labels';

export const MESSAGES = {
  name: 'Supplier name is required',
  nameLength: 'Supplier name must be at most 200 characters',
  kinds: 'Choose at least one kind: plant, materials, labour agency or subcontractor',
  email: 'Email must be a valid email address',
  vat: 'VAT number must be GB followed by 9 or 12 digits, or 9 digits',
  cisStatusRequired: 'CIS status is required for labour agencies and subcontractors',
  utr: 'UTR must be 10 digits',
  verification:
    'Verification number must be V followed by 10 digits, with 1 or 2 letters at the end if HMRC gave them (e.g. V1234567890 or V1234567890AB)',
} as const;

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();
const VAT_PATTERN = /^(GB\d{9}|GB\d{12}|\d{9})$/;
const VERIFICATION_PATTERN = /^V\d{10}[A-Z]{0,2}$/;

const upTo = (label: string, max: number) =>
  z.string().refine((v) => v.trim().length <= max, { message: `${label} must be at most ${max} characters` });

export const supplierFormSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.name).max(200, MESSAGES.nameLength),
    kinds: z.array(z.string()).min(1, MESSAGES.kinds),
    contact_name: upTo('Contact name', 200),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || (v.length <= 254 && z.email().safeParse(v).success), {
        message: MESSAGES.email,
      }),
    phone: upTo('Phone', 50),
    account_number: upTo('Account number', 50),
    address: upTo('Address', 1000),
    vat_number: z.string().refine((v) => compact(v) === '' || VAT_PATTERN.test(compact(v)), {
      message: MESSAGES.vat,
    }),
    cis_status: z.string(),
    utr: z.string(),
    verification_number: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.kinds.some((k) => CIS_KINDS.includes(k))) return;
    if (!values.cis_status)
      ctx.addIssue({ code: 'custom', path: ['cis_status'], message: MESSAGES.cisStatusRequired });
    const utr = compact(values.utr);
    if (utr !== '' && !/^\d{10}$/.test(utr))
      ctx.addIssue({ code: 'custom', path: ['utr'], message: MESSAGES.utr });
    const verification = values.verification_number.replace(/[\s/]+/g, '').toUpperCase();
    if (verification !== '' && !VERIFICATION_PATTERN.test(verification)) {
      ctx.addIssue({ code: 'custom', path: ['verification_number'], message: MESSAGES.verification });
    }
  });

export type SupplierFormValues = z.input<typeof supplierFormSchema>;

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  kinds: [],
  contact_name: '',
  email: '',
  phone: '',
  account_number: '',
  address: '',
  vat_number: '',
  cis_status: '',
  utr: '',
  verification_number: '',
};

export function formValuesFromSupplier(supplier: SupplierFieldsFragment): SupplierFormValues {
  return {
    name: supplier.name,
    kinds: [...supplier.kinds],
    contact_name: supplier.contact_name ?? '',
    email: supplier.email ?? '',
    phone: supplier.phone ?? '',
    account_number: supplier.account_number ?? '',
    address: supplier.address ?? '',
    vat_number: supplier.vat_number ?? '',
    cis_status: supplier.cis_status ?? '',
    utr: supplier.utr ?? '',
    verification_number: supplier.verification_number ?? '',
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The API's input: empty text is null; CIS details go only with a CIS kind (else null, which clears them). */
export function supplierInputFromForm(values: SupplierFormValues): CreateSupplierInput {
  const cis = values.kinds.some((k) => CIS_KINDS.includes(k));
  return {
    name: values.name.trim(),
    kinds: [...values.kinds],
    contact_name: text(values.contact_name),
    email: text(values.email),
    phone: text(values.phone),
    account_number: text(values.account_number),
    address: text(values.address),
    vat_number: text(values.vat_number),
    cis_status: cis ? text(values.cis_status) : null,
    utr: cis ? text(values.utr) : null,
    verification_number: cis ? text(values.verification_number) : null,
  };
}
