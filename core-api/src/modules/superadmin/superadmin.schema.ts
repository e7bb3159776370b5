// Owns the /superadmin request shapes.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import { timestamp } from '../../lib/wire.js';
import { COMPANY_STATUSES, ROLES } from '../../models/index.js';
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

// Answers ------------------------------------------------------------------------------------------------

export const superadminSchema = z.object({ id: z.uuid(), username: z.string() }).meta({ id: 'Superadmin' });

export const superadminSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  superadmin: superadminSchema,
});

export const companySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(COMPANY_STATUSES),
    created_at: timestamp,
    user_count: z.number().int(),
    active_user_count: z.number().int(),
    project_count: z.number().int(),
  })
  .meta({ id: 'Company' });
export type CompanyJson = z.output<typeof companySchema>;

export const systemStatsSchema = z
  .object({
    companies: z.object({
      total: z.number().int(),
      active: z.number().int(),
      suspended: z.number().int(),
      cancelled: z.number().int(),
      new_last_30_days: z.number().int(),
    }),
    users: z.object({
      total: z.number().int(),
      active: z.number().int(),
      signed_in_last_30_days: z.number().int(),
    }),
    projects: z.object({ total: z.number().int(), new_last_30_days: z.number().int() }),
    contact_messages_last_30_days: z.number().int(),
  })
  .meta({ id: 'SystemStats' });

export const companySetupSchema = z
  .object({
    company: companySchema,
    admin: z.object({
      id: z.uuid(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(ROLES),
    }),
    set_password_link: z.string(),
  })
  .meta({ id: 'CompanySetup' });

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    superadmin_id: z.uuid().nullable(),
    username: z.string().nullable(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AuditEntry' });
