// core-api's CVR and cost to complete calls (/reports/cvr…, /reports/cost-to-complete), typed from core-api's
// OpenAPI document.
import { checkedByCoreApi, CoreApiDataSource, type JsonBody } from '../../lib/core-api-client.js';
import type {
  CloseCvrMonthInput,
  CreateCvrAdjustmentInput,
  CvrReportArgs,
  SetCvrCostToCompleteInput,
  UpdateCvrAdjustmentInput,
} from './cvr.input.js';

const text = (v: number | null | undefined) => (v == null ? undefined : String(v));
const queryOf = (args: CvrReportArgs) => ({
  page: text(args.page),
  size: text(args.size),
  month: args.month ?? undefined,
  project_id: args.project_id ?? undefined,
});
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

export class CvrApi extends CoreApiDataSource {
  cvr(args: CvrReportArgs) {
    return this.call((init) => this.api.GET('/reports/cvr', { params: { query: queryOf(args) }, ...init }));
  }

  costToComplete(args: CvrReportArgs) {
    return this.call((init) =>
      this.api.GET('/reports/cost-to-complete', { params: { query: queryOf(args) }, ...init }),
    );
  }

  createAdjustment(input: CreateCvrAdjustmentInput) {
    const body = checkedByCoreApi<JsonBody<'/reports/cvr/adjustments', 'post'>>(input);
    return this.call((init) => this.api.POST('/reports/cvr/adjustments', { body, ...init }));
  }

  updateAdjustment(id: string, input: UpdateCvrAdjustmentInput) {
    const body = checkedByCoreApi<JsonBody<'/reports/cvr/adjustments/{cvrAdjustmentId}', 'patch'>>(
      defined(input),
    );
    return this.call((init) =>
      this.api.PATCH('/reports/cvr/adjustments/{cvrAdjustmentId}', {
        params: { path: { cvrAdjustmentId: id } },
        body,
        ...init,
      }),
    );
  }

  async deleteAdjustment(id: string): Promise<boolean> {
    await this.call((init) =>
      this.api.DELETE('/reports/cvr/adjustments/{cvrAdjustmentId}', {
        params: { path: { cvrAdjustmentId: id } },
        ...init,
      }),
    );
    return true;
  }

  setCostToComplete(input: SetCvrCostToCompleteInput) {
    const body = checkedByCoreApi<JsonBody<'/reports/cvr/cost-to-complete', 'put'>>(input);
    return this.call((init) => this.api.PUT('/reports/cvr/cost-to-complete', { body, ...init }));
  }

  closeMonth(input: CloseCvrMonthInput) {
    const body = checkedByCoreApi<JsonBody<'/reports/cvr/close', 'post'>>(defined(input));
    return this.call((init) => this.api.POST('/reports/cvr/close', { body, ...init }));
  }
}
