// core-api's /enquiries and /estimates calls, typed from core-api's OpenAPI document.
import {
  CoreApiDataSource,
  checkedByCoreApi,
  type JsonBody,
  type Schema,
} from '../../lib/core-api-client.js';
import type {
  CreateEnquiryInput,
  EnquiryListArgs,
  EstimateInput,
  StatusMoveInput,
  UpdateEnquiryInput,
} from './enquiries.input.js';

export type EstimateSummaryJson = Schema<'EstimateSummary'>;

export class EnquiryApi extends CoreApiDataSource {
  list(args: EnquiryListArgs) {
    const query = {
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
      search: args.search || undefined,
      status: args.status ?? undefined,
      sort_by: args.sort_by ?? undefined,
      sort_order: args.sort_order ?? undefined,
    };
    return this.call((init) => this.api.GET('/enquiries', { params: { query }, ...init }));
  }

  get(enquiryId: string) {
    return this.call((init) =>
      this.api.GET('/enquiries/{enquiryId}', { params: { path: { enquiryId } }, ...init }),
    );
  }

  create(input: CreateEnquiryInput) {
    const body = checkedByCoreApi<JsonBody<'/enquiries', 'post'>>(input);
    return this.call((init) => this.api.POST('/enquiries', { body, ...init }));
  }

  update(enquiryId: string, input: UpdateEnquiryInput) {
    const body = checkedByCoreApi<JsonBody<'/enquiries/{enquiryId}', 'patch'>>(input);
    return this.call((init) =>
      this.api.PATCH('/enquiries/{enquiryId}', { params: { path: { enquiryId } }, body, ...init }),
    );
  }

  async remove(enquiryId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/enquiries/{enquiryId}', { params: { path: { enquiryId } }, ...init }),
    );
  }

  setStatus(enquiryId: string, input: StatusMoveInput) {
    const body = checkedByCoreApi<JsonBody<'/enquiries/{enquiryId}/status', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/enquiries/{enquiryId}/status', { params: { path: { enquiryId } }, body, ...init }),
    );
  }

  async history(enquiryId: string) {
    const body = await this.call((init) =>
      this.api.GET('/enquiries/{enquiryId}/history', { params: { path: { enquiryId } }, ...init }),
    );
    return body.items;
  }

  async estimates(enquiryId: string) {
    const body = await this.call((init) =>
      this.api.GET('/enquiries/{enquiryId}/estimates', { params: { path: { enquiryId } }, ...init }),
    );
    return body.items;
  }

  createEstimate(enquiryId: string, input: EstimateInput) {
    const body = checkedByCoreApi<JsonBody<'/enquiries/{enquiryId}/estimates', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/enquiries/{enquiryId}/estimates', { params: { path: { enquiryId } }, body, ...init }),
    );
  }

  convert(enquiryId: string) {
    return this.call((init) =>
      this.api.POST('/enquiries/{enquiryId}/convert', { params: { path: { enquiryId } }, ...init }),
    );
  }

  async latestEstimates(enquiryIds: readonly string[]): Promise<EstimateSummaryJson[]> {
    const body = await this.call((init) =>
      this.api.GET('/estimates/latest', {
        params: { query: { enquiry_ids: enquiryIds.join(',') } },
        ...init,
      }),
    );
    return body.items;
  }

  getEstimate(estimateId: string) {
    return this.call((init) =>
      this.api.GET('/estimates/{estimateId}', { params: { path: { estimateId } }, ...init }),
    );
  }

  updateEstimate(estimateId: string, input: EstimateInput) {
    const body = checkedByCoreApi<JsonBody<'/estimates/{estimateId}', 'patch'>>(input);
    return this.call((init) =>
      this.api.PATCH('/estimates/{estimateId}', { params: { path: { estimateId } }, body, ...init }),
    );
  }

  setEstimateStatus(estimateId: string, input: StatusMoveInput) {
    const body = checkedByCoreApi<JsonBody<'/estimates/{estimateId}/status', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/estimates/{estimateId}/status', { params: { path: { estimateId } }, body, ...init }),
    );
  }

  newVersion(estimateId: string) {
    return this.call((init) =>
      this.api.POST('/estimates/{estimateId}/versions', { params: { path: { estimateId } }, ...init }),
    );
  }
}
