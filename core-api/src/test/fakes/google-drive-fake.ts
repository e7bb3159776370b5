// TEST ONLY. Our stateful fake of Google Drive v3 (decision 0074), over plain HTTP on 127.0.0.1, implementing
// exactly what the google_drive adapter uses, with Google's shapes: the OAuth consent page and token endpoint
// (./oauth-fake.ts); GET /drive/v3/about; GET /drive/v3/files with q= (name, parent, mimeType, trashed — anything
// else is refused, so the adapter cannot lean on syntax the fake does not check), fields= and orderBy=createdTime;
// GET/POST/PATCH /drive/v3/files[/{id}] (addParents/removeParents, one parent per item as Drive now insists);
// /upload/drive/v3/files with uploadType=media, multipart and resumable (session POST, ranged PUTs in multiples of
// 256 KiB, status queries with `bytes */total`, 308 Resume Incomplete); GET /drive/v3/drives (needs the full drive
// scope). drive.file is enforced: with it, a token sees only what the app created, My Drive's root and what a test
// grants (as the Picker would). Items in shared drives need supportsAllDrives=true, as on Google. Errors carry
// Google's body: {"error":{"code","message","errors":[{"reason"}],"status"}}.
import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer, type Reply } from './fake-server.js';
import { OAuthFake, type FakeAccount } from './oauth-fake.js';
import { pickFields, parseDriveQuery, parseMultipart, type DriveClause } from './google-drive-fake.parse.js';

export const GOOGLE_FOLDER = 'application/vnd.google-apps.folder';
const SCOPE_FILE = 'https://www.googleapis.com/auth/drive.file';
const SCOPE_FULL = 'https://www.googleapis.com/auth/drive';
const CHUNK_UNIT = 256 * 1024;

export interface GoogleFakeFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  /** Made through this app (what drive.file may see). */
  appCreated: boolean;
  createdTime: string;
  bytes?: Buffer;
  /** The shared drive it is in. */
  driveId?: string;
}

interface UploadSession {
  metadata: { name?: string; parents?: string[]; mimeType?: string };
  mimeType: string;
  total: number | null;
  received: Buffer[];
  receivedBytes: number;
  query: URLSearchParams;
  scopes: string[];
  done?: GoogleFakeFile;
}

export interface GoogleDriveFake extends FakeServer {
  oauth: OAuthFake;
  clientId: string;
  clientSecret: string;
  /** rootUrl for the API client ("http://127.0.0.1:port/"). */
  apiUrl: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** My Drive's root folder id (also reachable as "root"). */
  rootId: string;
  files: Map<string, GoogleFakeFile>;
  uploads: Map<string, UploadSession>;
  addFolder(name: string, parentId: string, options?: { appCreated?: boolean }): GoogleFakeFile;
  addSharedDrive(name: string): string;
  /** The Picker's effect: the app may now see this item under drive.file. */
  grant(id: string): void;
  /** Live (untrashed) children of a folder, oldest first. */
  childrenOf(parentId: string): GoogleFakeFile[];
}

const id = () => randomBytes(12).toString('base64url');

function gError(status: number, reason: string, message: string, extra: Record<string, unknown> = {}): Reply {
  const statusNames: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return {
    status,
    body: {
      error: {
        code: status,
        message,
        errors: [
          { message, domain: reason.endsWith('LimitExceeded') ? 'usageLimits' : 'global', reason, ...extra },
        ],
        status: statusNames[status] ?? 'UNKNOWN',
      },
    },
  };
}

const notFound = (fileId: string) =>
  gError(404, 'notFound', `File not found: ${fileId}.`, { location: 'fileId', locationType: 'parameter' });

export async function startGoogleDriveFake(
  options: { account?: FakeAccount; clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<GoogleDriveFake> {
  const clientId = options.clientId ?? 'fake-google-client.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-google-secret';
  const oauth = new OAuthFake({
    clientId,
    clientSecret,
    providerName: 'Google',
    account: options.account ?? { id: 'g-user-1', email: 'admin@example.co.uk', name: 'Alex Admin' },
    isOffline: (params) => params.get('access_type') === 'offline',
  });
  const files = new Map<string, GoogleFakeFile>();
  const drives = new Map<string, { id: string; name: string }>();
  const uploads = new Map<string, UploadSession>();
  const granted = new Set<string>();
  const rootId = `0A${id()}`;
  files.set(rootId, {
    id: rootId,
    name: 'My Drive',
    mimeType: GOOGLE_FOLDER,
    parents: [],
    trashed: false,
    appCreated: false,
    createdTime: new Date(0).toISOString(),
  });
  let origin = '';
  let clock = Date.now();
  // Strictly increasing creation times, so "oldest first" is exact even within one millisecond.
  const created = () => new Date(Math.max(Date.now(), ++clock)).toISOString();

  const resolveId = (fileId: string) => (fileId === 'root' ? rootId : fileId);
  const visible = (file: GoogleFakeFile, scopes: string[]) =>
    scopes.includes(SCOPE_FULL) ||
    file.id === rootId ||
    drives.has(file.id) ||
    (scopes.includes(SCOPE_FILE) && (file.appCreated || granted.has(file.id)));
  /** A file this token may reach with these parameters, or null (Drive answers 404 either way). */
  const reach = (fileId: string, scopes: string[], params: URLSearchParams) => {
    const file = files.get(resolveId(fileId));
    if (!file || !visible(file, scopes)) return null;
    if (file.driveId && params.get('supportsAllDrives') !== 'true') return null;
    return file;
  };

  const represent = (file: GoogleFakeFile) => {
    const folder = file.mimeType === GOOGLE_FOLDER;
    return {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents,
      trashed: file.trashed,
      createdTime: file.createdTime,
      webViewLink: folder
        ? `https://drive.google.com/drive/folders/${file.id}`
        : `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`,
      ...(folder ? {} : { size: String(file.bytes?.length ?? 0) }),
      ...(file.driveId ? { driveId: file.driveId } : {}),
      capabilities: { canAddChildren: folder && !file.trashed },
    };
  };
  const fileReply = (file: GoogleFakeFile, params: URLSearchParams, status = 200): Reply => ({
    status,
    body: pickFields(represent(file), params.get('fields'), ['kind', 'id', 'name', 'mimeType']),
  });

  function create(
    metadata: { name?: string; parents?: string[]; mimeType?: string },
    scopes: string[],
    params: URLSearchParams,
    bytes?: Buffer,
    mimeType?: string,
  ): GoogleFakeFile | Reply {
    const parentIds = (metadata.parents?.length ? metadata.parents : ['root']).map(resolveId);
    if (parentIds.length > 1) return gError(403, 'cannotAddParent', 'A file can have only one parent.');
    const parent = reach(parentIds[0]!, scopes, params);
    if (!parent || parent.mimeType !== GOOGLE_FOLDER || parent.trashed) return notFound(parentIds[0]!);
    const file: GoogleFakeFile = {
      id: id(),
      name: metadata.name ?? 'Untitled',
      mimeType: metadata.mimeType ?? mimeType ?? 'application/octet-stream',
      parents: [parent.id],
      trashed: false,
      appCreated: true,
      createdTime: created(),
      ...(bytes ? { bytes } : {}),
      ...(parent.driveId || drives.has(parent.id) ? { driveId: parent.driveId ?? parent.id } : {}),
    };
    files.set(file.id, file);
    return file;
  }

  function list(params: URLSearchParams, scopes: string[]): Reply {
    let clauses: DriveClause[];
    try {
      clauses = parseDriveQuery(params.get('q') ?? '');
    } catch (err) {
      return gError(400, 'invalid', `Invalid Value: q (${(err as Error).message})`, { location: 'q' });
    }
    const orderBy = params.get('orderBy');
    if (orderBy && orderBy !== 'createdTime')
      return gError(400, 'invalid', 'The fake orders by createdTime only.', { location: 'orderBy' });
    const allDrives =
      params.get('includeItemsFromAllDrives') === 'true' && params.get('supportsAllDrives') === 'true';
    const matching = [...files.values()]
      .filter((f) => f.id !== rootId && !drives.has(f.id) && visible(f, scopes) && (!f.driveId || allDrives))
      .filter((f) =>
        clauses.every((c) => {
          if (c.field === 'parents') return f.parents.includes(resolveId(c.value));
          if (c.field === 'trashed') return f.trashed === c.value;
          const actual = c.field === 'name' ? f.name : f.mimeType;
          return c.op === '=' ? actual === c.value : actual !== c.value;
        }),
      )
      .sort((a, b) => a.createdTime.localeCompare(b.createdTime));
    const pageSize = Math.min(Number(params.get('pageSize') ?? 100) || 100, 1000);
    const offset = Number(params.get('pageToken') ?? 0) || 0;
    const page = matching.slice(offset, offset + pageSize);
    const next = offset + pageSize < matching.length ? String(offset + pageSize) : undefined;
    const body = {
      kind: 'drive#fileList',
      incompleteSearch: false,
      ...(next ? { nextPageToken: next } : {}),
      files: page.map(represent),
    };
    return {
      status: 200,
      body: pickFields(body, params.get('fields'), [
        'kind',
        'incompleteSearch',
        'nextPageToken',
        'files(kind,id,name,mimeType)',
      ]),
    };
  }

  function update(fileId: string, params: URLSearchParams, body: Buffer, scopes: string[]): Reply {
    const file = reach(fileId, scopes, params);
    if (!file) return notFound(fileId);
    const changes = body.length ? (JSON.parse(body.toString()) as { name?: string; trashed?: boolean }) : {};
    const add = (params.get('addParents') ?? '').split(',').filter(Boolean).map(resolveId);
    const remove = (params.get('removeParents') ?? '').split(',').filter(Boolean).map(resolveId);
    for (const parentId of add) {
      const parent = reach(parentId, scopes, params);
      if (!parent || parent.mimeType !== GOOGLE_FOLDER) return notFound(parentId);
    }
    const parents = [
      ...file.parents.filter((p) => !remove.includes(p)),
      ...add.filter((p) => !file.parents.includes(p)),
    ];
    if (parents.length !== 1)
      return gError(
        403,
        'cannotAddParent',
        'Increasing the number of parents is not allowed. Remove the old parent.',
      );
    file.parents = parents;
    if (changes.name !== undefined) file.name = changes.name;
    if (changes.trashed !== undefined) file.trashed = changes.trashed;
    return fileReply(file, params);
  }

  function resumablePut(req: FakeRequest, uploadId: string): Reply {
    const session = uploads.get(uploadId);
    if (!session) return gError(404, 'notFound', 'Upload session not found or expired.');
    const range = String(req.headers['content-range'] ?? '');
    const status = /^bytes \*\/(\d+|\*)$/.exec(range);
    const chunk = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(range);
    const incomplete = (): Reply => ({
      status: 308,
      headers: session.receivedBytes ? { range: `bytes=0-${session.receivedBytes - 1}` } : {},
    });
    if (session.done) return fileReply(session.done, session.query, 200);
    if (status) {
      if (status[1] !== '*') session.total = Number(status[1]);
      return incomplete();
    }
    if (!chunk) return gError(400, 'badContentRange', 'Invalid Content-Range header.');
    const [start, end] = [Number(chunk[1]), Number(chunk[2])];
    const total = chunk[3] === '*' ? null : Number(chunk[3]);
    if (end - start + 1 !== req.body.length)
      return gError(400, 'badContentRange', 'The Content-Range does not match the body length.');
    if (start > session.receivedBytes)
      return gError(
        400,
        'badContentRange',
        `Expected the upload to resume at byte ${session.receivedBytes}.`,
      );
    const last = total !== null && end + 1 === total;
    if (!last && req.body.length % CHUNK_UNIT !== 0)
      return gError(400, 'badContentRange', 'Chunks other than the last must be a multiple of 256 KiB.');
    const fresh = req.body.subarray(session.receivedBytes - start);
    session.received.push(fresh);
    session.receivedBytes += fresh.length;
    if (total !== null) session.total = total;
    if (!last) return incomplete();
    const made = create(
      session.metadata,
      session.scopes,
      session.query,
      Buffer.concat(session.received),
      session.mimeType,
    );
    if (!('id' in made)) return made;
    session.done = made;
    return fileReply(made, session.query, 200);
  }

  function upload(req: FakeRequest, scopes: string[] | null): Reply {
    const params = req.url.searchParams;
    const uploadId = params.get('upload_id');
    if (req.method === 'PUT' && uploadId) return resumablePut(req, uploadId);
    if (!scopes) return unauthorized();
    if (req.method !== 'POST') return gError(405, 'methodNotAllowed', 'Method not allowed.');
    const type = params.get('uploadType');
    if (type === 'media') {
      const made = create({}, scopes, params, req.body, String(req.headers['content-type'] ?? ''));
      return 'id' in made ? fileReply(made, params) : made;
    }
    if (type === 'multipart') {
      const parts = parseMultipart(req.body, String(req.headers['content-type'] ?? ''));
      if (parts.length !== 2)
        return gError(400, 'badMultipart', 'A multipart upload has metadata and media.');
      const metadata = JSON.parse(parts[0]!.body.toString()) as { name?: string; parents?: string[] };
      const made = create(metadata, scopes, params, parts[1]!.body, parts[1]!.contentType);
      return 'id' in made ? fileReply(made, params) : made;
    }
    if (type === 'resumable') {
      const metadata = req.body.length ? JSON.parse(req.body.toString()) : {};
      const parent = reach((metadata.parents?.[0] as string | undefined) ?? 'root', scopes, params);
      if (!parent) return notFound(metadata.parents?.[0] ?? 'root');
      const sessionId = id();
      const length = req.headers['x-upload-content-length'];
      uploads.set(sessionId, {
        metadata,
        mimeType: String(req.headers['x-upload-content-type'] ?? 'application/octet-stream'),
        total: length === undefined ? null : Number(length),
        received: [],
        receivedBytes: 0,
        query: new URLSearchParams(params),
        scopes,
      });
      const location = new URL(`${origin}/upload/drive/v3/files`);
      for (const [k, v] of params) location.searchParams.set(k, v);
      location.searchParams.set('upload_id', sessionId);
      return { status: 200, headers: { location: location.toString() } };
    }
    return gError(400, 'invalid', 'uploadType must be media, multipart or resumable.', {
      location: 'uploadType',
    });
  }

  const unauthorized = () =>
    gError(
      401,
      'authError',
      'Request had invalid authentication credentials. Expected OAuth 2 access token.',
      {
        location: 'Authorization',
        locationType: 'header',
      },
    );

  function api(req: FakeRequest): Reply {
    const scopes = oauth.scopesOf(req.bearer);
    const path = req.url.pathname;
    const params = req.url.searchParams;
    if (path === '/upload/drive/v3/files') return upload(req, scopes);
    if (!scopes) return unauthorized();
    if (path === '/drive/v3/about' && req.method === 'GET') {
      if (!params.get('fields'))
        return gError(400, 'required', "The 'fields' parameter is required for this method.");
      const { account } = oauth.options;
      const body = {
        kind: 'drive#about',
        user: {
          kind: 'drive#user',
          displayName: account.name,
          emailAddress: account.email,
          permissionId: account.id,
          me: true,
        },
      };
      return { status: 200, body: pickFields(body, params.get('fields'), []) };
    }
    if (path === '/drive/v3/drives' && req.method === 'GET') {
      if (!scopes.includes(SCOPE_FULL))
        return gError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return {
        status: 200,
        body: {
          kind: 'drive#driveList',
          drives: [...drives.values()].map((d) => ({ kind: 'drive#drive', ...d })),
        },
      };
    }
    if (path === '/drive/v3/files') {
      if (req.method === 'GET') return list(params, scopes);
      if (req.method === 'POST') {
        const made = create(JSON.parse(req.body.toString() || '{}'), scopes, params);
        return 'id' in made ? fileReply(made, params) : made;
      }
    }
    const one = /^\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (one) {
      const fileId = decodeURIComponent(one[1]!);
      if (req.method === 'GET') {
        const file = reach(fileId, scopes, params);
        return file ? fileReply(file, params) : notFound(fileId);
      }
      if (req.method === 'PATCH') return update(fileId, params, req.body, scopes);
    }
    return gError(404, 'notFound', `The fake does not implement ${req.method} ${path}.`);
  }

  const server = await startFakeServer({
    port: options.port,
    kindOf: (req) =>
      req.url.pathname === '/token' || req.url.pathname === '/revoke'
        ? 'token'
        : req.url.pathname.startsWith('/o/oauth2/')
          ? 'page'
          : req.url.pathname.startsWith('/upload/')
            ? 'upload'
            : 'api',
    handle(req) {
      if (req.url.pathname === '/token' && req.method === 'POST') return oauth.token(req);
      if (req.url.pathname === '/revoke' && req.method === 'POST') return oauth.revoke(req);
      if (req.url.pathname === '/o/oauth2/v2/auth') return oauth.authorize(req);
      return api(req);
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
          return { ...gError(429, 'rateLimitExceeded', 'Rate Limit Exceeded'), headers: wait };
        case 'unavailable':
          return { ...gError(503, 'backendError', 'The service is currently unavailable.'), headers: wait };
        case 'server_error':
          return gError(500, 'internalError', 'Internal Error');
        case 'unauthorized':
          return unauthorized();
        case 'user_rate_limit':
          return gError(403, 'userRateLimitExceeded', 'User rate limit exceeded.');
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
    apiUrl: `${origin}/`,
    authUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    revokeUrl: `${origin}/revoke`,
    rootId,
    files,
    uploads,
    addFolder(name, parentId, opts = {}) {
      const parent = files.get(resolveId(parentId));
      const folder: GoogleFakeFile = {
        id: id(),
        name,
        mimeType: GOOGLE_FOLDER,
        parents: [resolveId(parentId)],
        trashed: false,
        appCreated: opts.appCreated ?? true,
        createdTime: created(),
        ...(parent?.driveId || drives.has(parent?.id ?? '')
          ? { driveId: parent?.driveId ?? parent?.id }
          : {}),
      };
      files.set(folder.id, folder);
      return folder;
    },
    addSharedDrive(name) {
      const driveId = `0A${id()}`;
      drives.set(driveId, { id: driveId, name });
      files.set(driveId, {
        id: driveId,
        name,
        mimeType: GOOGLE_FOLDER,
        parents: [],
        trashed: false,
        appCreated: false,
        createdTime: created(),
        driveId,
      });
      return driveId;
    },
    grant: (fileId) => void granted.add(fileId),
    childrenOf: (parentId) =>
      [...files.values()]
        .filter((f) => !f.trashed && f.parents.includes(resolveId(parentId)))
        .sort((a, b) => a.createdTime.localeCompare(b.createdTime)),
  };
}
