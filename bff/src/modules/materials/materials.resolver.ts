// Materials over GraphQL: any signed-in user reads requests and orders of the projects they see, asks for
// materials and records deliveries; supervisors and up run RFQs, orders and invoices. The BFF refuses lower
// roles early; core-api enforces every rule (project visibility, transitions, the three-way match override).
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NoCoreApiCall } from '../../lib/cost.js';
import { BulkResult } from '../../lib/bulk.type.js';
import type { GraphQLContext } from '../../lib/context.js';
import { MaterialsApi } from './materials.api.js';
import {
  CreateMaterialRequestInput,
  CreatePurchaseOrderInput,
  MaterialQuoteInput,
  MaterialRequestListArgs,
  OrderQuoteInput,
  PurchaseOrderListArgs,
  RecordDeliveryInput,
  SupplierInvoiceInput,
} from './materials.input.js';
import {
  InvoiceVariance,
  MaterialCosts,
  MaterialQuotePrice,
  MaterialRequest,
  MaterialRequestPage,
  PurchaseOrder,
  PurchaseOrderPage,
} from './materials.type.js';

@Resolver()
export class MaterialsResolver {
  @Query(() => MaterialRequestPage, {
    description: 'Material requests on the projects the caller sees, newest first.',
  })
  materialRequests(
    @Args(() => MaterialRequestListArgs) args: MaterialRequestListArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).listRequests(args);
  }

  @Query(() => MaterialRequest)
  materialRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(MaterialsApi).getRequest(id);
  }

  @Mutation(() => MaterialRequest)
  createMaterialRequest(
    @Arg('input', () => CreateMaterialRequestInput) input: CreateMaterialRequestInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).createRequest(input);
  }

  @Mutation(() => MaterialRequest, { description: 'Approve, reject (with a reason) or cancel a request.' })
  changeMaterialRequestStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).changeRequestStatus(id, status, reason);
  }

  @Authorized('supervisor')
  @Mutation(() => BulkResult, {
    description: 'Approve or reject several material requests, each on its own; says what happened to each.',
  })
  bulkMaterialRequestStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).bulkRequestStatus(ids, status, reason);
  }

  @Authorized('supervisor')
  @Mutation(() => MaterialRequest, {
    description: 'Send an approved request to suppliers for a price (RFQ).',
  })
  sendMaterialEnquiries(
    @Arg('id', () => ID) id: string,
    @Arg('supplier_ids', () => [ID]) supplierIds: string[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).sendEnquiries(id, supplierIds);
  }

  @Authorized('supervisor')
  @Mutation(() => MaterialRequest)
  recordMaterialQuote(
    @Arg('enquiry_id', () => ID) enquiryId: string,
    @Arg('input', () => MaterialQuoteInput) input: MaterialQuoteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).recordQuote(enquiryId, input);
  }

  @Authorized('supervisor')
  @Mutation(() => PurchaseOrder, { description: 'Choose a quote: a draft purchase order at its prices.' })
  orderMaterialQuote(
    @Arg('enquiry_id', () => ID) enquiryId: string,
    @Arg('input', () => OrderQuoteInput) input: OrderQuoteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).orderQuote(enquiryId, input);
  }

  @Query(() => PurchaseOrderPage)
  purchaseOrders(@Args(() => PurchaseOrderListArgs) args: PurchaseOrderListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(MaterialsApi).listPos(args);
  }

  @Query(() => PurchaseOrder)
  purchaseOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(MaterialsApi).getPo(id);
  }

  @Authorized('supervisor')
  @Mutation(() => PurchaseOrder)
  createPurchaseOrder(
    @Arg('input', () => CreatePurchaseOrderInput) input: CreatePurchaseOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).createPo(input);
  }

  @Authorized('supervisor')
  @Mutation(() => PurchaseOrder, {
    description: 'Issue, cancel (with a reason once issued) or close an order.',
  })
  changePurchaseOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).changePoStatus(id, status, reason);
  }

  @Mutation(() => PurchaseOrder, { description: 'Goods received against the order’s lines.' })
  recordMaterialDelivery(
    @Arg('purchase_order_id', () => ID) purchaseOrderId: string,
    @Arg('input', () => RecordDeliveryInput) input: RecordDeliveryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).recordDelivery(purchaseOrderId, input);
  }

  @Authorized('manager')
  @Mutation(() => PurchaseOrder, {
    description: 'Accept the goods delivered beyond the order (held until now), with a reason.',
  })
  acceptMaterialOverDelivery(
    @Arg('purchase_order_id', () => ID) purchaseOrderId: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).acceptOverDelivery(purchaseOrderId, reason);
  }

  @Authorized('supervisor')
  @Mutation(() => PurchaseOrder, {
    description: 'The supplier’s invoice, matched against order and deliveries.',
  })
  addSupplierInvoice(
    @Arg('purchase_order_id', () => ID) purchaseOrderId: string,
    @Arg('input', () => SupplierInvoiceInput) input: SupplierInvoiceInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).addInvoice(purchaseOrderId, input);
  }

  @Authorized('supervisor')
  @Mutation(() => PurchaseOrder, {
    description: 'Approve an invoice: clean, or a manager’s override with a reason.',
  })
  approveSupplierInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('override_reason', () => String, { nullable: true }) overrideReason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).approveInvoice(id, overrideReason);
  }

  @Authorized('manager')
  @Mutation(() => PurchaseOrder, {
    description:
      'Record an approved supplier invoice paid: the day (not in the future) and the payment reference.',
  })
  paySupplierInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('payment_date', () => String) paymentDate: string,
    @Arg('payment_reference', () => String, { nullable: true }) paymentReference: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(MaterialsApi).payInvoice(id, paymentDate, paymentReference);
  }

  @Authorized('supervisor')
  @Query(() => MaterialCosts, {
    description: 'A project’s materials: committed, received, invoiced, budget.',
  })
  projectMaterialCosts(@Arg('project_id', () => ID) projectId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(MaterialsApi).costs(projectId);
  }
}

/**
 * The quotes of a request as one flat list (enquiry, line, price): the comparison reads it instead of each
 * enquiry's own lines, so the request's page costs one list of prices, not a list of lists (decision 0017).
 */
@Resolver(() => MaterialRequest)
export class MaterialRequestFieldsResolver {
  @NoCoreApiCall()
  @FieldResolver(() => [MaterialQuotePrice], {
    nullable: true,
    description: 'Null for workers (decision 0023)',
  })
  quote_prices(@Root() request: MaterialRequest): MaterialQuotePrice[] | null {
    return request.enquiries?.flatMap((e) => e.lines.map((l) => ({ ...l, enquiry_id: e.id }))) ?? null;
  }
}

/** The order's invoice variances as one flat list, for the same reason as `quote_prices`. */
@Resolver(() => PurchaseOrder)
export class PurchaseOrderFieldsResolver {
  @NoCoreApiCall()
  @FieldResolver(() => [InvoiceVariance], { nullable: true, description: 'Null for workers (decision 0023)' })
  invoice_variances(@Root() order: PurchaseOrder): InvoiceVariance[] | null {
    return order.invoices?.flatMap((i) => i.match.variances.map((v) => ({ ...v, invoice_id: i.id }))) ?? null;
  }
}
