// Owns what an API key is (issue 39, decision 0082): its shape — `sb_live_<32 base62>_<6 base62 CRC32>`, a fixed
// prefix and a checksum as GitHub's tokens have, so a secret scanner recognises a leaked key offline and a typo is
// refused before any database read — its stored form (SHA-256 of the whole secret: 190 random bits need no slow
// hash, and the secret itself is never stored or logged), and which scope a route asks of a key. Scopes are read
// scopes over whole modules (a key's GET on the projects module needs `projects:read`) plus writes a route names
// itself (`plant:request` on asking for plant); a key reaches nothing else — not users, settings, superadmin,
// accounting, drives, uploads or key management — whatever its creator may do.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_KEY_PREFIX = 'sb_live_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(
  `^${API_KEY_PREFIX}([0-9A-Za-z]{${BODY_LENGTH}})_([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

export const API_SCOPES = [
  'dashboards:read',
  'projects:read',
  'plant:read',
  'materials:read',
  'labour:read',
  'labour:personal',
  'applications:read',
  'plant:request',
  'vat:read',
  'cvr:read',
  'schema:introspect',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope allows, in the words the Settings screen and the API page use. */
export const API_SCOPE_INFO: Record<ApiScope, string> = {
  'dashboards:read': 'The company dashboard’s figures and their live updates (what widgets show)',
  'projects:read': 'Projects, their teams, notes, files list and history',
  'plant:read': 'Plant requests, hires, inspections and hire invoices (with the plant utilisation report)',
  'materials:read': 'Material requests, enquiries, orders, deliveries, supplier invoices and suppliers',
  'labour:read':
    'Operatives (without phone or card numbers), timesheets, labour invoices and CIS figures (with the CIS summary report)',
  'labour:personal': 'With labour:read, operatives’ phone and CSCS card numbers (personal data)',
  'applications:read':
    'Applications for payment, their notices and templates (with the applications by project report)',
  'plant:request': 'Ask for plant on a project (creates a plant request)',
  'vat:read':
    'The VAT summary report: sales and purchase invoices’ VAT by VAT period, as the VAT return’s boxes 1, 4, 6 and 7',
  'cvr:read':
    'The cost value reconciliation and cost to complete reports: each project’s value, cost, margins and forecasts',
  'schema:introspect': 'Read the GraphQL schema by introspection (for tools that build queries from it)',
};

/** The read scope of each module a key may read; a module not listed is closed to keys. */
const MODULE_READ_SCOPES: Readonly<Record<string, ApiScope>> = {
  dashboards: 'dashboards:read',
  projects: 'projects:read',
  plant: 'plant:read',
  materials: 'materials:read',
  suppliers: 'materials:read',
  labour: 'labour:read',
  applications: 'applications:read',
};

/** The most a key is ever allowed, as a role: it reads what a manager reads, never what only an admin may. */
export const API_KEY_ROLE = 'manager' as const;

/** Cost points (the BFF's cost analysis) a key's bucket holds and refills per second; admins choose within the ceiling. */
export const API_KEY_BUDGET = {
  default: { bucket: 1_000, perSecond: 50 },
  ceiling: { bucket: 10_000, perSecond: 500 },
  floor: { bucket: 50, perSecond: 1 },
} as const;

export const API_KEY_EXPIRY = { defaultDays: 90, maxDays: 365 } as const;

/** A route every key may call whatever its scopes (the key's own description: GET /api-key). */
export const ANY_KEY = 'any-key' as const;

/** A route as the scope rule sees it. */
export interface ScopedRoute {
  method: string;
  tag: string;
  access: { auth: string; keyScope?: ApiScope | typeof ANY_KEY };
}

/**
 * The scope a key needs for a route, or null when no key may call it: the route's own `keyScope` (a write
 * opened to keys), else a GET on a module keys may read.
 */
export function requiredScope(route: ScopedRoute): ApiScope | typeof ANY_KEY | null {
  if (route.access.auth !== 'company') return null;
  if (route.access.keyScope) return route.access.keyScope;
  if (route.method !== 'get') return null;
  return MODULE_READ_SCOPES[route.tag] ?? null;
}

function base62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/** CRC32 of the prefix and body as 6 base62 digits (62^6 > 2^32). */
function checksumOf(prefixAndBody: string): string {
  let n = crc32(prefixAndBody);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/** Whether a bearer token is meant as an API key (as opposed to a person's session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The right shape with a checksum that matches: anything else is refused without a database read. */
export function isWellFormedApiKey(secret: string): boolean {
  const match = SHAPE.exec(secret);
  if (!match) return false;
  const expected = Buffer.from(checksumOf(`${API_KEY_PREFIX}${match[1]}`));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What is stored and looked up: SHA-256 of the whole secret, hex. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The part of a key shown in lists ("sb_live_AbC4…"): enough to tell keys apart, useless to a thief. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 6);
}

/** A new key: the secret (shown once), what is stored of it, and its display prefix. */
export function generateApiKey(): { secret: string; hash: string; prefix: string } {
  const head = `${API_KEY_PREFIX}${base62(BODY_LENGTH)}`;
  const secret = `${head}_${checksumOf(head)}`;
  return { secret, hash: hashApiKey(secret), prefix: displayPrefix(secret) };
}
