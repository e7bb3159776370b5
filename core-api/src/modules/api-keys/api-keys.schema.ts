// Owns what the API key routes accept and answer: a new key's name, scopes, expiry (default 90 days, at most a
// year) and cost budget (within the ceiling); a change of name or budget; the key as listed (never its secret or
// hash), and the secret once, on creation.
import { z } from 'zod';
import { API_KEY_BUDGET, API_KEY_EXPIRY, API_SCOPES, API_SCOPE_INFO } from '../../lib/api-keys.js';
import { timestamp } from '../../lib/wire.js';

export const MESSAGES = {
  name: 'Name is required',
  nameLength: 'Name must be 100 characters or fewer',
  scopes: `Scopes must be one or more of: ${API_SCOPES.join(', ')}`,
  personalNeedsLabour: 'labour:personal needs labour:read',
  expiryDays: `Expiry must be between 1 and ${API_KEY_EXPIRY.maxDays} days`,
  bucket: `Budget must be between ${API_KEY_BUDGET.floor.bucket} and ${API_KEY_BUDGET.ceiling.bucket} points`,
  perSecond: `Restore rate must be between ${API_KEY_BUDGET.floor.perSecond} and ${API_KEY_BUDGET.ceiling.perSecond} points a second`,
  revoked: 'This API key is already revoked',
};

const name = z
  .string({ error: MESSAGES.name })
  .trim()
  .min(1, { error: MESSAGES.name })
  .max(100, { error: MESSAGES.nameLength });
const bucket = z
  .number({ error: MESSAGES.bucket })
  .int({ error: MESSAGES.bucket })
  .min(API_KEY_BUDGET.floor.bucket, { error: MESSAGES.bucket })
  .max(API_KEY_BUDGET.ceiling.bucket, { error: MESSAGES.bucket });
const perSecond = z
  .number({ error: MESSAGES.perSecond })
  .int({ error: MESSAGES.perSecond })
  .min(API_KEY_BUDGET.floor.perSecond, { error: MESSAGES.perSecond })
  .max(API_KEY_BUDGET.ceiling.perSecond, { error: MESSAGES.perSecond });

export const createApiKeySchema = z
  .object({
    name,
    scopes: z
      .array(z.enum(API_SCOPES, { error: MESSAGES.scopes }), { error: MESSAGES.scopes })
      .min(1, { error: MESSAGES.scopes })
      .max(API_SCOPES.length, { error: MESSAGES.scopes })
      .transform((s) => [...new Set(s)]),
    expires_in_days: z
      .number({ error: MESSAGES.expiryDays })
      .int({ error: MESSAGES.expiryDays })
      .min(1, { error: MESSAGES.expiryDays })
      .max(API_KEY_EXPIRY.maxDays, { error: MESSAGES.expiryDays })
      .default(API_KEY_EXPIRY.defaultDays),
    budget_bucket: bucket.default(API_KEY_BUDGET.default.bucket),
    budget_per_second: perSecond.default(API_KEY_BUDGET.default.perSecond),
  })
  .refine((v) => !v.scopes.includes('labour:personal') || v.scopes.includes('labour:read'), {
    error: MESSAGES.personalNeedsLabour,
    path: ['scopes'],
  });
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const updateApiKeySchema = z.object({
  name: name.optional(),
  budget_bucket: bucket.optional(),
  budget_per_second: perSecond.optional(),
});
export type UpdateApiKeyInput = z.infer<typeof updateApiKeySchema>;

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The start of the key ("sb_live_AbC4x9"), to tell keys apart; never the secret. */
    prefix: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    budget_bucket: z.number().int(),
    budget_per_second: z.number().int(),
    created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    created_at: timestamp,
    expires_at: timestamp,
    /** active | expired | revoked */
    status: z.enum(['active', 'expired', 'revoked']),
    revoked_at: timestamp.nullable(),
    last_used_at: timestamp.nullable(),
    last_used_ip: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyAnswer = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z
  .object({
    items: z.array(apiKeySchema),
    /** Every scope with what it allows, for the form. */
    scopes: z.array(z.object({ scope: z.enum(API_SCOPES), description: z.string() })),
    limits: z.object({
      expiry_default_days: z.number().int(),
      expiry_max_days: z.number().int(),
      budget_default: z.object({ bucket: z.number().int(), per_second: z.number().int() }),
      budget_ceiling: z.object({ bucket: z.number().int(), per_second: z.number().int() }),
    }),
  })
  .meta({ id: 'ApiKeyList' });

export const createdApiKeySchema = z
  .object({
    key: apiKeySchema,
    /** The whole key, shown this once: only its hash is kept. */
    secret: z.string(),
  })
  .meta({ id: 'CreatedApiKey' });

export const SCOPE_LIST = API_SCOPES.map((scope) => ({ scope, description: API_SCOPE_INFO[scope] }));

export const currentApiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    budget_bucket: z.number().int(),
    budget_per_second: z.number().int(),
    expires_at: timestamp,
  })
  .meta({ id: 'CurrentApiKey' });
