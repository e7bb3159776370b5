// The company's cloud drive through GraphQL against the REAL core-api on real Postgres and the Google Drive fake:
// an admin starts the consent, the fake's consent page sends the browser back with a code, the BFF completes it,
// picks the root, tests it and disconnects — and no token ever appears in an answer.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GoogleCloudDrive,
  startGoogleDriveFake,
  TEST_TOKEN_KEYS,
  type GoogleDriveFake,
} from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-cloud-drive-test-secret';
let stack: RealStack;
let app: Express;
let fake: GoogleDriveFake;
let admin: User;
let manager: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const CONNECTION = `status provider_name account_email connected_by { name } connected_at root { id name kind }
  last_tested_at last_test_error`;

beforeAll(async () => {
  fake = await startGoogleDriveFake();
  const google = new GoogleCloudDrive({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    authUrl: fake.authUrl,
    tokenUrl: fake.tokenUrl,
    apiUrl: fake.apiUrl,
  });
  stack = await startRealStack(secret, {
    appUrl: 'http://127.0.0.1:3412',
    cloudDrive: { providers: { google_drive: google }, tokenKeys: TEST_TOKEN_KEYS },
  });
  app = stack.app;
  const company = await createCompany();
  admin = await createUser(company, { role: 'admin' });
  manager = await createUser(company, { role: 'manager' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('cloud drive through the BFF', () => {
  it('connects through the consent page, picks the root, tests it and disconnects', async () => {
    const token = stack.tokenFor(admin);
    const before = await gql(
      'query { cloudDrive { providers { id name } token_key_configured connection { status } } }',
      {},
      token,
    );
    expect(before.body.data.cloudDrive).toEqual({
      providers: [{ id: 'google_drive', name: 'Google Drive' }],
      token_key_configured: true,
      connection: null,
    });

    const started = await gql(
      'mutation { connectCloudDrive(input: { provider: "google_drive" }) { authorization_url redirect_uri } }',
      {},
      token,
    );
    const { authorization_url, redirect_uri } = started.body.data.connectCloudDrive;
    expect(redirect_uri).toBe('http://127.0.0.1:3412/app/settings/cloud-drive/callback');
    fake.oauth.autoApprove = true;
    const back = new URL((await fetch(authorization_url, { redirect: 'manual' })).headers.get('location')!);
    fake.oauth.autoApprove = false;
    expect(`${back.origin}${back.pathname}`).toBe(redirect_uri);

    const done = await gql(
      `mutation C($input: CompleteCloudDriveConnectionInput!) { completeCloudDriveConnection(input: $input) { ${CONNECTION} } }`,
      { input: { state: back.searchParams.get('state'), code: back.searchParams.get('code') } },
      token,
    );
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.completeCloudDriveConnection).toMatchObject({
      status: 'connected',
      provider_name: 'Google Drive',
      account_email: 'admin@example.co.uk',
      root: null,
    });

    const roots = await gql('query { cloudDriveRoots { roots { id kind } not_listed } }', {}, token);
    const myDrive = roots.body.data.cloudDriveRoots.roots.find(
      (r: { kind: string }) => r.kind === 'my_drive',
    );
    const chosen = await gql(
      `mutation R($id: String!) { chooseCloudDriveRoot(root_id: $id) { ${CONNECTION} } }`,
      { id: myDrive.id },
      token,
    );
    expect(chosen.body.data.chooseCloudDriveRoot.root).toMatchObject({ kind: 'my_drive' });
    const tested = await gql(
      `mutation { testCloudDrive { ok error connection { ${CONNECTION} } } }`,
      {},
      token,
    );
    expect(tested.body.data.testCloudDrive).toMatchObject({ ok: true, error: null });

    const everything = JSON.stringify([
      before.body,
      started.body,
      done.body,
      roots.body,
      chosen.body,
      tested.body,
    ]);
    for (const t of [...fake.oauth.accessTokens.keys(), ...fake.oauth.refreshTokens.keys()]) {
      expect(everything).not.toContain(t);
    }

    // A manager runs the company but does not hold its drive's keys.
    const refused = await gql('query { cloudDrive { token_key_configured } }', {}, stack.tokenFor(manager));
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const gone = await gql('mutation { disconnectCloudDrive }', {}, token);
    expect(gone.body.data.disconnectCloudDrive).toBe(true);
    const after = await gql('query { cloudDrive { connection { status } } }', {}, token);
    expect(after.body.data.cloudDrive.connection).toBeNull();
  });

  it('passes a refusal at the consent page back in core-api’s words', async () => {
    const token = stack.tokenFor(admin);
    const started = await gql(
      'mutation { connectCloudDrive(input: { provider: "google_drive" }) { authorization_url } }',
      {},
      token,
    );
    const state = new URL(started.body.data.connectCloudDrive.authorization_url).searchParams.get('state');
    const refused = await gql(
      `mutation C($input: CompleteCloudDriveConnectionInput!) { completeCloudDriveConnection(input: $input) { status } }`,
      { input: { state, error: 'access_denied' } },
      token,
    );
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].message).toContain('Google Drive access was not allowed');
  });
});
