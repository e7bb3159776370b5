// Owns set-password links: for an account (a reset, or the first admin of a company set up by the platform
// operator) a single-use token in the password-reset machinery (password_reset_tokens); for an invitation the
// token hash on the invitation itself. Only the SHA-256 of a token is stored; both kinds are redeemed by
// POST /auth/reset-password on the /reset-password page, and live longer than a self-service reset because an
// invitation may sit in an inbox for a few days. The link is built from APP_URL, the app's public address.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Mailer } from '../../lib/mailer.js';
import { PasswordResetToken } from '../../models/index.js';
import { hashResetToken } from '../auth/index.js';

export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/** A fresh random token, its hash (what is stored) and expiry. */
export function newLinkToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token), expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS) };
}

/** The page a token is redeemed on, under the app's public address. */
export function setPasswordUrl(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Stores a fresh token for the user (inside the caller's transaction) and returns the link to show once. */
export async function createSetPasswordLink(
  appUrl: string,
  userId: string,
  transaction?: Transaction,
): Promise<string> {
  const { token, hash, expiresAt } = newLinkToken();
  await PasswordResetToken.create(
    { user_id: userId, token_hash: hash, expires_at: expiresAt },
    { transaction },
  );
  return setPasswordUrl(appUrl, token);
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

/** Mails an invitation's link (after the transaction commits). */
export async function mailInvitation(
  mailer: Mailer,
  to: { email: string; first_name: string },
  link: string,
  companyName: string,
  inviterName: string | null,
): Promise<void> {
  await mailer.send({
    to: to.email,
    subject: `You have been invited to join ${companyName} on SiteBase`,
    text: [
      `Hello ${to.first_name},`,
      '',
      `${inviterName ?? 'Someone'} has invited you to join ${companyName} on SiteBase. Open this link within`,
      '72 hours to choose your password and sign in:',
      '',
      link,
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  });
}
