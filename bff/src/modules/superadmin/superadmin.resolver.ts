// Superadmin resolvers: login is public; everything else needs the superadmin token (@SuperadminOnly), which
// company fields never accept. Thin pass-throughs: core-api owns the rules and the audit log.
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SuperadminOnly } from '../../lib/auth.js';
import type { GraphQLContext } from '../../lib/context.js';
import { PageArgs } from '../../lib/paging.js';
import { SuperadminApi } from './superadmin.api.js';
import { SetupCompanyInput, SuperadminCompaniesArgs, SuperadminLoginInput } from './superadmin.input.js';
import {
  AuditLogPage,
  CompanySetupResult,
  CompanyStatus,
  ContactMessagePage,
  PlatformCompany,
  PlatformCompanyPage,
  Superadmin,
  SuperadminAuthPayload,
  SystemStats,
} from './superadmin.type.js';

@Resolver()
export class SuperadminResolver {
  @Public()
  @Mutation(() => SuperadminAuthPayload)
  superadminLogin(
    @Arg('input', () => SuperadminLoginInput) input: SuperadminLoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SuperadminAuthPayload> {
    return ctx.get(SuperadminApi).login(input);
  }

  @SuperadminOnly()
  @Query(() => Superadmin)
  superadminMe(@Ctx() ctx: GraphQLContext): Promise<Superadmin> {
    return ctx.get(SuperadminApi).me();
  }

  @SuperadminOnly()
  @Query(() => PlatformCompanyPage)
  superadminCompanies(
    @Args(() => SuperadminCompaniesArgs) args: SuperadminCompaniesArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlatformCompanyPage> {
    return ctx.get(SuperadminApi).companies(args);
  }

  @SuperadminOnly()
  @Query(() => SystemStats)
  superadminStats(@Ctx() ctx: GraphQLContext): Promise<SystemStats> {
    return ctx.get(SuperadminApi).stats();
  }

  @SuperadminOnly()
  @Query(() => ContactMessagePage)
  superadminContactMessages(
    @Args(() => PageArgs) paging: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessagePage> {
    return ctx.get(SuperadminApi).contactMessages(paging);
  }

  @SuperadminOnly()
  @Query(() => AuditLogPage)
  superadminAuditLog(
    @Args(() => PageArgs) paging: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuditLogPage> {
    return ctx.get(SuperadminApi).auditLog(paging);
  }

  @SuperadminOnly()
  @Mutation(() => CompanySetupResult)
  superadminSetupCompany(
    @Arg('input', () => SetupCompanyInput) input: SetupCompanyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanySetupResult> {
    return ctx.get(SuperadminApi).setupCompany(input);
  }

  @SuperadminOnly()
  @Mutation(() => PlatformCompany)
  superadminUpdateCompanyStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => CompanyStatus) status: CompanyStatus,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<PlatformCompany> {
    return ctx.get(SuperadminApi).updateCompanyStatus(id, status, reason);
  }
}
