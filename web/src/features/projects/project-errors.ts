// Errors of project mutations whose outcome the page shows itself (the note flow, delete's 409): spec §8
// rules still apply — 401/403 end the session, anything else becomes one message.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { classifyError, GENERIC_ERROR_MESSAGE } from '../../lib/error-message';
import { expireSession } from '../../lib/storage';

/** The message to show, or null when the session was ended (no toast for 401/403). */
export function mutationErrorMessage(error: unknown, fallback?: string): string | null {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') {
    expireSession();
    return null;
  }
  if (fallback && outcome.message === GENERIC_ERROR_MESSAGE) return fallback;
  return outcome.message;
}

/** The GraphQL error code of the first error, e.g. CONFLICT. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
