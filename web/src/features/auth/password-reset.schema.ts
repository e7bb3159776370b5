// Reset-password validation (spec §5, §9: passwords of 6+ characters). The forgot-password page checks its
// email with the sign-in page's rule (login.schema.ts, decision 0072).
import { z } from '../../lib/zod';
import { PASSWORD_MIN_LENGTH } from './login.schema';

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirm: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
