// Contact, password reset, push tokens and logout through the BFF against the fake core-api.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBffApp } from '../app.js';
import {
  authPayload,
  contactResult,
  RESET_REQUESTED,
  startFakeCoreApi,
  type FakeCoreApi,
} from '../test/fake-core-api.js';

const secret = 'test-secret-for-the-bff';

function token(role = 'worker'): string {
  return jwt.sign({ sub: '11', cid: '3', role, tv: 0 }, secret, {
    algorithm: 'HS256',
    issuer: 'sitebase',
    audience: 'sitebase:company',
    expiresIn: '1h',
  });
}

const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id detail } }`;
const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(email: $email) { detail } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) {
  resetPassword(input: $input) { access_token token_type expires_in user { id role } }
}`;
const REGISTER = `mutation Register($input: PushTokenInput!) { registerPushToken(input: $input) }`;
const UNREGISTER = `mutation Unregister($id: String!) { unregisterPushToken(device_id: $id) }`;
const LOGOUT = `mutation Logout($id: String) { logout(device_id: $id) }`;

let core: FakeCoreApi;
let app: Express;

beforeAll(async () => {
  core = await startFakeCoreApi();
  app = await createBffApp({
    coreApiUrl: core.url,
    jwtSecret: secret,
    webDist: join(tmpdir(), 'bff-no-web-dist'),
    nodeEnv: 'test',
  });
});
afterAll(() => core.close());
beforeEach(() => {
  core.requests.length = 0;
});

function gql(query: string, variables?: Record<string, unknown>, bearer?: string) {
  const req = request(app).post('/graphql').set('content-type', 'application/json');
  if (bearer) req.set('authorization', `Bearer ${bearer}`);
  return req.send({ query, variables });
}

const contact = {
  name: 'Dylan Hughes',
  email: 'dylan@example.com',
  reason: 'demo',
  message: 'Please show us the product.',
};

describe('submitContact', () => {
  it('is public and posts the form to core-api without the absent optional fields', async () => {
    const res = await gql(CONTACT, { input: contact });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitContact).toEqual(contactResult);
    expect(core.requests).toHaveLength(1);
    expect(core.requests[0]).toMatchObject({ method: 'POST', path: '/contact', body: contact });
  });

  it('passes core-api validation messages through word for word', async () => {
    const detail = ['Message must be at least 10 characters long'];
    core.respond('POST /contact', { status: 400, body: { detail, id: 'validation_error' } });
    const res = await gql(CONTACT, { input: { ...contact, message: 'short', phone: '0770', company: 'X' } });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Message must be at least 10 characters long',
      extensions: { code: 'BAD_USER_INPUT', detail, status: 400 },
    });
    expect(core.requests[0]?.body).toEqual({ ...contact, message: 'short', phone: '0770', company: 'X' });
    core.respond('POST /contact', { status: 201, body: contactResult });
  });

  it('maps the per-IP limit to RATE_LIMITED', async () => {
    const detail = 'Too many messages. Please try again in 60 minutes.';
    core.respond('POST /contact', {
      status: 429,
      body: { detail, id: 'rate_limited' },
      headers: { 'retry-after': '3600' },
    });
    const res = await gql(CONTACT, { input: contact });
    expect(res.body.errors[0]).toMatchObject({
      message: detail,
      extensions: { code: 'RATE_LIMITED', retry_after: 3600 },
    });
    core.respond('POST /contact', { status: 201, body: contactResult });
  });
});

describe('password reset', () => {
  it('requestPasswordReset is public and answers core-api’s neutral message', async () => {
    const res = await gql(FORGOT, { email: 'someone@example.com' });
    expect(res.body.data.requestPasswordReset).toEqual({ detail: RESET_REQUESTED });
    expect(core.requests[0]).toMatchObject({
      path: '/auth/forgot-password',
      body: { email: 'someone@example.com' },
    });
  });

  it('resetPassword is public and returns the new session', async () => {
    const res = await gql(RESET, { input: { token: 'tok', new_password: 'BrandNew99' } });
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
    const res = await gql(RESET, { input: { token: 'used', new_password: 'BrandNew99' } });
    expect(res.body.errors[0]).toMatchObject({
      message: detail[0],
      extensions: { code: 'BAD_USER_INPUT', detail },
    });
    core.respond('POST /auth/reset-password', { status: 200, body: authPayload });
  });
});

describe('push tokens and logout', () => {
  it('registers and unregisters with the caller’s token', async () => {
    core.respond('DELETE /push-tokens/device%201', { status: 204 });
    const bearer = token();
    const reg = await gql(
      REGISTER,
      { input: { token: 'apns', platform: 'ios', device_id: 'device 1' } },
      bearer,
    );
    expect(reg.body).toEqual({ data: { registerPushToken: true } });
    const unreg = await gql(UNREGISTER, { id: 'device 1' }, bearer);
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
    const res = await gql(REGISTER, { input: { token: 't', platform: 'x', device_id: 'd' } }, token());
    expect(res.body.errors[0]).toMatchObject({ message: detail[0], extensions: { code: 'BAD_USER_INPUT' } });
    core.respond('POST /push-tokens', { status: 204 });
  });

  it('logout sends the device id when given, and an empty body otherwise', async () => {
    const bearer = token();
    expect((await gql(LOGOUT, { id: 'phone-1' }, bearer)).body).toEqual({ data: { logout: true } });
    expect((await gql(LOGOUT, {}, bearer)).body).toEqual({ data: { logout: true } });
    expect(core.requests.map((r) => r.body)).toEqual([{ device_id: 'phone-1' }, {}]);
    expect(core.requests.every((r) => r.path === '/auth/logout')).toBe(true);
  });

  it('refuses all three without a token', async () => {
    for (const [query, variables] of [
      [REGISTER, { input: { token: 't', platform: 'ios', device_id: 'd' } }],
      [UNREGISTER, { id: 'd' }],
      [LOGOUT, {}],
    ] as const) {
      const res = await gql(query, variables);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(core.requests).toHaveLength(0);
  });
});
