// The company's accounting service: the connection, its consent and completion, the organisation, the tax codes
// and accounts (company admins); the postings, each one's sync log and a retry of a refused one (managers and
// up). core-api validates and holds the tokens; none ever passes through here.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { AccountingApi } from './accounting.api.js';
import {
  AccountingExportsArgs,
  AccountingPostingListArgs,
  CompleteAccountingConnectionInput,
  ConfirmAccountingMappingInput,
  ConnectAccountingInput,
  SaveAccountingExportMappingInput,
} from './accounting.input.js';
import {
  Accounting,
  AccountingAuthorization,
  AccountingExportMapping,
  AccountingExports,
  AccountingConnection,
  AccountingPosting,
  AccountingPostingLog,
  AccountingPostingPage,
  AccountingSetup,
} from './accounting.type.js';

@Resolver()
export class AccountingResolver {
  @Authorized('admin')
  @Query(() => Accounting)
  accounting(@Ctx() ctx: GraphQLContext): Promise<Accounting> {
    return ctx.get(AccountingApi).get();
  }

  @Authorized('admin')
  @Query(() => AccountingSetup)
  accountingSetup(@Ctx() ctx: GraphQLContext): Promise<AccountingSetup> {
    return ctx.get(AccountingApi).setup();
  }

  @Authorized('manager')
  @Query(() => AccountingPostingPage)
  accountingPostings(
    @Args(() => AccountingPostingListArgs) args: AccountingPostingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingPostingPage> {
    return ctx.get(AccountingApi).postings(args);
  }

  @Authorized('manager')
  @Query(() => AccountingPostingLog)
  accountingPosting(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingPostingLog> {
    return ctx.get(AccountingApi).posting(id);
  }

  @Authorized('admin')
  @Mutation(() => AccountingAuthorization)
  connectAccounting(
    @Arg('input', () => ConnectAccountingInput) input: ConnectAccountingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingAuthorization> {
    return ctx.get(AccountingApi).connect(input);
  }

  @Authorized('admin')
  @Mutation(() => AccountingConnection)
  completeAccountingConnection(
    @Arg('input', () => CompleteAccountingConnectionInput) input: CompleteAccountingConnectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingConnection> {
    return ctx.get(AccountingApi).complete(input);
  }

  @Authorized('admin')
  @Mutation(() => AccountingConnection)
  chooseAccountingOrganisation(
    @Arg('organisation_id', () => String) organisationId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingConnection> {
    return ctx.get(AccountingApi).chooseOrganisation(organisationId);
  }

  @Authorized('admin')
  @Mutation(() => AccountingSetup)
  confirmAccountingMapping(
    @Arg('input', () => ConfirmAccountingMappingInput) input: ConfirmAccountingMappingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingSetup> {
    return ctx.get(AccountingApi).confirmMapping(input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async disconnectAccounting(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(AccountingApi).disconnect();
    return true;
  }

  @Authorized('manager')
  @Mutation(() => AccountingPosting)
  retryAccountingPosting(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingPosting> {
    return ctx.get(AccountingApi).retry(id);
  }

  @Authorized('manager')
  @Query(() => AccountingExports)
  accountingExports(
    @Args(() => AccountingExportsArgs) args: AccountingExportsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingExports> {
    return ctx.get(AccountingApi).exports(args);
  }

  @Authorized('admin')
  @Mutation(() => AccountingExportMapping)
  saveAccountingExportMapping(
    @Arg('input', () => SaveAccountingExportMappingInput) input: SaveAccountingExportMappingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountingExportMapping> {
    return ctx.get(AccountingApi).saveExportMapping(input);
  }
}
