// The message a form or dialog shows for a mutation that failed, when it shows the error itself
// (`handlesOwnErrors`): spec §8 still applies — a 401/403 ends the session (and there is nothing to show),
// anything else becomes the one message of lib/error-message.ts.
import { classifyError } from './error-message';
import { expireSession } from './storage';

export function messageFromError(error: unknown): string {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') {
    expireSession();
    return '';
  }
  return outcome.message;
}
