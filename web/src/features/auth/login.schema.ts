// Login form validation (spec §5), messages word for word.
import { z } from '../../lib/zod';

export const PASSWORD_MIN_LENGTH = 6;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  remember: z.boolean(),
});

export type LoginFormValues = z.input<typeof loginSchema>;
