import { describe, expect, it } from 'vitest';
import { isTooCommon } from './password-strength.js';

describe('new password strength', () => {
  it('refuses common passwords and their trivial variations', () => {
    for (const p of ['password', '123456', 'qwerty123', 'letmein1', 'iloveyou', 'Password1!', 'Secret123!']) {
      expect(isTooCommon(p), p).toBe(true);
    }
  });

  it('accepts passwords a guessing attack does not reach', () => {
    for (const p of ['Kestrel-Yard-66', 'BrandNew99', 'N3w-password!', 'Tr0ub4dor&3', 'sitebase2026']) {
      expect(isTooCommon(p), p).toBe(false);
    }
  });
});
