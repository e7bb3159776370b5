// Sealing cloud-drive credentials at rest (decision 0074): AES-256-GCM round trip; any change to the blob, another
// company's or provider's context, or a wrong key is refused; a previous key still opens what it sealed; keys
// are 32 bytes of base64 and nothing is generated when one is missing.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CloudDriveKeyMissingError, SealedTokenError } from './errors.js';
import {
  open,
  openCredentials,
  parseTokenKey,
  requireTokenKeys,
  seal,
  sealCredentials,
} from './token-box.js';
import type { CloudDriveCredentials } from './types.js';

const keys = { current: randomBytes(32), previous: [] };
const credentials: CloudDriveCredentials = {
  provider: 'google_drive',
  refreshToken: '1//refresh-token-secret',
  accessToken: 'ya29.access-token-secret',
  expiresAt: 1_900_000_000_000,
  scopes: ['https://www.googleapis.com/auth/drive.file'],
};

/** The blob with one bit of one part flipped. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('token box', () => {
  it('seals and opens; the blob shows nothing of the token and differs every time', () => {
    const a = sealCredentials(credentials, keys, 'company-1');
    const b = sealCredentials(credentials, keys, 'company-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(Buffer.from(a.split('.')[4]!, 'base64url').toString('latin1')).not.toContain('secret');
    expect(openCredentials(a, keys, 'company-1', 'google_drive')).toEqual(credentials);
  });

  it('refuses a tampered blob: ciphertext, tag or IV', () => {
    const sealed = seal('hello', keys, 'ctx');
    for (const part of [2, 3, 4]) {
      expect(() => open(flip(sealed, part), keys, 'ctx')).toThrow(SealedTokenError);
    }
    expect(() => open(sealed.slice(0, -2), keys, 'ctx')).toThrow(SealedTokenError);
    expect(() => open('not a blob', keys, 'ctx')).toThrow(SealedTokenError);
  });

  it('refuses a wrong key', () => {
    const sealed = seal('hello', keys, 'ctx');
    expect(() => open(sealed, { current: randomBytes(32), previous: [] }, 'ctx')).toThrow(
      /key that is no longer configured/,
    );
    // Same fingerprint slot forged onto another key: still refused by the tag.
    const other = randomBytes(32);
    const forged = seal('hello', { current: other, previous: [] }, 'ctx').split('.');
    forged[1] = sealed.split('.')[1]!;
    expect(() => open(forged.join('.'), keys, 'ctx')).toThrow(SealedTokenError);
  });

  it("refuses another company's or another provider's blob (bound in as additional data)", () => {
    const sealed = sealCredentials(credentials, keys, 'company-1');
    expect(() => openCredentials(sealed, keys, 'company-2', 'google_drive')).toThrow(SealedTokenError);
    expect(() => openCredentials(sealed, keys, 'company-1', 'microsoft_365')).toThrow(SealedTokenError);
  });

  it('opens with a previous key after rotation; new seals use the current one', () => {
    const old = randomBytes(32);
    const sealed = seal('hello', { current: old, previous: [] }, 'ctx');
    const rotated = { current: randomBytes(32), previous: [old] };
    expect(open(sealed, rotated, 'ctx')).toBe('hello');
    expect(() => open(seal('hi', rotated, 'ctx'), { current: old, previous: [] }, 'ctx')).toThrow(
      SealedTokenError,
    );
  });

  it('takes a 32-byte key in base64 or base64url, and says what is wrong with any other', () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseTokenKey(` ${key.toString('base64url')}\n`).equals(key)).toBe(true);
    expect(() => parseTokenKey(randomBytes(16).toString('base64'))).toThrow(
      /CLOUD_DRIVE_TOKEN_KEY must be 32 random bytes in base64.*holds 16 bytes/,
    );
    expect(() => parseTokenKey('correct horse battery staple', 'X_KEY')).toThrow(/^X_KEY must be 32/);
  });

  it('without a key, connecting is refused (nothing generated)', () => {
    expect(() => requireTokenKeys(undefined)).toThrow(CloudDriveKeyMissingError);
    expect(() => requireTokenKeys(undefined)).toThrow(/CLOUD_DRIVE_TOKEN_KEY is not set/);
    expect(requireTokenKeys(keys)).toBe(keys);
  });
});
