// Spec §8 in one pure function: how an Apollo error becomes "sign out" or a toast message.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  AUTH_STATUSES,
  NETWORK_ERROR_MESSAGE,
  errorsInBody,
  outcomeFromErrors,
  type ErrorOutcome,
} from './error-shape';

export {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  VALIDATION_FALLBACK_MESSAGE,
  messageFromDetail,
  type ErrorOutcome,
} from './error-shape';

/** Classifies any error an Apollo link can see. No side effects, so it is unit-tested directly. */
export function classifyError(error: unknown): ErrorOutcome {
  if (CombinedGraphQLErrors.is(error)) return outcomeFromErrors(error.errors, error.message);
  if (ServerError.is(error) || ServerParseError.is(error)) {
    if (AUTH_STATUSES.has(error.statusCode)) return { kind: 'auth' };
    // The transport's own text ("Response not successful…") is not the server's message field.
    return outcomeFromErrors(errorsInBody(error.bodyText), undefined);
  }
  // Anything else means no HTTP response arrived (fetch rejected, offline, CORS, aborted).
  return { kind: 'toast', message: NETWORK_ERROR_MESSAGE };
}
