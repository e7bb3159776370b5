// core-api's /settings endpoints (manager and up), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type { UpdateCompanySettingsInput } from './settings.input.js';

export class SettingsApi extends CoreApiDataSource {
  get() {
    return this.call((init) => this.api.GET('/settings', init));
  }

  defaults() {
    return this.call((init) => this.api.GET('/settings/defaults', init));
  }

  update(input: UpdateCompanySettingsInput) {
    return this.call((init) =>
      this.api.PATCH('/settings', { body: checkedByCoreApi<JsonBody<'/settings', 'patch'>>(input), ...init }),
    );
  }
}
