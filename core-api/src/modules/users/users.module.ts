// Owns the /users and /invitations routes (managers and up): the users list (users and open invitations),
// inviting, one user, role changes, deactivate/reactivate, password resets, and resending or cancelling an
// invitation. Rules live in UsersService, InvitationsService and users.policy.ts; another company's user or
// invitation is 404 for every caller (the kit checks the id before refusing a role).
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { pageSchema } from '../../lib/paging.js';
import { Invitation, User } from '../../models/index.js';
import { usersCountedLists } from './users.counters.js';
import { INVITATION_NOT_FOUND, InvitationsService } from './invitations.service.js';
import {
  ALREADY_INVITED,
  ALREADY_IN_COMPANY,
  INVITATION_ACCEPTED,
  INVITATION_CANCELLED,
  LAST_ADMIN,
  OWN_ACCOUNT_STATUS,
  OWN_ROLE,
} from './users.policy.js';
import {
  companyMemberSchema,
  companyUserSchema,
  invitationSchema,
  invitationWithLinkSchema,
  presentCompanyUser,
  userWithLinkSchema,
} from './users.presenter.js';
import { listMembers } from './users.read.js';
import { changeRoleSchema, inviteUserSchema, listUsersQuerySchema } from './users.schema.js';
import { UsersService } from './users.service.js';
import { usersExport } from './users.exports.js';

interface UsersServices {
  users: UsersService;
  invitations: InvitationsService;
}

const route = routeBuilder<UsersServices>();
const MANAGERS = company('manager');
const ADMIN_RULE = 'only an admin changes an admin or grants the admin role; the last active admin stays';
const NOT_SELF = `${ADMIN_RULE}; never the caller's own account`;

export const usersModule = defineModule({
  name: 'users',
  description: 'Company users and invitations (managers and admins)',
  params: {
    userId: uuidParam({
      description: 'User id (uuid). Malformed, unknown or another company’s → 404',
      notFound: 'User not found',
      visible: async (actor, id) => (await User.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
    invitationId: uuidParam({
      description: 'Invitation id (uuid). Malformed, unknown or another company’s → 404',
      notFound: INVITATION_NOT_FOUND,
      visible: async (actor, id) =>
        (await Invitation.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  create: (deps): UsersServices => ({
    users: new UsersService(deps.sequelize, deps.mailer, deps.appUrl),
    invitations: new InvitationsService(deps.sequelize, deps.mailer, deps.appUrl),
  }),
  contributes: { countedLists: usersCountedLists },
  routes: [
    route({
      method: 'get',
      path: '/users',
      summary: 'The company’s users and open invitations, searchable and filtered by role and status',
      access: MANAGERS,
      query: listUsersQuerySchema,
      response: pageSchema(companyMemberSchema, 'CompanyMemberPage'),
      exports: usersExport,
      handler: ({ db, actor, query }) => listMembers(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/users',
      sensitive: true,
      summary: 'Invite someone (answers the invitation and its one-time link, also mailed)',
      description:
        'Creates an invitation, never a user: accepting it at the link creates the account. The answer is the ' +
        'same whether or not the address has an account with another company; only an address already in ' +
        'the caller’s company, or already invited by it, is refused.',
      access: { auth: 'company', minRole: 'manager', rule: ADMIN_RULE },
      body: inviteUserSchema,
      status: 201,
      response: invitationWithLinkSchema,
      errors: { 409: `${ALREADY_IN_COMPANY} / ${ALREADY_INVITED}` },
      handler: ({ services, actor, body }) => services.invitations.invite(actor, body),
    }),
    route({
      method: 'get',
      path: '/users/{userId}',
      summary: 'One user of the company',
      access: MANAGERS,
      response: companyUserSchema,
      handler: async ({ services, actor, params }) =>
        presentCompanyUser(await services.users.get(actor, params.userId), actor),
    }),
    route({
      method: 'patch',
      path: '/users/{userId}/role',
      summary: 'Change a user’s role',
      access: { auth: 'company', minRole: 'manager', rule: NOT_SELF },
      body: changeRoleSchema,
      response: companyUserSchema,
      errors: { 409: `${LAST_ADMIN} / ${OWN_ROLE}` },
      handler: ({ services, actor, params, body }) =>
        services.users.changeRole(actor, params.userId, body.role),
    }),
    route({
      method: 'post',
      path: '/users/{userId}/deactivate',
      summary: 'Deactivate a user (their sessions end at once)',
      access: { auth: 'company', minRole: 'manager', rule: NOT_SELF },
      response: companyUserSchema,
      errors: { 409: `${LAST_ADMIN} / ${OWN_ACCOUNT_STATUS}` },
      handler: ({ services, actor, params }) => services.users.setActive(actor, params.userId, false),
    }),
    route({
      method: 'post',
      path: '/users/{userId}/reactivate',
      summary: 'Reactivate a user',
      access: { auth: 'company', minRole: 'manager', rule: NOT_SELF },
      response: companyUserSchema,
      handler: ({ services, actor, params }) => services.users.setActive(actor, params.userId, true),
    }),
    route({
      method: 'post',
      path: '/users/{userId}/reset-password',
      sensitive: true,
      summary: 'Issue a set-password link for a user (shown once, and mailed)',
      access: { auth: 'company', minRole: 'manager', rule: ADMIN_RULE },
      response: userWithLinkSchema,
      errors: { 409: 'Reactivate this user before resetting their password' },
      handler: ({ services, actor, params }) => services.users.resetPassword(actor, params.userId),
    }),
    route({
      method: 'post',
      path: '/invitations/{invitationId}/resend',
      sensitive: true,
      summary: 'Issue a new link for an open invitation (the old one stops working; shown once, and mailed)',
      access: { auth: 'company', minRole: 'manager', rule: 'only an admin resends an admin invitation' },
      response: invitationWithLinkSchema,
      errors: { 409: `${INVITATION_ACCEPTED} / ${INVITATION_CANCELLED}` },
      handler: ({ services, actor, params }) => services.invitations.resend(actor, params.invitationId),
    }),
    route({
      method: 'post',
      path: '/invitations/{invitationId}/cancel',
      summary: 'Cancel an open invitation (its link stops working)',
      access: { auth: 'company', minRole: 'manager', rule: 'only an admin cancels an admin invitation' },
      response: invitationSchema,
      errors: { 409: INVITATION_ACCEPTED },
      handler: ({ services, actor, params }) => services.invitations.cancel(actor, params.invitationId),
    }),
  ],
});
