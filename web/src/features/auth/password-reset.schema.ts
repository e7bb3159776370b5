// Reset-password validation (spec §5, §9: passwords of 6+ characters), by hand like the sign-in page's
// (login.schema.ts): /reset-password is a light public page without zod or react-hook-form (decision 0072). The
// forgot-password page checks its email with the sign-in page's rule (`emailError`).
import { PASSWORD_MIN_LENGTH } from './login.schema';

export interface ResetPasswordValues {
  password: string;
  confirm: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** Each field's first broken rule, in the order the old schema reported them; empty when the form may be sent. */
export function validateResetPassword({ password, confirm }: ResetPasswordValues): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (!confirm) errors.confirm = 'Please confirm your password';
  else if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
}
