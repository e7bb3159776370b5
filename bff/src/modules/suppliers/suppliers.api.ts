// core-api's /suppliers calls, typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type { CreateSupplierInput, SupplierListArgs, UpdateSupplierInput } from './suppliers.input.js';

export class SupplierApi extends CoreApiDataSource {
  list(args: SupplierListArgs) {
    const query = {
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
      search: args.search || undefined,
      kind: args.kind ?? undefined,
      status: args.status ?? undefined,
    };
    return this.call((init) => this.api.GET('/suppliers', { params: { query }, ...init }));
  }

  get(supplierId: string) {
    return this.call((init) =>
      this.api.GET('/suppliers/{supplierId}', { params: { path: { supplierId } }, ...init }),
    );
  }

  create(input: CreateSupplierInput) {
    const body = checkedByCoreApi<JsonBody<'/suppliers', 'post'>>(input);
    return this.call((init) => this.api.POST('/suppliers', { body, ...init }));
  }

  update(supplierId: string, input: UpdateSupplierInput) {
    const body = checkedByCoreApi<JsonBody<'/suppliers/{supplierId}', 'patch'>>(input);
    return this.call((init) =>
      this.api.PATCH('/suppliers/{supplierId}', { params: { path: { supplierId } }, body, ...init }),
    );
  }

  setActive(supplierId: string, active: boolean) {
    const path = active ? '/suppliers/{supplierId}/reactivate' : '/suppliers/{supplierId}/deactivate';
    return this.call((init) => this.api.POST(path, { params: { path: { supplierId } }, ...init }));
  }

  async remove(supplierId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/suppliers/{supplierId}', { params: { path: { supplierId } }, ...init }),
    );
  }
}
