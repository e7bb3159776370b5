// Owns the User and session JSON the contract fixes; ORM objects never go over the wire.
import { z } from 'zod';
import { ROLES, type Company, type User } from '../../models/index.js';
import type { IssuedToken } from '../../lib/tokens.js';
import { timestamp } from '../../lib/wire.js';

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    company_id: z.uuid(),
    company_name: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type UserJson = z.output<typeof userSchema>;

export const sessionSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    user: userSchema,
  })
  .meta({ id: 'Session' });

export function presentUser(user: User, company?: Company | null): UserJson {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    role: user.role,
    company_id: user.company_id,
    company_name: (company ?? user.company)?.name ?? null,
  };
}

export function presentSession(token: IssuedToken, user: User) {
  return { ...token, user: presentUser(user) };
}

/** Who invited the holder of an invitation link, to whom, and as what: the welcome before a password is chosen. */
export const invitationWelcomeAnswer = z
  .object({
    company_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(['worker', 'supervisor', 'manager', 'admin']),
    /** The inviter's name, or null when they are gone. */
    invited_by: z.string().nullable(),
    expires_at: timestamp,
  })
  .meta({ id: 'InvitationWelcome' });
