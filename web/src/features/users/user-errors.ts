// Errors of user-management mutations whose outcome a dialog shows itself: spec §8 rules still apply — a
// 401/403 ends the session (no message) — and anything else becomes the server's messages, one per entry of
// a validation list, so each can land on its field.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { classifyError } from '../../lib/error-message';
import { expireSession } from '../../lib/storage';

/** The messages to show, or null when the session was ended. */
export function userErrorMessages(error: unknown): string[] | null {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') {
    expireSession();
    return null;
  }
  if (CombinedGraphQLErrors.is(error)) {
    const detail = error.errors[0]?.extensions?.detail;
    if (Array.isArray(detail) && detail.length) return detail.map(String);
  }
  return [outcome.message];
}
