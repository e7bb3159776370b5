// Superadmin resolvers: login is public; everything else needs the superadmin token (@SuperadminOnly), which
// company fields never accept. Thin pass-throughs: core-api owns the rules and the audit log.
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SuperadminOnly } from '../../lib/auth.js';
import type { GraphQLContext } from '../../lib/context.js';
import { SetupCompanyInput, SuperadminLoginInput } from './superadmin.input.js';
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
    return ctx.dataSources.superadmin.login(input);
  }

  @SuperadminOnly()
  @Query(() => Superadmin)
  superadminMe(@Ctx() ctx: GraphQLContext): Promise<Superadmin> {
    return ctx.dataSources.superadmin.me();
  }

  @SuperadminOnly()
  @Query(() => PlatformCompanyPage)
  superadminCompanies(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('status', () => CompanyStatus, { nullable: true }) status?: CompanyStatus | null,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<PlatformCompanyPage> {
    return ctx.dataSources.superadmin.companies<PlatformCompanyPage>({ search, status, page, size });
  }

  @SuperadminOnly()
  @Query(() => SystemStats)
  superadminStats(@Ctx() ctx: GraphQLContext): Promise<SystemStats> {
    return ctx.dataSources.superadmin.stats();
  }

  @SuperadminOnly()
  @Query(() => ContactMessagePage)
  superadminContactMessages(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<ContactMessagePage> {
    return ctx.dataSources.superadmin.contactMessages({ page, size });
  }

  @SuperadminOnly()
  @Query(() => AuditLogPage)
  superadminAuditLog(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<AuditLogPage> {
    return ctx.dataSources.superadmin.auditLog({ page, size });
  }

  @SuperadminOnly()
  @Mutation(() => CompanySetupResult)
  superadminSetupCompany(
    @Arg('input', () => SetupCompanyInput) input: SetupCompanyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanySetupResult> {
    return ctx.dataSources.superadmin.setupCompany(input);
  }

  @SuperadminOnly()
  @Mutation(() => PlatformCompany)
  superadminUpdateCompanyStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => CompanyStatus) status: CompanyStatus,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<PlatformCompany> {
    return ctx.dataSources.superadmin.updateCompanyStatus(id, status, reason);
  }
}
