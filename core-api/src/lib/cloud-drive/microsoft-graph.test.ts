// The microsoft_365 adapter (decision 0074) over our stateful HTTPS fake of Microsoft's identity platform and Graph,
// trusted through the test's own fetch (no NODE_EXTRA_CA_CERTS): consent through MSAL, code exchange into a
// per-connection MSAL cache, rotating refresh, the shared contract, OneDrive and SharePoint roots (Sites.Selected
// included), upload sessions in 320 KiB multiples with no Authorization on their PUTs, and every injected failure.
// Then the same contract against Microsoft when MS_GRAPH_TEST_CLIENT_ID, MS_GRAPH_TEST_CLIENT_SECRET and
// MS_GRAPH_TEST_REFRESH_TOKEN are set (MS_GRAPH_TEST_TENANT default organizations; MS_GRAPH_TEST_ROOT_ID
// "<drive id>/<item id>" to work in, default the person's OneDrive).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudDriveContract, patternBytes } from '../../test/cloud-drive-contract.js';
import { connect, recordedPolicy, type RecordedPolicy } from '../../test/cloud-drive-harness.js';
import { trustingFetch } from '../../test/fakes/https-fetch.js';
import { startMicrosoftGraphFake, type MicrosoftGraphFake } from '../../test/fakes/microsoft-graph-fake.js';
import { TEST_TLS_CERT } from '../../test/fakes/test-tls.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../drive.js';
import {
  CloudDriveAuthError,
  CloudDriveRetryableError,
  ensureFolderTree,
  MicrosoftCloudDrive,
  type CloudDriveOptions,
  type MicrosoftAccess,
} from './index.js';

const KIB = 1024;
const REDIRECT = 'http://127.0.0.1:3540/api/integrations/cloud-drive/callback';
const fakeFetch = trustingFetch(TEST_TLS_CERT);

let fake: MicrosoftGraphFake;
beforeAll(async () => {
  fake = await startMicrosoftGraphFake();
});
afterAll(() => fake.close());

function microsoft(options: CloudDriveOptions = {}) {
  return new MicrosoftCloudDrive(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      tenant: fake.tenant,
      authorityHost: fake.authorityHost,
      graphUrl: fake.graphUrl,
    },
    { fetch: fakeFetch, ...options },
  );
}

/** The code the fake's consent page hands back, as if the person had clicked Allow. */
async function consentCode(drive: MicrosoftCloudDrive, access?: MicrosoftAccess) {
  fake.oauth.autoApprove = true;
  const res = await fakeFetch(await drive.consentUrl({ redirectUri: REDIRECT, state: 's', access }));
  fake.oauth.autoApprove = false;
  return new URL(res.headers.get('location')!).searchParams.get('code')!;
}

/** A company connected through consent (MSAL's cache sealed at rest), with recorded sleeps. */
async function connected(
  options: CloudDriveOptions & { policy?: RecordedPolicy; access?: MicrosoftAccess } = {},
) {
  const policy = options.policy ?? recordedPolicy();
  const drive = microsoft({ ...options, retry: policy });
  const { credentials, account } = await drive.exchangeCode({
    code: await consentCode(drive, options.access),
    redirectUri: REDIRECT,
    access: options.access,
  });
  const connection = connect(drive, credentials);
  return { drive, policy, connection, account, session: drive.session(connection.keeper) };
}

const oneDriveRoot = () => `${fake.oneDrive.id}/${fake.oneDrive.rootId}`;
const ref = (itemId: string) => `${fake.items.get(itemId)!.driveId}/${itemId}`;
const local = (id: string) => id.slice(id.indexOf('/') + 1);
const childNames = (id: string) => fake.childrenOf(local(id)).map((i) => i.name);

async function workspace(session: Awaited<ReturnType<typeof connected>>['session']) {
  return (await session.ensureFolder(oneDriveRoot(), `t-${Math.random().toString(36).slice(2)}`)).id;
}

/**
 * Ends the call the fake leaves hanging, on cue rather than by waiting for a timer: each call's signal comes from
 * here, and the first call the fake receives after arming has its signal aborted once the fake holds it.
 */
function hangCue() {
  let current: AbortController | undefined;
  const cue = {
    ended: 0,
    signal: () => (current = new AbortController()).signal,
    endHungCall() {
      if (cue.ended) return;
      cue.ended += 1;
      const hung = current!;
      setImmediate(() => hung.abort(new DOMException('The call timed out', 'TimeoutError')));
    },
  };
  return cue;
}

describe('microsoft_365 over the fake', () => {
  beforeEach(() => {
    fake.oauth.rotateRefreshTokens = true;
  });

  describe('connecting', () => {
    it('asks for offline_access and Files.ReadWrite.All (or Sites.Selected for one site), state and a query redirect', async () => {
      const url = new URL(await microsoft().consentUrl({ redirectUri: REDIRECT, state: 'state-9' }));
      expect(`${url.origin}${url.pathname}`).toBe(
        `${fake.authorityHost}/organizations/oauth2/v2.0/authorize`,
      );
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: fake.clientId,
        response_type: 'code',
        redirect_uri: REDIRECT,
        state: 'state-9',
        response_mode: 'query',
        prompt: 'select_account',
      });
      expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual(
        ['Files.ReadWrite.All', 'offline_access', 'openid', 'profile'].sort(),
      );
      const site = new URL(
        await microsoft().consentUrl({ redirectUri: REDIRECT, state: 's', access: 'selected_site' }),
      );
      expect(site.searchParams.get('scope')!.split(' ')).toContain('Sites.Selected');
      expect(site.searchParams.get('scope')!.split(' ')).not.toContain('Files.ReadWrite.All');
    });

    it('the consent page sends the browser back with ?code=&state=', async () => {
      const consent = await microsoft().consentUrl({ redirectUri: REDIRECT, state: 'abc' });
      const page = await fakeFetch(consent);
      expect(await page.text()).toContain('Allow');
      const request = new URL(consent).searchParams.toString();
      const res = await fakeFetch(consent.split('?')[0]!, {
        method: 'POST',
        body: new URLSearchParams({ request, decision: 'allow' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const back = new URL(res.headers.get('location')!);
      expect(back.searchParams.get('state')).toBe('abc');
      expect(back.searchParams.get('code')).toBeTruthy();
    });

    it("exchanges the code: the refresh token lives in the connection's MSAL cache, and who connected", async () => {
      const { connection, account } = await connected();
      const stored = connection.stored();
      expect(account).toMatchObject({ email: 'admin@contoso.example', name: 'Morgan Admin' });
      expect(stored.provider === 'microsoft_365' && stored.homeAccountId).toBe(account.id);
      const cache = JSON.parse(stored.provider === 'microsoft_365' ? stored.msalCache : '{}') as {
        RefreshToken: Record<string, { secret: string }>;
      };
      const [rt] = Object.values(cache.RefreshToken);
      expect(fake.oauth.refreshTokens.get(rt!.secret)?.live).toBe(true);
    });

    it('refreshes from the cache, keeps the rotated refresh token, and the old cache is refused', async () => {
      const { drive, connection } = await connected();
      const before = connection.stored();
      const after = await drive.refresh(before);
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.provider === 'microsoft_365' && after.msalCache).not.toBe(
        before.provider === 'microsoft_365' && before.msalCache,
      );
      await expect(drive.refresh(before)).rejects.toBeInstanceOf(CloudDriveAuthError);
      await expect(drive.refresh(after)).resolves.toMatchObject({ provider: 'microsoft_365' });
    });

    it('a code used twice, or a revoked connection, needs reconnecting', async () => {
      const drive = microsoft({ retry: recordedPolicy() });
      const code = await consentCode(drive);
      await drive.exchangeCode({ code, redirectUri: REDIRECT });
      await expect(drive.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
        kind: 'needs_reconnecting',
      });
    });

    it('a wrong client secret is our misconfiguration, not the admin’s', async () => {
      const drive = new MicrosoftCloudDrive(
        {
          clientId: fake.clientId,
          clientSecret: 'wrong',
          tenant: fake.tenant,
          authorityHost: fake.authorityHost,
          graphUrl: fake.graphUrl,
        },
        { fetch: fakeFetch, retry: recordedPolicy() },
      );
      const code = await consentCode(drive);
      await expect(drive.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
        kind: 'misconfigured',
      });
    });
  });

  describe('the contract', () => {
    let session: Awaited<ReturnType<typeof connected>>['session'] | undefined;
    cloudDriveContract(async () => {
      session ??= (await connected({ simpleUploadMaxBytes: 640 * KIB, chunkBytes: 320 * KIB })).session;
      return { session, rootId: oneDriveRoot(), largeBytes: 1000 * KIB + 321 };
    });
  });

  describe('tokens', () => {
    it('refreshes once for concurrent calls when Graph refuses the token, and carries on', async () => {
      const { session, connection } = await connected();
      const base = await workspace(session);
      fake.oauth.expireAccessTokens();
      const grants = fake.oauth.grants.length;
      await Promise.all([session.ensureFolder(base, 'a'), session.ensureFolder(base, 'b')]);
      expect(fake.oauth.grants.slice(grants)).toEqual(['refresh_token']);
      expect(connection.saves).toBe(1);
    });

    it('a revoked connection needs reconnecting, and nothing is made', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      fake.oauth.revokeAll();
      await expect(session.ensureFolder(base, '01 Contracts & Tender')).rejects.toMatchObject({
        kind: 'needs_reconnecting',
        provider: 'microsoft_365',
      });
      expect(childNames(base)).toEqual([]);
    });

    it('401 InvalidAuthenticationToken after a fresh token needs reconnecting (one renewal only)', async () => {
      const { session } = await connected();
      fake.inject({ fail: 'unauthorized', times: 2 });
      await expect(session.getItem(oneDriveRoot())).rejects.toMatchObject({
        kind: 'needs_reconnecting',
        status: 401,
      });
    });
  });

  describe('rate limits and outages', () => {
    it('waits out a 429 storm as Retry-After asks, then makes the folder once', async () => {
      const { session, policy } = await connected();
      const base = await workspace(session);
      fake.inject({ fail: 'rate_limited', times: 3, retryAfter: 5 });
      expect((await session.ensureFolder(base, '05 Photos')).created).toBe(true);
      expect(policy.sleeps).toEqual([5000, 5000, 5000]);
      expect(childNames(base)).toEqual(['05 Photos']);
    });

    it('backs off on 503 and 500, and on a dropped connection', async () => {
      const { session, policy } = await connected();
      const base = await workspace(session);
      fake.inject({ fail: 'unavailable' });
      fake.inject({ fail: 'server_error' });
      fake.inject({ fail: 'drop' });
      await session.ensureFolder(base, '07 Plant');
      expect(policy.sleeps).toEqual([1000, 2000, 4000]);
      expect(childNames(base)).toEqual(['07 Plant']);
    });

    it('a call that is never answered is ended by its timeout and tried again', async () => {
      const cue = hangCue();
      const { session, policy } = await connected({ timeoutSignal: cue.signal });
      const base = await workspace(session);
      fake.inject({ fail: 'hang' });
      const stop = fake.observe(() => cue.endHungCall());
      await session.ensureFolder(base, '10 Correspondence');
      stop();
      expect(cue.ended).toBe(1);
      expect(policy.sleeps).toEqual([1000]);
      expect(childNames(base)).toEqual(['10 Correspondence']);
    });

    it('the token endpoint unavailable is retried too (MSAL’s own retries off, Retry-After honoured)', async () => {
      const { session, policy } = await connected();
      fake.oauth.expireAccessTokens();
      fake.inject({ fail: 'unavailable', on: 'token', retryAfter: 2 });
      await session.listFolders(oneDriveRoot());
      expect(policy.sleeps).toEqual([2000]);
    });

    it('a 429 from the token endpoint is waited out too (MSAL keeps no throttle in the stored cache)', async () => {
      const { session, policy, connection } = await connected();
      fake.oauth.expireAccessTokens();
      fake.inject({ fail: 'rate_limited', on: 'token', retryAfter: 3 });
      await session.listFolders(oneDriveRoot());
      expect(policy.sleeps).toEqual([3000]);
      expect(connection.saves).toBe(1);
    });

    it('an outage beyond the retries is a retryable error; the next run finishes the tree once', async () => {
      const { session, policy } = await connected();
      const base = await workspace(session);
      fake.inject({ fail: 'unavailable', times: 5 });
      const err = await ensureFolderTree(session, base, 'P-0005 Dock Road', DEFAULT_FOLDER_TEMPLATE).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CloudDriveRetryableError);
      expect(err).toMatchObject({ kind: 'retryable', retryAfterSeconds: 16 });
      expect(policy.sleeps).toEqual([1000, 2000, 4000, 8000]);
      const tree = await ensureFolderTree(session, base, 'P-0005 Dock Road', DEFAULT_FOLDER_TEMPLATE);
      expect(childNames(base)).toEqual(['P-0005 Dock Road']);
      expect(childNames(tree.folder.id)).toEqual([...DEFAULT_FOLDER_TEMPLATE]);
    });
  });

  describe('once and only once', () => {
    it('a tree that is there is found by path: a second run makes nothing', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      await ensureFolderTree(session, base, 'P-0010', DEFAULT_FOLDER_TEMPLATE);
      const mark = fake.calls.length;
      await ensureFolderTree(session, base, 'P-0010', DEFAULT_FOLDER_TEMPLATE);
      expect(fake.calls.slice(mark).filter((c) => c.method !== 'GET')).toEqual([]);
    });

    it('a folder made but whose answer was lost: 409 nameAlreadyExists, then found by path', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      // The lookup finds nothing, the create is done but its answer lost; the retry's lookup finds it.
      fake.inject({
        fail: 'drop_after',
        on: (r) => r.method === 'POST' && r.url.pathname.endsWith('/children'),
      });
      expect(await session.ensureFolder(base, '08 Labour')).toMatchObject({
        created: false,
        name: '08 Labour',
      });
      expect(childNames(base)).toEqual(['08 Labour']);
    });

    it('a folder made at the same moment elsewhere: the create answers 409 and the lookup by path finds it', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      let made: string | undefined;
      // Between our lookup (404) and our create, another worker makes it.
      const stop = fake.observe((r) => {
        if (r.method === 'POST' && r.url.pathname.endsWith('/children') && !made) {
          made = fake.addFolder(fake.oneDrive.id, local(base), '04 Site Forms').id;
        }
      });
      const folder = await session.ensureFolder(base, '04 Site Forms');
      expect(folder).toMatchObject({ id: ref(made!), created: false });
      stop();
      expect(childNames(base)).toEqual(['04 Site Forms']);
      const conflict = fake.calls.filter((c) => c.method === 'POST').pop()!;
      expect(conflict.outcome).toBe(409);
    });

    it('finds a same-named folder made elsewhere, whatever its case (OneDrive names ignore case)', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      const there = fake.addFolder(fake.oneDrive.id, local(base), '04 SITE FORMS');
      expect(await session.ensureFolder(base, '04 Site Forms')).toMatchObject({
        id: ref(there.id),
        created: false,
      });
    });

    it('a large file whose last fragment was answered into the void is filed once', async () => {
      const { session } = await connected({ simpleUploadMaxBytes: 320 * KIB, chunkBytes: 320 * KIB });
      const base = await workspace(session);
      const bytes = patternBytes(700 * KIB);
      fake.inject({
        fail: 'drop_after',
        on: (r) =>
          r.kind === 'upload' &&
          r.method === 'PUT' &&
          /-\d+\/\d+$/.test(String(r.headers['content-range'])) &&
          String(r.headers['content-range']).endsWith(`${bytes.length - 1}/${bytes.length}`),
      });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'DEL-0001.jpg',
        bytes,
        mimeType: 'image/jpeg',
      });
      expect(filed.created).toBe(false);
      expect(childNames(base)).toEqual(['DEL-0001.jpg']);
      expect(fake.items.get(local(filed.id))!.bytes!.equals(bytes)).toBe(true);
    });

    it('a small file whose answer was lost is filed once', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      fake.inject({
        fail: 'drop_after',
        on: (r) => r.method === 'PUT' && r.url.pathname.endsWith('/content'),
      });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'APP-0001.pdf',
        bytes: patternBytes(2000),
        mimeType: 'application/pdf',
      });
      expect(filed.created).toBe(false);
      expect(childNames(base)).toEqual(['APP-0001.pdf']);
    });
  });

  describe('uploads', () => {
    it('sends up to 4 MB in one PUT and more through an upload session (no Authorization on its PUTs)', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      const mark = fake.calls.length;
      await session.uploadFile({
        parentId: base,
        name: 'a.pdf',
        bytes: patternBytes(4 * 1024 * KIB),
        mimeType: 'application/pdf',
      });
      expect(
        fake.calls
          .slice(mark)
          .filter((c) => c.method === 'PUT')
          .map((c) => c.path),
      ).toEqual([expect.stringMatching(/:\/a\.pdf:\/content$/)]);
      const large = patternBytes(4 * 1024 * KIB + 1);
      const mark2 = fake.calls.length;
      const filed = await session.uploadFile({
        parentId: base,
        name: 'b.jpg',
        bytes: large,
        mimeType: 'image/jpeg',
      });
      const calls = fake.calls.slice(mark2);
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(':/b.jpg:/createUploadSession'))).toBe(
        true,
      );
      const puts = calls.filter((c) => c.kind === 'upload');
      expect(puts.length).toBeGreaterThan(0);
      expect(puts.every((c) => c.authorization === null)).toBe(true);
      expect(fake.items.get(local(filed.id))!.bytes!.equals(large)).toBe(true);
    });

    it('sends 320 KiB-multiple fragments and resumes from nextExpectedRanges after a failure', async () => {
      const { session, policy } = await connected({ simpleUploadMaxBytes: 320 * KIB, chunkBytes: 640 * KIB });
      const base = await workspace(session);
      const bytes = patternBytes(2000 * KIB + 5);
      const mark = fake.calls.length;
      const nthPut = (n: number) => (r: { kind: string; method: string }) =>
        r.kind === 'upload' &&
        r.method === 'PUT' &&
        fake.calls.slice(mark).filter((c) => c.kind === 'upload' && c.method === 'PUT').length === n;
      fake.inject({ fail: 'unavailable', on: nthPut(2), retryAfter: 1 });
      fake.inject({ fail: 'drop', on: nthPut(3) });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'drawing.pdf',
        bytes,
        mimeType: 'application/pdf',
      });
      expect(fake.items.get(local(filed.id))!.bytes!.equals(bytes)).toBe(true);
      const uploads = fake.calls.slice(mark).filter((c) => c.kind === 'upload');
      expect(uploads.some((c) => c.method === 'GET')).toBe(true);
      const fragments = uploads
        .filter((c) => c.method === 'PUT' && c.outcome !== 'dropped')
        .map((c) => c.contentLength);
      expect(fragments.slice(0, -1).every((n) => n % (320 * KIB) === 0)).toBe(true);
      expect(policy.sleeps).toEqual([1000, 1000]);
    });

    it('a session Graph no longer knows starts again (looking for the file first)', async () => {
      const { session } = await connected({ simpleUploadMaxBytes: 320 * KIB, chunkBytes: 320 * KIB });
      const base = await workspace(session);
      const bytes = patternBytes(900 * KIB);
      // Graph forgets the session as the first fragment arrives.
      let forgotten = false;
      const stop = fake.observe((r) => {
        if (r.kind === 'upload' && r.method === 'PUT' && !forgotten) {
          forgotten = true;
          fake.sessions.clear();
        }
      });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'big.pdf',
        bytes,
        mimeType: 'application/pdf',
      });
      stop();
      expect(filed.created).toBe(true);
      expect(fake.items.get(local(filed.id))!.bytes!.equals(bytes)).toBe(true);
      expect(fake.calls.filter((c) => c.path.endsWith(':/big.pdf:/createUploadSession'))).toHaveLength(2);
    });
  });

  describe('roots and moves', () => {
    it("lists the person's OneDrive; SharePoint sites need Sites.Read.All to be searched, else their address", async () => {
      const { session } = await connected();
      const { site } = fake.addSite('Projects', '/sites/Projects', ['Documents', 'Archive']);
      const { roots, notListed } = await session.listRoots();
      expect(roots).toEqual([expect.objectContaining({ id: `${fake.oneDrive.id}/root`, kind: 'onedrive' })]);
      expect(notListed).toEqual(['sharepoint_sites']);
      const bySite = await session.listRoots({ siteUrl: `${site.webUrl}/` });
      expect(bySite.roots.filter((r) => r.kind === 'document_library').map((r) => [r.name, r.site])).toEqual([
        ['Documents', 'Projects'],
        ['Archive', 'Projects'],
      ]);
      const library = bySite.roots.find((r) => r.name === 'Documents')!;
      const tested = await session.testRoot(library.id);
      expect(tested.id).toMatch(/^b!.+\/01/);
      expect((await session.ensureFolder(tested.id, 'P-0006')).created).toBe(true);
    });

    it('Sites.Selected reaches only the site an admin granted', async () => {
      const { site: granted, drives } = fake.addSite('Granted', '/sites/Granted');
      const { site: other } = fake.addSite('Other', '/sites/Other');
      fake.grantSite(granted.id);
      const { session } = await connected({ access: 'selected_site' });
      const { roots } = await session.listRoots({ siteUrl: granted.webUrl });
      expect(roots.map((r) => r.id)).toEqual([`${drives[0]!.id}/root`]);
      const tree = await ensureFolderTree(session, roots[0]!.id, 'P-0007', ['04 Site Forms']);
      expect(tree.children['04 Site Forms']!.created).toBe(true);
      await expect(session.listRoots({ siteUrl: other.webUrl })).rejects.toMatchObject({ kind: 'forbidden' });
    });

    it('moves with PATCH parentReference, and refuses a move to another library', async () => {
      const { session } = await connected();
      const base = await workspace(session);
      const project = await session.ensureFolder(base, 'P-0008');
      const archive = await session.ensureFolder(base, 'Archive');
      await session.moveItem(project.id, archive.id);
      const patch = fake.calls.filter((c) => c.method === 'PATCH').pop()!;
      expect(patch.path).toContain(local(project.id));
      expect(fake.items.get(local(project.id))!.parentId).toBe(local(archive.id));
      const { drives } = fake.addSite('Elsewhere', '/sites/Elsewhere');
      await expect(session.moveItem(project.id, `${drives[0]!.id}/root`)).rejects.toMatchObject({
        kind: 'failed',
      });
    });

    it('never sends the bearer token to a plain http:// Graph address (the client attaches it to https only)', async () => {
      const { connection } = await connected();
      const seen: (string | undefined)[] = [];
      const plain = createServer((req, res) => {
        seen.push(req.headers.authorization);
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'InvalidAuthenticationToken', message: 'No token.' } }));
      });
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      const http = new MicrosoftCloudDrive(
        {
          clientId: fake.clientId,
          clientSecret: fake.clientSecret,
          tenant: fake.tenant,
          authorityHost: fake.authorityHost,
          graphUrl: `http://127.0.0.1:${(plain.address() as AddressInfo).port}`,
        },
        { fetch: fakeFetch, retry: recordedPolicy() },
      );
      await expect(http.session(connection.keeper).getItem(oneDriveRoot())).rejects.toMatchObject({
        kind: 'needs_reconnecting',
      });
      plain.close();
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((h) => h === undefined)).toBe(true);
    });

    it('answers not_found for an item that is gone', async () => {
      const { session } = await connected();
      await expect(session.getItem(`${fake.oneDrive.id}/01NOPE`)).rejects.toMatchObject({
        kind: 'not_found',
        status: 404,
      });
    });
  });
});

const real = {
  clientId: process.env.MS_GRAPH_TEST_CLIENT_ID,
  clientSecret: process.env.MS_GRAPH_TEST_CLIENT_SECRET,
  refreshToken: process.env.MS_GRAPH_TEST_REFRESH_TOKEN,
};

describe.skipIf(!real.clientId || !real.clientSecret || !real.refreshToken)(
  'microsoft_365 against Microsoft',
  () => {
    const drive = new MicrosoftCloudDrive(
      {
        clientId: real.clientId!,
        clientSecret: real.clientSecret!,
        tenant: process.env.MS_GRAPH_TEST_TENANT || 'organizations',
      },
      { simpleUploadMaxBytes: 640 * KIB, chunkBytes: 320 * KIB },
    );
    let context: Promise<{ session: ReturnType<MicrosoftCloudDrive['session']>; rootId: string }> | undefined;
    cloudDriveContract(async () => {
      context ??= (async () => {
        const { credentials } = await drive.importRefreshToken(real.refreshToken!);
        const session = drive.session(connect(drive, credentials).keeper);
        const rootId =
          process.env.MS_GRAPH_TEST_ROOT_ID ||
          (await session.listRoots()).roots.find((r) => r.kind === 'onedrive')!.id;
        return { session, rootId };
      })();
      return { ...(await context), largeBytes: 1000 * KIB + 321 };
    });
  },
);
