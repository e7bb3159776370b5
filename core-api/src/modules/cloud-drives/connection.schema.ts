// Owns what the cloud-drive connection routes accept: the provider and (Microsoft) the access asked for, the
// consent redirect's state and code (or the provider's refusal), the picked root, and the picker's queries.
import { z } from 'zod';
import { CLOUD_DRIVE_PROVIDERS } from '../../lib/cloud-drive/index.js';

export const PROVIDER_REQUIRED = 'Provider must be google_drive or microsoft_365';
export const ACCESS_INVALID = 'Access must be all_files or selected_site';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be ${max} characters or fewer` });

export const connectSchema = z.object({
  provider: z.enum(CLOUD_DRIVE_PROVIDERS, { error: PROVIDER_REQUIRED }),
  access: z.enum(['all_files', 'selected_site'], { error: ACCESS_INVALID }).optional(),
});

/** What the consent page sent the browser back with: a code, or the provider's error. */
export const callbackSchema = z
  .object({
    state: text('State', 200),
    code: text('Code', 4096).optional(),
    error: text('Error', 200).optional(),
  })
  .refine((v) => v.code !== undefined || v.error !== undefined, {
    error: 'Code is required',
    path: ['code'],
  });

export const rootSchema = z.object({ root_id: text('Root', 500) });

export const rootsQuery = z.object({
  site_url: z
    .url({ error: 'Site address must be a SharePoint site address (https://…)', protocol: /^https$/ })
    .max(500, { error: 'Site address must be 500 characters or fewer' })
    .optional(),
});

export const foldersQuery = z.object({ parent_id: text('Folder', 500) });
