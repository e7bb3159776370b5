// Owns the filing side's answers (decision 0076): a document's filed state in the company's drive (queued,
// filed with its link, failed with the reason and whether the reader may retry) and a project's tree there
// (progress, the provider, the project folder's link and each folder's).
import { z } from 'zod';
import { PROVIDER_NAMES, type CloudDriveProviderId } from '../../lib/cloud-drive/index.js';
import type { Actor } from '../../lib/auth.js';
import { timestamp } from '../../lib/wire.js';
import type { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { FILING_STATUSES, type CloudDriveFiling } from './cloud-drive-filing.model.js';
import type { CloudDriveFolder } from './cloud-drive-folder.model.js';
import { TREE_STATUSES, type CloudDriveTree } from './cloud-drive-tree.model.js';
import { mayRetryFiling } from './filing.policy.js';

const providerSchema = z.enum(['google_drive', 'microsoft_365']);

export const cloudFilingSchema = z
  .object({
    id: z.uuid(),
    upload_id: z.uuid(),
    project_id: z.uuid().nullable(),
    /** The name it is filed under (the upload's, or made unique in its folder). */
    name: z.string().nullable(),
    /** Its folder in the tree: '' the project's folder, '04 Site Forms', 'restricted/09 …' the restricted tree. */
    folder: z.string().nullable(),
    /** queued (waiting: for its turn, a retry, or a reconnect) | filing | filed | failed */
    status: z.enum(FILING_STATUSES),
    /** The "Open in Google Drive / SharePoint" link, once filed. */
    web_url: z.string().nullable(),
    /** Why it failed, in plain words. */
    error: z.string().nullable(),
    attempts: z.number().int(),
    filed_at: timestamp.nullable(),
    /** Whether the connection waits for a company admin to reconnect it (queued work goes then). */
    waiting_for_reconnect: z.boolean(),
    provider: providerSchema,
    provider_name: z.string(),
    can_retry: z.boolean(),
  })
  .meta({ id: 'CloudFiling' });

export const cloudFilingsSchema = z
  .object({ project_id: z.uuid(), filings: z.array(cloudFilingSchema) })
  .meta({ id: 'CloudFilings' });

export function presentFiling(filing: CloudDriveFiling, connection: CloudDriveConnection, actor: Actor) {
  return {
    id: filing.id,
    upload_id: filing.upload_id,
    project_id: filing.project_id,
    name: filing.name ?? null,
    folder: filing.folder_path ?? null,
    status: filing.status,
    web_url: filing.status === 'filed' ? (filing.web_url ?? null) : null,
    error: filing.error ?? null,
    attempts: filing.attempts,
    filed_at: filing.filed_at ? filing.filed_at.toISOString() : null,
    waiting_for_reconnect: connection.status === 'needs_reconnecting' && filing.status !== 'filed',
    provider: connection.provider,
    provider_name: PROVIDER_NAMES[connection.provider],
    can_retry: filing.status === 'failed' && mayRetryFiling(actor),
  };
}

export const cloudTreeSchema = z
  .object({
    provider: providerSchema,
    provider_name: z.string(),
    /** connected | needs_reconnecting */
    connection_status: z.enum(['connected', 'needs_reconnecting']),
    /** not_started: the project has no tree in this drive yet. */
    status: z.enum(['not_started', ...TREE_STATUSES]),
    folders_done: z.number().int(),
    folders_total: z.number().int(),
    /** The project folder's link in the drive. */
    web_url: z.string().nullable(),
    error: z.string().nullable(),
    archived: z.boolean(),
    folders: z.array(z.object({ name: z.string(), web_url: z.string().nullable() })),
  })
  .meta({ id: 'CloudFolderTree' });

export type CloudTree = z.output<typeof cloudTreeSchema>;

export function presentTree(
  connection: CloudDriveConnection,
  tree: CloudDriveTree | null,
  folders: CloudDriveFolder[],
  template: readonly string[],
): CloudTree {
  const byPath = new Map(folders.map((f) => [f.path, f]));
  return {
    provider: connection.provider as CloudDriveProviderId,
    provider_name: PROVIDER_NAMES[connection.provider],
    connection_status: connection.status,
    status: tree?.status ?? 'not_started',
    folders_done: tree?.folders_done ?? 0,
    folders_total: tree?.folders_total || 1 + template.length,
    web_url: byPath.get('')?.web_url ?? null,
    error: tree?.error ?? null,
    archived: tree?.placement === 'archived',
    folders: template.map((name) => ({ name, web_url: byPath.get(name)?.web_url ?? null })),
  };
}
