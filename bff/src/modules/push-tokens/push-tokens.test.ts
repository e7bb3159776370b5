// Push tokens of the mobile wrapper through the BFF against the fake core-api.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, signedToken, startBff, startFakeCoreApi, type FakeCoreApi } from '../../test/support.js';

const secret = 'test-secret-for-the-bff';
const token = () => signedToken(secret);

const REGISTER = `mutation Register($input: PushTokenInput!) { registerPushToken(input: $input) }`;
const UNREGISTER = `mutation Unregister($id: String!) { unregisterPushToken(device_id: $id) }`;

let core: FakeCoreApi;
let app: Express;

beforeAll(async () => {
  core = await startFakeCoreApi();
  app = await startBff(core.url, secret);
});
afterAll(() => core.close());
beforeEach(() => {
  core.requests.length = 0;
});

describe('push tokens', () => {
  it('registers and unregisters with the caller’s token', async () => {
    core.respond('DELETE /push-tokens/device%201', { status: 204 });
    const bearer = token();
    const reg = await gql(
      app,
      REGISTER,
      { input: { token: 'apns', platform: 'ios', device_id: 'device 1' } },
      bearer,
    );
    expect(reg.body).toEqual({ data: { registerPushToken: true } });
    const unreg = await gql(app, UNREGISTER, { id: 'device 1' }, bearer);
    expect(unreg.body).toEqual({ data: { unregisterPushToken: true } });
    expect(core.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /push-tokens',
      'DELETE /push-tokens/device%201',
    ]);
    expect(core.requests[0]?.body).toEqual({ token: 'apns', platform: 'ios', device_id: 'device 1' });
    expect(core.requests[1]?.headers.authorization).toBe(`Bearer ${bearer}`);
  });

  it('passes core-api’s validation of the platform through', async () => {
    const detail = ['Platform must be ios, android or web'];
    core.respond('POST /push-tokens', { status: 400, body: { detail, id: 'validation_error' } });
    const res = await gql(app, REGISTER, { input: { token: 't', platform: 'x', device_id: 'd' } }, token());
    expect(res.body.errors[0]).toMatchObject({ message: detail[0], extensions: { code: 'BAD_USER_INPUT' } });
    core.respond('POST /push-tokens', { status: 204 });
  });

  it('refuses both without a token', async () => {
    for (const [query, variables] of [
      [REGISTER, { input: { token: 't', platform: 'ios', device_id: 'd' } }],
      [UNREGISTER, { id: 'd' }],
    ] as const) {
      const res = await gql(app, query, variables);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(core.requests).toHaveLength(0);
  });
});
