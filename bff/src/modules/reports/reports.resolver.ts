// Reports over GraphQL: the index (supervisors and up, each report listed only to those who may open it),
// applications by project (supervisors and up, as applications) and the CIS summary (managers and up, as the
// CIS month). The BFF refuses lower roles early; core-api enforces every rule.
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { ReportsApi } from './reports.api.js';
import { ApplicationsReportArgs, CisReportArgs } from './reports.input.js';
import { ApplicationsReport, CisReport, ReportIndex } from './reports.type.js';

@Resolver()
export class ReportsResolver {
  @Authorized('supervisor')
  @Query(() => ReportIndex, { description: 'The reports the caller may open' })
  reports(@Ctx() ctx: GraphQLContext) {
    return ctx.get(ReportsApi).index();
  }

  @Authorized('supervisor')
  @Query(() => ApplicationsReport, {
    description:
      'Applications by project: dates, applied, certified, paid, retention, overdue; project and report totals',
  })
  applicationsReport(
    @Args(() => ApplicationsReportArgs) args: ApplicationsReportArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.get(ReportsApi).applications(args);
  }

  @Authorized('manager')
  @Query(() => CisReport, { description: 'The CIS summary for a tax month or a whole tax year' })
  cisReport(@Args(() => CisReportArgs) args: CisReportArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(ReportsApi).cis(args);
  }
}
