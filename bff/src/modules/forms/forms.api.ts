// core-api's forms calls (/form-templates, /form-submissions), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type { CreateFormSubmissionInput, FormSubmissionListArgs, FormTemplateInput } from './forms.input.js';

const pageQuery = (args: { page?: number | null; size?: number | null }) => ({
  page: args.page != null ? String(args.page) : undefined,
  size: args.size != null ? String(args.size) : undefined,
});

/** A template's fields as core-api takes them (no nulls where core-api means "absent"). */
function templateBody(input: FormTemplateInput, withActive: boolean) {
  return {
    name: input.name,
    fields: input.fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required ?? false,
      ...(f.options ? { options: f.options } : {}),
      ...(f.help ? { help: f.help } : {}),
      ...(f.min != null ? { min: f.min } : {}),
      ...(f.max != null ? { max: f.max } : {}),
    })),
    ...(withActive && input.is_active != null ? { is_active: input.is_active } : {}),
  };
}

export class FormsApi extends CoreApiDataSource {
  listTemplates(includeInactive: boolean) {
    return this.call((init) =>
      this.api.GET('/form-templates', {
        params: { query: { include_inactive: includeInactive ? 'true' : undefined } },
        ...init,
      }),
    );
  }

  getTemplate(formTemplateId: string) {
    return this.call((init) =>
      this.api.GET('/form-templates/{formTemplateId}', { params: { path: { formTemplateId } }, ...init }),
    );
  }

  createTemplate(input: FormTemplateInput) {
    const body = checkedByCoreApi<JsonBody<'/form-templates', 'post'>>(templateBody(input, false));
    return this.call((init) => this.api.POST('/form-templates', { body, ...init }));
  }

  copyTemplate(formTemplateId: string, name: string) {
    return this.call((init) =>
      this.api.POST('/form-templates/{formTemplateId}/copy', {
        params: { path: { formTemplateId } },
        body: { name },
        ...init,
      }),
    );
  }

  updateTemplate(formTemplateId: string, input: FormTemplateInput) {
    const body = checkedByCoreApi<JsonBody<'/form-templates/{formTemplateId}', 'put'>>(
      templateBody(input, true),
    );
    return this.call((init) =>
      this.api.PUT('/form-templates/{formTemplateId}', {
        params: { path: { formTemplateId } },
        body,
        ...init,
      }),
    );
  }

  listSubmissions(args: FormSubmissionListArgs) {
    const query = {
      ...pageQuery(args),
      search: args.search || undefined,
      status: args.status ?? undefined,
      awaiting_review: args.awaiting_review ? ('true' as const) : undefined,
      delay_notices_this_month: args.delay_notices_this_month ? ('true' as const) : undefined,
      severity: args.severity ?? undefined,
      template_id: args.template_id ?? undefined,
      project_id: args.project_id ?? undefined,
      mine: args.mine ? ('true' as const) : undefined,
      permits_in_force: args.permits_in_force ? ('true' as const) : undefined,
    };
    return this.call((init) => this.api.GET('/form-submissions', { params: { query }, ...init }));
  }

  getSubmission(formSubmissionId: string) {
    return this.call((init) =>
      this.api.GET('/form-submissions/{formSubmissionId}', {
        params: { path: { formSubmissionId } },
        ...init,
      }),
    );
  }

  createSubmission(input: CreateFormSubmissionInput) {
    const body = checkedByCoreApi<JsonBody<'/form-submissions', 'post'>>({
      template_id: input.template_id,
      project_id: input.project_id,
      answers: input.answers ?? {},
      submit: input.submit ?? false,
    });
    return this.call((init) => this.api.POST('/form-submissions', { body, ...init }));
  }

  updateSubmission(formSubmissionId: string, answers: Record<string, unknown>) {
    return this.call((init) =>
      this.api.PUT('/form-submissions/{formSubmissionId}', {
        params: { path: { formSubmissionId } },
        body: { answers },
        ...init,
      }),
    );
  }

  changeStatus(formSubmissionId: string, status: string, reason: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/form-submissions/{formSubmissionId}/status', 'post'>>({
      status,
      reason: reason ?? null,
    });
    return this.call((init) =>
      this.api.POST('/form-submissions/{formSubmissionId}/status', {
        params: { path: { formSubmissionId } },
        body,
        ...init,
      }),
    );
  }

  movePermit(formSubmissionId: string, to: string, note: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/form-submissions/{formSubmissionId}/permit', 'post'>>({
      to,
      note: note ?? null,
    });
    return this.call((init) =>
      this.api.POST('/form-submissions/{formSubmissionId}/permit', {
        params: { path: { formSubmissionId } },
        body,
        ...init,
      }),
    );
  }
}
