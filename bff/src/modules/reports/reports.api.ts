// core-api's reports calls (/reports, /reports/applications, /reports/cis), typed from core-api's OpenAPI
// document.
import { CoreApiDataSource } from '../../lib/core-api-client.js';
import type { ApplicationsReportArgs, CisReportArgs } from './reports.input.js';

const text = (v: string | number | boolean | null | undefined) => (v == null ? undefined : String(v));

export class ReportsApi extends CoreApiDataSource {
  index() {
    return this.call((init) => this.api.GET('/reports', init));
  }

  applications(args: ApplicationsReportArgs) {
    const query = {
      page: text(args.page),
      size: text(args.size),
      project_id: args.project_id ?? undefined,
      from: args.from ?? undefined,
      to: args.to ?? undefined,
      status: args.status ?? undefined,
      overdue: args.overdue == null ? undefined : args.overdue ? ('true' as const) : ('false' as const),
    };
    return this.call((init) => this.api.GET('/reports/applications', { params: { query }, ...init }));
  }

  cis(args: CisReportArgs) {
    const query = { tax_year: args.tax_year ?? undefined, month: text(args.month) };
    return this.call((init) => this.api.GET('/reports/cis', { params: { query }, ...init }));
  }
}
