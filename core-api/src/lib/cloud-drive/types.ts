// Owns the shape of a customer's cloud drive as the rest of core-api sees it (decision 0074): the mirror that
// decision 0058 foresaw, separate from DriveAdapter (the storage of our own bytes). A `CloudDrive` is the app's
// side of one provider (consent URL, code exchange, refresh); a `CloudDriveSession` is one company's connection
// doing the work (roots for the picker, folders found before they are made, files filed once, moves, links).
// Ids are the provider's, opaque: store them as given (Microsoft's are "<drive id>/<item id>").
import type { RetryPolicy } from './retry.js';
import type { TokenKeys } from './token-box.js';

export const CLOUD_DRIVE_PROVIDERS = ['google_drive', 'microsoft_365'] as const;
export type CloudDriveProviderId = (typeof CLOUD_DRIVE_PROVIDERS)[number];

/**
 * What a connection keeps secret: sealed whole (`sealCredentials`) before it is stored, never sent to a client
 * or a log. Google's refresh token is ours to keep; Microsoft's lives in MSAL's token cache, so the cache is kept.
 */
export type CloudDriveCredentials =
  | {
      provider: 'google_drive';
      refreshToken: string;
      accessToken: string;
      /** Epoch milliseconds. */
      expiresAt: number;
      scopes: string[];
    }
  | {
      provider: 'microsoft_365';
      /** MSAL's serialized token cache for this connection (holds the refresh token). */
      msalCache: string;
      homeAccountId: string;
      accessToken: string;
      expiresAt: number;
      scopes: string[];
    };

/** Who connected (shown in settings: "connected by … on …"). */
export interface ConnectedAccount {
  id: string;
  email: string | null;
  name: string | null;
}

/** Microsoft only: every file the person may reach, or one SharePoint site an admin granted (Sites.Selected). */
export type MicrosoftAccess = 'all_files' | 'selected_site';

export interface ConsentUrlInput {
  redirectUri: string;
  /** The caller's CSRF state, echoed back on the redirect. */
  state: string;
  loginHint?: string;
  /** Microsoft only (default all_files). */
  access?: MicrosoftAccess;
  /** PKCE (RFC 7636): base64url(SHA-256(verifier)); the verifier goes with the code on the exchange. */
  codeChallenge?: string;
}

/** What a consent redirect's code is exchanged with. */
export interface CodeExchangeInput {
  code: string;
  redirectUri: string;
  access?: MicrosoftAccess;
  /** The PKCE verifier whose challenge the consent URL carried. */
  codeVerifier?: string;
}

export interface Connected {
  credentials: CloudDriveCredentials;
  account: ConnectedAccount;
}

export type DriveRootKind = 'my_drive' | 'shared_drive' | 'folder' | 'onedrive' | 'document_library';

/** A place the company's tree may live in (the settings picker lists these). */
export interface DriveRoot {
  id: string;
  name: string;
  kind: DriveRootKind;
  webUrl: string | null;
  /** The SharePoint site a library belongs to. */
  site?: string;
}

export interface RootListing {
  roots: DriveRoot[];
  /**
   * Places the connection's scope does not let us list (Google shared drives under drive.file, SharePoint sites
   * without Sites.Read.All): the picker says so and offers a folder link or site address instead.
   */
  notListed: ('shared_drives' | 'sharepoint_sites')[];
}

export interface DriveItem {
  id: string;
  name: string;
  folder: boolean;
  /** The "open in Drive / SharePoint" link. */
  webUrl: string | null;
  parentId: string | null;
  size: number | null;
  mimeType: string | null;
}

/** What ensureFolder / uploadFile answer: `created` false when it was there already (found, not made again). */
export interface FiledItem extends DriveItem {
  created: boolean;
}

export interface UploadInput {
  parentId: string;
  name: string;
  bytes: Buffer;
  mimeType: string;
}

/** One company's connection at work. Every call retries what is worth retrying and throws typed errors. */
export interface CloudDriveSession {
  readonly provider: CloudDriveProviderId;
  /** Candidate roots for the picker; `siteUrl` (Microsoft) resolves one SharePoint site's libraries. */
  listRoots(options?: { siteUrl?: string }): Promise<RootListing>;
  /** Folders directly inside a folder (the picker browsing down). */
  listFolders(parentId: string): Promise<DriveItem[]>;
  /** Checks the root is there, is a folder and may be written to; answers it with its real id. */
  testRoot(rootId: string): Promise<DriveItem>;
  /** The child folder of that name, found first and made only when missing (never a second one). */
  ensureFolder(parentId: string, name: string): Promise<FiledItem>;
  /** Files bytes under that name once: an existing file of that name in the folder is answered, not replaced. */
  uploadFile(input: UploadInput): Promise<FiledItem>;
  /** Moves an item under another folder (a no-op when it is there already). */
  moveItem(itemId: string, newParentId: string): Promise<DriveItem>;
  getItem(itemId: string): Promise<DriveItem>;
}

/**
 * Where a session gets its access token. The caller owns storing and locking (see `createTokenKeeper`): one
 * refresh at a time per company, the rotated refresh token saved before anyone uses the new access token.
 */
export interface AccessTokenSource {
  /** A live access token (refreshed first when it is about to expire). */
  accessToken(): Promise<string>;
  /** The provider refused `rejected` (401): a fresh token, or CloudDriveAuthError when none can be had. */
  renew(rejected: string): Promise<string>;
}

export interface CloudDrive {
  readonly provider: CloudDriveProviderId;
  /** The scopes a consent asks for (Microsoft: for the given access). */
  scopesFor(access?: MicrosoftAccess): readonly string[];
  consentUrl(input: ConsentUrlInput): Promise<string>;
  /** The code from the consent redirect → the connection's credentials and who connected. */
  exchangeCode(input: CodeExchangeInput): Promise<Connected>;
  /** A new access token (and the rotated refresh token, or cache) from the stored credentials. */
  refresh(credentials: CloudDriveCredentials): Promise<CloudDriveCredentials>;
  /** A company's connection at work, taking its tokens from `tokens`. */
  session(tokens: AccessTokenSource): CloudDriveSession;
  /**
   * Ends the app's grant at the provider when a company disconnects (its refresh token no longer works
   * anywhere). A grant already gone is not an error. Microsoft has no per-app revocation of a delegated grant:
   * its adapter does nothing (the README says where a person or admin removes the consent).
   */
  revoke(credentials: CloudDriveCredentials): Promise<void>;
}

/** The Fetch API's signature (Node's global fetch in production; tests pass one that trusts the fake's CA). */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** How an adapter is built: tests inject the clock, the sleep, a fetch and smaller thresholds. */
export interface CloudDriveOptions {
  retry?: Partial<RetryPolicy>;
  fetch?: FetchLike;
  /** Files up to this size go in one request (default: the provider's threshold). */
  simpleUploadMaxBytes?: number;
  /** Resumable chunk size: a multiple of the provider's unit (Google 256 KiB, Microsoft 320 KiB). */
  chunkBytes?: number;
  /** Longest a single HTTP call may take (default 120 s); past it, it counts as a network failure. */
  timeoutMs?: number;
  /** Makes the signal that ends each call in place of the timer (tests end a hung call on cue, not by waiting). */
  timeoutSignal?: () => AbortSignal;
}

/** What the app holds for cloud drives (AppDeps.cloudDrive): the configured providers and the token key. */
export interface CloudDriveDeps {
  providers: Partial<Record<CloudDriveProviderId, CloudDrive>>;
  tokenKeys: TokenKeys | undefined;
}
