// The cloud drives' public file (decision 0074): a company's own Google Drive or Microsoft 365 (OneDrive and
// SharePoint document libraries) as a mirror that filed documents are copied to — not the storage of our bytes
// (DriveAdapter, decision 0058). Modules use what is exported here and nothing deeper.
import type { CloudDriveConfig } from '../../config.js';
import { GoogleCloudDrive } from './google-drive.js';
import { MicrosoftCloudDrive } from './microsoft-graph.js';
import type { CloudDrive, CloudDriveOptions, CloudDriveProviderId, CloudDriveSession } from './types.js';

export * from './types.js';
export {
  CloudDriveAuthError,
  CloudDriveError,
  CloudDriveKeyMissingError,
  CloudDriveNotFoundError,
  CloudDriveRetryableError,
  PROVIDER_NAMES,
  SealedTokenError,
  type CloudDriveErrorKind,
} from './errors.js';
export { DEFAULT_RETRY_POLICY, parseRetryAfter, retryPolicy, type RetryPolicy } from './retry.js';
export {
  credentialsContext,
  open,
  openCredentials,
  parseTokenKey,
  requireTokenKeys,
  seal,
  sealCredentials,
  type TokenKeys,
} from './token-box.js';
export {
  createLocalLocks,
  createTokenKeeper,
  type RefreshableCredentials,
  type TokenKeeper,
  type TokenKeeperOptions,
} from './token-keeper.js';
export {
  GOOGLE_CHUNK_UNIT,
  GOOGLE_DRIVE_FILE_SCOPE,
  GOOGLE_SIMPLE_UPLOAD_MAX_BYTES,
  GoogleCloudDrive,
  type GoogleDriveConfig,
} from './google-drive.js';
export {
  GRAPH_CHUNK_UNIT,
  GRAPH_SIMPLE_UPLOAD_MAX_BYTES,
  MicrosoftCloudDrive,
  microsoftScopes,
  type MicrosoftConfig,
} from './microsoft-graph.js';

/** The configured providers (those with a client id and secret), by id. */
export function cloudDrivesFor(
  config: CloudDriveConfig,
  options: CloudDriveOptions = {},
): Partial<Record<CloudDriveProviderId, CloudDrive>> {
  return {
    ...(config.google ? { google_drive: new GoogleCloudDrive(config.google, options) } : {}),
    ...(config.microsoft ? { microsoft_365: new MicrosoftCloudDrive(config.microsoft, options) } : {}),
  };
}

/**
 * Makes a project's folder and its template's sub-folders under `rootId`, each found before it is made, so a run
 * that was cut short (or runs twice) finishes the same tree and never a second one. Answers the folder's item
 * and each sub-folder's, by name. The filing job stores these ids as it goes.
 */
export async function ensureFolderTree(
  session: CloudDriveSession,
  rootId: string,
  folderName: string,
  subfolders: readonly string[],
) {
  const folder = await session.ensureFolder(rootId, folderName);
  const children: Record<string, Awaited<ReturnType<CloudDriveSession['ensureFolder']>>> = {};
  for (const name of subfolders) children[name] = await session.ensureFolder(folder.id, name);
  return { folder, children };
}
