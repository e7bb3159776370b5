// Owns set-password links for new and reset accounts: a single-use token in the password-reset machinery
// (password_reset_tokens, SHA-256 only; redeemed by POST /auth/reset-password), valid longer than a
// self-service reset because an invitation may sit in an inbox for a few days.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Mailer } from '../../lib/mailer.js';
import { PasswordResetToken } from '../../models/index.js';
import { hashResetToken } from '../auth/password-reset.service.js';

export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/** Stores a fresh token for the user (inside the caller's transaction) and returns the link to show once. */
export async function createSetPasswordLink(
  appUrl: string,
  userId: string,
  transaction?: Transaction,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await PasswordResetToken.create(
    {
      user_id: userId,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + SET_PASSWORD_TTL_MS),
    },
    { transaction },
  );
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Mails the link; called after the transaction commits so a rolled-back account never gets mail. */
export async function mailSetPasswordLink(
  mailer: Mailer,
  to: { email: string; first_name: string },
  link: string,
  companyName: string,
): Promise<void> {
  await mailer.send({
    to: to.email,
    subject: 'Set your SiteBase password',
    text: [
      `Hello ${to.first_name},`,
      '',
      `An account has been set up for you at ${companyName} on SiteBase. Open this link within 72 hours to`,
      'choose your password and sign in:',
      '',
      link,
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  });
}
