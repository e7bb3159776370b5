// Owns authenticating an API key (issue 39, decision 0082) on every request, as a person's token is re-checked:
// the checksum first (a mistyped or made-up key costs no database read), then one read of the key by its hash
// with its company and creator. It works only while it is not revoked, not expired, its company is active and
// its creator is still an active admin of it; each failure is 401 at once. Its use is recorded: the time and
// address at most once a minute, and the first use from an address it has not been used from is written to the
// company's activity (admins read it).
import { QueryTypes } from 'sequelize';
import { User } from '../models/index.js';
import { recordActivity } from './activity.js';
import { API_KEY_ROLE, hashApiKey, isWellFormedApiKey, type ApiScope } from './api-keys.js';
import type { Actor } from './auth.js';
import { AuthenticationError } from './errors.js';

export const API_KEY_INVALID = 'This API key is not valid';
export const API_KEY_EXPIRED = 'This API key has expired';
export const API_KEY_REVOKED = 'This API key has been revoked';
export const API_KEY_ENTITY = 'api_key';

/** How often the last-used time is written for the same address (a busy widget would otherwise write per call). */
const USE_WRITE_EVERY_MS = 60_000;
/** Addresses remembered per key for "first use from a new address" (oldest dropped). */
const KNOWN_ADDRESSES_MAX = 20;

interface KeyRow {
  id: string;
  name: string;
  company_id: string;
  created_by: string;
  scopes: ApiScope[];
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  known_addresses: string[];
  company_status: string;
  creator_active: boolean;
  creator_role: string;
  creator_company: string;
}

export async function authenticateApiKey(secret: string, ip: string): Promise<Actor> {
  if (!isWellFormedApiKey(secret)) throw new AuthenticationError(API_KEY_INVALID);
  const db = User.sequelize!;
  const [key] = await db.query<KeyRow>(
    `SELECT k.id, k.name, k.company_id, k.created_by, k.scopes, k.expires_at, k.revoked_at, k.last_used_at,
            k.last_used_ip, k.known_addresses, c.status AS company_status, u.is_active AS creator_active,
            u.role AS creator_role, u.company_id AS creator_company
       FROM api_keys k JOIN companies c ON c.id = k.company_id JOIN users u ON u.id = k.created_by
      WHERE k.secret_hash = :hash`,
    { type: QueryTypes.SELECT, replacements: { hash: hashApiKey(secret) } },
  );
  if (!key) throw new AuthenticationError(API_KEY_INVALID);
  if (key.revoked_at) throw new AuthenticationError(API_KEY_REVOKED);
  if (new Date(key.expires_at).getTime() <= Date.now()) throw new AuthenticationError(API_KEY_EXPIRED);
  if (
    key.company_status !== 'active' ||
    !key.creator_active ||
    key.creator_role !== 'admin' ||
    key.creator_company !== key.company_id
  )
    throw new AuthenticationError(API_KEY_INVALID);
  await recordUse(key, ip);
  return {
    userId: key.created_by,
    companyId: key.company_id,
    role: API_KEY_ROLE,
    apiKey: { id: key.id, name: key.name, scopes: key.scopes, expiresAt: new Date(key.expires_at) },
  };
}

async function recordUse(key: KeyRow, ip: string): Promise<void> {
  const db = User.sequelize!;
  const known = key.known_addresses.includes(ip);
  const stale = !key.last_used_at || Date.now() - new Date(key.last_used_at).getTime() >= USE_WRITE_EVERY_MS;
  if (known && !stale && key.last_used_ip === ip) return;
  if (known) {
    await db.query(`UPDATE api_keys SET last_used_at = now(), last_used_ip = :ip WHERE id = :id`, {
      replacements: { id: key.id, ip },
    });
    return;
  }
  // A new address: one request wins the write (and the audit entry) even when several arrive at once.
  const [rows] = await db.query(
    `UPDATE api_keys
        SET last_used_at = now(), last_used_ip = :ip,
            known_addresses = (array_append(known_addresses, CAST(:ip AS text)))[
              greatest(1, cardinality(known_addresses) + 2 - :max) : cardinality(known_addresses) + 1]
      WHERE id = :id AND NOT (CAST(:ip AS text) = ANY (known_addresses))
      RETURNING id`,
    { replacements: { id: key.id, ip, max: KNOWN_ADDRESSES_MAX } },
  );
  if ((rows as unknown[]).length === 0) return;
  await recordActivity({
    actor: { userId: key.created_by, companyId: key.company_id },
    entityType: API_KEY_ENTITY,
    entityId: key.id,
    action: 'used_from_new_address',
    details: { address: ip },
    label: key.name,
    link: '/app/settings',
  });
}
