// core-api's /push-tokens for the push token resolvers, typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type { PushTokenInput } from './push-tokens.input.js';

export class PushTokenApi extends CoreApiDataSource {
  async register(input: PushTokenInput): Promise<void> {
    await this.call((init) =>
      this.api.POST('/push-tokens', {
        body: checkedByCoreApi<JsonBody<'/push-tokens', 'post'>>(input),
        ...init,
      }),
    );
  }

  async unregister(deviceId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/push-tokens/{deviceId}', { params: { path: { deviceId } }, ...init }),
    );
  }
}
