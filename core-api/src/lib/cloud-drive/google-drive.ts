// Owns the google_drive provider (decision 0074): OAuth through google-auth-library (consent with
// access_type=offline and prompt=consent, scope drive.file only; code exchange; refresh keeping a rotated refresh
// token, which the library's own refreshAccessToken() would overwrite with the old one), and Drive v3 through
// @googleapis/drive with `rootUrl` on every call (the client's global rootUrl does not reach media uploads) and its
// retries off (it retries neither POST, PATCH nor 403 rate limits, and sleeps for real): ours are in retry.ts.
// Resumable uploads are our own POST and ranged PUTs, as the client hides the session URI. The SDKs load on first
// use, so a process that never files to Google never loads them.
import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import type { CodeChallengeMethod, Credentials, OAuth2Client } from 'google-auth-library';
import { authorized, timeoutSignals, withTimeout } from './call.js';
import { CloudDriveAuthError, CloudDriveError, CloudDriveNotFoundError } from './errors.js';
import { googleFailure } from './google-errors.js';
import { GoogleUploader } from './google-upload.js';
import { retryPolicy, withRetry, type RetryPolicy } from './retry.js';
import type {
  CodeExchangeInput,
  AccessTokenSource,
  CloudDrive,
  CloudDriveCredentials,
  CloudDriveSession,
  CloudDriveOptions,
  FetchLike,
  Connected,
  ConsentUrlInput,
  DriveItem,
  FiledItem,
  RootListing,
  UploadInput,
} from './types.js';

export const GOOGLE_DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
export const GOOGLE_FOLDER_MIME = 'application/vnd.google-apps.folder';
/** Up to this size a file goes in one multipart request; above it, a resumable session (Google: 5 MB). */
export const GOOGLE_SIMPLE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Resumable chunks are multiples of 256 KiB; 8 MiB is Google's suggested order of size. */
export const GOOGLE_CHUNK_UNIT = 256 * 1024;
const FILE_FIELDS = 'id,name,mimeType,parents,webViewLink,size,trashed,createdTime';

export interface GoogleDriveConfig {
  clientId: string;
  clientSecret: string;
  /** Defaults: Google's own endpoints. Tests (and the e2e run) point them at our fake. */
  authUrl?: string;
  tokenUrl?: string;
  /** Where a grant is revoked (default https://oauth2.googleapis.com/revoke). */
  revokeUrl?: string;
  /** The APIs' root, ending in "/" (default https://www.googleapis.com/). */
  apiUrl?: string;
}

type Sdk = [typeof import('@googleapis/drive'), typeof import('google-auth-library')];
let sdkLoading: Promise<Sdk> | undefined;
const sdk = () => (sdkLoading ??= Promise.all([import('@googleapis/drive'), import('google-auth-library')]));

/** Drive's search language quotes strings with ' and escapes \ and '. */
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function toItem(file: drive_v3.Schema$File): DriveItem {
  return {
    id: file.id!,
    name: file.name ?? '',
    folder: file.mimeType === GOOGLE_FOLDER_MIME,
    webUrl: file.webViewLink ?? null,
    parentId: file.parents?.[0] ?? null,
    size: file.size ? Number(file.size) : null,
    mimeType: file.mimeType ?? null,
  };
}

export class GoogleCloudDrive implements CloudDrive {
  readonly provider = 'google_drive' as const;
  readonly apiUrl: string;
  readonly policy: RetryPolicy;
  readonly fetch: FetchLike;
  readonly timeoutSignal: () => AbortSignal;

  constructor(
    private readonly config: GoogleDriveConfig,
    readonly options: CloudDriveOptions = {},
  ) {
    this.apiUrl = (config.apiUrl ?? 'https://www.googleapis.com/').replace(/\/?$/, '/');
    this.policy = retryPolicy(options.retry);
    this.timeoutSignal = timeoutSignals(options);
    this.fetch = withTimeout(options.fetch ?? fetch, this.timeoutSignal);
  }

  scopesFor(): readonly string[] {
    return [GOOGLE_DRIVE_FILE_SCOPE];
  }

  /** An OAuth client whose token calls are not retried behind our back (gaxios would, with real sleeps). */
  private async oauth(): Promise<
    OAuth2Client & { refreshWith(token: string): Promise<{ tokens: Credentials }> }
  > {
    const [, { OAuth2Client, gaxios }] = await sdk();
    const transporter = new gaxios.Gaxios();
    transporter.interceptors.request.add({
      resolved: async (config) =>
        Object.assign(config, {
          retry: false,
          retryConfig: { retry: 0, noResponseRetries: 0 },
          signal: config.signal ?? this.timeoutSignal(),
        }),
    });
    class TokenClient extends OAuth2Client {
      /** Refreshes from exactly this refresh token, answering what Google sent (a rotated one included). */
      refreshWith(token: string) {
        return this.refreshTokenNoCache(token);
      }
    }
    return new TokenClient({
      clientId: this.config.clientId,
      clientSecret: this.config.clientSecret,
      transporter,
      endpoints: {
        ...(this.config.authUrl ? { oauth2AuthBaseUrl: this.config.authUrl } : {}),
        ...(this.config.tokenUrl ? { oauth2TokenUrl: this.config.tokenUrl } : {}),
        ...(this.config.revokeUrl ? { oauth2RevokeUrl: this.config.revokeUrl } : {}),
      },
    });
  }

  async consentUrl(input: ConsentUrlInput): Promise<string> {
    const client = await this.oauth();
    return client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: [GOOGLE_DRIVE_FILE_SCOPE],
      state: input.state,
      redirect_uri: input.redirectUri,
      ...(input.loginHint ? { login_hint: input.loginHint } : {}),
      ...(input.codeChallenge
        ? { code_challenge: input.codeChallenge, code_challenge_method: 'S256' as CodeChallengeMethod }
        : {}),
    });
  }

  async exchangeCode(input: CodeExchangeInput): Promise<Connected> {
    const client = await this.oauth();
    const { tokens } = await withRetry(this.provider, this.policy, async () => {
      try {
        return await client.getToken({
          code: input.code,
          redirect_uri: input.redirectUri,
          ...(input.codeVerifier ? { codeVerifier: input.codeVerifier } : {}),
        });
      } catch (err) {
        throw googleFailure(err, this.policy.now());
      }
    });
    const scopes = (tokens.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes(GOOGLE_DRIVE_FILE_SCOPE)) {
      throw new CloudDriveError(
        'forbidden',
        'Google Drive access was not granted. Connect again and tick the Google Drive permission.',
        { provider: this.provider },
      );
    }
    if (!tokens.refresh_token || !tokens.access_token) {
      throw new CloudDriveError(
        'failed',
        'Google did not grant lasting access. Connect again and allow access.',
        { provider: this.provider },
      );
    }
    const credentials: CloudDriveCredentials = {
      provider: this.provider,
      refreshToken: tokens.refresh_token,
      accessToken: tokens.access_token,
      expiresAt: tokens.expiry_date ?? this.policy.now() + 3600_000,
      scopes,
    };
    const session = new GoogleSession(this, {
      accessToken: async () => credentials.accessToken,
      renew: async () => {
        throw new CloudDriveAuthError({ provider: this.provider, status: 401 });
      },
    });
    const user = await session.whoAmI();
    return {
      credentials,
      account: {
        id: user.permissionId ?? user.emailAddress ?? 'unknown',
        email: user.emailAddress ?? null,
        name: user.displayName ?? null,
      },
    };
  }

  async refresh(credentials: CloudDriveCredentials): Promise<CloudDriveCredentials> {
    if (credentials.provider !== this.provider) throw new Error('Not Google Drive credentials');
    const client = await this.oauth();
    const { tokens } = await withRetry(this.provider, this.policy, async () => {
      try {
        return await client.refreshWith(credentials.refreshToken);
      } catch (err) {
        throw googleFailure(err, this.policy.now());
      }
    });
    if (!tokens.access_token) throw new CloudDriveAuthError({ provider: this.provider });
    return {
      ...credentials,
      accessToken: tokens.access_token,
      // Google may rotate it: keep the new one, or the old one when it did not.
      refreshToken: tokens.refresh_token ?? credentials.refreshToken,
      expiresAt: tokens.expiry_date ?? this.policy.now() + 3600_000,
      scopes: tokens.scope ? tokens.scope.split(' ') : credentials.scopes,
    };
  }

  session(tokens: AccessTokenSource): CloudDriveSession {
    return new GoogleSession(this, tokens);
  }

  /** Google's revocation endpoint: revoking the refresh token ends the whole grant (its access tokens too). */
  async revoke(credentials: CloudDriveCredentials): Promise<void> {
    if (credentials.provider !== this.provider) throw new Error('Not Google Drive credentials');
    const client = await this.oauth();
    try {
      await client.revokeToken(credentials.refreshToken);
    } catch (err) {
      // 400 invalid_token: expired or revoked already — the grant is gone, which is what was asked.
      const status = (err as { status?: number; response?: { status?: number } }).response?.status;
      if (status === 400) return;
      throw googleFailure(err, this.policy.now());
    }
  }

  async driveClient(): Promise<drive_v3.Drive> {
    const [{ drive }] = await sdk();
    return drive({ version: 'v3' });
  }
}

export class GoogleSession implements CloudDriveSession {
  readonly provider = 'google_drive' as const;
  private client: Promise<drive_v3.Drive> | undefined;
  private readonly uploader: GoogleUploader;

  constructor(
    private readonly drive: GoogleCloudDrive,
    private readonly tokens: AccessTokenSource,
  ) {
    this.uploader = new GoogleUploader({
      apiUrl: drive.apiUrl,
      fetch: drive.fetch,
      policy: drive.policy,
      chunkBytes: drive.options.chunkBytes ?? 32 * GOOGLE_CHUNK_UNIT,
      send: (fn) => this.authorized(fn),
    });
  }

  /** One Drive call with the token, its 401 renewal and our error mapping (no retry: callers wrap units). */
  private authorized<T>(send: (accessToken: string) => Promise<T>): Promise<T> {
    return authorized(this.provider, this.tokens, send, (err) => googleFailure(err, this.drive.policy.now()));
  }

  private async call<T>(
    request: (
      drive: drive_v3.Drive,
      options: { rootUrl: string; retry: false; signal: AbortSignal; headers: Record<string, string> },
    ) => Promise<{ data: T }>,
  ): Promise<T> {
    this.client ??= this.drive.driveClient();
    const client = await this.client;
    return this.authorized(async (token) => {
      const res = await request(client, {
        rootUrl: this.drive.apiUrl,
        retry: false,
        signal: this.drive.timeoutSignal(),
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.data;
    });
  }

  private retry<T>(unit: () => Promise<T>): Promise<T> {
    return withRetry(this.provider, this.drive.policy, unit);
  }

  whoAmI(): Promise<drive_v3.Schema$User> {
    return this.retry(async () => {
      const about = await this.call((d, o) =>
        d.about.get({ fields: 'user(displayName,emailAddress,permissionId)' }, o),
      );
      return about.user ?? {};
    });
  }

  /** Children matching `clauses`, oldest first (so of duplicates the first made wins), every page. */
  private async search(clauses: string[], limit = 1000): Promise<drive_v3.Schema$File[]> {
    const found: drive_v3.Schema$File[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.call((d, o) =>
        d.files.list(
          {
            q: [...clauses, 'trashed = false'].join(' and '),
            fields: `nextPageToken,files(${FILE_FIELDS})`,
            orderBy: 'createdTime',
            pageSize: 100,
            pageToken,
            supportsAllDrives: true,
            includeItemsFromAllDrives: true,
            corpora: 'allDrives',
          },
          o,
        ),
      );
      found.push(...(page.files ?? []));
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken && found.length < limit);
    return found;
  }

  private children(parentId: string, name: string, folder: boolean) {
    return this.search([
      `name = ${quoted(name)}`,
      `${quoted(parentId)} in parents`,
      `mimeType ${folder ? '=' : '!='} ${quoted(GOOGLE_FOLDER_MIME)}`,
    ]);
  }

  private getFile(fileId: string) {
    return this.call((d, o) =>
      d.files.get(
        { fileId, fields: `${FILE_FIELDS},capabilities/canAddChildren`, supportsAllDrives: true },
        o,
      ),
    );
  }

  async listRoots(): Promise<RootListing> {
    return this.retry(async () => {
      const myDrive = await this.getFile('root');
      const roots: RootListing['roots'] = [
        {
          id: myDrive.id!,
          name: 'My Drive',
          kind: 'my_drive',
          webUrl: 'https://drive.google.com/drive/my-drive',
        },
      ];
      const folders = await this.search([
        `${quoted(myDrive.id!)} in parents`,
        `mimeType = ${quoted(GOOGLE_FOLDER_MIME)}`,
      ]);
      roots.push(
        ...folders.map((f) => ({
          id: f.id!,
          name: f.name ?? '',
          kind: 'folder' as const,
          webUrl: f.webViewLink ?? null,
        })),
      );
      const notListed: RootListing['notListed'] = [];
      try {
        const drives = await this.call((d, o) => d.drives.list({ pageSize: 100 }, o));
        for (const sd of drives.drives ?? []) {
          roots.push({
            id: sd.id!,
            name: sd.name ?? '',
            kind: 'shared_drive',
            webUrl: `https://drive.google.com/drive/folders/${sd.id}`,
          });
        }
      } catch (err) {
        // drive.file may not list shared drives: the admin pastes a folder link (or the Picker grants one).
        if (!(err instanceof CloudDriveError && err.kind === 'forbidden')) throw err;
        notListed.push('shared_drives');
      }
      return { roots, notListed };
    });
  }

  async listFolders(parentId: string): Promise<DriveItem[]> {
    return this.retry(async () =>
      (await this.search([`${quoted(parentId)} in parents`, `mimeType = ${quoted(GOOGLE_FOLDER_MIME)}`])).map(
        toItem,
      ),
    );
  }

  async testRoot(rootId: string): Promise<DriveItem> {
    return this.retry(async () => {
      const file = await this.getFile(rootId);
      if (file.trashed) throw new CloudDriveNotFoundError({ provider: this.provider }, 'The chosen folder');
      if (file.mimeType !== GOOGLE_FOLDER_MIME || file.capabilities?.canAddChildren === false) {
        throw new CloudDriveError(
          'forbidden',
          'That Google Drive item is not a folder this connection can add to.',
          {
            provider: this.provider,
          },
        );
      }
      return toItem(file);
    });
  }

  async ensureFolder(parentId: string, name: string): Promise<FiledItem> {
    return this.retry(async () => {
      const [existing] = await this.children(parentId, name, true);
      if (existing) return { ...toItem(existing), created: false };
      const made = await this.call((d, o) =>
        d.files.create(
          {
            requestBody: { name, mimeType: GOOGLE_FOLDER_MIME, parents: [parentId] },
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          o,
        ),
      );
      // Drive allows duplicate names: if another worker made the same folder at the same moment, the oldest
      // stays and ours (just made, empty) goes to the bin.
      const [oldest] = await this.children(parentId, name, true);
      if (oldest && oldest.id !== made.id) {
        await this.call((d, o) =>
          d.files.update({ fileId: made.id!, requestBody: { trashed: true }, supportsAllDrives: true }, o),
        );
        return { ...toItem(oldest), created: false };
      }
      return { ...toItem(made), created: true };
    });
  }

  async uploadFile(input: UploadInput): Promise<FiledItem> {
    const simpleMax = this.drive.options.simpleUploadMaxBytes ?? GOOGLE_SIMPLE_UPLOAD_MAX_BYTES;
    return this.retry(async () => {
      const [existing] = await this.children(input.parentId, input.name, false);
      if (existing) return { ...toItem(existing), created: false };
      if (input.bytes.length > simpleMax) {
        return { ...toItem(await this.uploader.upload(input, FILE_FIELDS)), created: true };
      }
      const made = await this.call((d, o) =>
        d.files.create(
          {
            requestBody: { name: input.name, parents: [input.parentId] },
            media: { mimeType: input.mimeType, body: Readable.from(input.bytes) },
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          o,
        ),
      );
      return { ...toItem(made), created: true };
    });
  }

  async moveItem(itemId: string, newParentId: string): Promise<DriveItem> {
    return this.retry(async () => {
      const file = await this.getFile(itemId);
      const target = newParentId === 'root' ? (await this.getFile('root')).id! : newParentId;
      if (file.parents?.length === 1 && file.parents[0] === target) return toItem(file);
      const moved = await this.call((d, o) =>
        d.files.update(
          {
            fileId: itemId,
            addParents: target,
            removeParents: (file.parents ?? []).join(','),
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          o,
        ),
      );
      return toItem(moved);
    });
  }

  async getItem(itemId: string): Promise<DriveItem> {
    return this.retry(async () => toItem(await this.getFile(itemId)));
  }
}
