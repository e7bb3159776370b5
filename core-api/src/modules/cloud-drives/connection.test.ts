// Connecting a company's cloud drive through the routes (issue 37, decision 0075), on real Postgres over the
// providers' fakes: who may, the consent with a single-use state and PKCE, completing it, the root picker and test,
// a reconnect of the same account keeping the row and sending the resume job, another account starting afresh, a
// refused token marking the connection and telling the admins, disconnecting — and no token ever in an answer or
// in the clear in the database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import {
  GoogleCloudDrive,
  MicrosoftCloudDrive,
  openCredentials,
  type CloudDrive,
  type CloudDriveProviderId,
} from '../../lib/cloud-drive/index.js';
import type { User } from '../../models/index.js';
import { TEST_TOKEN_KEYS, recordedPolicy } from '../../test/cloud-drive-harness.js';
import { startGoogleDriveFake, type GoogleDriveFake } from '../../test/fakes/google-drive-fake.js';
import { trustingFetch } from '../../test/fakes/https-fetch.js';
import { startMicrosoftGraphFake, type MicrosoftGraphFake } from '../../test/fakes/microsoft-graph-fake.js';
import { TEST_TLS_CERT } from '../../test/fakes/test-tls.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveOAuthState } from './cloud-drive-oauth-state.model.js';
import { CLOUD_DRIVE_RESUME_JOB } from './company-drive.js';
import { KEY_MISSING, STATE_EXPIRED, STATE_INVALID } from './connection.service.js';

const sequelize = testDatabase({ own: true });
const fakeFetch = trustingFetch(TEST_TLS_CERT);
const providers: Partial<Record<CloudDriveProviderId, CloudDrive>> = {};
const APP_URL = 'http://127.0.0.1:3411';
const app = testApp(sequelize, { appUrl: APP_URL, cloudDrive: { providers, tokenKeys: TEST_TOKEN_KEYS } });
const keyless = testApp(sequelize, { appUrl: APP_URL, cloudDrive: { providers, tokenKeys: undefined } });

let google: GoogleDriveFake;
let microsoft: MicrosoftGraphFake;
beforeAll(async () => {
  google = await startGoogleDriveFake();
  microsoft = await startMicrosoftGraphFake();
  providers.google_drive = new GoogleCloudDrive(
    {
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      authUrl: google.authUrl,
      tokenUrl: google.tokenUrl,
      revokeUrl: google.revokeUrl,
      apiUrl: google.apiUrl,
    },
    { retry: recordedPolicy() },
  );
  providers.microsoft_365 = new MicrosoftCloudDrive(
    {
      clientId: microsoft.clientId,
      clientSecret: microsoft.clientSecret,
      tenant: microsoft.tenant,
      authorityHost: microsoft.authorityHost,
      graphUrl: microsoft.graphUrl,
    },
    { fetch: fakeFetch, retry: recordedPolicy() },
  );
}, 30_000);
afterAll(async () => {
  await google.close();
  await microsoft.close();
});

const auth = (u: User) => ({ Authorization: bearer(u) });

/** Where the consent page sends the browser when the person clicks Allow (or Deny). */
async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const url = new URL(authorizationUrl);
  const page = await fakeFetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow');
  const answer = await fakeFetch(new URL(url.pathname, url.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: url.searchParams.toString(), decision }).toString(),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

describe('connecting a cloud drive', () => {
  let admin: User;
  let otherAdmin: User;
  let manager: User;
  let foreignAdmin: User;

  beforeEach(async () => {
    const company = await createCompany();
    admin = await createUser(company, { role: 'admin' });
    otherAdmin = await createUser(company, { role: 'admin' });
    manager = await createUser(company, { role: 'manager' });
    foreignAdmin = await createUser(await createCompany(), { role: 'admin' });
  });

  async function start(user: User, body: Record<string, unknown> = { provider: 'google_drive' }) {
    const res = await app.request.post('/api/cloud-drive/connect').set(auth(user)).send(body);
    expect(res.status).toBe(200);
    return res.body as { authorization_url: string; redirect_uri: string };
  }

  async function connectGoogle(user = admin) {
    const { authorization_url } = await start(user);
    const back = await consent(authorization_url);
    const res = await app.request
      .post('/api/cloud-drive/callback')
      .set(auth(user))
      .send({ state: back.searchParams.get('state'), code: back.searchParams.get('code') });
    expect(res.status).toBe(200);
    return res.body;
  }

  it('is for company admins only: signed out 401, a manager 403', async () => {
    expect((await app.request.get('/api/cloud-drive')).status).toBe(401);
    for (const [method, path] of [
      ['get', '/api/cloud-drive'],
      ['post', '/api/cloud-drive/connect'],
      ['post', '/api/cloud-drive/test'],
      ['delete', '/api/cloud-drive'],
    ] as const) {
      expect((await app.request[method](path).set(auth(manager)).send({})).status).toBe(403);
    }
  });

  it('offers the configured providers and says when nothing is connected', async () => {
    const res = await app.request.get('/api/cloud-drive').set(auth(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      providers: [
        { id: 'google_drive', name: 'Google Drive' },
        { id: 'microsoft_365', name: 'Microsoft 365' },
      ],
      token_key_configured: true,
      connection: null,
    });
    expect((await app.request.post('/api/cloud-drive/test').set(auth(admin))).status).toBe(404);
  });

  it('refuses bad input and a server without a token key, in words', async () => {
    const bad = await app.request
      .post('/api/cloud-drive/connect')
      .set(auth(admin))
      .send({ provider: 'dropbox' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Provider must be google_drive or microsoft_365');
    const access = await app.request
      .post('/api/cloud-drive/connect')
      .set(auth(admin))
      .send({ provider: 'google_drive', access: 'selected_site' });
    expect(access.status).toBe(400);
    const noKey = await keyless.request
      .post('/api/cloud-drive/connect')
      .set(auth(admin))
      .send({ provider: 'google_drive' });
    expect(noKey.status).toBe(409);
    expect(JSON.stringify(noKey.body)).toContain(KEY_MISSING);
  });

  it('sends the admin to the consent page with a state, PKCE S256 and our redirect page; stores neither in the clear', async () => {
    const { authorization_url, redirect_uri } = await start(admin);
    expect(redirect_uri).toBe(`${APP_URL}/app/settings/cloud-drive/callback`);
    const url = new URL(authorization_url);
    expect(url.searchParams.get('redirect_uri')).toBe(redirect_uri);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const [row] = await sequelize.query<{ state_hash: string; verifier: string }>(
      'SELECT state_hash, verifier FROM cloud_drive_oauth_states WHERE company_id = :c',
      { replacements: { c: admin.company_id }, type: QueryTypes.SELECT },
    );
    expect(row!.state_hash).not.toContain(state);
    expect(row!.verifier).toMatch(/^v1\./);
  });

  it('connects: who connected it and when; the tokens are sealed and never answered', async () => {
    const connection = await connectGoogle();
    expect(connection).toMatchObject({
      provider: 'google_drive',
      provider_name: 'Google Drive',
      status: 'connected',
      account_email: 'admin@example.co.uk',
      account_name: 'Alex Admin',
      connected_by: { id: admin.id },
      root: null,
    });
    expect(connection.connected_by.name).toBeTruthy();
    const answer = JSON.stringify((await app.request.get('/api/cloud-drive').set(auth(admin))).body);
    const [stored] = await sequelize.query<{ credentials: string }>(
      'SELECT credentials FROM cloud_drive_connections WHERE company_id = :c',
      { replacements: { c: admin.company_id }, type: QueryTypes.SELECT },
    );
    expect(stored!.credentials).toMatch(/^v1\./);
    for (const token of [...google.oauth.accessTokens.keys(), ...google.oauth.refreshTokens.keys()]) {
      expect(answer).not.toContain(token);
      expect(stored!.credentials).not.toContain(token);
    }
    // The state was used once: the same redirect again is refused.
    expect(await CloudDriveOAuthState.count({ where: { company_id: admin.company_id } })).toBe(0);
  });

  it('a state is single use, the starter’s own, and expires; a refusal at the consent page is said plainly', async () => {
    const { authorization_url } = await start(admin);
    const back = await consent(authorization_url);
    const body = { state: back.searchParams.get('state'), code: back.searchParams.get('code') };
    const other = await app.request.post('/api/cloud-drive/callback').set(auth(otherAdmin)).send(body);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain(STATE_INVALID);
    // Taken by the attempt above: even its starter cannot use it now.
    const again = await app.request.post('/api/cloud-drive/callback').set(auth(admin)).send(body);
    expect(again.status).toBe(400);
    const foreign = await app.request.post('/api/cloud-drive/callback').set(auth(foreignAdmin)).send(body);
    expect(foreign.status).toBe(400);

    const late = await start(admin);
    await CloudDriveOAuthState.update(
      { expires_at: new Date(Date.now() - 1000) },
      { where: { company_id: admin.company_id } },
    );
    const lateBack = await consent(late.authorization_url);
    const expired = await app.request
      .post('/api/cloud-drive/callback')
      .set(auth(admin))
      .send({ state: lateBack.searchParams.get('state'), code: lateBack.searchParams.get('code') });
    expect(expired.status).toBe(400);
    expect(JSON.stringify(expired.body)).toContain(STATE_EXPIRED);

    const denied = await consent((await start(admin)).authorization_url, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    const refused = await app.request
      .post('/api/cloud-drive/callback')
      .set(auth(admin))
      .send({ state: denied.searchParams.get('state'), error: 'access_denied' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Google Drive access was not allowed');
    expect((await app.request.get('/api/cloud-drive').set(auth(admin))).body.connection).toBeNull();
  });

  it('the code alone is not enough: a stolen code with our state but no verifier is refused by the provider', async () => {
    const { authorization_url } = await start(admin);
    const back = await consent(authorization_url);
    // An attacker who saw the redirect exchanges the code without the verifier we keep sealed.
    await expect(
      providers.google_drive!.exchangeCode({
        code: back.searchParams.get('code')!,
        redirectUri: `${APP_URL}/app/settings/cloud-drive/callback`,
      }),
    ).rejects.toMatchObject({ kind: 'needs_reconnecting' });
  });

  it('picks a root from the listing, browses into folders, tests it', async () => {
    await connectGoogle();
    const roots = await app.request.get('/api/cloud-drive/roots').set(auth(admin));
    expect(roots.status).toBe(200);
    expect(roots.body.not_listed).toEqual(['shared_drives']);
    const myDrive = roots.body.roots.find((r: { kind: string }) => r.kind === 'my_drive');
    expect(myDrive).toBeTruthy();
    const folders = await app.request
      .get('/api/cloud-drive/folders')
      .query({ parent_id: myDrive.id })
      .set(auth(admin));
    expect(folders.status).toBe(200);
    expect(folders.body.parent_id).toBe(myDrive.id);
    const chosen = await app.request
      .put('/api/cloud-drive/root')
      .set(auth(admin))
      .send({ root_id: myDrive.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.root).toMatchObject({ id: google.rootId, kind: 'my_drive' });
    const test = await app.request.post('/api/cloud-drive/test').set(auth(admin));
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ ok: true, error: null });
    expect(test.body.connection.last_tested_at).toBeTruthy();
    const missing = await app.request
      .put('/api/cloud-drive/root')
      .set(auth(admin))
      .send({ root_id: 'no-such' });
    expect(missing.status).toBe(400);
  });

  it('a refused token marks the connection, tells every admin once, and a reconnect of the same account keeps it and resumes', async () => {
    await connectGoogle();
    await app.request.put('/api/cloud-drive/root').set(auth(admin)).send({ root_id: google.rootId });
    const before = await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } });
    google.oauth.revokeAll();
    const test = await app.request.post('/api/cloud-drive/test').set(auth(admin));
    expect(test.status).toBe(200);
    expect(test.body.ok).toBe(false);
    expect(test.body.connection).toMatchObject({ status: 'needs_reconnecting' });
    expect(test.body.connection.status_reason).toContain('reconnect');
    // Asked again: already marked, nobody is told twice.
    await app.request.post('/api/cloud-drive/test').set(auth(admin));
    const notes = await sequelize.query<{ user_id: string; link: string | null; title: string }>(
      `SELECT user_id, title, link FROM notifications WHERE company_id = :c AND type = 'cloud_drive'`,
      { replacements: { c: admin.company_id }, type: QueryTypes.SELECT },
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual([admin.id, otherAdmin.id].sort());
    expect(notes[0]!.title).toContain('Google Drive needs reconnecting');
    expect(notes[0]!.link).toBe('/app/settings');

    const jobsBefore = await resumeJobs(admin.company_id);
    const again = await connectGoogle(otherAdmin);
    expect(again).toMatchObject({ status: 'connected', connected_by: { id: otherAdmin.id } });
    const after = await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } });
    expect(after!.id).toBe(before!.id);
    expect(after!.root_id).toBe(google.rootId);
    expect(await resumeJobs(admin.company_id)).toBeGreaterThan(jobsBefore);
  });

  /** The refresh token a connection row holds, opened as core-api would. */
  const refreshTokenOf = (row: CloudDriveConnection) => {
    const credentials = openCredentials(row.credentials, TEST_TOKEN_KEYS, row.company_id, row.provider);
    return credentials.provider === 'google_drive' ? credentials.refreshToken : '';
  };

  it('disconnecting ends the grant at Google too; a Google that cannot answer never stops the disconnect', async () => {
    await connectGoogle();
    const row = (await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } }))!;
    const token = refreshTokenOf(row);
    expect(google.oauth.isLive(token)).toBe(true);
    expect((await app.request.delete('/api/cloud-drive').set(auth(admin))).status).toBe(204);
    expect(google.oauth.isLive(token)).toBe(false);

    await connectGoogle();
    const again = (await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } }))!;
    google.inject({ fail: 'unavailable', on: 'token' });
    expect((await app.request.delete('/api/cloud-drive').set(auth(admin))).status).toBe(204);
    expect(google.pendingInjections()).toBe(0);
    expect((await app.request.get('/api/cloud-drive').set(auth(admin))).body.connection).toBeNull();
    // Ours is gone (the row and its sealed token); Google's grant outlives it until the person removes the app.
    expect(google.oauth.isLive(refreshTokenOf(again))).toBe(true);
  });

  it('another provider replaces the connection (the old grant revoked); disconnect removes it', async () => {
    await connectGoogle();
    const first = await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } });
    const firstToken = refreshTokenOf(first!);
    const { authorization_url } = await start(admin, { provider: 'microsoft_365', access: 'all_files' });
    expect(new URL(authorization_url).searchParams.get('scope')).toContain('Files.ReadWrite.All');
    const back = await consent(authorization_url);
    const res = await app.request
      .post('/api/cloud-drive/callback')
      .set(auth(admin))
      .send({ state: back.searchParams.get('state'), code: back.searchParams.get('code') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'microsoft_365', access: 'all_files', status: 'connected' });
    const second = await CloudDriveConnection.findOne({ where: { company_id: admin.company_id } });
    expect(second!.id).not.toBe(first!.id);
    expect(google.oauth.isLive(firstToken)).toBe(false);
    const roots = await app.request.get('/api/cloud-drive/roots').set(auth(admin));
    expect(roots.status).toBe(200);
    expect(roots.body.roots.some((r: { kind: string }) => r.kind === 'onedrive')).toBe(true);

    expect((await app.request.delete('/api/cloud-drive').set(auth(admin))).status).toBe(204);
    expect((await app.request.get('/api/cloud-drive').set(auth(admin))).body.connection).toBeNull();
    expect((await app.request.delete('/api/cloud-drive').set(auth(admin))).status).toBe(404);
    // Another company never sees it, nor ours theirs.
    expect((await app.request.get('/api/cloud-drive').set(auth(foreignAdmin))).body.connection).toBeNull();
  });
});

async function resumeJobs(companyId: string): Promise<number> {
  const [row] = await sequelize.query<{ n: string }>(
    `SELECT count(*) AS n FROM pgboss.job WHERE name = :name AND data->>'companyId' = :companyId`,
    { replacements: { name: CLOUD_DRIVE_RESUME_JOB, companyId }, type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}
