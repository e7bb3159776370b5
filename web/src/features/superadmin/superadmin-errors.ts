// Spec §8 for the superadmin screens: the server's detail, else the call's fallback; a 401 means the session
// ended ("Authentication expired").
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GENERIC_ERROR_MESSAGE, classifyError } from '../../lib/error-message';

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired';

export const SUPERADMIN_FALLBACKS = {
  login: 'Login failed',
  me: 'Failed to get superadmin info',
  companies: 'Failed to get companies',
  stats: 'Failed to get system stats',
  setup: 'Failed to setup company',
  status: 'Failed to update company status',
  contact: 'Failed to get contact messages',
  audit: 'Failed to get audit log',
} as const;

export function superadminErrorMessage(error: unknown, fallback: string): string {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') return AUTH_EXPIRED_MESSAGE;
  return outcome.message === GENERIC_ERROR_MESSAGE ? fallback : outcome.message;
}

/** Sign-in failures are the server's message (a 401 here is wrong credentials, not an expired session). */
export function superadminLoginErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || SUPERADMIN_FALLBACKS.login;
  const outcome = classifyError(error);
  return outcome.kind === 'toast' && outcome.message !== GENERIC_ERROR_MESSAGE
    ? outcome.message
    : SUPERADMIN_FALLBACKS.login;
}
