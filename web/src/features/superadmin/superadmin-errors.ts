// Spec §8 for the superadmin screens: the server's detail, else the call's fallback; a 401 means the session
// ended ("Authentication expired").
import { GENERIC_ERROR_MESSAGE, classifyError } from '../../lib/error-message';

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired';

export const SUPERADMIN_FALLBACKS = {
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
