// core-api's /push-tokens for the push token resolvers.
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { plain } from '../auth/auth.api.js';
import type { PushTokenInput } from './push-tokens.resolver.js';

export class PushTokenApi {
  constructor(private readonly client: CoreApiClient) {}

  async register(input: PushTokenInput): Promise<void> {
    await this.client.post('/push-tokens', plain(input));
  }

  async unregister(deviceId: string): Promise<void> {
    await this.client.delete(`/push-tokens/${encodeURIComponent(deviceId)}`);
  }
}
