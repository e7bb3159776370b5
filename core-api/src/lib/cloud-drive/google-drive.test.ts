// The google_drive adapter (decision 0074) over our stateful fake: consent, code exchange, rotating refresh, the
// shared contract (folders once, the template's tree once, files once small and resumable, moves), and every
// failure the fake can inject — a 429 storm honouring Retry-After, 403 userRateLimitExceeded, 5xx, an outage
// beyond the retries, answers lost after the work was done, an expired or revoked token. Then the same contract
// against Google itself when GOOGLE_DRIVE_TEST_CLIENT_ID, GOOGLE_DRIVE_TEST_CLIENT_SECRET and
// GOOGLE_DRIVE_TEST_REFRESH_TOKEN are set (GOOGLE_DRIVE_TEST_ROOT_ID: a folder to work in, default My Drive).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudDriveContract, patternBytes } from '../../test/cloud-drive-contract.js';
import { connect, recordedPolicy, type RecordedPolicy } from '../../test/cloud-drive-harness.js';
import {
  GOOGLE_FOLDER,
  startGoogleDriveFake,
  type GoogleDriveFake,
} from '../../test/fakes/google-drive-fake.js';
import {
  CloudDriveAuthError,
  CloudDriveError,
  CloudDriveRetryableError,
  ensureFolderTree,
  GOOGLE_DRIVE_FILE_SCOPE,
  GoogleCloudDrive,
  type CloudDriveCredentials,
  type CloudDriveOptions,
} from './index.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../drive.js';

const KIB = 1024;
const REDIRECT = 'http://127.0.0.1:3540/api/integrations/cloud-drive/callback';

let fake: GoogleDriveFake;
beforeAll(async () => {
  fake = await startGoogleDriveFake();
});
afterAll(() => fake.close());

function googleDrive(options: CloudDriveOptions = {}) {
  return new GoogleCloudDrive(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      authUrl: fake.authUrl,
      tokenUrl: fake.tokenUrl,
      revokeUrl: fake.revokeUrl,
      apiUrl: fake.apiUrl,
    },
    options,
  );
}

/** A company connected through the fake (as if it had consented earlier), with recorded sleeps. */
function connected(options: CloudDriveOptions & { policy?: RecordedPolicy } = {}) {
  const policy = options.policy ?? recordedPolicy();
  const drive = googleDrive({ ...options, retry: policy });
  const credentials: CloudDriveCredentials = {
    provider: 'google_drive',
    refreshToken: fake.oauth.issueRefreshToken([GOOGLE_DRIVE_FILE_SCOPE]),
    accessToken: 'never-issued',
    expiresAt: 0,
    scopes: [GOOGLE_DRIVE_FILE_SCOPE],
  };
  const connection = connect(drive, credentials);
  return { drive, policy, connection, session: drive.session(connection.keeper) };
}

/** A fresh folder of the test's own in My Drive. */
async function workspace(session: ReturnType<typeof connected>['session']) {
  return (await session.ensureFolder(fake.rootId, `t-${Math.random().toString(36).slice(2)}`)).id;
}

const childNames = (parentId: string) => fake.childrenOf(parentId).map((f) => f.name);

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

describe('google_drive over the fake', () => {
  beforeEach(() => {
    fake.oauth.autoApprove = false;
    fake.oauth.rotateRefreshTokens = true;
  });

  describe('connecting', () => {
    it('asks for offline access, a fresh consent and drive.file only', async () => {
      const url = new URL(await googleDrive().consentUrl({ redirectUri: REDIRECT, state: 'state-123' }));
      expect(`${url.origin}${url.pathname}`).toBe(fake.authUrl);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        access_type: 'offline',
        prompt: 'consent',
        scope: GOOGLE_DRIVE_FILE_SCOPE,
        state: 'state-123',
        redirect_uri: REDIRECT,
        response_type: 'code',
        client_id: fake.clientId,
      });
    });

    it('the consent page sends the browser back with ?code=&state=, or ?error=access_denied', async () => {
      const consent = await googleDrive().consentUrl({ redirectUri: REDIRECT, state: 's1' });
      const page = await fetch(consent);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Allow');
      const request = /name="request" value="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
      const decide = (decision: string) =>
        fetch(consent.split('?')[0]!, {
          method: 'POST',
          body: new URLSearchParams({ request, decision }),
          redirect: 'manual',
        });
      const allowed = new URL((await decide('allow')).headers.get('location')!);
      expect(allowed.origin + allowed.pathname).toBe(REDIRECT);
      expect(allowed.searchParams.get('state')).toBe('s1');
      expect(allowed.searchParams.get('code')).toBeTruthy();
      const denied = new URL((await decide('deny')).headers.get('location')!);
      expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', state: 's1' });
    });

    it('exchanges the code for credentials and says who connected', async () => {
      fake.oauth.autoApprove = true;
      const drive = googleDrive({ retry: recordedPolicy() });
      const consent = await fetch(await drive.consentUrl({ redirectUri: REDIRECT, state: 's' }), {
        redirect: 'manual',
      });
      const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
      const { credentials, account } = await drive.exchangeCode({ code, redirectUri: REDIRECT });
      expect(credentials).toMatchObject({ provider: 'google_drive', scopes: [GOOGLE_DRIVE_FILE_SCOPE] });
      expect(credentials.provider === 'google_drive' && credentials.refreshToken).toMatch(/^rt-/);
      expect(credentials.expiresAt).toBeGreaterThan(Date.now());
      expect(account).toEqual({ id: 'g-user-1', email: 'admin@example.co.uk', name: 'Alex Admin' });
      // A code works once.
      await expect(drive.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toBeInstanceOf(
        CloudDriveAuthError,
      );
    });

    it('binds the code to the PKCE verifier: without it, or with another, the exchange is refused', async () => {
      fake.oauth.autoApprove = true;
      const drive = googleDrive({ retry: recordedPolicy() });
      const verifier = randomBytes(32).toString('base64url');
      const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
      const consentUrl = new URL(
        await drive.consentUrl({ redirectUri: REDIRECT, state: 's', codeChallenge }),
      );
      expect(consentUrl.searchParams.get('code_challenge')).toBe(codeChallenge);
      expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
      const codeOf = async () =>
        new URL((await fetch(consentUrl, { redirect: 'manual' })).headers.get('location')!).searchParams.get(
          'code',
        )!;
      await expect(
        drive.exchangeCode({ code: await codeOf(), redirectUri: REDIRECT }),
      ).rejects.toBeInstanceOf(CloudDriveAuthError);
      await expect(
        drive.exchangeCode({ code: await codeOf(), redirectUri: REDIRECT, codeVerifier: 'x'.repeat(43) }),
      ).rejects.toBeInstanceOf(CloudDriveAuthError);
      const { credentials } = await drive.exchangeCode({
        code: await codeOf(),
        redirectUri: REDIRECT,
        codeVerifier: verifier,
      });
      expect(credentials.accessToken).toMatch(/^at-/);
    });

    it('refuses a consent without offline access (no refresh token to keep)', async () => {
      fake.oauth.autoApprove = true;
      const drive = googleDrive();
      const consent = new URL(await drive.consentUrl({ redirectUri: REDIRECT, state: 's' }));
      consent.searchParams.delete('access_type');
      const code = new URL(
        (await fetch(consent, { redirect: 'manual' })).headers.get('location')!,
      ).searchParams.get('code')!;
      await expect(drive.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
        kind: 'failed',
      });
    });

    it('keeps the rotated refresh token; the old one is refused', async () => {
      const { drive, connection } = connected();
      const before = connection.stored();
      const after = await drive.refresh(before);
      expect(after.provider === 'google_drive' && after.refreshToken).not.toBe(
        before.provider === 'google_drive' && before.refreshToken,
      );
      expect(after.accessToken).not.toBe(before.accessToken);
      await expect(drive.refresh(before)).rejects.toBeInstanceOf(CloudDriveAuthError);
      // The library's own refreshAccessToken() would have kept the old, now dead, refresh token.
      await expect(drive.refresh(after)).resolves.toMatchObject({ provider: 'google_drive' });
    });

    it('keeps the refresh token when Google does not rotate it', async () => {
      fake.oauth.rotateRefreshTokens = false;
      const { drive, connection } = connected();
      const before = connection.stored();
      const after = await drive.refresh(before);
      expect(after.provider === 'google_drive' && after.refreshToken).toBe(
        before.provider === 'google_drive' && before.refreshToken,
      );
    });
  });

  describe('the contract', () => {
    let session: ReturnType<typeof connected>['session'] | undefined;
    cloudDriveContract(async () => {
      session ??= connected({ simpleUploadMaxBytes: 512 * KIB, chunkBytes: 256 * KIB }).session;
      return { session, rootId: fake.rootId, largeBytes: 700 * KIB + 123 };
    });
  });

  describe('tokens', () => {
    it('refreshes once for concurrent calls, under the lock, and stores the rotated credentials sealed', async () => {
      const { session, connection } = connected();
      const grants = fake.oauth.grants.length;
      const base = await workspace(session);
      await Promise.all([
        session.ensureFolder(base, 'a'),
        session.ensureFolder(base, 'b'),
        session.listFolders(base),
      ]);
      expect(fake.oauth.grants.slice(grants)).toEqual(['refresh_token']);
      expect(connection.saves).toBe(1);
      expect(connection.sealed()).not.toContain(connection.stored().accessToken);
    });

    it('renews an access token Google refuses (401) and carries on', async () => {
      const { session } = connected();
      const base = await workspace(session);
      fake.oauth.expireAccessTokens();
      const grants = fake.oauth.grants.length;
      const folder = await session.ensureFolder(base, '02 Drawings');
      expect(folder.created).toBe(true);
      expect(fake.oauth.grants.slice(grants)).toEqual(['refresh_token']);
    });

    it('a revoked connection needs reconnecting, and nothing is made', async () => {
      const { session } = connected();
      const base = await workspace(session);
      fake.oauth.revokeAll();
      const err = await session.ensureFolder(base, '03 RAMS & H&S').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CloudDriveAuthError);
      expect(err).toMatchObject({ kind: 'needs_reconnecting', provider: 'google_drive' });
      expect((err as Error).message).toMatch(/reconnect/);
      expect(childNames(base)).toEqual([]);
    });

    it('revoking ends the grant (its refresh and access tokens); revoking again is not an error', async () => {
      const { drive, session, connection } = connected();
      await session.listFolders(fake.rootId); // an access token issued under the grant
      const credentials = connection.stored();
      const refreshToken = credentials.provider === 'google_drive' ? credentials.refreshToken : '';
      expect(fake.oauth.isLive(refreshToken)).toBe(true);
      await drive.revoke(credentials);
      expect(fake.oauth.isLive(refreshToken)).toBe(false);
      expect(fake.oauth.scopesOf(credentials.accessToken)).toBeNull();
      await expect(drive.revoke(credentials)).resolves.toBeUndefined();
      await expect(drive.refresh(credentials)).rejects.toMatchObject({ kind: 'needs_reconnecting' });
    });

    it('a revocation Google cannot answer is an error the caller may log', async () => {
      const { drive, connection } = connected();
      fake.inject({ fail: 'server_error', on: 'token' });
      await expect(drive.revoke(connection.stored())).rejects.toBeInstanceOf(Error);
      expect(fake.pendingInjections()).toBe(0);
    });

    it('a refresh refused with invalid_grant needs reconnecting', async () => {
      const { session } = connected();
      fake.inject({ fail: 'invalid_grant', on: 'token' });
      await expect(session.listFolders(fake.rootId)).rejects.toMatchObject({ kind: 'needs_reconnecting' });
    });

    it('an API that keeps refusing fresh tokens needs reconnecting (one renewal, not a loop)', async () => {
      const { session } = connected();
      await session.listFolders(fake.rootId);
      fake.inject({ fail: 'unauthorized', times: 2 });
      const grants = fake.oauth.grants.length;
      await expect(session.listFolders(fake.rootId)).rejects.toMatchObject({
        kind: 'needs_reconnecting',
        status: 401,
      });
      expect(fake.oauth.grants.length - grants).toBe(1);
    });
  });

  describe('rate limits and outages', () => {
    it('waits out a 429 storm as Retry-After asks, then makes the folder once', async () => {
      const { session, policy } = connected();
      const base = await workspace(session);
      fake.inject({ fail: 'rate_limited', times: 3, retryAfter: 7 });
      const folder = await session.ensureFolder(base, '05 Photos');
      expect(folder.created).toBe(true);
      expect(policy.sleeps).toEqual([7000, 7000, 7000]);
      expect(childNames(base)).toEqual(['05 Photos']);
    });

    it("backs off on Google's 403 userRateLimitExceeded and on 5xx", async () => {
      const { session, policy } = connected();
      const base = await workspace(session);
      fake.inject({ fail: 'user_rate_limit', times: 2 });
      fake.inject({ fail: 'unavailable' });
      fake.inject({ fail: 'server_error' });
      await session.ensureFolder(base, '06 Orders & Deliveries');
      expect(policy.sleeps).toEqual([1000, 2000, 4000, 8000]);
      expect(childNames(base)).toEqual(['06 Orders & Deliveries']);
    });

    it('an outage beyond the retries is a retryable error for the queue; the next run finishes the tree once', async () => {
      const { session, policy } = connected();
      const base = await workspace(session);
      await session.ensureFolder(base, 'P-0003 Canal Wharf');
      fake.inject({ fail: 'unavailable', times: 5, retryAfter: 3 });
      const err = await ensureFolderTree(session, base, 'P-0003 Canal Wharf', DEFAULT_FOLDER_TEMPLATE).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CloudDriveRetryableError);
      expect(err).toMatchObject({ kind: 'retryable', retryAfterSeconds: 3 });
      expect(policy.sleeps).toEqual([3000, 3000, 3000, 3000]);
      expect(fake.pendingInjections()).toBe(0);
      const tree = await ensureFolderTree(session, base, 'P-0003 Canal Wharf', DEFAULT_FOLDER_TEMPLATE);
      expect(childNames(base)).toEqual(['P-0003 Canal Wharf']);
      expect(childNames(tree.folder.id)).toEqual([...DEFAULT_FOLDER_TEMPLATE]);
    });

    it('a Retry-After longer than a job should wait goes back to the queue with it', async () => {
      const { session, policy } = connected();
      fake.inject({ fail: 'rate_limited', retryAfter: 600 });
      await expect(session.listFolders(fake.rootId)).rejects.toMatchObject({
        kind: 'retryable',
        retryAfterSeconds: 600,
      });
      expect(policy.sleeps).toEqual([]);
    });

    it('the token endpoint busy or unavailable is retried as Retry-After asks (the library’s own retries off)', async () => {
      const { session, policy } = connected();
      fake.inject({ fail: 'rate_limited', on: 'token', retryAfter: 4 });
      fake.inject({ fail: 'unavailable', on: 'token' });
      await session.listFolders(fake.rootId);
      expect(policy.sleeps).toEqual([4000, 2000]);
    });

    it('a call that is never answered is ended by its timeout and tried again', async () => {
      const cue = hangCue();
      const { session, policy } = connected({ timeoutSignal: cue.signal });
      const base = await workspace(session);
      fake.inject({ fail: 'hang' });
      const stop = fake.observe(() => cue.endHungCall());
      await session.ensureFolder(base, '01 Contracts & Tender');
      stop();
      expect(cue.ended).toBe(1);
      expect(policy.sleeps).toEqual([1000]);
      expect(childNames(base)).toEqual(['01 Contracts & Tender']);
    });

    it('a network drop is retried', async () => {
      const { session, policy } = connected();
      const base = await workspace(session);
      fake.inject({ fail: 'drop' });
      await session.ensureFolder(base, '07 Plant');
      expect(policy.sleeps).toEqual([1000]);
      expect(childNames(base)).toEqual(['07 Plant']);
    });
  });

  describe('once and only once', () => {
    it('a tree that is there is found: a second run makes nothing (no create, nothing binned)', async () => {
      const { session } = connected();
      const base = await workspace(session);
      await ensureFolderTree(session, base, 'P-0010', DEFAULT_FOLDER_TEMPLATE);
      const mark = fake.calls.length;
      await ensureFolderTree(session, base, 'P-0010', DEFAULT_FOLDER_TEMPLATE);
      expect(fake.calls.slice(mark).filter((c) => c.method !== 'GET')).toEqual([]);
    });

    it('a folder made but whose answer was lost is found, not made again', async () => {
      const { session } = connected();
      const base = await workspace(session);
      fake.inject({ fail: 'drop_after', on: (r) => r.method === 'POST' });
      const folder = await session.ensureFolder(base, '08 Labour');
      expect(folder.created).toBe(false);
      expect(childNames(base)).toEqual(['08 Labour']);
    });

    it('finds a same-named folder made elsewhere by the app, and of duplicates the oldest', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const older = fake.addFolder('04 Site Forms', base);
      fake.addFolder('04 Site Forms', base);
      expect(await session.ensureFolder(base, '04 Site Forms')).toMatchObject({
        id: older.id,
        created: false,
      });
    });

    it('two workers making the same folder at once leave one (the later goes to the bin)', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const [a, b] = await Promise.all([
        session.ensureFolder(base, '09 Applications & Valuations'),
        session.ensureFolder(base, '09 Applications & Valuations'),
      ]);
      expect(a.id).toBe(b.id);
      expect(childNames(base)).toEqual(['09 Applications & Valuations']);
    });

    it('under drive.file a folder the person made by hand is not seen (a limit of the scope)', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const byHand = fake.addFolder('10 Correspondence', base, { appCreated: false });
      const ours = await session.ensureFolder(base, '10 Correspondence');
      expect(ours.id).not.toBe(byHand.id);
    });

    it('a file whose answer was lost is filed once', async () => {
      const { session } = connected();
      const base = await workspace(session);
      fake.inject({ fail: 'drop_after', on: 'upload' });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'PO-00001.pdf',
        bytes: patternBytes(900),
        mimeType: 'application/pdf',
      });
      expect(filed.created).toBe(false);
      expect(childNames(base)).toEqual(['PO-00001.pdf']);
      expect(fake.files.get(filed.id)!.bytes!.equals(patternBytes(900))).toBe(true);
    });
  });

  describe('uploads', () => {
    it('sends up to 5 MB in one multipart request and more through a resumable session', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const before = fake.calls.length;
      const small = await session.uploadFile({
        parentId: base,
        name: 'a.pdf',
        bytes: patternBytes(5 * 1024 * KIB),
        mimeType: 'application/pdf',
      });
      const uploads = () => fake.calls.slice(before).filter((c) => c.kind === 'upload');
      expect(uploads().map((c) => new URLSearchParams(c.query).get('uploadType'))).toEqual(['multipart']);
      const mark = fake.calls.length;
      const large = await session.uploadFile({
        parentId: base,
        name: 'b.jpg',
        bytes: patternBytes(5 * 1024 * KIB + 1),
        mimeType: 'image/jpeg',
      });
      const session2 = fake.calls.slice(mark).filter((c) => c.kind === 'upload');
      expect(session2[0]).toMatchObject({
        method: 'POST',
        query: expect.stringContaining('uploadType=resumable'),
      });
      expect(session2.slice(1).every((c) => c.method === 'PUT' && c.authorization === null)).toBe(true);
      expect(fake.files.get(small.id)!.bytes!.length).toBe(5 * 1024 * KIB);
      expect(fake.files.get(large.id)!.bytes!.equals(patternBytes(5 * 1024 * KIB + 1))).toBe(true);
      expect(fake.files.get(large.id)!.mimeType).toBe('image/jpeg');
    });

    it('sends chunks in multiples of 256 KiB and resumes from what Google holds after a failed chunk', async () => {
      const { session, policy } = connected({ simpleUploadMaxBytes: 256 * KIB, chunkBytes: 256 * KIB });
      const base = await workspace(session);
      const bytes = patternBytes(1000 * KIB + 17);
      const mark = fake.calls.length;
      // The second PUT answers 503; the fifth is cut off (each counted as it arrives, the failed ones included).
      const nthPut = (n: number) => (r: { kind: string; method: string }) =>
        r.kind === 'upload' &&
        r.method === 'PUT' &&
        fake.calls.slice(mark).filter((c) => c.method === 'PUT').length === n;
      fake.inject({ fail: 'unavailable', on: nthPut(2) });
      fake.inject({ fail: 'drop', on: nthPut(5) });
      const filed = await session.uploadFile({
        parentId: base,
        name: 'survey.pdf',
        bytes,
        mimeType: 'application/pdf',
      });
      expect(fake.files.get(filed.id)!.bytes!.equals(bytes)).toBe(true);
      const ranges = fake.calls
        .slice(mark)
        .filter((c) => c.kind === 'upload' && c.method === 'PUT')
        .map((c) => c.contentRange);
      expect(ranges).toContain(`bytes */${bytes.length}`);
      const sizes = fake.calls
        .slice(mark)
        .filter((c) => c.method === 'PUT' && c.contentLength > 0)
        .map((c) => c.contentLength);
      expect(sizes.slice(0, -1).every((n) => n % (256 * KIB) === 0)).toBe(true);
      expect(policy.sleeps).toEqual([1000, 1000]);
      expect(childNames(base)).toEqual(['survey.pdf']);
    });
  });

  describe('roots and moves', () => {
    it('lists My Drive and its folders; shared drives are not listable under drive.file', async () => {
      const { session } = connected();
      const folder = await session.ensureFolder(fake.rootId, 'SiteBase Projects');
      fake.addSharedDrive('Projects (shared)');
      const { roots, notListed } = await session.listRoots();
      expect(roots[0]).toMatchObject({ id: fake.rootId, kind: 'my_drive', name: 'My Drive' });
      expect(roots).toContainEqual(expect.objectContaining({ id: folder.id, kind: 'folder' }));
      expect(notListed).toEqual(['shared_drives']);
    });

    it('a folder in a shared drive the Picker granted is reachable (supportsAllDrives on every call)', async () => {
      const { session } = connected();
      const shared = fake.addSharedDrive('Contracts');
      fake.grant(shared);
      const root = await session.testRoot(shared);
      expect(root).toMatchObject({ id: shared, folder: true });
      const made = await session.ensureFolder(shared, 'P-0009 Quay Street');
      expect(await session.ensureFolder(shared, 'P-0009 Quay Street')).toMatchObject({
        id: made.id,
        created: false,
      });
      expect(fake.files.get(made.id)!.driveId).toBe(shared);
    });

    it('refuses a root that is a file, and answers not_found for one that is gone', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const file = await session.uploadFile({
        parentId: base,
        name: 'x.txt',
        bytes: Buffer.from('x'),
        mimeType: 'text/plain',
      });
      await expect(session.testRoot(file.id)).rejects.toMatchObject({ kind: 'forbidden' });
      await expect(session.testRoot('no-such-folder')).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('moves with addParents/removeParents (one parent, as Drive insists)', async () => {
      const { session } = connected();
      const base = await workspace(session);
      const project = await session.ensureFolder(base, 'P-0004');
      const archive = await session.ensureFolder(base, 'Archive');
      await session.moveItem(project.id, archive.id);
      expect(fake.files.get(project.id)!.parents).toEqual([archive.id]);
      const patch = fake.calls.filter((c) => c.method === 'PATCH').pop()!;
      expect(new URLSearchParams(patch.query).get('removeParents')).toBe(base);
    });

    it('maps a full drive and other refusals to typed errors', async () => {
      const { session } = connected();
      await expect(session.getItem('missing')).rejects.toBeInstanceOf(CloudDriveError);
      await expect(session.getItem('missing')).rejects.toMatchObject({ kind: 'not_found', status: 404 });
      expect(fake.files.get(fake.rootId)!.mimeType).toBe(GOOGLE_FOLDER);
    });
  });
});

const real = {
  clientId: process.env.GOOGLE_DRIVE_TEST_CLIENT_ID,
  clientSecret: process.env.GOOGLE_DRIVE_TEST_CLIENT_SECRET,
  refreshToken: process.env.GOOGLE_DRIVE_TEST_REFRESH_TOKEN,
};

describe.skipIf(!real.clientId || !real.clientSecret || !real.refreshToken)(
  'google_drive against Google',
  () => {
    const drive = new GoogleCloudDrive(
      { clientId: real.clientId!, clientSecret: real.clientSecret! },
      {
        simpleUploadMaxBytes: 512 * KIB,
        chunkBytes: 256 * KIB,
      },
    );
    const connection = connect(drive, {
      provider: 'google_drive',
      refreshToken: real.refreshToken!,
      accessToken: 'none-yet',
      expiresAt: 0,
      scopes: [GOOGLE_DRIVE_FILE_SCOPE],
    });
    cloudDriveContract(async () => ({
      session: drive.session(connection.keeper),
      rootId: process.env.GOOGLE_DRIVE_TEST_ROOT_ID || 'root',
      largeBytes: 700 * KIB + 123,
    }));
  },
);
