// core-api's /plant calls (and a project's plant costs), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type {
  ApprovePlantRequestInput,
  CreatePlantRequestInput,
  PlantCollectionInput,
  PlantItemInput,
  PlantItemListArgs,
  PlantOnHireInput,
  PlantRateInput,
  PlantRateListArgs,
  PlantRequestListArgs,
} from './plant.input.js';
import type { PayPlantHireInvoiceInput, RecordPlantHireInvoiceInput } from './plant-hire-invoice.input.js';

const text = (n: number | null | undefined) => (n != null ? String(n) : undefined);

export class PlantApi extends CoreApiDataSource {
  requests(args: PlantRequestListArgs) {
    const query = {
      page: text(args.page),
      size: text(args.size),
      status: args.status ?? undefined,
      open: args.open == null ? undefined : args.open ? ('true' as const) : ('false' as const),
      project_id: args.project_id ?? undefined,
      scope: args.scope ?? undefined,
      search: args.search || undefined,
    };
    return this.call((init) => this.api.GET('/plant/requests', { params: { query }, ...init }));
  }

  request(plantRequestId: string) {
    return this.call((init) =>
      this.api.GET('/plant/requests/{plantRequestId}', { params: { path: { plantRequestId } }, ...init }),
    );
  }

  rateOptions(plantRequestId: string) {
    return this.call((init) =>
      this.api.GET('/plant/requests/{plantRequestId}/rate-options', {
        params: { path: { plantRequestId } },
        ...init,
      }),
    );
  }

  createRequest(input: CreatePlantRequestInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/requests', 'post'>>(input);
    return this.call((init) => this.api.POST('/plant/requests', { body, ...init }));
  }

  approve(plantRequestId: string, input: ApprovePlantRequestInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/requests/{plantRequestId}/approve', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/approve', {
        params: { path: { plantRequestId } },
        body,
        ...init,
      }),
    );
  }

  reject(plantRequestId: string, reason: string) {
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/reject', {
        params: { path: { plantRequestId } },
        body: { reason },
        ...init,
      }),
    );
  }

  cancel(plantRequestId: string, reason: string | null) {
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/cancel', {
        params: { path: { plantRequestId } },
        body: { reason },
        ...init,
      }),
    );
  }

  onHire(plantRequestId: string, input: PlantOnHireInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/requests/{plantRequestId}/on-hire', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/on-hire', {
        params: { path: { plantRequestId } },
        body,
        ...init,
      }),
    );
  }

  offHire(plantRequestId: string) {
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/off-hire', {
        params: { path: { plantRequestId } },
        ...init,
      }),
    );
  }

  collection(plantRequestId: string, input: PlantCollectionInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/requests/{plantRequestId}/collection', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/collection', {
        params: { path: { plantRequestId } },
        body,
        ...init,
      }),
    );
  }

  dueSoon() {
    return this.call((init) => this.api.GET('/plant/due-soon', { ...init }));
  }

  categories() {
    return this.call((init) => this.api.GET('/plant/categories', { ...init }));
  }

  items(args: PlantItemListArgs) {
    const query = {
      page: text(args.page),
      size: text(args.size),
      search: args.search || undefined,
      status: args.status ?? undefined,
      on_hire_now: args.on_hire_now ? ('true' as const) : undefined,
      ownership: args.ownership ?? undefined,
      category: args.category || undefined,
    };
    return this.call((init) => this.api.GET('/plant/items', { params: { query }, ...init }));
  }

  item(plantItemId: string) {
    return this.call((init) =>
      this.api.GET('/plant/items/{plantItemId}', { params: { path: { plantItemId } }, ...init }),
    );
  }

  createItem(input: PlantItemInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/items', 'post'>>(input);
    return this.call((init) => this.api.POST('/plant/items', { body, ...init }));
  }

  updateItem(plantItemId: string, input: PlantItemInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/items/{plantItemId}', 'patch'>>(input);
    return this.call((init) =>
      this.api.PATCH('/plant/items/{plantItemId}', { params: { path: { plantItemId } }, body, ...init }),
    );
  }

  rates(args: PlantRateListArgs) {
    const query = {
      page: text(args.page),
      size: text(args.size),
      category: args.category || undefined,
      supplier_id: args.supplier_id ?? undefined,
      valid_on: args.valid_on || undefined,
    };
    return this.call((init) => this.api.GET('/plant/rates', { params: { query }, ...init }));
  }

  createRate(input: PlantRateInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/rates', 'post'>>(input);
    return this.call((init) => this.api.POST('/plant/rates', { body, ...init }));
  }

  updateRate(plantRateId: string, input: PlantRateInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/rates/{plantRateId}', 'patch'>>(input);
    return this.call((init) =>
      this.api.PATCH('/plant/rates/{plantRateId}', { params: { path: { plantRateId } }, body, ...init }),
    );
  }

  async removeRate(plantRateId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/plant/rates/{plantRateId}', { params: { path: { plantRateId } }, ...init }),
    );
  }

  projectCosts(projectId: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/plant-costs', { params: { path: { projectId } }, ...init }),
    );
  }

  // ---- hire invoices ----
  hireInvoices(plantRequestId: string) {
    return this.call((init) =>
      this.api.GET('/plant/requests/{plantRequestId}/hire-invoices', {
        params: { path: { plantRequestId } },
        ...init,
      }),
    );
  }

  recordHireInvoice(plantRequestId: string, input: RecordPlantHireInvoiceInput) {
    // An emptied optional field is left out, so core-api's default (0, standard, not end user) applies.
    const body = checkedByCoreApi<JsonBody<'/plant/requests/{plantRequestId}/hire-invoices', 'post'>>(
      Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)),
    );
    return this.call((init) =>
      this.api.POST('/plant/requests/{plantRequestId}/hire-invoices', {
        params: { path: { plantRequestId } },
        body,
        ...init,
      }),
    );
  }

  payHireInvoice(plantHireInvoiceId: string, input: PayPlantHireInvoiceInput) {
    const body = checkedByCoreApi<JsonBody<'/plant/hire-invoices/{plantHireInvoiceId}/pay', 'post'>>(
      Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)),
    );
    return this.call((init) =>
      this.api.POST('/plant/hire-invoices/{plantHireInvoiceId}/pay', {
        params: { path: { plantHireInvoiceId } },
        body,
        ...init,
      }),
    );
  }

  itemsForForms(projectId: string, search: string | null | undefined) {
    return this.call((init) =>
      this.api.GET('/plant/items/for-forms', {
        params: { query: { project_id: projectId, search: search || undefined } },
        ...init,
      }),
    );
  }

  clearOffUse(plantItemId: string, note: string) {
    const body = checkedByCoreApi<JsonBody<'/plant/items/{plantItemId}/clear-off-use', 'post'>>({ note });
    return this.call((init) =>
      this.api.POST('/plant/items/{plantItemId}/clear-off-use', {
        params: { path: { plantItemId } },
        body,
        ...init,
      }),
    );
  }

  offUseHistory(plantItemId: string) {
    return this.call((init) =>
      this.api.GET('/plant/items/{plantItemId}/off-use-history', {
        params: { path: { plantItemId } },
        ...init,
      }),
    );
  }
}
