// core-api's /api-keys calls (company admins): list, create (the secret answered once), update, revoke.
import { CoreApiDataSource, checkedByCoreApi, plain, type JsonBody } from '../../lib/core-api-client.js';
import type { CreateApiKeyInput, UpdateApiKeyInput } from './api-keys.input.js';

/** The given fields only (null and undefined left out: core-api applies its defaults). */
const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, v]) => v !== null)) as Partial<T>;

export class ApiKeysApi extends CoreApiDataSource {
  list() {
    return this.call((init) => this.api.GET('/api-keys', init));
  }

  create(input: CreateApiKeyInput) {
    return this.call((init) =>
      this.api.POST('/api-keys', {
        body: checkedByCoreApi<JsonBody<'/api-keys', 'post'>>(given(input)),
        ...init,
      }),
    );
  }

  update(apiKeyId: string, input: UpdateApiKeyInput) {
    return this.call((init) =>
      this.api.PATCH('/api-keys/{apiKeyId}', {
        params: { path: { apiKeyId } },
        body: checkedByCoreApi<JsonBody<'/api-keys/{apiKeyId}', 'patch'>>(given(input)),
        ...init,
      }),
    );
  }

  revoke(apiKeyId: string) {
    return this.call((init) =>
      this.api.DELETE('/api-keys/{apiKeyId}', { params: { path: { apiKeyId } }, ...init }),
    );
  }
}
