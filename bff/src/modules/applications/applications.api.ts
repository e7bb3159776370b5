// core-api's applications calls (/application-templates, /applications, /projects/{projectId}/application-
// defaults), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type {
  ApplicationDefaultNoticeInput,
  ApplicationInput,
  ApplicationListArgs,
  ApplicationNoticeInput,
  ApplicationTemplateInput,
  ApplicationTemplateListArgs,
  CreateApplicationInput,
  CreateApplicationTemplateInput,
} from './applications.input.js';

const pageQuery = (args: { page?: number | null; size?: number | null }) => ({
  page: args.page != null ? String(args.page) : undefined,
  size: args.size != null ? String(args.size) : undefined,
});

export class ApplicationsApi extends CoreApiDataSource {
  defaults(projectId: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/application-defaults', {
        params: { path: { projectId } },
        ...init,
      }),
    );
  }

  listTemplates(args: ApplicationTemplateListArgs) {
    const query = { ...pageQuery(args), project_id: args.project_id ?? undefined };
    return this.call((init) => this.api.GET('/application-templates', { params: { query }, ...init }));
  }

  getTemplate(applicationTemplateId: string) {
    return this.call((init) =>
      this.api.GET('/application-templates/{applicationTemplateId}', {
        params: { path: { applicationTemplateId } },
        ...init,
      }),
    );
  }

  createTemplate(input: CreateApplicationTemplateInput) {
    const body = checkedByCoreApi<JsonBody<'/application-templates', 'post'>>(input);
    return this.call((init) => this.api.POST('/application-templates', { body, ...init }));
  }

  updateTemplate(applicationTemplateId: string, input: ApplicationTemplateInput) {
    const body = checkedByCoreApi<JsonBody<'/application-templates/{applicationTemplateId}', 'put'>>(input);
    return this.call((init) =>
      this.api.PUT('/application-templates/{applicationTemplateId}', {
        params: { path: { applicationTemplateId } },
        body,
        ...init,
      }),
    );
  }

  list(args: ApplicationListArgs) {
    const query = {
      ...pageQuery(args),
      status: args.status ?? undefined,
      owing:
        args.owing === 'outstanding' || args.owing === 'overdue'
          ? (args.owing as 'outstanding' | 'overdue')
          : undefined,
      project_id: args.project_id ?? undefined,
    };
    return this.call((init) => this.api.GET('/applications', { params: { query }, ...init }));
  }

  overview() {
    return this.call((init) => this.api.GET('/applications/overview', { ...init }));
  }

  get(applicationId: string) {
    return this.call((init) =>
      this.api.GET('/applications/{applicationId}', { params: { path: { applicationId } }, ...init }),
    );
  }

  create(input: CreateApplicationInput) {
    const body = checkedByCoreApi<JsonBody<'/applications', 'post'>>(input);
    return this.call((init) => this.api.POST('/applications', { body, ...init }));
  }

  update(applicationId: string, input: ApplicationInput) {
    const body = checkedByCoreApi<JsonBody<'/applications/{applicationId}', 'put'>>(input);
    return this.call((init) =>
      this.api.PUT('/applications/{applicationId}', { params: { path: { applicationId } }, body, ...init }),
    );
  }

  changeStatus(
    applicationId: string,
    status: string,
    reason: string | null,
    paidPence: number | null,
    claimDate: string | null = null,
  ) {
    const body = checkedByCoreApi<JsonBody<'/applications/{applicationId}/status', 'post'>>({
      status,
      reason,
      paid_pence: paidPence,
      claim_date: claimDate,
    });
    return this.call((init) =>
      this.api.POST('/applications/{applicationId}/status', {
        params: { path: { applicationId } },
        body,
        ...init,
      }),
    );
  }

  recordNotice(applicationId: string, input: ApplicationNoticeInput) {
    const body = checkedByCoreApi<JsonBody<'/applications/{applicationId}/notices', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/applications/{applicationId}/notices', {
        params: { path: { applicationId } },
        body,
        ...init,
      }),
    );
  }

  setClaimDate(applicationId: string, claimDate: string) {
    const body = checkedByCoreApi<JsonBody<'/applications/{applicationId}/claim-date', 'put'>>({
      claim_date: claimDate,
    });
    return this.call((init) =>
      this.api.PUT('/applications/{applicationId}/claim-date', {
        params: { path: { applicationId } },
        body,
        ...init,
      }),
    );
  }

  recordDefaultNotice(applicationId: string, input: ApplicationDefaultNoticeInput) {
    const body = checkedByCoreApi<JsonBody<'/applications/{applicationId}/default-notice', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/applications/{applicationId}/default-notice', {
        params: { path: { applicationId } },
        body,
        ...init,
      }),
    );
  }
}
