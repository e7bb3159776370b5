// Company settings (manager and up): details, defaults, folder template and providers; the defaults a new
// project starts with (supervisor and up). core-api validates.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { SettingsApi } from './settings.api.js';
import { UpdateCompanySettingsInput } from './settings.input.js';
import { CompanySettings, ProjectDefaults } from './settings.type.js';

@Resolver()
export class SettingsResolver {
  @Authorized('manager')
  @Query(() => CompanySettings)
  companySettings(@Ctx() ctx: GraphQLContext): Promise<CompanySettings> {
    return ctx.get(SettingsApi).get();
  }

  /** The company's defaults for a new project, for the New project form (supervisor and up). */
  @Authorized('supervisor')
  @Query(() => ProjectDefaults)
  projectDefaults(@Ctx() ctx: GraphQLContext): Promise<ProjectDefaults> {
    return ctx.get(SettingsApi).defaults();
  }

  @Authorized('manager')
  @Mutation(() => CompanySettings)
  updateCompanySettings(
    @Arg('input', () => UpdateCompanySettingsInput) input: UpdateCompanySettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanySettings> {
    return ctx.get(SettingsApi).update(input);
  }
}
