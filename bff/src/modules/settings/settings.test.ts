// Company settings through GraphQL against the REAL core-api on real Postgres: read, update, core-api's
// validation message passed through.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-settings-test-secret';
let stack: RealStack;
let app: Express;
let manager: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const SETTINGS = `query { companySettings { name folder_template retention_percent available_drive_providers } }`;
const UPDATE_SETTINGS = `mutation US($input: UpdateCompanySettingsInput!) {
  updateCompanySettings(input: $input) { vat_number vat_registered folder_template payment_due_days }
}`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  manager = await createUser(await createCompany(), { role: 'manager' });
}, 60_000);
afterAll(() => stack?.close());

describe('settings through the BFF', () => {
  it('reads and updates settings', async () => {
    const managerToken = stack.tokenFor(manager);
    const read = await gql(SETTINGS, {}, managerToken);
    expect(read.body.data.companySettings).toMatchObject({
      retention_percent: 5,
      available_drive_providers: ['local'],
    });
    expect(read.body.data.companySettings.folder_template[0]).toBe('01 Contracts & Tender');
    const updated = await gql(
      UPDATE_SETTINGS,
      {
        input: {
          vat_number: '123456789',
          vat_registered: true,
          folder_template: ['A', 'B'],
          payment_due_days: 14,
        },
      },
      managerToken,
    );
    expect(updated.body.data.updateCompanySettings).toEqual({
      vat_number: '123456789',
      vat_registered: true,
      folder_template: ['A', 'B'],
      payment_due_days: 14,
    });
    const unregistered = await gql(UPDATE_SETTINGS, { input: { vat_number: '' } }, managerToken);
    expect(unregistered.body.data.updateCompanySettings).toMatchObject({
      vat_number: null,
      vat_registered: false,
    });
    const needsNumber = await gql(UPDATE_SETTINGS, { input: { vat_registered: true } }, managerToken);
    expect(needsNumber.body.errors[0]).toMatchObject({
      message: 'A VAT-registered company needs its VAT number',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await gql(UPDATE_SETTINGS, { input: { cis_utr: '12' } }, managerToken);
    expect(bad.body.errors[0]).toMatchObject({
      message: 'CIS contractor UTR must be 10 digits',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
