// TEST ONLY. Our stateful fake of Microsoft's identity platform and Graph's OneDrive/SharePoint endpoints
// (decision 0074), over HTTPS on 127.0.0.1 with the test-only certificate (./test-tls.ts): Graph's client attaches
// the bearer token only to https:// hosts and MSAL refuses an http:// authority. It implements exactly what the
// microsoft_365 adapter uses, with Graph's shapes: the tenant's OpenID metadata, consent page and token endpoint
// (./oauth-fake.ts, plus MSAL's id_token and client_info); GET /v1.0/me/drive, /sites?search= (needs Sites.Read.All),
// /sites/{host}:/{path}, /sites/{id}/drives, /drives/{id}[/root], /drives/{d}/items/{i}[/children]; POST children
// with @microsoft.graph.conflictBehavior (409 nameAlreadyExists on fail); path lookup /items/{parent}:/{name};
// simple upload :/{name}:/content; createUploadSession with ranged PUTs in 320 KiB multiples to an upload URL that
// refuses an Authorization header, nextExpectedRanges, GET status and DELETE; PATCH parentReference moves. Names
// are unique per folder ignoring case, as in OneDrive. Errors are {"error":{"code","message","innerError"}}.
import { randomBytes, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer, type Reply } from './fake-server.js';
import { OAuthFake, type FakeAccount } from './oauth-fake.js';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './test-tls.js';

export const GRAPH_FRAGMENT_UNIT = 320 * 1024;
const MAX_FRAGMENT = 60 * 1024 * 1024;
const OIDC_SCOPES = new Set(['openid', 'profile', 'offline_access', 'email']);

export interface GraphFakeItem {
  id: string;
  driveId: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  bytes?: Buffer;
  mimeType?: string;
  createdDateTime: string;
}

export interface GraphFakeDrive {
  id: string;
  name: string;
  driveType: 'business' | 'documentLibrary';
  webUrl: string;
  rootId: string;
  siteId?: string;
}

export interface GraphFakeSite {
  id: string;
  displayName: string;
  hostname: string;
  path: string;
  webUrl: string;
}

interface UploadSession {
  driveId: string;
  parentId: string;
  name: string;
  conflict: string;
  received: Buffer[];
  next: number;
  expires: string;
}

export interface MicrosoftGraphFake extends FakeServer {
  oauth: OAuthFake;
  clientId: string;
  clientSecret: string;
  tenant: string;
  /** MSAL's authority host ("https://127.0.0.1:port"). */
  authorityHost: string;
  /** Graph's base ("https://127.0.0.1:port"; the adapter adds /v1.0). */
  graphUrl: string;
  /** The person's OneDrive. */
  oneDrive: GraphFakeDrive;
  drives: Map<string, GraphFakeDrive>;
  items: Map<string, GraphFakeItem>;
  sites: Map<string, GraphFakeSite>;
  sessions: Map<string, UploadSession>;
  addSite(
    displayName: string,
    path: string,
    libraries?: string[],
  ): { site: GraphFakeSite; drives: GraphFakeDrive[] };
  /** An admin's Sites.Selected grant of this site to our app. */
  grantSite(siteId: string): void;
  addFolder(driveId: string, parentId: string, name: string): GraphFakeItem;
  /** Live children of a folder, oldest first. */
  childrenOf(itemId: string): GraphFakeItem[];
}

const itemId = () => `01${randomBytes(12).toString('hex').toUpperCase()}`;

function graphError(status: number, code: string, message: string): Reply {
  return {
    status,
    body: {
      error: {
        code,
        message,
        innerError: {
          date: new Date().toISOString(),
          'request-id': randomUUID(),
          'client-request-id': randomUUID(),
        },
      },
    },
  };
}

const notFound = () => graphError(404, 'itemNotFound', 'The resource could not be found.');
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startMicrosoftGraphFake(
  options: {
    account?: FakeAccount & { tenantId?: string };
    clientId?: string;
    clientSecret?: string;
    tenant?: string;
  } = {},
): Promise<MicrosoftGraphFake> {
  const clientId = options.clientId ?? '00000000-0000-4000-8000-00000000c11e';
  const clientSecret = options.clientSecret ?? 'fake-microsoft-secret';
  const tenant = options.tenant ?? 'organizations';
  const account = options.account ?? {
    id: 'ms-user-oid-1',
    email: 'admin@contoso.example',
    name: 'Morgan Admin',
  };
  const tenantId = options.account?.tenantId ?? '11111111-2222-4333-8444-555555555555';
  let origin = '';
  const oauth = new OAuthFake({
    clientId,
    clientSecret,
    account,
    providerName: 'Microsoft',
    isOffline: (_params, scopes) => scopes.includes('offline_access'),
    grantedScopes: (requested) => requested.filter((s) => !OIDC_SCOPES.has(s)),
    extraTokenFields: ({ clientId: aud }) => {
      const now = Math.floor(Date.now() / 1000);
      const idToken = [
        base64url({ typ: 'JWT', alg: 'none' }),
        base64url({
          aud,
          iss: `${origin}/${tenantId}/v2.0`,
          iat: now,
          nbf: now,
          exp: now + 3600,
          name: account.name,
          oid: account.id,
          preferred_username: account.email,
          sub: `sub-${account.id}`,
          tid: tenantId,
          ver: '2.0',
        }),
        '',
      ].join('.');
      return {
        id_token: idToken,
        client_info: base64url({ uid: account.id, utid: tenantId }),
        ext_expires_in: 3600,
      };
    },
    extraErrorFields: () => ({
      error_codes: [70000],
      timestamp: new Date().toISOString(),
      trace_id: randomUUID(),
      correlation_id: randomUUID(),
    }),
  });

  const drives = new Map<string, GraphFakeDrive>();
  const items = new Map<string, GraphFakeItem>();
  const sites = new Map<string, GraphFakeSite>();
  const sessions = new Map<string, UploadSession>();
  const grantedSites = new Set<string>();
  let clock = Date.now();
  const created = () => new Date(Math.max(Date.now(), ++clock)).toISOString();

  function addDrive(
    name: string,
    driveType: GraphFakeDrive['driveType'],
    webUrl: string,
    siteId?: string,
  ): GraphFakeDrive {
    const id = `b!${randomBytes(16).toString('base64url')}`;
    const rootId = itemId();
    items.set(rootId, {
      id: rootId,
      driveId: id,
      name: 'root',
      parentId: null,
      folder: true,
      createdDateTime: created(),
    });
    const drive: GraphFakeDrive = { id, name, driveType, webUrl, rootId, ...(siteId ? { siteId } : {}) };
    drives.set(id, drive);
    return drive;
  }
  const oneDrive = addDrive(
    'OneDrive',
    'business',
    'https://contoso-my.sharepoint.com/personal/admin_contoso/Documents',
  );

  const children = (parentId: string) =>
    [...items.values()]
      .filter((i) => i.parentId === parentId)
      .sort((a, b) => a.createdDateTime.localeCompare(b.createdDateTime));
  const childNamed = (parentId: string, name: string) =>
    children(parentId).find((i) => i.name.toLowerCase() === name.toLowerCase());

  function pathOf(item: GraphFakeItem): string[] {
    const names: string[] = [];
    for (let at: GraphFakeItem | undefined = item; at?.parentId; at = items.get(at.parentId))
      names.unshift(at.name);
    return names;
  }

  function represent(item: GraphFakeItem) {
    const drive = drives.get(item.driveId)!;
    const names = pathOf(item);
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    return {
      id: item.id,
      name: item.name,
      createdDateTime: item.createdDateTime,
      lastModifiedDateTime: item.createdDateTime,
      webUrl: [drive.webUrl, ...names.map(encodeURIComponent)].join('/'),
      size: item.folder
        ? children(item.id).reduce((n, c) => n + (c.bytes?.length ?? 0), 0)
        : (item.bytes?.length ?? 0),
      parentReference: {
        driveId: drive.id,
        driveType: drive.driveType,
        ...(parent
          ? {
              id: parent.id,
              path: `/drives/${drive.id}/root:${pathOf(parent)
                .map((n) => `/${n}`)
                .join('')}`,
            }
          : {}),
      },
      ...(item.folder
        ? { folder: { childCount: children(item.id).length } }
        : { file: { mimeType: item.mimeType ?? 'application/octet-stream' } }),
      ...(item.parentId ? {} : { root: {} }),
    };
  }

  const representDrive = (drive: GraphFakeDrive) => ({
    id: drive.id,
    name: drive.name,
    driveType: drive.driveType,
    webUrl: drive.webUrl,
    owner: { user: { displayName: account.name } },
  });
  const representSite = (site: GraphFakeSite) => ({
    id: site.id,
    name: site.path.split('/').pop(),
    displayName: site.displayName,
    webUrl: site.webUrl,
    siteCollection: { hostname: site.hostname },
  });

  /** What a token may reach: all files, or only the drives of sites granted to the app (Sites.Selected). */
  function mayReachDrive(scopes: string[], drive: GraphFakeDrive): boolean {
    if (scopes.includes('Files.ReadWrite.All') || scopes.includes('Sites.ReadWrite.All')) return true;
    return scopes.includes('Sites.Selected') && !!drive.siteId && grantedSites.has(drive.siteId);
  }
  const maySeeSite = (scopes: string[], site: GraphFakeSite) =>
    scopes.some((s) => ['Sites.Read.All', 'Sites.ReadWrite.All', 'Files.ReadWrite.All'].includes(s)) ||
    (scopes.includes('Sites.Selected') && grantedSites.has(site.id));
  const denied = () =>
    graphError(403, 'accessDenied', 'Either scp or roles claim need to be present in the token.');

  function create(
    driveId: string,
    parentId: string,
    name: string,
    conflict: string,
    make: () => Omit<GraphFakeItem, 'id' | 'driveId' | 'name' | 'parentId' | 'createdDateTime'>,
  ): Reply {
    const parent = items.get(parentId);
    if (!parent || parent.driveId !== driveId || !parent.folder) return notFound();
    if (!name || /["*:<>?/\\|]/.test(name))
      return graphError(400, 'invalidRequest', 'The name contains characters that are not allowed.');
    let finalName = name;
    const existing = childNamed(parentId, name);
    if (existing) {
      if (conflict === 'fail')
        return graphError(409, 'nameAlreadyExists', 'The specified item name already exists.');
      if (conflict === 'rename') {
        for (let n = 1; childNamed(parentId, finalName); n++)
          finalName = name.replace(/(\.[^.]*)?$/, ` ${n}$1`);
      } else if (existing.folder === make().folder) {
        Object.assign(existing, make());
        return { status: 200, body: represent(existing) };
      } else return graphError(409, 'nameAlreadyExists', 'The specified item name already exists.');
    }
    const item: GraphFakeItem = {
      id: itemId(),
      driveId,
      name: finalName,
      parentId,
      createdDateTime: created(),
      ...make(),
    };
    items.set(item.id, item);
    return { status: 201, body: represent(item) };
  }

  function uploadFragment(req: FakeRequest, sessionId: string): Reply {
    const session = sessions.get(sessionId);
    if (!session) return notFound();
    if (req.method === 'DELETE') {
      sessions.delete(sessionId);
      return { status: 204 };
    }
    const status = { expirationDateTime: session.expires, nextExpectedRanges: [`${session.next}-`] };
    if (req.method === 'GET') return { status: 200, body: status };
    if (req.headers.authorization)
      return graphError(401, 'unauthenticated', 'Do not send an Authorization header to an upload URL.');
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
    if (!m) return graphError(400, 'invalidRequest', 'A Content-Range header is required.');
    const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const length = end - start + 1;
    if (length !== req.body.length)
      return graphError(400, 'invalidRequest', 'Content-Range does not match the body.');
    if (start !== session.next)
      return graphError(416, 'invalidRange', `The next expected range is ${session.next}-.`);
    if (length > MAX_FRAGMENT) return graphError(413, 'invalidRange', 'Fragments are at most 60 MiB.');
    const last = end + 1 === total;
    if (!last && length % GRAPH_FRAGMENT_UNIT !== 0)
      return graphError(400, 'invalidRange', 'Fragments other than the last must be a multiple of 320 KiB.');
    session.received.push(req.body);
    session.next = end + 1;
    if (!last)
      return {
        status: 202,
        body: { expirationDateTime: session.expires, nextExpectedRanges: [`${session.next}-`] },
      };
    const bytes = Buffer.concat(session.received);
    const reply = create(session.driveId, session.parentId, session.name, session.conflict, () => ({
      folder: false,
      bytes,
      mimeType: 'application/octet-stream',
    }));
    sessions.delete(sessionId);
    return reply;
  }

  function itemRoute(req: FakeRequest, drive: GraphFakeDrive, rest: string): Reply {
    const params = req.url.searchParams;
    // /items/{id}:/{path}:[/content|/createUploadSession]  — path-based addressing under an item.
    const byPath = /^\/items\/([^/:]+):\/(.+?):?(\/content|\/createUploadSession)?$/.exec(rest);
    if (byPath) {
      const parentId = byPath[1] === 'root' ? drive.rootId : decodeURIComponent(byPath[1]!);
      const names = byPath[2]!.split('/').map(decodeURIComponent);
      const action = byPath[3];
      let parent = items.get(parentId);
      for (const n of names.slice(0, -1)) parent = parent && childNamed(parent.id, n);
      if (!parent || parent.driveId !== drive.id) return notFound();
      const name = names[names.length - 1]!;
      if (!action && req.method === 'GET') {
        const found = childNamed(parent.id, name);
        return found ? { status: 200, body: represent(found) } : notFound();
      }
      if (action === '/content' && req.method === 'PUT') {
        if (req.body.length > 250 * 1024 * 1024)
          return graphError(413, 'requestTooLarge', 'Use an upload session.');
        const conflict = params.get('@microsoft.graph.conflictBehavior') ?? 'replace';
        const mimeType = String(req.headers['content-type'] ?? 'application/octet-stream');
        return create(drive.id, parent.id, name, conflict, () => ({
          folder: false,
          bytes: req.body,
          mimeType,
        }));
      }
      if (action === '/createUploadSession' && req.method === 'POST') {
        const body = req.body.length
          ? (JSON.parse(req.body.toString()) as { item?: Record<string, string> })
          : {};
        const conflict = body.item?.['@microsoft.graph.conflictBehavior'] ?? 'replace';
        if (conflict === 'fail' && childNamed(parent.id, name))
          return graphError(409, 'nameAlreadyExists', 'The specified item name already exists.');
        const sessionId = randomBytes(16).toString('base64url');
        const expires = new Date(Date.now() + 15 * 60_000).toISOString();
        sessions.set(sessionId, {
          driveId: drive.id,
          parentId: parent.id,
          name,
          conflict,
          received: [],
          next: 0,
          expires,
        });
        return {
          status: 200,
          body: {
            uploadUrl: `${origin}/upload/${sessionId}?tempauth=${randomBytes(8).toString('hex')}`,
            expirationDateTime: expires,
            nextExpectedRanges: ['0-'],
          },
        };
      }
      return graphError(405, 'invalidRequest', 'The fake does not implement that.');
    }
    if (rest === '/root' && req.method === 'GET')
      return { status: 200, body: represent(items.get(drive.rootId)!) };
    const one = /^\/items\/([^/]+)(\/children)?$/.exec(rest);
    if (!one)
      return graphError(
        400,
        'invalidRequest',
        `The fake does not implement ${req.method} ${req.url.pathname}.`,
      );
    const id = one[1] === 'root' ? drive.rootId : decodeURIComponent(one[1]!);
    const item = items.get(id);
    if (!item || item.driveId !== drive.id) return notFound();
    if (one[2]) {
      if (req.method === 'GET') return { status: 200, body: { value: children(item.id).map(represent) } };
      if (req.method === 'POST') {
        const body = JSON.parse(req.body.toString() || '{}') as Record<string, unknown>;
        const conflict = String(body['@microsoft.graph.conflictBehavior'] ?? 'fail');
        if (!body.folder) return graphError(400, 'invalidRequest', 'The fake creates folders only here.');
        return create(drive.id, item.id, String(body.name ?? ''), conflict, () => ({ folder: true }));
      }
    }
    if (req.method === 'GET') return { status: 200, body: represent(item) };
    if (req.method === 'PATCH') {
      const body = JSON.parse(req.body.toString() || '{}') as {
        parentReference?: { id?: string; driveId?: string };
        name?: string;
      };
      const targetId = body.parentReference?.id;
      const name = body.name ?? item.name;
      if (targetId) {
        if (body.parentReference?.driveId && body.parentReference.driveId !== drive.id)
          return graphError(400, 'invalidRequest', 'Moving an item to another drive is not supported.');
        const target = items.get(targetId);
        if (!target || target.driveId !== drive.id || !target.folder) return notFound();
        for (
          let at: GraphFakeItem | undefined = target;
          at;
          at = at.parentId ? items.get(at.parentId) : undefined
        ) {
          if (at.id === item.id)
            return graphError(400, 'invalidRequest', 'An item cannot be moved into itself.');
        }
        const clash = childNamed(target.id, name);
        if (clash && clash.id !== item.id)
          return graphError(409, 'nameAlreadyExists', 'The specified item name already exists.');
        item.parentId = target.id;
      }
      item.name = name;
      return { status: 200, body: represent(item) };
    }
    return graphError(405, 'invalidRequest', 'Method not allowed.');
  }

  function graph(req: FakeRequest): Reply {
    const scopes = oauth.scopesOf(req.bearer);
    if (!scopes)
      return graphError(401, 'InvalidAuthenticationToken', 'Access token has expired or is not valid yet.');
    const path = req.rawPath.replace(/^\/v1\.0/, '');
    if (path === '/me/drive' && req.method === 'GET') {
      return mayReachDrive(scopes, oneDrive) && !scopes.includes('Sites.Selected')
        ? { status: 200, body: representDrive(oneDrive) }
        : denied();
    }
    if (path === '/sites' && req.method === 'GET') {
      if (!scopes.some((s) => s === 'Sites.Read.All' || s === 'Sites.ReadWrite.All')) return denied();
      const q = (req.url.searchParams.get('search') ?? '').toLowerCase();
      const found = [...sites.values()].filter(
        (s) => q === '*' || q === '' || s.displayName.toLowerCase().includes(q),
      );
      return { status: 200, body: { value: found.map(representSite) } };
    }
    const siteByPath = /^\/sites\/([^/:]+):(\/[^:]*):?$/.exec(path);
    if (siteByPath && req.method === 'GET') {
      const site = [...sites.values()].find(
        (s) =>
          s.hostname === decodeURIComponent(siteByPath[1]!) &&
          s.path.toLowerCase() === decodeURIComponent(siteByPath[2]!).toLowerCase(),
      );
      if (!site) return notFound();
      return maySeeSite(scopes, site) ? { status: 200, body: representSite(site) } : denied();
    }
    const siteDrives = /^\/sites\/([^/]+)\/drives$/.exec(path);
    if (siteDrives && req.method === 'GET') {
      const site = sites.get(decodeURIComponent(siteDrives[1]!));
      if (!site) return notFound();
      if (!maySeeSite(scopes, site)) return denied();
      return {
        status: 200,
        body: { value: [...drives.values()].filter((d) => d.siteId === site.id).map(representDrive) },
      };
    }
    const driveRoute = /^\/drives\/([^/]+)(\/.*)?$/.exec(path);
    if (driveRoute) {
      const drive = drives.get(decodeURIComponent(driveRoute[1]!));
      if (!drive) return notFound();
      if (!mayReachDrive(scopes, drive)) return denied();
      if (!driveRoute[2]) return { status: 200, body: representDrive(drive) };
      return itemRoute(req, drive, driveRoute[2]);
    }
    return graphError(400, 'invalidRequest', `The fake does not implement ${req.method} ${path}.`);
  }

  const server = await startFakeServer({
    tls: { cert: TEST_TLS_CERT, key: TEST_TLS_KEY },
    kindOf: (req) =>
      req.url.pathname.endsWith('/oauth2/v2.0/token')
        ? 'token'
        : req.url.pathname.endsWith('/oauth2/v2.0/authorize') ||
            req.url.pathname.includes('/.well-known/') ||
            req.url.pathname.includes('/discovery/')
          ? 'page'
          : req.url.pathname.startsWith('/upload/')
            ? 'upload'
            : 'api',
    handle(req) {
      const path = req.url.pathname;
      if (path === `/${tenant}/v2.0/.well-known/openid-configuration`) {
        return {
          status: 200,
          body: {
            token_endpoint: `${origin}/${tenant}/oauth2/v2.0/token`,
            authorization_endpoint: `${origin}/${tenant}/oauth2/v2.0/authorize`,
            end_session_endpoint: `${origin}/${tenant}/oauth2/v2.0/logout`,
            issuer: `${origin}/{tenantid}/v2.0`,
            jwks_uri: `${origin}/${tenant}/discovery/v2.0/keys`,
            response_modes_supported: ['query', 'fragment', 'form_post'],
            response_types_supported: ['code'],
            scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          },
        };
      }
      if (path === `/${tenant}/oauth2/v2.0/authorize`) return oauth.authorize(req);
      if (path === `/${tenant}/oauth2/v2.0/token` && req.method === 'POST') return oauth.token(req);
      const upload = /^\/upload\/([^/]+)$/.exec(path);
      if (upload) return uploadFragment(req, upload[1]!);
      if (path.startsWith('/v1.0/')) return graph(req);
      return graphError(404, 'notFound', `The fake does not implement ${req.method} ${path}.`);
    },
    failureReply(failure, req, retryAfter) {
      if (req.kind === 'token' && failure !== 'invalid_grant') {
        return oauth.unavailable(
          failure === 'rate_limited' ? 429 : failure === 'unavailable' ? 503 : 500,
          retryAfter,
        );
      }
      const wait: Record<string, string> =
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
      switch (failure) {
        case 'rate_limited':
          return {
            ...graphError(429, 'activityLimitReached', 'The request has been throttled.'),
            headers: wait,
          };
        case 'unavailable':
          return {
            ...graphError(503, 'serviceNotAvailable', 'The service is temporarily unavailable.'),
            headers: wait,
          };
        case 'server_error':
        case 'user_rate_limit':
          return graphError(500, 'generalException', 'An unspecified error has occurred.');
        case 'unauthorized':
          return graphError(
            401,
            'InvalidAuthenticationToken',
            'Access token has expired or is not valid yet.',
          );
        case 'invalid_grant':
          return oauth.invalidGrant();
      }
    },
  });
  origin = server.origin;

  return {
    ...server,
    oauth,
    clientId,
    clientSecret,
    tenant,
    authorityHost: origin,
    graphUrl: origin,
    oneDrive,
    drives,
    items,
    sites,
    sessions,
    addSite(displayName, path, libraries = ['Documents']) {
      const hostname = 'contoso.sharepoint.com';
      const id = `${hostname},${randomUUID()},${randomUUID()}`;
      const site: GraphFakeSite = { id, displayName, hostname, path, webUrl: `https://${hostname}${path}` };
      sites.set(id, site);
      const made = libraries.map((name) =>
        addDrive(
          name,
          'documentLibrary',
          `${site.webUrl}/${encodeURIComponent(name === 'Documents' ? 'Shared Documents' : name)}`,
          id,
        ),
      );
      return { site, drives: made };
    },
    grantSite: (siteId) => void grantedSites.add(siteId),
    addFolder(driveId, parentId, name) {
      const folder: GraphFakeItem = {
        id: itemId(),
        driveId,
        name,
        parentId,
        folder: true,
        createdDateTime: created(),
      };
      items.set(folder.id, folder);
      return folder;
    },
    childrenOf: children,
  };
}
