// The message a labour form shows for a failed mutation (spec §8: 401/403 still end the session).
import { classifyError } from '../../lib/error-message';
import { expireSession } from '../../lib/storage';

export function messageFromError(error: unknown): string {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') {
    expireSession();
    return '';
  }
  return outcome.message;
}
