// Plant hire invoices (core-api decision 0050): supervisors and up read a hire's invoices and enter the
// supplier's; managers record one paid (never one they entered — core-api's segregation rule). The BFF refuses
// lower roles early; core-api enforces every rule (hired and on hire, unique reference, CIS status, limits).
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { PlantApi } from './plant.api.js';
import { PayPlantHireInvoiceInput, RecordPlantHireInvoiceInput } from './plant-hire-invoice.input.js';
import { PlantHireInvoice, PlantHireInvoices, RecordedPlantHireInvoice } from './plant-hire-invoice.type.js';

@Resolver()
export class PlantHireInvoiceResolver {
  @Authorized('supervisor')
  @Query(() => PlantHireInvoices, {
    description: 'A hire’s supplier invoices with their CIS and VAT working, beside the hire cost to date.',
  })
  plantHireInvoices(
    @Arg('plantRequestId', () => ID) plantRequestId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantHireInvoices> {
    return ctx.get(PlantApi).hireInvoices(plantRequestId);
  }

  @Authorized('supervisor')
  @Mutation(() => RecordedPlantHireInvoice, {
    description:
      'Enter the supplier’s hire invoice: CIS on wet hire (plant with operator), none on self-drive hire; CONFLICT for a reference already entered.',
  })
  recordPlantHireInvoice(
    @Arg('plantRequestId', () => ID) plantRequestId: string,
    @Arg('input', () => RecordPlantHireInvoiceInput) input: RecordPlantHireInvoiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecordedPlantHireInvoice> {
    return ctx.get(PlantApi).recordHireInvoice(plantRequestId, input);
  }

  @Authorized('manager')
  @Mutation(() => PlantHireInvoice, { description: 'Record a hire invoice paid (default today).' })
  payPlantHireInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PayPlantHireInvoiceInput, { nullable: true }) input: PayPlantHireInvoiceInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlantHireInvoice> {
    return ctx.get(PlantApi).payHireInvoice(id, input ?? {});
  }
}
