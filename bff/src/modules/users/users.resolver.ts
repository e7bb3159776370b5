// Company user management (manager and up). The BFF refuses lower roles early; core-api enforces every rule
// (admin-only admin changes, the last active admin, nobody changing their own role or status, one open
// invitation per address). Inviting answers an invitation and its link, never a user (decision 0018).
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { Role } from '../../lib/role.js';
import { UsersApi } from './users.api.js';
import { CompanyUsersArgs, InviteUserInput } from './users.input.js';
import {
  CompanyMemberPage,
  CompanyUser,
  Invitation,
  InvitationLinkResult,
  UserLinkResult,
} from './users.type.js';

@Resolver()
export class UsersResolver {
  @Authorized('manager')
  @Query(() => CompanyMemberPage, { description: "The company's users and open invitations." })
  companyUsers(
    @Args(() => CompanyUsersArgs) args: CompanyUsersArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyMemberPage> {
    return ctx.get(UsersApi).list(args);
  }

  @Authorized('manager')
  @Mutation(() => InvitationLinkResult, {
    description:
      'Invite someone: answers the invitation and its one-time link (also mailed), the same whoever the address belongs to.',
  })
  inviteUser(
    @Arg('input', () => InviteUserInput) input: InviteUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationLinkResult> {
    return ctx.get(UsersApi).invite(input);
  }

  @Authorized('manager')
  @Mutation(() => InvitationLinkResult, {
    description: 'A new link for an open invitation (the old one dies).',
  })
  resendInvitation(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationLinkResult> {
    return ctx.get(UsersApi).resendInvitation(id);
  }

  @Authorized('manager')
  @Mutation(() => Invitation)
  cancelInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Invitation> {
    return ctx.get(UsersApi).cancelInvitation(id);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  changeUserRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyUser> {
    return ctx.get(UsersApi).changeRole(id, role);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  deactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CompanyUser> {
    return ctx.get(UsersApi).setActive(id, false);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  reactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CompanyUser> {
    return ctx.get(UsersApi).setActive(id, true);
  }

  @Authorized('manager')
  @Mutation(() => UserLinkResult)
  resetUserPassword(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<UserLinkResult> {
    return ctx.get(UsersApi).resetPassword(id);
  }
}
