// core-api's VAT summary and plant utilisation calls (/reports/vat, /reports/plant), typed from core-api's
// OpenAPI document (decision 0086).
import { CoreApiDataSource } from '../../lib/core-api-client.js';
import type { PlantReportArgs, VatReportArgs } from './vat-plant.input.js';

export class VatPlantReportsApi extends CoreApiDataSource {
  vat(args: VatReportArgs) {
    const query = {
      period_end: args.period_end ?? undefined,
      from: args.from ?? undefined,
      to: args.to ?? undefined,
    };
    return this.call((init) => this.api.GET('/reports/vat', { params: { query }, ...init }));
  }

  plant(args: PlantReportArgs) {
    const query = {
      project_id: args.project_id ?? undefined,
      from: args.from ?? undefined,
      to: args.to ?? undefined,
    };
    return this.call((init) => this.api.GET('/reports/plant', { params: { query }, ...init }));
  }
}
