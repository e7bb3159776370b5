// The request form's rules, in core-api's words (core-api/src/modules/plant/plant.schema.ts): a project, what
// is wanted, quantity 1–100, from and until as dd/mm/yyyy with until on or after from, notes up to 2000.
import { z } from '../../lib/zod';
import { parseUkDate } from '../../lib/format';

export const REQUEST_MESSAGES = {
  project: 'Please select a project',
  category: 'Please say what plant you need',
  quantity: 'Quantity must be a whole number from 1 to 100',
  requiredFrom: 'Please choose the date you need it from',
  requiredUntil: 'Please choose the date you need it until',
  untilBeforeFrom: 'The until date must be on or after the from date',
  date: 'Enter the date as dd/mm/yyyy',
  notes: 'Notes must be at most 2000 characters',
} as const;

const ukDate = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { message: required })
    .refine((v) => parseUkDate(v) != null, { message: REQUEST_MESSAGES.date });

export const plantRequestFormSchema = z
  .object({
    project_id: z.string().min(1, { message: REQUEST_MESSAGES.project }),
    category: z.string().trim().min(1, { message: REQUEST_MESSAGES.category }).max(100),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, { message: REQUEST_MESSAGES.quantity })
      .refine((v) => Number(v) >= 1 && Number(v) <= 100, { message: REQUEST_MESSAGES.quantity }),
    required_from: ukDate(REQUEST_MESSAGES.requiredFrom),
    required_until: ukDate(REQUEST_MESSAGES.requiredUntil),
    with_operator: z.boolean(),
    notes: z.string().max(2000, { message: REQUEST_MESSAGES.notes }),
  })
  .refine(
    (v) => {
      const from = parseUkDate(v.required_from);
      const until = parseUkDate(v.required_until);
      return !from || !until || until >= from;
    },
    { message: REQUEST_MESSAGES.untilBeforeFrom, path: ['required_until'] },
  );

export type PlantRequestFormValues = z.infer<typeof plantRequestFormSchema>;

export function plantRequestInput(values: PlantRequestFormValues) {
  return {
    project_id: values.project_id,
    category: values.category.trim(),
    quantity: Number(values.quantity),
    required_from: parseUkDate(values.required_from)!,
    required_until: parseUkDate(values.required_until)!,
    with_operator: values.with_operator,
    notes: values.notes.trim() || null,
  };
}
