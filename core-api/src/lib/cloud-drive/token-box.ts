// Owns sealing cloud-drive credentials at rest (decision 0074): AES-256-GCM from node:crypto with a 32-byte key
// from CLOUD_DRIVE_TOKEN_KEY, a fresh 12-byte IV per seal, the 16-byte tag checked on open, and the connection it
// belongs to (company and provider) bound in as additional data — a blob copied to another company's row, or any
// byte of it changed, does not open. The blob names its key by a short fingerprint, so a rotated key
// (CLOUD_DRIVE_TOKEN_KEY_PREVIOUS) still opens what it sealed until the next save re-seals with the current one.
// Nothing here generates a key: without one, connecting is refused (CloudDriveKeyMissingError).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { CloudDriveKeyMissingError, SealedTokenError } from './errors.js';
import { CLOUD_DRIVE_PROVIDERS, type CloudDriveCredentials } from './types.js';

export interface TokenKeys {
  current: Buffer;
  /** Older keys, for opening only. */
  previous: Buffer[];
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key variable's value (32 bytes in base64 or base64url) as bytes; throws a message naming the variable. */
export function parseTokenKey(value: string, variable = 'CLOUD_DRIVE_TOKEN_KEY'): Buffer {
  const text = value.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) {
    throw new Error(
      `${variable} must be ${KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`); ` +
        `it holds ${key.length} bytes.`,
    );
  }
  return key;
}

/** The keys from the configuration, or CloudDriveKeyMissingError: call it before starting a connection. */
export function requireTokenKeys(keys: TokenKeys | undefined): TokenKeys {
  if (!keys) throw new CloudDriveKeyMissingError();
  return keys;
}

const fingerprint = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);
const aad = (context: string) => Buffer.from(`sitebase-cloud-drive:${VERSION}:${context}`);

/** Seals `plaintext` for `context` (e.g. "<company id>:google_drive"). */
export function seal(plaintext: string, keys: TokenKeys, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, fingerprint(keys.current), iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what `seal` made for the same context; SealedTokenError when it was changed, moved or the key is gone. */
export function open(sealed: string, keys: TokenKeys, context: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION)
    throw new SealedTokenError('The stored token is not in a known format.');
  const [, kid, ivText, tagText, bodyText] = parts as [string, string, string, string, string];
  const key = [keys.current, ...keys.previous].find((k) => fingerprint(k) === kid);
  if (!key)
    throw new SealedTokenError('The stored token was sealed with a key that is no longer configured.');
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedTokenError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedTokenError();
  }
}

/** The context a connection's credentials are sealed for. */
export const credentialsContext = (companyId: string, provider: string) => `${companyId}:${provider}`;

export function sealCredentials(
  credentials: CloudDriveCredentials,
  keys: TokenKeys,
  companyId: string,
): string {
  return seal(JSON.stringify(credentials), keys, credentialsContext(companyId, credentials.provider));
}

export function openCredentials(
  sealed: string,
  keys: TokenKeys,
  companyId: string,
  provider: CloudDriveCredentials['provider'],
): CloudDriveCredentials {
  const value = JSON.parse(
    open(sealed, keys, credentialsContext(companyId, provider)),
  ) as CloudDriveCredentials;
  if (!CLOUD_DRIVE_PROVIDERS.includes(value?.provider) || value.provider !== provider || !value.accessToken) {
    throw new SealedTokenError('The stored token is not a cloud drive connection of this provider.');
  }
  return value;
}
