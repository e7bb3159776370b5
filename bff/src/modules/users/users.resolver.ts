// Company user management (manager and up). The BFF refuses lower roles early; core-api enforces every rule
// (admin-only admin changes, last active admin, unique emails).
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { Role } from '../auth/auth.type.js';
import { CreateCompanyUserInput } from './users.input.js';
import { CompanyUser, CompanyUserPage, UserLinkResult } from './users.type.js';

@Resolver()
export class UsersResolver {
  @Authorized('manager')
  @Query(() => CompanyUserPage)
  companyUsers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('role', () => Role, { nullable: true }) role?: Role | null,
    @Arg('status', () => String, { nullable: true, description: 'active, inactive or all (default)' })
    status?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ): Promise<CompanyUserPage> {
    return ctx.dataSources.users.list({ search, role, status, page, size });
  }

  @Authorized('manager')
  @Mutation(() => UserLinkResult)
  createCompanyUser(
    @Arg('input', () => CreateCompanyUserInput) input: CreateCompanyUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserLinkResult> {
    return ctx.dataSources.users.create(input);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  changeUserRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyUser> {
    return ctx.dataSources.users.changeRole(id, role);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  deactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CompanyUser> {
    return ctx.dataSources.users.setActive(id, false);
  }

  @Authorized('manager')
  @Mutation(() => CompanyUser)
  reactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CompanyUser> {
    return ctx.dataSources.users.setActive(id, true);
  }

  @Authorized('manager')
  @Mutation(() => UserLinkResult)
  resetUserPassword(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<UserLinkResult> {
    return ctx.dataSources.users.resetPassword(id);
  }
}
