// Owns the /superadmin request shapes.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import { COMPANY_STATUSES } from '../../models/index.js';
import { updateSettingsSchema } from '../settings/index.js';
import { emailSchema } from '../users/index.js';

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

export const pageQuerySchema = z.object(pageQuery);

export const companiesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  status: z
    .enum(COMPANY_STATUSES, { error: 'Status must be one of: active, suspended, cancelled' })
    .optional(),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;
