// The supplier form's checks repeat core-api's messages word for word, and its input follows core-api's rules
// (CIS details only with a CIS kind; empty text is null).
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUPPLIER_FORM,
  MESSAGES,
  supplierFormSchema,
  supplierInputFromForm,
} from './supplier-form.schema';

const errorsOf = (values: Partial<typeof EMPTY_SUPPLIER_FORM>) => {
  const result = supplierFormSchema.safeParse({ ...EMPTY_SUPPLIER_FORM, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('supplier form', () => {
  it('uses core-api’s messages', () => {
    expect(MESSAGES).toMatchObject({
      name: 'Supplier name is required',
      kinds: 'Choose at least one kind: plant, materials, labour agency or subcontractor',
      email: 'Email must be a valid email address',
      vat: 'VAT number must be GB followed by 9 or 12 digits, or 9 digits',
      cisStatusRequired: 'CIS status is required for labour agencies and subcontractors',
      utr: 'UTR must be 10 digits',
    });
    expect(errorsOf({})).toEqual({ name: MESSAGES.name, kinds: MESSAGES.kinds });
    expect(errorsOf({ name: 'x'.repeat(201), kinds: ['plant'] })).toEqual({
      name: 'Supplier name must be at most 200 characters',
    });
    expect(
      errorsOf({
        name: 'A',
        kinds: ['plant'],
        email: 'nope',
        vat_number: 'GB12345678',
        phone: '1'.repeat(51),
      }),
    ).toEqual({
      email: MESSAGES.email,
      vat_number: MESSAGES.vat,
      phone: 'Phone must be at most 50 characters',
    });
  });

  it('checks CIS details only for labour agencies and subcontractors', () => {
    expect(errorsOf({ name: 'A', kinds: ['plant'], utr: '12' })).toEqual({});
    expect(errorsOf({ name: 'A', kinds: ['subcontractor'] })).toEqual({
      cis_status: MESSAGES.cisStatusRequired,
    });
    expect(
      errorsOf({
        name: 'A',
        kinds: ['labour_agency'],
        cis_status: 'net',
        utr: '123',
        verification_number: 'V12',
      }),
    ).toEqual({ utr: MESSAGES.utr, verification_number: MESSAGES.verification });
    expect(
      errorsOf({
        name: 'A',
        kinds: ['subcontractor'],
        cis_status: 'unverified',
        utr: '12345 67890',
        verification_number: 'v1234567890/ab',
        vat_number: 'gb 123 456 789',
      }),
    ).toEqual({});
  });

  it('sends empty text as null and CIS details only with a CIS kind', () => {
    const values = {
      ...EMPTY_SUPPLIER_FORM,
      name: '  Valleys Plant Hire ',
      kinds: ['plant'],
      phone: ' 029 2018 0421 ',
      cis_status: 'net',
      utr: '1234567890',
    };
    expect(supplierInputFromForm(values)).toEqual({
      name: 'Valleys Plant Hire',
      kinds: ['plant'],
      contact_name: null,
      email: null,
      phone: '029 2018 0421',
      account_number: null,
      address: null,
      vat_number: null,
      cis_status: null,
      utr: null,
      verification_number: null,
    });
    expect(supplierInputFromForm({ ...values, kinds: ['plant', 'subcontractor'] })).toMatchObject({
      cis_status: 'net',
      utr: '1234567890',
    });
  });
});
