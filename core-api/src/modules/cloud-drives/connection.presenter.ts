// Owns the connection's answers: the company's drive as settings shows it (provider, who connected it and when,
// the root, whether it works) — never its credentials — and the picker's listings.
import { z } from 'zod';
import {
  CLOUD_DRIVE_PROVIDERS,
  PROVIDER_NAMES,
  type CloudDriveProviderId,
  type DriveItem,
  type RootListing,
} from '../../lib/cloud-drive/index.js';
import { timestamp } from '../../lib/wire.js';
import { CONNECTION_STATUSES, type CloudDriveConnection } from './cloud-drive-connection.model.js';

const providerSchema = z.enum(CLOUD_DRIVE_PROVIDERS);
const rootKindSchema = z.enum(['my_drive', 'shared_drive', 'folder', 'onedrive', 'document_library']);

export const cloudDriveRootSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: rootKindSchema,
    web_url: z.string().nullable(),
    /** The SharePoint site a document library belongs to. */
    site: z.string().nullable(),
  })
  .meta({ id: 'CloudDriveRoot' });

export const cloudDriveConnectionSchema = z
  .object({
    provider: providerSchema,
    provider_name: z.string(),
    /** connected | needs_reconnecting */
    status: z.enum(CONNECTION_STATUSES),
    /** Why it needs reconnecting, in plain words. */
    status_reason: z.string().nullable(),
    /** Microsoft only: all_files (Files.ReadWrite.All) or selected_site (Sites.Selected). */
    access: z.enum(['all_files', 'selected_site']).nullable(),
    account_email: z.string().nullable(),
    account_name: z.string().nullable(),
    connected_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    connected_at: timestamp,
    root: cloudDriveRootSchema.nullable(),
    last_tested_at: timestamp.nullable(),
    /** What the last test found wrong, or null when it passed (or none ran). */
    last_test_error: z.string().nullable(),
  })
  .meta({ id: 'CloudDriveConnection' });

export const cloudDriveSchema = z
  .object({
    /** The providers this server is set up for (a client id and secret configured). */
    providers: z.array(z.object({ id: providerSchema, name: z.string() })),
    /** Whether CLOUD_DRIVE_TOKEN_KEY is set: without it nothing can be connected. */
    token_key_configured: z.boolean(),
    connection: cloudDriveConnectionSchema.nullable(),
  })
  .meta({ id: 'CloudDrive' });

export const authorizationSchema = z
  .object({ authorization_url: z.string(), redirect_uri: z.string() })
  .meta({ id: 'CloudDriveAuthorization' });

export const rootListingSchema = z
  .object({
    roots: z.array(cloudDriveRootSchema),
    /** What the connection's scope cannot list: shared_drives (Google), sharepoint_sites (Microsoft). */
    not_listed: z.array(z.enum(['shared_drives', 'sharepoint_sites'])),
  })
  .meta({ id: 'CloudDriveRootListing' });

export const folderListingSchema = z
  .object({
    parent_id: z.string(),
    folders: z.array(z.object({ id: z.string(), name: z.string(), web_url: z.string().nullable() })),
  })
  .meta({ id: 'CloudDriveFolderListing' });

export const testResultSchema = z
  .object({ ok: z.boolean(), error: z.string().nullable(), connection: cloudDriveConnectionSchema })
  .meta({ id: 'CloudDriveTestResult' });

export function presentConnection(
  connection: CloudDriveConnection,
  connectedByName: string | null,
): z.output<typeof cloudDriveConnectionSchema> {
  return {
    provider: connection.provider,
    provider_name: PROVIDER_NAMES[connection.provider],
    status: connection.status,
    status_reason: connection.status_reason ?? null,
    access: connection.access ?? null,
    account_email: connection.account_email,
    account_name: connection.account_name,
    connected_by:
      connection.connected_by && connectedByName
        ? { id: connection.connected_by, name: connectedByName }
        : null,
    connected_at: connection.connected_at.toISOString(),
    root: connection.root_id
      ? {
          id: connection.root_id,
          name: connection.root_name ?? connection.root_id,
          kind: connection.root_kind ?? 'folder',
          web_url: connection.root_web_url ?? null,
          site: null,
        }
      : null,
    last_tested_at: connection.last_tested_at ? connection.last_tested_at.toISOString() : null,
    last_test_error: connection.last_test_error ?? null,
  };
}

export function presentListing(listing: RootListing): z.output<typeof rootListingSchema> {
  return {
    roots: listing.roots.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      web_url: r.webUrl,
      site: r.site ?? null,
    })),
    not_listed: listing.notListed,
  };
}

export function presentFolders(parentId: string, items: DriveItem[]): z.output<typeof folderListingSchema> {
  return {
    parent_id: parentId,
    folders: items.filter((i) => i.folder).map((i) => ({ id: i.id, name: i.name, web_url: i.webUrl })),
  };
}

export const providerList = (ids: CloudDriveProviderId[]) =>
  ids.map((id) => ({ id, name: PROVIDER_NAMES[id] }));
