// Owns the /users request shapes.
import { z } from 'zod';
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

export const createUserSchema = z.object({
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
export type CreateUserInput = z.output<typeof createUserSchema>;

export const changeRoleSchema = z.object({ role: roleSchema });

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .default(fallback);

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  role: roleSchema.optional(),
  status: z
    .enum(['active', 'inactive', 'all'], { error: 'Status must be one of: active, inactive, all' })
    .default('all'),
  page: intParam('Page', 1, 100_000, 1),
  size: intParam('Size', 1, 100, 20),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
