// Owns the microsoft_365 provider (decision 0074): tokens through MSAL (microsoft-auth.ts) and OneDrive/SharePoint
// through @microsoft/microsoft-graph-client 3, in a middleware chain of our own — its AuthenticationHandler (which
// attaches the bearer token only to https:// Graph hosts, so the token can never leak to another host), then our
// fetch (so tests trust the fake's certificate). Its RetryHandler is left out: it sleeps for real and cannot be
// told our policy; retry.ts does that. Upload sessions are our own PUTs without Authorization (graph-upload.ts):
// the client's LargeFileUploadTask would send them through the chain and retry on its own. Items are addressed as
// "<drive id>/<item id>"; names are matched ignoring case, as OneDrive does.
import type { Client, Context, Middleware } from '@microsoft/microsoft-graph-client';
import { authorized, timeoutSignals, withTimeout } from './call.js';
import { CloudDriveAuthError, CloudDriveError, CloudDriveNotFoundError } from './errors.js';
import { graphFailure, isNameConflict } from './graph-errors.js';
import { GraphUploader, type GraphUploadedItem } from './graph-upload.js';
import {
  msalApp,
  msalFailure,
  microsoftScopes,
  resourceScopes,
  type CacheBox,
  type MicrosoftConfig,
} from './microsoft-auth.js';
import { retryPolicy, withRetry, type RetryPolicy } from './retry.js';
import type {
  CodeExchangeInput,
  AccessTokenSource,
  CloudDrive,
  CloudDriveCredentials,
  CloudDriveOptions,
  CloudDriveSession,
  Connected,
  ConsentUrlInput,
  DriveItem,
  FetchLike,
  FiledItem,
  MicrosoftAccess,
  RootListing,
  UploadInput,
} from './types.js';

export { microsoftScopes, type MicrosoftConfig } from './microsoft-auth.js';

/** Up to this size a file goes in one PUT; above it, an upload session (Graph: 4 MB). */
export const GRAPH_SIMPLE_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Upload-session fragments are multiples of 320 KiB (at most 60 MiB). */
export const GRAPH_CHUNK_UNIT = 320 * 1024;
const GRAPH_HOST = 'https://graph.microsoft.com';

type GraphSdk = typeof import('@microsoft/microsoft-graph-client');
let graphLoading: Promise<GraphSdk> | undefined;
const graphSdk = () => (graphLoading ??= import('@microsoft/microsoft-graph-client'));

interface GraphDrive {
  id: string;
  name?: string;
  webUrl?: string;
  driveType?: string;
}

interface GraphSite {
  id: string;
  displayName?: string;
  webUrl?: string;
}

interface Page<T> {
  value?: T[];
  '@odata.nextLink'?: string;
}

/** "<drive id>/<item id>" → its parts. */
function splitRef(ref: string): { driveId: string; itemId: string } {
  const at = ref.indexOf('/');
  if (at <= 0 || at === ref.length - 1)
    throw new CloudDriveNotFoundError({ provider: 'microsoft_365' }, 'That folder or file');
  return { driveId: ref.slice(0, at), itemId: ref.slice(at + 1) };
}

const itemPath = (ref: string) => {
  const { driveId, itemId } = splitRef(ref);
  return `/drives/${encodeURIComponent(driveId)}/items/${encodeURIComponent(itemId)}`;
};
const childPath = (parentRef: string, name: string) => `${itemPath(parentRef)}:/${encodeURIComponent(name)}`;

export function graphItem(item: GraphUploadedItem): DriveItem {
  const driveId = item.parentReference?.driveId ?? '';
  return {
    id: `${driveId}/${item.id}`,
    name: item.name,
    folder: !!item.folder,
    webUrl: item.webUrl ?? null,
    parentId: item.parentReference?.id ? `${driveId}/${item.parentReference.id}` : null,
    size: item.size ?? null,
    mimeType: item.file?.mimeType ?? null,
  };
}

/** The last link of the chain: the request through our fetch. */
class FetchHandler implements Middleware {
  constructor(private readonly fetchImpl: FetchLike) {}
  async execute(context: Context): Promise<void> {
    const url = typeof context.request === 'string' ? context.request : (context.request as Request).url;
    context.response = await this.fetchImpl(url, context.options as RequestInit);
  }
}

export class MicrosoftCloudDrive implements CloudDrive {
  readonly provider = 'microsoft_365' as const;
  readonly policy: RetryPolicy;
  readonly fetch: FetchLike;
  readonly graphUrl: string;

  constructor(
    private readonly config: MicrosoftConfig,
    readonly options: CloudDriveOptions = {},
  ) {
    this.policy = retryPolicy(options.retry);
    this.fetch = withTimeout(options.fetch ?? fetch, timeoutSignals(options));
    this.graphUrl = (config.graphUrl ?? GRAPH_HOST).replace(/\/+$/, '');
  }

  scopesFor(access?: MicrosoftAccess): readonly string[] {
    return microsoftScopes(access);
  }

  /** Runs an MSAL operation on a fresh app bound to `box`, retried by our policy, errors mapped. */
  private withMsal<T>(
    box: CacheBox,
    run: (app: Awaited<ReturnType<typeof msalApp>>) => Promise<T>,
  ): Promise<T> {
    return withRetry(this.provider, this.policy, async () => {
      const app = await msalApp(this.config, this.fetch, box);
      try {
        return await run(app);
      } catch (err) {
        throw msalFailure(err, box.retryAfter, this.policy.now());
      }
    });
  }

  async consentUrl(input: ConsentUrlInput): Promise<string> {
    return this.withMsal({ blob: '' }, (app) =>
      app.getAuthCodeUrl({
        scopes: microsoftScopes(input.access),
        redirectUri: input.redirectUri,
        state: input.state,
        responseMode: 'query',
        prompt: 'select_account',
        ...(input.loginHint ? { loginHint: input.loginHint } : {}),
        ...(input.codeChallenge ? { codeChallenge: input.codeChallenge, codeChallengeMethod: 'S256' } : {}),
      }),
    );
  }

  async exchangeCode(input: CodeExchangeInput): Promise<Connected> {
    const box: CacheBox = { blob: '' };
    const result = await this.withMsal(box, (app) =>
      app.acquireTokenByCode({
        code: input.code,
        scopes: microsoftScopes(input.access),
        redirectUri: input.redirectUri,
        ...(input.codeVerifier ? { codeVerifier: input.codeVerifier } : {}),
      }),
    );
    if (!result.account || !box.blob) {
      throw new CloudDriveError(
        'failed',
        'Microsoft did not grant lasting access. Connect again and allow access.',
        {
          provider: this.provider,
        },
      );
    }
    return this.connected(result, box, input.access);
  }

  /**
   * Microsoft identity platform has no endpoint that revokes one app's delegated grant: the connecting person
   * removes SiteBase at https://myapps.microsoft.com (or an admin in Entra, Enterprise applications). Our copy of
   * the refresh token is deleted with the connection, so SiteBase can no longer use it.
   */
  async revoke(): Promise<void> {}

  async refresh(credentials: CloudDriveCredentials): Promise<CloudDriveCredentials> {
    if (credentials.provider !== this.provider) throw new Error('Not Microsoft 365 credentials');
    const box: CacheBox = { blob: credentials.msalCache };
    const result = await this.withMsal(box, async (app) => {
      const account = await app.getTokenCache().getAccountByHomeId(credentials.homeAccountId);
      if (!account)
        throw new CloudDriveAuthError({ provider: this.provider, providerCode: 'no_account_found' });
      // forceRefresh: use the refresh token now (we refresh before expiry, or because Graph refused the token).
      return app.acquireTokenSilent({ account, scopes: credentials.scopes, forceRefresh: true });
    });
    return {
      ...credentials,
      msalCache: box.blob,
      accessToken: result.accessToken,
      expiresAt: result.expiresOn?.getTime() ?? this.policy.now() + 3600_000,
    };
  }

  /**
   * Credentials from a bare refresh token (MSAL's documented migration path): for the real-service tests, and for
   * moving a connection made outside MSAL. The account comes from the token answer's id token.
   */
  async importRefreshToken(refreshToken: string, access?: MicrosoftAccess): Promise<Connected> {
    const box: CacheBox = { blob: '' };
    const result = await this.withMsal(box, (app) =>
      app.acquireTokenByRefreshToken({ refreshToken, scopes: microsoftScopes(access) }),
    );
    if (!result?.account || !box.blob) {
      throw new CloudDriveAuthError({ provider: this.provider, providerCode: 'no_account_found' });
    }
    return this.connected(result, box, access);
  }

  private connected(
    result: {
      account: { homeAccountId: string; username: string; name?: string } | null;
      accessToken: string;
      expiresOn: Date | null;
    },
    box: CacheBox,
    access?: MicrosoftAccess,
  ): Connected {
    return {
      credentials: {
        provider: this.provider,
        msalCache: box.blob,
        homeAccountId: result.account!.homeAccountId,
        accessToken: result.accessToken,
        expiresAt: result.expiresOn?.getTime() ?? this.policy.now() + 3600_000,
        scopes: resourceScopes(microsoftScopes(access)),
      },
      account: {
        id: result.account!.homeAccountId,
        email: result.account!.username || null,
        name: result.account!.name ?? null,
      },
    };
  }

  session(tokens: AccessTokenSource): CloudDriveSession {
    return new MicrosoftSession(this, tokens);
  }

  /** A Graph client for one request's token (the handler adds it only for https:// Graph hosts). */
  async client(token: string): Promise<Client> {
    const { Client, AuthenticationHandler } = await graphSdk();
    const host = new URL(this.graphUrl).hostname;
    return Client.initWithMiddleware({
      baseUrl: this.graphUrl,
      defaultVersion: 'v1.0',
      middleware: [
        new AuthenticationHandler({ getAccessToken: async () => token }),
        new FetchHandler(this.fetch),
      ],
      ...(this.graphUrl === GRAPH_HOST ? {} : { customHosts: new Set([host]) }),
    });
  }
}

export class MicrosoftSession implements CloudDriveSession {
  readonly provider = 'microsoft_365' as const;
  private readonly uploader: GraphUploader;

  constructor(
    private readonly drive: MicrosoftCloudDrive,
    private readonly tokens: AccessTokenSource,
  ) {
    this.uploader = new GraphUploader({
      fetch: drive.fetch,
      policy: drive.policy,
      chunkBytes: drive.options.chunkBytes ?? 32 * GRAPH_CHUNK_UNIT,
    });
  }

  /** One Graph call with the token, its 401 renewal and our error mapping (no retry: callers wrap units). */
  private call<T>(request: (client: Client) => Promise<T>): Promise<T> {
    return authorized(
      this.provider,
      this.tokens,
      async (token) => request(await this.drive.client(token)),
      (err) => graphFailure(err, this.drive.policy.now()),
    );
  }

  private retry<T>(unit: () => Promise<T>): Promise<T> {
    return withRetry(this.provider, this.drive.policy, unit);
  }

  /** Every page of a collection (following @odata.nextLink). */
  private async all<T>(path: string, limit = 1000): Promise<T[]> {
    const found: T[] = [];
    let next: string | undefined = path;
    while (next && found.length < limit) {
      const page: Page<T> = await this.call((c) => c.api(next!).get());
      found.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
    }
    return found;
  }

  /** The child of that name, or null. */
  private async lookup(parentRef: string, name: string): Promise<GraphUploadedItem | null> {
    try {
      return await this.call((c) => c.api(childPath(parentRef, name)).get());
    } catch (err) {
      if (err instanceof CloudDriveNotFoundError) return null;
      throw err;
    }
  }

  private libraries(site: GraphSite) {
    return this.all<GraphDrive>(`/sites/${encodeURIComponent(site.id)}/drives`).then((drives) =>
      drives.map((d) => ({
        id: `${d.id}/root`,
        name: d.name ?? 'Documents',
        kind: 'document_library' as const,
        webUrl: d.webUrl ?? null,
        site: site.displayName ?? site.webUrl ?? site.id,
      })),
    );
  }

  async listRoots(options: { siteUrl?: string } = {}): Promise<RootListing> {
    return this.retry(async () => {
      const listing: RootListing = { roots: [], notListed: [] };
      try {
        const me: GraphDrive = await this.call((c) => c.api('/me/drive').get());
        listing.roots.push({
          id: `${me.id}/root`,
          name: me.name ?? 'OneDrive',
          kind: 'onedrive',
          webUrl: me.webUrl ?? null,
        });
      } catch (err) {
        // Sites.Selected reaches no OneDrive: only the granted site.
        if (!(err instanceof CloudDriveError && err.kind === 'forbidden')) throw err;
      }
      if (options.siteUrl) {
        const url = new URL(options.siteUrl);
        const path = url.pathname.replace(/\/+$/, '') || '/';
        // A site by its address: /sites/{host}:/{path}, or /sites/{host} for the root site.
        const address = path === '/' ? `/sites/${url.hostname}` : `/sites/${url.hostname}:${encodeURI(path)}`;
        const site: GraphSite = await this.call((c) => c.api(address).get());
        listing.roots.push(...(await this.libraries(site)));
        return listing;
      }
      try {
        const sites = await this.all<GraphSite>('/sites?search=*', 50);
        for (const site of sites) listing.roots.push(...(await this.libraries(site)));
      } catch (err) {
        // Searching sites needs Sites.Read.All: the admin gives the site's address instead.
        if (!(err instanceof CloudDriveError && err.kind === 'forbidden')) throw err;
        listing.notListed.push('sharepoint_sites');
      }
      return listing;
    });
  }

  async listFolders(parentId: string): Promise<DriveItem[]> {
    return this.retry(async () =>
      (await this.all<GraphUploadedItem>(`${itemPath(parentId)}/children`))
        .filter((i) => i.folder)
        .map(graphItem),
    );
  }

  async testRoot(rootId: string): Promise<DriveItem> {
    return this.retry(async () => {
      const item: GraphUploadedItem = await this.call((c) => c.api(itemPath(rootId)).get());
      if (!item.folder) {
        throw new CloudDriveError('forbidden', 'That item is not a folder or document library.', {
          provider: this.provider,
        });
      }
      return graphItem(item);
    });
  }

  async ensureFolder(parentId: string, name: string): Promise<FiledItem> {
    return this.retry(async () => {
      const found = await this.lookup(parentId, name);
      if (found) return this.asFolder(found, name);
      try {
        const made: GraphUploadedItem = await this.call((c) =>
          c
            .api(`${itemPath(parentId)}/children`)
            .post({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' }),
        );
        return { ...graphItem(made), created: true };
      } catch (err) {
        // Made meanwhile (another worker, or our own earlier answer lost): that one is ours.
        if (!isNameConflict(err)) throw err;
        const again = await this.lookup(parentId, name);
        if (!again) throw err;
        return this.asFolder(again, name);
      }
    });
  }

  private asFolder(item: GraphUploadedItem, name: string): FiledItem {
    if (!item.folder) {
      throw new CloudDriveError('failed', `A file named "${name}" is where the folder should be.`, {
        provider: this.provider,
        providerCode: 'nameAlreadyExists',
      });
    }
    return { ...graphItem(item), created: false };
  }

  async uploadFile(input: UploadInput): Promise<FiledItem> {
    const simpleMax = this.drive.options.simpleUploadMaxBytes ?? GRAPH_SIMPLE_UPLOAD_MAX_BYTES;
    const existing = async () => {
      const found = await this.lookup(input.parentId, input.name);
      if (found?.folder) {
        throw new CloudDriveError('failed', `A folder named "${input.name}" is where the file should be.`, {
          provider: this.provider,
          providerCode: 'nameAlreadyExists',
        });
      }
      return found && { ...graphItem(found), created: false };
    };
    return this.retry(async () => {
      const found = await existing();
      if (found) return found;
      try {
        if (input.bytes.length <= simpleMax) {
          const made: GraphUploadedItem = await this.call((c) =>
            c
              .api(`${childPath(input.parentId, input.name)}:/content`)
              .query({ '@microsoft.graph.conflictBehavior': 'fail' })
              .header('Content-Type', input.mimeType)
              .put(input.bytes),
          );
          return { ...graphItem(made), created: true };
        }
        const session: { uploadUrl: string } = await this.call((c) =>
          c
            .api(`${childPath(input.parentId, input.name)}:/createUploadSession`)
            .post({ item: { '@microsoft.graph.conflictBehavior': 'fail' } }),
        );
        return { ...graphItem(await this.uploader.upload(session.uploadUrl, input.bytes)), created: true };
      } catch (err) {
        // Filed meanwhile (an earlier attempt whose answer was lost): answer that file.
        if (!isNameConflict(err)) throw err;
        const again = await existing();
        if (!again) throw err;
        return again;
      }
    });
  }

  async moveItem(itemId: string, newParentId: string): Promise<DriveItem> {
    return this.retry(async () => {
      const item: GraphUploadedItem = await this.call((c) => c.api(itemPath(itemId)).get());
      const target: GraphUploadedItem = await this.call((c) => c.api(itemPath(newParentId)).get());
      const itemDrive = item.parentReference?.driveId;
      if (itemDrive !== target.parentReference?.driveId) {
        throw new CloudDriveError('failed', 'An item cannot be moved to another library.', {
          provider: this.provider,
        });
      }
      if (item.parentReference?.id === target.id) return graphItem(item);
      const moved: GraphUploadedItem = await this.call((c) =>
        c.api(itemPath(itemId)).patch({ parentReference: { id: target.id } }),
      );
      return graphItem(moved);
    });
  }

  async getItem(itemId: string): Promise<DriveItem> {
    return this.retry(async () => graphItem(await this.call((c) => c.api(itemPath(itemId)).get())));
  }
}
