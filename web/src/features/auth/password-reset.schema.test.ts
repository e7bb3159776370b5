// Unit tests for the forgot/reset password schemas.
import { describe, expect, it } from 'vitest';
import { emailError } from './login.schema';
import { validateResetPassword } from './password-reset.schema';

describe('password reset schemas', () => {
  it('needs a well-formed email to request a reset', () => {
    // /forgot-password validates with the sign-in page's rule (decision 0072).
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    expect(emailError('nope')).toBe('Please enter a valid email address');
    expect(emailError(' sam@example.com ')).toBeUndefined();
  });

  it('needs a new password of 6+ characters, confirmed', () => {
    expect(validateResetPassword({ password: '12345', confirm: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateResetPassword({ password: '123456', confirm: '1234567' })).toEqual({
      confirm: 'Passwords do not match',
    });
    expect(validateResetPassword({ password: '', confirm: '' })).toEqual({
      password: 'Password is required',
      confirm: 'Please confirm your password',
    });
    expect(validateResetPassword({ password: '123456', confirm: '123456' })).toEqual({});
  });
});
