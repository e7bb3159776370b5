// Owns the auth request shapes and the spec's validation messages, word for word.
import { z } from 'zod';
import { TOO_COMMON, isTooCommon } from '../../lib/password-strength.js';

const MAX_PASSWORD = 1024;

const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message });

/** A password being chosen: the spec's minimum, and not one that guessing tries first. */
const newPassword = (requiredMessage: string) =>
  requiredString(requiredMessage)
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(MAX_PASSWORD, { error: 'Password is too long' })
    .refine((v) => !isTooCommon(v), { error: TOO_COMMON, abort: true });

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: requiredString('Password is required')
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(MAX_PASSWORD, { error: 'Password is too long' }),
  remember_me: z.boolean({ error: 'remember_me must be true or false' }).optional(),
});
export type LoginInput = z.output<typeof loginSchema>;

const optionalName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` })
    .optional();

export const updateMeSchema = z.object({
  first_name: optionalName('First name'),
  last_name: optionalName('Last name'),
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(30, { error: 'Phone must be at most 30 characters' })
    .nullable()
    .optional(),
});
export type UpdateMeInput = z.output<typeof updateMeSchema>;

export const changePasswordSchema = z.object({
  current_password: requiredString('Current password is required').max(MAX_PASSWORD, {
    error: 'Password is too long',
  }),
  new_password: newPassword('New password is required'),
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

export const resetPasswordSchema = z.object({
  token: requiredString(RESET_LINK_INVALID).max(256, { error: RESET_LINK_INVALID }),
  new_password: newPassword('New password is required'),
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The link an invited person opened: who invited them, before they choose a password (decision 0066). */
export const invitationWelcomeSchema = z.object({
  token: requiredString(RESET_LINK_INVALID).max(256, { error: RESET_LINK_INVALID }),
});

export const logoutSchema = z.object({
  device_id: z
    .string({ error: 'Device id must be text' })
    .max(200, { error: 'Device id must be 200 characters or fewer' })
    .nullable()
    .optional(),
});
