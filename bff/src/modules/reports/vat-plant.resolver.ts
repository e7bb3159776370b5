// The VAT summary (managers and up) and plant utilisation (supervisors and up) over GraphQL, decision 0086. The
// BFF refuses lower roles early; core-api enforces every rule.
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { VatPlantReportsApi } from './vat-plant.api.js';
import { PlantReportArgs, VatReportArgs } from './vat-plant.input.js';
import { PlantReport, VatReport } from './vat-plant.type.js';

@Resolver()
export class VatPlantReportsResolver {
  @Authorized('manager')
  @Query(() => VatReport, {
    description:
      'The VAT summary for a VAT period or a range: the VAT return’s boxes 1, 4, 6 and 7 and the documents behind them',
  })
  vatReport(@Args(() => VatReportArgs) args: VatReportArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(VatPlantReportsApi).vat(args);
  }

  @Authorized('supervisor')
  @Query(() => PlantReport, {
    description:
      'Plant utilisation over a date range: days on hire, late off-hires, hire cost in the range and to date against the plant budget',
  })
  plantReport(@Args(() => PlantReportArgs) args: PlantReportArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(VatPlantReportsApi).plant(args);
  }
}
