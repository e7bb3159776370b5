// Unit tests for the forgot/reset password schemas.
import { describe, expect, it } from 'vitest';
import { emailError } from './login.schema';
import { resetPasswordSchema } from './password-reset.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('password reset schemas', () => {
  it('needs a well-formed email to request a reset', () => {
    // /forgot-password validates with the sign-in page's rule (decision 0072).
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    expect(emailError('nope')).toBe('Please enter a valid email address');
    expect(emailError(' sam@example.com ')).toBeUndefined();
  });

  it('needs a new password of 6+ characters, confirmed', () => {
    expect(messages(resetPasswordSchema.safeParse({ password: '12345', confirm: '12345' }))).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(messages(resetPasswordSchema.safeParse({ password: '123456', confirm: '1234567' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(resetPasswordSchema.safeParse({ password: '123456', confirm: '123456' }).success).toBe(true);
  });
});
