// Login form validation (spec §5), messages word for word. Plain rules rather than a form library or a zod
// schema: the sign-in page is the page a site worker opens most, and react-hook-form (~13 kB gzip) or zod
// (~20 kB) would be most of its first load beyond the shell (issue 13, decision 0040). The rules are the same
// as the schemas of the other forms: trimmed email required and looking like one, password required and 6+
// characters.
import { EMAIL_PATTERN } from '../../lib/email';

export const PASSWORD_MIN_LENGTH = 6;

export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginFieldErrors = Partial<Record<'email' | 'password', string>>;

/** The message for an invalid email (trimmed: required, and looking like one), else undefined. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Email is required';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Please enter a valid email address';
  return undefined;
}

/** The message for each invalid field (none when the form may be sent). */
export function validateLogin({
  email,
  password,
}: Pick<LoginFormValues, 'email' | 'password'>): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const invalidEmail = emailError(email);
  if (invalidEmail) errors.email = invalidEmail;
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
}
