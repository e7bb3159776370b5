// Login form validation (spec §5), messages word for word. react-hook-form's own rules rather than a zod schema:
// the sign-in page is the page a site worker opens most, and zod (~20 kB gzip) would be most of its first load
// beyond the shell (issue 13). The rules are the same as the schemas of the other forms: trimmed email required
// and looking like one, password required and 6+ characters.
import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_PATTERN } from '../../lib/email';

export const PASSWORD_MIN_LENGTH = 6;

export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

export const loginRules: {
  email: RegisterOptions<LoginFormValues, 'email'>;
  password: RegisterOptions<LoginFormValues, 'password'>;
} = {
  email: {
    validate: (value: string) => {
      const email = value.trim();
      if (!email) return 'Email is required';
      return EMAIL_PATTERN.test(email) || 'Please enter a valid email address';
    },
  },
  password: {
    required: 'Password is required',
    minLength: {
      value: PASSWORD_MIN_LENGTH,
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    },
  },
};
