// The manager's plant set-up forms — a supplier's rate and an item of the register — in core-api's words
// (core-api/src/modules/plant/plant.schema.ts MESSAGES). Money is typed in pounds and sent as pence; dates are
// typed dd/mm/yyyy and sent as ISO dates. core-api checks everything again and has the last word.
import { z } from '../../lib/zod';
import { parseUkDate, poundsToPence } from '../../lib/format';

export const SETUP_MESSAGES = {
  supplier: 'Please choose a supplier',
  category: 'Please say what plant you need',
  categoryLength: 'Plant category must be at most 100 characters',
  rate: 'Enter the rate in pounds, above £0',
  operatedRate: 'Enter the rate with operator in pounds, above £0, or leave it empty',
  charge: 'Enter the charge in pounds, £0 or more',
  validFrom: 'Valid from is required',
  validToBeforeFrom: 'Valid to must be on or after valid from',
  date: 'Enter the date as dd/mm/yyyy',
  assetNumber: 'Asset number is required',
  assetNumberLength: 'Asset number must be at most 50 characters',
  description: 'Description is required',
  descriptionLength: 'Description must be at most 200 characters',
  hiredNeedsSupplier: 'A hired item needs its supplier',
  reference: 'References must be at most 100 characters',
} as const;

const optionalUkDate = z
  .string()
  .trim()
  .refine((v) => v === '' || parseUkDate(v) != null, { message: SETUP_MESSAGES.date });
const pounds = (message: string, min: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        const pence = poundsToPence(v);
        return pence != null && pence >= min;
      },
      { message },
    );

export const plantRateFormSchema = z
  .object({
    supplier_id: z.string().min(1, { message: SETUP_MESSAGES.supplier }),
    category: z
      .string()
      .trim()
      .min(1, { message: SETUP_MESSAGES.category })
      .max(100, { message: SETUP_MESSAGES.categoryLength }),
    rate: pounds(SETUP_MESSAGES.rate, 1),
    /** With the supplier's operator (wet hire); empty when the supplier does not offer it. */
    operated_rate: z
      .string()
      .trim()
      .refine((v) => v === '' || (poundsToPence(v) ?? 0) >= 1, { message: SETUP_MESSAGES.operatedRate }),
    rate_unit: z.enum(['day', 'week']),
    delivery: pounds(SETUP_MESSAGES.charge, 0),
    collection: pounds(SETUP_MESSAGES.charge, 0),
    valid_from: z
      .string()
      .trim()
      .min(1, { message: SETUP_MESSAGES.validFrom })
      .refine((v) => parseUkDate(v) != null, { message: SETUP_MESSAGES.date }),
    valid_to: optionalUkDate,
  })
  .refine(
    (v) => {
      const from = parseUkDate(v.valid_from);
      const to = parseUkDate(v.valid_to);
      return !from || !to || to >= from;
    },
    { message: SETUP_MESSAGES.validToBeforeFrom, path: ['valid_to'] },
  );

export type PlantRateFormValues = z.infer<typeof plantRateFormSchema>;

export function plantRateInput(values: PlantRateFormValues) {
  return {
    supplier_id: values.supplier_id,
    category: values.category.trim(),
    rate_pence: poundsToPence(values.rate)!,
    operated_rate_pence: values.operated_rate === '' ? null : poundsToPence(values.operated_rate),
    rate_unit: values.rate_unit,
    delivery_pence: poundsToPence(values.delivery)!,
    collection_pence: poundsToPence(values.collection)!,
    valid_from: parseUkDate(values.valid_from)!,
    valid_to: parseUkDate(values.valid_to),
  };
}

export const plantItemFormSchema = z
  .object({
    asset_number: z
      .string()
      .trim()
      .min(1, { message: SETUP_MESSAGES.assetNumber })
      .max(50, { message: SETUP_MESSAGES.assetNumberLength }),
    description: z
      .string()
      .trim()
      .min(1, { message: SETUP_MESSAGES.description })
      .max(200, { message: SETUP_MESSAGES.descriptionLength }),
    category: z
      .string()
      .trim()
      .min(1, { message: SETUP_MESSAGES.category })
      .max(100, { message: SETUP_MESSAGES.categoryLength }),
    ownership: z.enum(['owned', 'hired']),
    supplier_id: z.string(),
    hire_reference: z.string().trim().max(100, { message: SETUP_MESSAGES.reference }),
    loler_due_date: optionalUkDate,
    puwer_due_date: optionalUkDate,
  })
  .refine((v) => v.ownership === 'owned' || v.supplier_id !== '', {
    message: SETUP_MESSAGES.hiredNeedsSupplier,
    path: ['supplier_id'],
  });

export type PlantItemFormValues = z.infer<typeof plantItemFormSchema>;

export function plantItemInput(values: PlantItemFormValues) {
  return {
    asset_number: values.asset_number.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    ownership: values.ownership,
    supplier_id: values.ownership === 'hired' ? values.supplier_id : null,
    hire_reference: values.hire_reference.trim() || null,
    loler_due_date: parseUkDate(values.loler_due_date),
    puwer_due_date: parseUkDate(values.puwer_due_date),
  };
}
