// core-api's /settings endpoints (manager and up).
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { plain } from '../auth/auth.api.js';
import type { UpdateCompanySettingsInput } from './settings.input.js';
import type { CompanySettings } from './settings.type.js';

export class SettingsApi {
  constructor(private readonly client: CoreApiClient) {}

  get(): Promise<CompanySettings> {
    return this.client.get('/settings');
  }

  update(input: UpdateCompanySettingsInput): Promise<CompanySettings> {
    return this.client.request('PATCH', '/settings', plain(input));
  }
}
