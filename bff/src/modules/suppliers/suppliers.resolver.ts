// Suppliers: supervisors and up read, managers and up set them up. The BFF refuses lower roles early; core-api
// enforces every rule (company, CIS details, unique names, deactivation, delete refusal).
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { SupplierApi } from './suppliers.api.js';
import { CreateSupplierInput, SupplierListArgs, UpdateSupplierInput } from './suppliers.input.js';
import { Supplier, SupplierPage } from './suppliers.type.js';

@Resolver()
export class SuppliersResolver {
  @Authorized('supervisor')
  @Query(() => SupplierPage, { description: 'The company’s suppliers by name (active ones unless asked).' })
  suppliers(
    @Args(() => SupplierListArgs) args: SupplierListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SupplierPage> {
    return ctx.get(SupplierApi).list(args);
  }

  @Authorized('supervisor')
  @Query(() => Supplier)
  supplier(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Supplier> {
    return ctx.get(SupplierApi).get(id);
  }

  @Authorized('manager')
  @Mutation(() => Supplier)
  createSupplier(
    @Arg('input', () => CreateSupplierInput) input: CreateSupplierInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Supplier> {
    return ctx.get(SupplierApi).create(input);
  }

  @Authorized('manager')
  @Mutation(() => Supplier)
  updateSupplier(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateSupplierInput) input: UpdateSupplierInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Supplier> {
    return ctx.get(SupplierApi).update(id, input);
  }

  @Authorized('manager')
  @Mutation(() => Supplier)
  deactivateSupplier(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Supplier> {
    return ctx.get(SupplierApi).setActive(id, false);
  }

  @Authorized('manager')
  @Mutation(() => Supplier)
  reactivateSupplier(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Supplier> {
    return ctx.get(SupplierApi).setActive(id, true);
  }

  @Authorized('manager')
  @Mutation(() => Boolean, { description: 'Deletes a supplier nothing refers to; CONFLICT once records do.' })
  async deleteSupplier(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(SupplierApi).remove(id);
    return true;
  }
}
