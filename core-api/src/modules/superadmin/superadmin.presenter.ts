// Owns what the operator's answers look like on the wire (the superadmin, companies with their counts, system
// stats, a company setup, audit entries) and the row → answer mappings.
import { z } from 'zod';
import { timestamp } from '../../lib/wire.js';
import { COMPANY_STATUSES, ROLES, type CompanyStatus, type SuperadminAuditLog } from '../../models/index.js';

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

/** A companies-list row as the SQL reads it (counts arrive as bigint strings). */
export interface CompanyRow {
  id: string;
  name: string;
  status: CompanyStatus;
  created_at: Date | string;
  user_count: string | number;
  active_user_count: string | number;
  project_count: string | number;
}

export function presentCompanyRow(row: CompanyRow): CompanyJson {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    user_count: Number(row.user_count),
    active_user_count: Number(row.active_user_count),
    project_count: Number(row.project_count),
  };
}

export function presentAuditEntry(r: SuperadminAuditLog): z.output<typeof auditEntrySchema> {
  return {
    id: r.id,
    superadmin_id: r.superadmin_id,
    username: r.username,
    action: r.action,
    target_type: r.target_type ?? null,
    target_id: r.target_id ?? null,
    details: r.details ?? null,
    ip: r.ip ?? null,
    created_at: r.created_at.toISOString(),
  };
}
