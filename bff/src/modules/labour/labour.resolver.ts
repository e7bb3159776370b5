// Labour over GraphQL: any signed-in user reads trades and operatives and enters their own timesheets;
// supervisors and up enter gangs' timesheets, approve them and handle labour invoices; managers set up trades
// and see the CIS month. The BFF refuses lower roles early; core-api enforces every rule.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { BulkResult } from '../../lib/bulk.type.js';
import type { GraphQLContext } from '../../lib/context.js';
import { LabourApi } from './labour.api.js';
import {
  CreateLabourInvoiceInput,
  LabourInvoiceListArgs,
  LabourTradeInput,
  OperativeInput,
  OperativeListArgs,
  TimesheetInput,
  TimesheetListArgs,
} from './labour.input.js';
import {
  CisMonth,
  LabourInvoice,
  LabourInvoicePage,
  LabourSupplierList,
  LabourTradeList,
  Operative,
  OperativePage,
  Timesheet,
  TimesheetPage,
} from './labour.type.js';

@Resolver()
export class LabourResolver {
  @Query(() => LabourTradeList, { description: 'Trades with their default day rates.' })
  labourTrades(@Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).trades();
  }

  @Authorized('manager')
  @Mutation(() => LabourTradeList)
  createLabourTrade(
    @Arg('input', () => LabourTradeInput) input: LabourTradeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).createTrade(input);
  }

  @Authorized('manager')
  @Mutation(() => LabourTradeList)
  updateLabourTrade(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => LabourTradeInput) input: LabourTradeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).updateTrade(id, input);
  }

  @Authorized('supervisor')
  @Query(() => LabourSupplierList, {
    description: 'Labour agencies and subcontractors with their CIS status and VAT position.',
  })
  labourSuppliers(@Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).suppliers();
  }

  @Query(() => OperativePage)
  operatives(@Args(() => OperativeListArgs) args: OperativeListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).listOperatives(args);
  }

  @Query(() => Operative)
  operative(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).getOperative(id);
  }

  @Authorized('supervisor')
  @Mutation(() => Operative)
  createOperative(@Arg('input', () => OperativeInput) input: OperativeInput, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).createOperative(input);
  }

  @Authorized('supervisor')
  @Mutation(() => Operative)
  updateOperative(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OperativeInput) input: OperativeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).updateOperative(id, input);
  }

  @Query(() => TimesheetPage, { description: 'Timesheets, newest week first (workers: their own).' })
  timesheets(@Args(() => TimesheetListArgs) args: TimesheetListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).listTimesheets(args);
  }

  @Mutation(() => Timesheet)
  createTimesheet(@Arg('input', () => TimesheetInput) input: TimesheetInput, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).createTimesheet(input);
  }

  @Mutation(() => Timesheet)
  updateTimesheet(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TimesheetInput) input: TimesheetInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).updateTimesheet(id, input);
  }

  @Mutation(() => Timesheet, { description: 'Submit; approve or reject (with a reason); back to draft.' })
  changeTimesheetStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('cscs_override_reason', () => String, {
      nullable: true,
      description: 'A manager approving over an expired CSCS card gives the reason here.',
    })
    cscsOverrideReason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).changeTimesheetStatus(id, status, reason, cscsOverrideReason);
  }

  @Authorized('supervisor')
  @Mutation(() => BulkResult, {
    description: 'Approve or reject several timesheets, each on its own; says what happened to each.',
  })
  bulkTimesheetStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).bulkTimesheetStatus(ids, status, reason);
  }

  @Authorized('supervisor')
  @Query(() => LabourInvoicePage)
  labourInvoices(@Args(() => LabourInvoiceListArgs) args: LabourInvoiceListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).listInvoices(args);
  }

  @Authorized('supervisor')
  @Query(() => LabourInvoice)
  labourInvoice(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).getInvoice(id);
  }

  @Authorized('supervisor')
  @Mutation(() => LabourInvoice)
  createLabourInvoice(
    @Arg('input', () => CreateLabourInvoiceInput) input: CreateLabourInvoiceInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).createInvoice(input);
  }

  @Authorized('supervisor')
  @Mutation(() => LabourInvoice, {
    description: 'Match again against approved timesheets (a manager may override variances with a reason).',
  })
  matchLabourInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('override_reason', () => String, { nullable: true }) overrideReason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).matchInvoice(id, overrideReason);
  }

  @Authorized('supervisor')
  @Mutation(() => LabourInvoice, { description: 'Approve, export, pay (with the date), dispute or reopen.' })
  changeLabourInvoiceStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('payment_date', () => String, { nullable: true }) paymentDate: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(LabourApi).changeInvoiceStatus(id, status, reason, paymentDate);
  }

  @Authorized('manager')
  @Query(() => CisMonth, { description: 'The CIS month (6th to 5th) a date falls in: the CIS300 figures.' })
  cisMonth(@Arg('date', () => String, { nullable: true }) date: string | null, @Ctx() ctx: GraphQLContext) {
    return ctx.get(LabourApi).cisMonth(date);
  }
}
