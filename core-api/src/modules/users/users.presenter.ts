// Owns what the users module answers: a company user, an invitation, and the users list's rows (users and open
// invitations together). Every answer carries `can_manage`, the caller's ability on that row, so the UI shows
// or hides controls without re-coding the rules.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { iso, timestamp } from '../../lib/wire.js';
import { ROLES, type Invitation, type Role, type User } from '../../models/index.js';
import { canManage } from './users.policy.js';

/** A user row's status: invited until a password of their own is set, then active or inactive. */
export const USER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const INVITATION_STATUSES = ['invited', 'accepted', 'cancelled'] as const;

const canManageField = z
  .boolean()
  .describe('Whether the caller may change this row (never their own account; admins only for an admin)');

export const companyUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    company_id: z.uuid(),
    is_active: z.boolean(),
    status: z.enum(USER_STATUSES),
    last_login_at: timestamp.nullable(),
    created_at: timestamp,
    can_manage: canManageField,
  })
  .meta({ id: 'CompanyUser' });
export type CompanyUserJson = z.output<typeof companyUserSchema>;

/** A reset account: the user and the set-password link, shown once. */
export const userWithLinkSchema = z
  .object({ user: companyUserSchema, set_password_link: z.string() })
  .meta({ id: 'CompanyUserWithLink' });

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    company_id: z.uuid(),
    status: z.enum(INVITATION_STATUSES),
    /** When the current link stops working (a resend issues a new link and a new expiry). */
    expires_at: timestamp,
    created_at: timestamp,
    can_manage: canManageField,
  })
  .meta({ id: 'Invitation' });
export type InvitationJson = z.output<typeof invitationSchema>;

/** An invitation and its link, shown once: the same shape whoever the address belongs to. */
export const invitationWithLinkSchema = z
  .object({ invitation: invitationSchema, set_password_link: z.string() })
  .meta({ id: 'InvitationWithLink' });

/** A row of the users list: a user of the company, or an open invitation. */
export const companyMemberSchema = z
  .object({
    kind: z.enum(['user', 'invitation']),
    /** The user's id (the /users/{userId} routes) or the invitation's (the /invitations/{invitationId} routes). */
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    last_login_at: timestamp.nullable(),
    created_at: timestamp,
    /** An invitation's link expiry; null for users. */
    expires_at: timestamp.nullable(),
    can_manage: canManageField,
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMemberJson = z.output<typeof companyMemberSchema>;

export function userStatus(user: Pick<User, 'is_active' | 'password_set_at'>): UserStatus {
  if (!user.is_active) return 'inactive';
  return user.password_set_at ? 'active' : 'invited';
}

export function presentCompanyUser(user: User, actor: Actor): CompanyUserJson {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    role: user.role,
    company_id: user.company_id,
    is_active: user.is_active,
    status: userStatus(user),
    last_login_at: iso(user.last_login_at),
    created_at: user.created_at.toISOString(),
    can_manage: canManage(actor, user),
  };
}

export function presentInvitation(invitation: Invitation, actor: Actor): InvitationJson {
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone: invitation.phone ?? null,
    role: invitation.role,
    company_id: invitation.company_id,
    status: invitation.accepted_at ? 'accepted' : invitation.cancelled_at ? 'cancelled' : 'invited',
    expires_at: invitation.expires_at.toISOString(),
    created_at: invitation.created_at.toISOString(),
    can_manage: invitation.isOpen && canManage(actor, invitation),
  };
}

/** A row of the list query in users.service.ts (users and open invitations in one page). */
export interface MemberRow {
  kind: 'user' | 'invitation';
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  last_login_at: Date | string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
}

export function presentMember(row: MemberRow, actor: Actor): CompanyMemberJson {
  return {
    kind: row.kind,
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone ?? null,
    role: row.role,
    status: row.status,
    last_login_at: iso(row.last_login_at),
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at),
    can_manage: canManage(actor, row),
  };
}
