// Password reset and logout through the BFF against the fake core-api. (Sign-in, profile, password change and
// refresh with the contract's error mapping: src/app.test.ts.)
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authPayload,
  gql,
  RESET_REQUESTED,
  signedToken,
  startBff,
  startFakeCoreApi,
  type FakeCoreApi,
} from '../../test/support.js';

const secret = 'test-secret-for-the-bff';
const token = () => signedToken(secret);

const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(email: $email) { detail } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) {
  resetPassword(input: $input) { access_token token_type expires_in user { id role } }
}`;
const LOGOUT = `mutation Logout($id: String) { logout(device_id: $id) }`;

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

describe('password reset', () => {
  it('requestPasswordReset is public and answers core-api’s neutral message', async () => {
    const res = await gql(app, FORGOT, { email: 'someone@example.com' });
    expect(res.body.data.requestPasswordReset).toEqual({ detail: RESET_REQUESTED });
    expect(core.requests[0]).toMatchObject({
      path: '/auth/forgot-password',
      body: { email: 'someone@example.com' },
    });
  });

  it('resetPassword is public and returns the new session', async () => {
    const res = await gql(app, RESET, { input: { token: 'tok', new_password: 'BrandNew99' } });
    expect(res.body.data.resetPassword).toEqual({
      access_token: authPayload.access_token,
      token_type: 'bearer',
      expires_in: 43200,
      user: { id: '11', role: 'manager' },
    });
    expect(core.requests[0]).toMatchObject({
      path: '/auth/reset-password',
      body: { token: 'tok', new_password: 'BrandNew99' },
    });
  });

  it('maps an invalid link to BAD_USER_INPUT with the spec message', async () => {
    const detail = ['This password reset link is invalid or has expired.'];
    core.respond('POST /auth/reset-password', { status: 400, body: { detail, id: 'validation_error' } });
    const res = await gql(app, RESET, { input: { token: 'used', new_password: 'BrandNew99' } });
    expect(res.body.errors[0]).toMatchObject({
      message: detail[0],
      extensions: { code: 'BAD_USER_INPUT', detail },
    });
    core.respond('POST /auth/reset-password', { status: 200, body: authPayload });
  });
});

describe('logout', () => {
  it('logout sends the device id when given, and an empty body otherwise', async () => {
    const bearer = token();
    expect((await gql(app, LOGOUT, { id: 'phone-1' }, bearer)).body).toEqual({ data: { logout: true } });
    expect((await gql(app, LOGOUT, {}, bearer)).body).toEqual({ data: { logout: true } });
    expect(core.requests.map((r) => r.body)).toEqual([{ device_id: 'phone-1' }, {}]);
    expect(core.requests.every((r) => r.path === '/auth/logout')).toBe(true);
  });

  it('refuses logout without a token', async () => {
    const res = await gql(app, LOGOUT, {});
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(core.requests).toHaveLength(0);
  });
});
