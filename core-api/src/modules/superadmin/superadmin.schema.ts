// Owns the /superadmin request shapes.
import { z } from 'zod';
import { COMPANY_STATUSES } from '../../models/index.js';
import { updateSettingsSchema } from '../settings/settings.schema.js';
import { emailSchema } from '../users/users.schema.js';

export const superadminLoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(100, { error: 'Username is too long' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password is too long' }),
});

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const settings = updateSettingsSchema.shape;

export const setupCompanySchema = z.object({
  company_name: name('Company name', 200),
  address: settings.address,
  vat_number: settings.vat_number,
  cis_utr: settings.cis_utr,
  admin_first_name: name('Admin first name', 100),
  admin_last_name: name('Admin last name', 100),
  admin_email: emailSchema,
});
export type SetupCompanyInput = z.output<typeof setupCompanySchema>;

export const companyStatusSchema = z.object({
  status: z.enum(COMPANY_STATUSES, { error: 'Status must be one of: active, suspended, cancelled' }),
  reason: z.string().trim().max(1000, { error: 'Reason must be at most 1000 characters' }).optional(),
});

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .default(fallback);

export const pageQuerySchema = z.object({
  page: intParam('Page', 1, 100_000, 1),
  size: intParam('Size', 1, 100, 20),
});

export const companiesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  status: z
    .enum(COMPANY_STATUSES, { error: 'Status must be one of: active, suspended, cancelled' })
    .optional(),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;
