// The public contact form through the BFF against the fake core-api.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactResult, gql, startBff, startFakeCoreApi, type FakeCoreApi } from '../../test/support.js';

const secret = 'test-secret-for-the-bff';
const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id detail } }`;

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

const contact = {
  name: 'Dylan Hughes',
  email: 'dylan@example.com',
  reason: 'demo',
  message: 'Please show us the product.',
};

describe('submitContact', () => {
  it('is public and posts the form to core-api without the absent optional fields', async () => {
    const res = await gql(app, CONTACT, { input: contact });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitContact).toEqual(contactResult);
    expect(core.requests).toHaveLength(1);
    expect(core.requests[0]).toMatchObject({ method: 'POST', path: '/contact', body: contact });
  });

  it('passes core-api validation messages through word for word', async () => {
    const detail = ['Message must be at least 10 characters long'];
    core.respond('POST /contact', { status: 400, body: { detail, id: 'validation_error' } });
    const res = await gql(app, CONTACT, {
      input: { ...contact, message: 'short', phone: '0770', company: 'X' },
    });
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
    const res = await gql(app, CONTACT, { input: contact });
    expect(res.body.errors[0]).toMatchObject({
      message: detail,
      extensions: { code: 'RATE_LIMITED', retry_after: 3600 },
    });
    core.respond('POST /contact', { status: 201, body: contactResult });
  });
});
