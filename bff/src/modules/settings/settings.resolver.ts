// Company settings (manager and up): details, defaults, folder template and providers. core-api validates.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { UpdateCompanySettingsInput } from './settings.input.js';
import { CompanySettings } from './settings.type.js';

@Resolver()
export class SettingsResolver {
  @Authorized('manager')
  @Query(() => CompanySettings)
  companySettings(@Ctx() ctx: GraphQLContext): Promise<CompanySettings> {
    return ctx.dataSources.settings.get();
  }

  @Authorized('manager')
  @Mutation(() => CompanySettings)
  updateCompanySettings(
    @Arg('input', () => UpdateCompanySettingsInput) input: UpdateCompanySettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanySettings> {
    return ctx.dataSources.settings.update(input);
  }
}
