// Owns the /users and /invitations request shapes.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import { ROLES } from '../../models/index.js';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` });

export const roleSchema = z.enum(ROLES, { error: 'Role must be one of: worker, supervisor, manager, admin' });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

/** Inviting someone: what the invitation records (the account is made when they accept). */
export const inviteUserSchema = z.object({
  first_name: name('First name'),
  last_name: name('Last name'),
  email: emailSchema,
  role: roleSchema,
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(30, { error: 'Phone must be at most 30 characters' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type InviteUserInput = z.output<typeof inviteUserSchema>;

export const changeRoleSchema = z.object({ role: roleSchema });

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  role: roleSchema.optional(),
  status: z
    .enum(['active', 'invited', 'inactive', 'all'], {
      error: 'Status must be one of: active, invited, inactive, all',
    })
    .default('all'),
  ...pageQuery,
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
